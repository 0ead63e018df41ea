/** What every test database is seeded with (reference data and default content). */
export { seedDatabase } from '../src/seed/index.ts';
