import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { AppLink } from '../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../lib/page-links';

/** Shown to guests on pages about a player's own account; both buttons open the sign-in modal. */
export function SignInRequired() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="lock"
      title={t('shell.auth.requiredTitle')}
      description={t('shell.auth.requiredText')}
      actions={
        <>
          <AppLink href={loginModalHref} className={buttonClassName('primary', 'md')}>
            {t('shell.auth.logIn')}
          </AppLink>
          <AppLink href={signUpModalHref} className={buttonClassName('secondary', 'md')}>
            {t('shell.auth.signUp')}
          </AppLink>
        </>
      }
    />
  );
}
