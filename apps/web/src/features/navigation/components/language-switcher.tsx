import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { changeAppLanguage } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings';
import { languageName } from '../lib/language-names';
import './language-switcher.css';

/** Picks the interface language among the operator's supported locales. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const id = useId();
  const [pending, setPending] = useState(false);
  const current = i18n.language;

  if (settings.supportedLocales.length < 2) return null;

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="language-switcher__label">
        <Icon name="globe" size={18} />
        <span>{t('shell.footer.language')}</span>
      </label>
      <div className="language-switcher__control">
        <select
          id={id}
          value={current}
          disabled={pending}
          aria-busy={pending}
          onChange={(event) => {
            setPending(true);
            void changeAppLanguage(event.target.value, settings).finally(() => setPending(false));
          }}
        >
          {settings.supportedLocales.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className="language-switcher__chevron" />
      </div>
    </div>
  );
}
