import { useTranslation } from 'react-i18next';

/** How much of a file has gone up: a bar with the percentage (0 to 1 in `share`). */
export function UploadProgress({ share }: { share: number }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.max(0, Math.round(share * 100)));
  return (
    <div className="kyc-progress">
      <div
        className="kyc-progress__track"
        role="progressbar"
        aria-label={t('verification.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="kyc-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="kyc-progress__text" aria-hidden="true">
        {percent < 100 ? `${percent}%` : t('verification.upload.checking')}
      </span>
    </div>
  );
}
