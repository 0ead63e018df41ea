// The accounts feature's page (the reset-password link's target): a public entry of its own, loaded
// lazily by the router.
export { ResetPasswordPage } from './components/reset-password-page';
