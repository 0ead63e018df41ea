import { useTranslation } from 'react-i18next';
import { bcp47 } from './i18n';

/** The BCP 47 tag of the interface language, for Intl date, number and name formatting. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return bcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}
