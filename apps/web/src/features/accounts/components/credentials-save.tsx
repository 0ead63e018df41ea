import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useSettings } from '../../../lib/settings';

type Credentials = { username: string; password: string };

/** The .txt a player keeps: brand, website, username and password. */
export function credentialsFileText(
  t: (key: string, values?: Record<string, unknown>) => string,
  { brandName, origin, credentials }: { brandName: string; origin: string; credentials: Credentials },
): string {
  return [
    t('accounts.credentials.fileTitle', { brandName }),
    '',
    `${t('accounts.credentials.fileWebsite')}: ${origin}`,
    `${t('accounts.credentials.username')}: ${credentials.username}`,
    `${t('accounts.credentials.password')}: ${credentials.password}`,
    '',
    t('accounts.credentials.fileNote'),
    '',
  ].join('\n');
}

/** A file name from the brand: letters, digits and dashes only. */
export function credentialsFileName(brandName: string): string {
  const slug = brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'casino'}-login-details.txt`;
}

/**
 * Spec §2 "credentials save screen after 1-click registration": the generated username and password
 * with Copy buttons (a refused clipboard says so), "Save as file" and Continue.
 */
export function CredentialsSave({
  credentials,
  onContinue,
}: {
  credentials: Credentials;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { brandName } = useSettings();
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [copied, setCopied] = useState<'username' | 'password' | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async (which: 'username' | 'password') => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(credentials[which]);
      setCopied(which);
      setStatus({
        tone: 'ok',
        text: t(
          which === 'username'
            ? 'accounts.credentials.copiedUsername'
            : 'accounts.credentials.copiedPassword',
        ),
      });
      window.clearTimeout(resetTimer.current);
      resetTimer.current = window.setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(null);
      setStatus({ tone: 'error', text: t('accounts.credentials.copyFailed') });
    }
  };

  const saveFile = () => {
    const text = credentialsFileText(t, { brandName, origin: window.location.origin, credentials });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = credentialsFileName(brandName);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus({ tone: 'ok', text: t('accounts.credentials.fileSaved') });
  };

  const row = (which: 'username' | 'password') => (
    <div className="acc-credentials__row">
      <dt>{t(`accounts.credentials.${which}`)}</dt>
      <dd>
        <code className="acc-credentials__value" data-credential={which}>
          {credentials[which]}
        </code>
        <button
          type="button"
          className="acc-credentials__copy"
          aria-label={t(
            which === 'username' ? 'accounts.credentials.copyUsername' : 'accounts.credentials.copyPassword',
          )}
          onClick={() => void copy(which)}
        >
          <Icon name={copied === which ? 'check' : 'copy'} size={18} />
          <span aria-hidden="true">
            {copied === which ? t('accounts.credentials.copied') : t('accounts.credentials.copy')}
          </span>
        </button>
      </dd>
    </div>
  );

  return (
    <div className="acc-form">
      <dl className="acc-credentials">
        {row('username')}
        {row('password')}
      </dl>
      <p
        className={`acc-credentials__status${status?.tone === 'error' ? ' acc-credentials__status--error' : ''}`}
        role="status"
      >
        {status?.text ?? ''}
      </p>
      <div className="acc-form__actions">
        <Button variant="secondary" onClick={saveFile}>
          <Icon name="download" size={18} />
          {t('accounts.credentials.saveFile')}
        </Button>
        <Button onClick={onContinue}>{t('accounts.credentials.continue')}</Button>
      </div>
    </div>
  );
}
