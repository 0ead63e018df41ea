import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { useSettings } from '../../../lib/settings';
import './brand-logo.css';

/** The brand mark and name, linking home. `compact` shows only the mark. */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { brandName } = useSettings();
  const { t } = useTranslation();
  return (
    <PageLink
      to="home"
      className={['brand-logo', compact ? 'brand-logo--compact' : '', className].filter(Boolean).join(' ')}
      aria-label={t('shell.nav.homeLabel', { brandName })}
    >
      <span className="brand-logo__mark" aria-hidden="true">
        <Icon name="casino" size={20} />
      </span>
      {compact ? null : <span className="brand-logo__name">{brandName}</span>}
    </PageLink>
  );
}
