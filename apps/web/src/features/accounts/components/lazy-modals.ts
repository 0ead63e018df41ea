import { lazyModal } from '../../../components/ui/lazy-modal';

/** The modals the app's `?modal=` registry opens, each fetched the first time it opens. */
export const LoginModal = lazyModal(() => import('../modals').then((m) => m.LoginModal));
export const LinkedSignupModal = lazyModal(() => import('../modals').then((m) => m.LinkedSignupModal));
export const VerifyEmailExpiredModal = lazyModal(() =>
  import('../modals').then((m) => m.VerifyEmailExpiredModal),
);
