// Verification's page: an entry of its own, loaded lazily by the app.

export { VerificationPage } from './components/verification-page';
