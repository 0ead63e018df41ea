import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { buttonClassName } from '../../../components/ui/button';

/**
 * Paying by UPI: the QR code to scan with any UPI app, the intent link that opens the app on this
 * phone, and (with the sandbox provider) the page that plays the UPI app's part. The deposit is
 * credited when the provider confirms it; the result arrives by itself.
 */
export function UpiPayment({ intentUrl, url }: { intentUrl: string; url: string | null }) {
  const { t } = useTranslation();
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(intentUrl, { border: 2 }))}`;
  const amount = new URL(intentUrl).searchParams.get('am') ?? '';
  return (
    <section className="cashier-panel crypto-address" aria-labelledby="upi-payment-title">
      <h3 id="upi-payment-title" className="cashier-panel__title">
        {t('cashier.upi.title')}
      </h3>
      <p className="cashier-panel__text">{t('cashier.upi.text', { amount })}</p>
      <div className="crypto-address__body">
        <img
          className="crypto-address__qr"
          src={qr}
          alt={t('cashier.upi.qrLabel')}
          width={180}
          height={180}
        />
        <div className="crypto-address__text">
          <a className={buttonClassName('primary', 'md')} href={intentUrl} data-testid="upi-intent">
            {t('cashier.upi.openApp')}
          </a>
          <p className="cashier-panel__text">{t('cashier.upi.openAppHint')}</p>
        </div>
      </div>
      <p className="cashier-panel__text" role="status">
        {t('cashier.upi.waiting')}
      </p>
      {url ? (
        <a className={buttonClassName('secondary', 'md')} href={url}>
          {t('cashier.upi.simulate')}
        </a>
      ) : null}
    </section>
  );
}
