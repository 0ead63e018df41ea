/** The operator settings every test database is seeded with (a fixture for services tested alone). */
export { defaultAppSettings } from '../src/seed/settings.ts';
