import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

/**
 * Where to send a crypto deposit: the player's own address on the chosen network, as text to copy
 * and as a QR code, and (with the sandbox provider) the page that plays the network's part.
 */
export function CryptoAddress({
  network,
  address,
  url,
}: {
  network: string;
  address: string;
  url: string | null;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(address, { border: 2 }))}`;
  const copy = () => {
    navigator.clipboard
      .writeText(address)
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));
  };
  return (
    <section className="cashier-panel crypto-address" aria-labelledby="crypto-address-title">
      <h3 id="crypto-address-title" className="cashier-panel__title">
        {t('cashier.crypto.title', { network })}
      </h3>
      <p className="cashier-panel__text">{t('cashier.crypto.text', { network })}</p>
      <div className="crypto-address__body">
        <img
          className="crypto-address__qr"
          src={qr}
          alt={t('cashier.crypto.qrLabel', { network })}
          width={180}
          height={180}
        />
        <div className="crypto-address__text">
          <code className="crypto-address__value" data-testid="crypto-address">
            {address}
          </code>
          <button type="button" className={buttonClassName('secondary', 'sm')} onClick={copy}>
            <Icon name={copied === 'copied' ? 'check' : 'copy'} size={16} />
            {copied === 'copied' ? t('cashier.crypto.copied') : t('cashier.crypto.copy')}
          </button>
          {copied === 'failed' ? (
            <p className="crypto-address__error" role="alert">
              {t('cashier.crypto.copyFailed')}
            </p>
          ) : null}
        </div>
      </div>
      <p className="cashier-panel__text" role="status">
        {t('cashier.crypto.waiting')}
      </p>
      {url ? (
        <a className={buttonClassName('primary', 'md')} href={url}>
          {t('cashier.crypto.simulate')}
        </a>
      ) : null}
    </section>
  );
}
