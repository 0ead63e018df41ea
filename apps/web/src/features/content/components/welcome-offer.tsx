import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useSettings } from '../../../lib/settings';
import './welcome-offer.css';

/** The welcome package banner (`marketing.welcome.title/text`), shown only when the text exists. */
export function WelcomeOffer({ actions }: { actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { brandName } = useSettings();
  if (!i18n.exists('marketing.welcome.title')) return null;
  return (
    <section className="welcome-offer" aria-labelledby="welcome-offer-title">
      <span className="welcome-offer__icon" aria-hidden="true">
        <Icon name="promotions" size={30} />
      </span>
      <div className="welcome-offer__text">
        <h2 id="welcome-offer-title" className="welcome-offer__title">
          {t('marketing.welcome.title', { brandName })}
        </h2>
        {i18n.exists('marketing.welcome.text') ? <p>{t('marketing.welcome.text', { brandName })}</p> : null}
      </div>
      {actions ? <div className="welcome-offer__actions">{actions}</div> : null}
    </section>
  );
}
