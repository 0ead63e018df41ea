import '../responsible-gaming.css';
import type { BreakResponse } from '@casino/contracts';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activeBreak, useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/use-now';
import { useFreezeAccount } from '../api/freeze-account';
import { ActiveBreakView } from './active-break';
import { BreakForm } from './break-form';

/**
 * /profile2/freeze-account: freezes the account for 1 to 10 days (spec §2, §9). The server ends every
 * session; this device then signs out and the session-ended modal says until when.
 */
export function FreezeAccountPage() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const now = useNow(30_000);
  const titleId = useId();

  const onFrozen = useCallback(
    async ({ userLimit }: BreakResponse) => {
      const until = userLimit.frozenUntil ? Date.parse(userLimit.frozenUntil) : Number.NaN;
      // leave the profile area first: it would only ask a guest to log in behind the modal
      navigate('/', { replace: true });
      await signOut('ACCOUNT_FROZEN', Number.isFinite(until) ? { until } : {});
    },
    [navigate, signOut],
  );
  const mutation = useFreezeAccount({ onFrozen });

  const running = user ? activeBreak(user.getUser.userLimit, now) : null;
  // one break at a time: a running one is shown instead of the form
  if (running && !mutation.isSuccess)
    return <ActiveBreakView activeBreak={running} note={t('responsibleGaming.freeze.blockedByBreak')} />;

  return (
    <div className="rg-page">
      <section className="rg-card" aria-labelledby={titleId}>
        <div className="rg-card__head">
          <h3 id={titleId} className="rg-card__title">
            {t('responsibleGaming.freeze.title')}
          </h3>
          <p className="rg-card__text">{t('responsibleGaming.freeze.intro')}</p>
        </div>
        <BreakForm kind="freeze" mutation={mutation} />
      </section>
    </div>
  );
}
