import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyModal } from '../../../components/ui/lazy-modal';
import { useAuthModals } from '../hooks/use-auth-modals';
import { OnboardingTour } from './onboarding-tour';
import { SessionEndedModal } from './session-ended-modal';

// the registration form (with its phone and date validation) is fetched when it first opens
const RegistrationModal = lazyModal(() => import('../modals').then((m) => m.RegistrationModal));

/**
 * What this feature layers over every page: the registration modal (`?modal=registration`, which the
 * modal registry does not know), the session-ended modal and the onboarding tour.
 */
export function AccountsOverlays() {
  return (
    <>
      <RegistrationModalHost />
      <SessionEndedModal />
      <OnboardingTour />
    </>
  );
}

/** Opens the registration modal by query; a fresh form each time it opens, kept while it fades out. */
function RegistrationModalHost() {
  const [params] = useSearchParams();
  const { closeModal } = useAuthModals();
  const open = params.get('modal') === 'registration';
  const [session, setSession] = useState<{ open: boolean; count: number }>({ open: false, count: 0 });
  if (open !== session.open) setSession({ open, count: open ? session.count + 1 : session.count });
  if (session.count === 0) return null;
  return <RegistrationModal key={session.count} open={open} onClose={closeModal} />;
}
