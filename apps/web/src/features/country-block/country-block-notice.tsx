import type { Location } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { bcp47 } from '../../lib/i18n';
import { verificationLiftsBlock } from './block-rules';
import { getBrowserPosition, PositionError, type PositionFailure } from './geo/browser-position';
import { lazyOfflineGeocoder } from './geo/reverse-geocoder';
import './country-block-notice.css';

type VerifyState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'restricted' }
  | { step: 'failed'; reason: PositionFailure | 'unknownPlace' | 'error' };

export type CountryBlockNoticeProps = {
  location: Location;
  brandName: string;
  excludedCountryCodes: readonly string[];
  /** The device placed the visitor outside the restricted places: lift the block. */
  onVerified: (countryCode: string) => void;
};

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([bcp47(language)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The full-screen notice for a blocked country (spec §2): country, IP, date, and a re-verify button. */
export function CountryBlockNotice({
  location,
  brandName,
  excludedCountryCodes,
  onVerified,
}: CountryBlockNoticeProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [shownAt] = useState(() => new Date());
  const [state, setState] = useState<VerifyState>({ step: 'idle' });
  const language = i18n.language;
  const code = location.country.code.toUpperCase();
  const name = location.country.name || countryName(code, language);
  const brand = brandName.trim() || t('countryBlock.brandFallback');

  const verify = async () => {
    setState({ step: 'checking' });
    try {
      const place = await lazyOfflineGeocoder(await getBrowserPosition());
      if (!place) {
        setState({ step: 'failed', reason: 'unknownPlace' });
      } else if (verificationLiftsBlock(place, excludedCountryCodes)) {
        onVerified(place.countryCode);
      } else {
        setState({ step: 'restricted' });
      }
    } catch (error) {
      setState({ step: 'failed', reason: error instanceof PositionError ? error.reason : 'error' });
    }
  };

  const checking = state.step === 'checking';
  const date = new Intl.DateTimeFormat(bcp47(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    shownAt,
  );

  return (
    <section className="country-block" aria-labelledby={titleId}>
      <div className="country-block__card">
        <p className="country-block__brand">{brand}</p>
        <span className="country-block__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <path d="M5 19L19 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </span>
        <h1 id={titleId} className="country-block__title">
          {t('countryBlock.title')}
        </h1>
        <p className="country-block__message">{t('countryBlock.message', { brandName: brand })}</p>

        <dl className="country-block__facts">
          <div>
            <dt>{t('countryBlock.country')}</dt>
            <dd>
              {name} ({code})
            </dd>
          </div>
          <div>
            <dt>{t('countryBlock.ip')}</dt>
            <dd className="country-block__ip">{location.ipInfo.ip}</dd>
          </div>
          <div>
            <dt>{t('countryBlock.date')}</dt>
            <dd>
              <time dateTime={shownAt.toISOString()}>{date}</time>
            </dd>
          </div>
        </dl>

        <div className="country-block__verify">
          <h2 className="country-block__subtitle">{t('countryBlock.verify.heading')}</h2>
          <p className="country-block__help">{t('countryBlock.verify.help')}</p>
          <Button onClick={verify} disabled={checking} aria-busy={checking} className="country-block__button">
            {checking ? t('countryBlock.verify.checking') : t('countryBlock.verify.button')}
          </Button>
          <p className="country-block__status" role="status">
            {state.step === 'restricted'
              ? t('countryBlock.verify.restricted', { brandName: brand })
              : state.step === 'failed'
                ? t(`countryBlock.verify.${state.reason}`)
                : null}
          </p>
          <p className="country-block__privacy">{t('countryBlock.verify.privacy')}</p>
        </div>
      </div>
    </section>
  );
}
