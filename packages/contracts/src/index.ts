export * from './accounts.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './games.ts';
export * from './pages.ts';
export * from './settings.ts';
export * from './validations.ts';
export * from './wallet.ts';
