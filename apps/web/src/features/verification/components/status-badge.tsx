import type { KycStatus } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { kycTones, type RequirementState, stateTones } from '../lib/documents';

/** A document's status at a glance: "Pending Review", "New file", "Rejected"... */
export function StatusBadge({ state }: { state: RequirementState }) {
  const { t } = useTranslation();
  return (
    <span className={`kyc-badge kyc-badge--${stateTones[state]}`} data-status={state}>
      {t(`verification.state.${state}`)}
    </span>
  );
}

/** The account's verification status at a glance. */
export function KycBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`kyc-badge kyc-badge--${kycTones[status]}`} data-status={status}>
      {t(`verification.overall.${status}.title`)}
    </span>
  );
}
