export { FreezeAccountPage } from './components/freeze-account-page';
export { LimitsPage } from './components/limits-page';
