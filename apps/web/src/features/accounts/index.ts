export { AccountsOverlays } from './components/accounts-overlays';
export { LinkedSignupModal } from './components/linked-signup-modal';
export { LoginModal } from './components/login-modal';
export { ResetPasswordPage } from './components/reset-password-page';
export { VerifyEmailExpiredModal } from './components/verify-email-expired-modal';
export { useAccountsEffects } from './hooks/use-accounts-effects';
export { signUpErrorEvent, signUpEvent } from './hooks/use-submit-sign-up';
