export { AccountsOverlays } from './components/accounts-overlays';
export { LinkedSignupModal, LoginModal, VerifyEmailExpiredModal } from './components/lazy-modals';
export { captureArrival, useAccountsEffects } from './hooks/use-accounts-effects';
