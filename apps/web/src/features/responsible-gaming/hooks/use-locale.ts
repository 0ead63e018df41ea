import { useTranslation } from 'react-i18next';
import { bcp47 } from '../../../lib/i18n';

/** The BCP 47 tag of the interface language, for dates. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return bcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}
