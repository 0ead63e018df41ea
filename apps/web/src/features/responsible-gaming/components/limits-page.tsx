import '../responsible-gaming.css';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activeBreak, useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/use-now';
import { useStartCoolingOff } from '../api/start-cooling-off';
import { useStartSelfExclusion } from '../api/start-self-exclusion';
import { ActiveBreakView } from './active-break';
import { BetLimitsSection } from './bet-limits-section';
import { BreakForm } from './break-form';
import { DepositLimitsSection } from './deposit-limits-section';
import { MonthlyWinningsSection } from './monthly-winnings-section';
import { RealityCheckSection } from './reality-check-section';
import { SessionLimitSection } from './session-limit-section';

/**
 * /profile2/limits (spec §2 limits pages): deposit limits, bet and loss limits, the session time
 * limit, the operator's monthly winnings limit and the reality check, then the breaks (cooling off,
 * self-exclusion). While a break runs (from the auth state's
 * user details) its active view comes first and replaces both break forms.
 */
export function LimitsPage() {
  const { user } = useAuth();
  const now = useNow(30_000);
  // the forms were on screen: a break that appears now was just started, so its view takes focus
  const formsShown = useRef(false);
  const running = user ? activeBreak(user.getUser.userLimit, now) : null;
  const focusBreak = running !== null && formsShown.current;
  if (!running) formsShown.current = true;

  return (
    <div className="rg-page">
      {running ? <ActiveBreakView activeBreak={running} focusOnShow={focusBreak} /> : null}
      <DepositLimitsSection />
      <BetLimitsSection />
      <SessionLimitSection />
      <MonthlyWinningsSection />
      <RealityCheckSection />
      {running ? null : (
        <>
          <BreakSection kind="coolingOff" />
          <BreakSection kind="selfExclusion" />
        </>
      )}
    </div>
  );
}

function BreakSection({ kind }: { kind: 'coolingOff' | 'selfExclusion' }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h3 id={titleId} className="rg-card__title">
          {t(`responsibleGaming.${kind}.title`)}
        </h3>
        <p className="rg-card__text">{t(`responsibleGaming.${kind}.intro`)}</p>
      </div>
      {kind === 'coolingOff' ? <CoolingOffForm /> : <SelfExclusionForm />}
    </section>
  );
}

function CoolingOffForm() {
  return <BreakForm kind="coolingOff" mutation={useStartCoolingOff()} />;
}

function SelfExclusionForm() {
  return <BreakForm kind="selfExclusion" mutation={useStartSelfExclusion()} />;
}
