export * from './analysis.ts';
export * from './catalog.ts';
export * from './evaluate.ts';
export * from './fair.ts';
export * from './game.ts';
export * from './round.ts';
export * from './simulate.ts';
export * from './titles/index.ts';
