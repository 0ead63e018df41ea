import type { KycStatus, VerificationOverview } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/use-locale';
import { useRefreshStatus } from '../api/refresh-status';
import { approvedCount, kycTones } from '../lib/documents';
import { moneyText } from '../lib/format';

const statusIcons: Record<KycStatus, IconName> = {
  NOT_STARTED: 'idCard',
  PENDING: 'history',
  APPROVED: 'checkCircle',
  REJECTED: 'crossCircle',
  REQUESTED: 'alertCircle',
};

/**
 * Where the account's verification stands: the status with what it means, how many of the needed
 * documents are approved, and, until it is approved, above what amount withdrawals wait for it. When
 * every document is approved but the status lags (spec §4 "KYC discrepancy"), a refresh is offered.
 */
export function KycStatusPanel({ overview }: { overview: VerificationOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const { kycStatus } = overview;
  const { approved, needed } = approvedCount(overview.requirements);
  const threshold = kycStatus === 'APPROVED' ? null : moneyText(overview.withdrawalThreshold, locale);
  const percent = needed === 0 ? 100 : Math.round((approved / needed) * 100);

  return (
    <>
      <section
        className={`kyc-status kyc-status--${kycTones[kycStatus]}`}
        aria-labelledby={`${id}-title`}
        data-testid="kyc-status"
        data-status={kycStatus}
      >
        <span className="kyc-status__icon">
          <Icon name={statusIcons[kycStatus]} size={28} />
        </span>
        <div className="kyc-status__body">
          <p className="kyc-status__label">{t('verification.overall.label')}</p>
          <h3 id={`${id}-title`} className="kyc-status__title">
            {t(`verification.overall.${kycStatus}.title`)}
          </h3>
          <p className="kyc-status__text">{t(`verification.overall.${kycStatus}.text`)}</p>
          {threshold ? (
            <p className="kyc-status__threshold" data-testid="kyc-threshold">
              {t('verification.overall.threshold', { amount: threshold })}
            </p>
          ) : null}
        </div>
        <div className="kyc-status__count">
          <div
            className="kyc-progress__track"
            role="progressbar"
            aria-label={t('verification.overall.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={needed}
            aria-valuenow={approved}
            aria-valuetext={t('verification.overall.progress', { approved, needed })}
          >
            <span className="kyc-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="kyc-status__count-text" aria-hidden="true">
            {t('verification.overall.progress', { approved, needed })}
          </span>
        </div>
      </section>
      {overview.discrepancy ? <DiscrepancyNotice /> : null}
    </>
  );
}

/** Every needed document is approved but the profile's status lags: the player refreshes it. */
function DiscrepancyNotice() {
  const { t } = useTranslation();
  const refresh = useRefreshStatus();
  return (
    <Alert
      tone="info"
      title={t('verification.discrepancy.title')}
      actions={
        <Button size="sm" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          {refresh.isPending ? t('verification.discrepancy.busy') : t('verification.discrepancy.action')}
        </Button>
      }
    >
      {refresh.isError ? t('verification.discrepancy.failed') : t('verification.discrepancy.text')}
    </Alert>
  );
}
