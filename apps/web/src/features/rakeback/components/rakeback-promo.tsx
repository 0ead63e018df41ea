import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AppLink, PageLink } from '../../../lib/page-link';
import './rakeback.css';

/** The calendar's promo block (spec §2): more play, more back; its link is the deposit page unless told otherwise. */
export function RakebackPromo({ href }: { href?: string }) {
  const { t } = useTranslation();
  const className = buttonClassName('primary', 'md');
  return (
    <aside className="rakeback-promo" aria-label={t('rakeback.promo.label')}>
      <span className="rakeback-promo__icon" aria-hidden="true">
        <Icon name="bolt" size={24} />
      </span>
      <div className="rakeback-promo__text">
        <p className="rakeback-promo__title">{t('rakeback.promo.title')}</p>
        <p className="rakeback-promo__body">{t('rakeback.promo.text')}</p>
      </div>
      {href ? (
        <AppLink href={href} className={className}>
          {t('rakeback.promo.action')}
        </AppLink>
      ) : (
        <PageLink to="deposit" className={className}>
          {t('rakeback.promo.action')}
        </PageLink>
      )}
    </aside>
  );
}
