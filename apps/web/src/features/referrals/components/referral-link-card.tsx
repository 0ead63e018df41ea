import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useSettings } from '../../../lib/settings';
import { copyText } from '../lib/clipboard';
import { referralLink, shareLinks } from '../lib/referrals';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The player's referral link in a read-only field with a Copy button (the outcome is announced), and
 * ways to share it: the device's share sheet where there is one, mail, WhatsApp and Telegram.
 */
export function ReferralLinkCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const { brandName } = useSettings();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [canShare] = useState(
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  );
  const link = referralLink(window.location.origin, code);
  const subject = t('referrals.share.subject', { brandName });
  const message = t('referrals.share.message', { brandName, link });
  const links = shareLinks(link, subject, message);

  // "Copied" goes back to "Copy" after a moment
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    const copied = await copyText(link);
    setCopy(copied ? 'copied' : 'failed');
    // where copying failed the link is selected, for the player to copy themselves
    if (!copied) input.current?.select();
  };
  const share = () => {
    navigator.share({ title: subject, text: message, url: link }).catch(() => undefined);
  };

  return (
    <section className="referrals-card referrals-link" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="referrals-link__title">
        {t('referrals.link.title')}
      </h3>
      <p className="referrals-link__text">{t('referrals.link.text')}</p>
      <div className="referrals-link__row">
        <label htmlFor={`${id}-link`} className="visually-hidden">
          {t('referrals.link.label')}
        </label>
        <input
          ref={input}
          id={`${id}-link`}
          className="ui-input referrals-link__input"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <Button variant="primary" className="referrals-link__copy" onClick={() => void copyLink()}>
          <Icon name={copy === 'copied' ? 'check' : 'copy'} size={18} />
          {copy === 'copied' ? t('referrals.link.copied') : t('referrals.link.copy')}
        </Button>
      </div>
      <p
        className={`referrals-link__status${copy === 'failed' ? ' referrals-link__status--failed' : ''}`}
        role="status"
      >
        {copy === 'copied'
          ? t('referrals.link.copiedStatus')
          : copy === 'failed'
            ? t('referrals.link.copyFailed')
            : ''}
      </p>
      <div className="referrals-share">
        <p className="referrals-share__label" id={`${id}-share`}>
          {t('referrals.share.label')}
        </p>
        <ul className="referrals-share__list" aria-labelledby={`${id}-share`}>
          {canShare ? (
            <li>
              <Button variant="secondary" size="sm" onClick={share}>
                {t('referrals.share.native')}
              </Button>
            </li>
          ) : null}
          <li>
            <a className={buttonClassName('secondary', 'sm')} href={links.email}>
              <Icon name="mail" size={16} />
              {t('referrals.share.email')}
            </a>
          </li>
          <li>
            <a
              className={buttonClassName('secondary', 'sm')}
              href={links.whatsApp}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('referrals.share.whatsApp')}
            </a>
          </li>
          <li>
            <a
              className={buttonClassName('secondary', 'sm')}
              href={links.telegram}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('referrals.share.telegram')}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
