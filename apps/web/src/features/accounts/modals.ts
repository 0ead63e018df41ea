// The accounts feature's modal bodies: a public entry of their own, loaded when a modal first opens
// (index.ts exports them wrapped by lazyModal), so sign-up and log-in code is not in the lobby's
// first download.
export { LinkedSignupModal } from './components/linked-signup-modal';
export { LoginModal } from './components/login-modal';
export { RegistrationModal } from './components/registration-modal';
export { VerifyEmailExpiredModal } from './components/verify-email-expired-modal';
