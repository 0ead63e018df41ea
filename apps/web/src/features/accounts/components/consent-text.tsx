import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/field';
import { PageLink } from '../../../lib/page-link';

/** A consent sentence with the Terms and Privacy Policy links (new tab, so the form is kept). */
export function ConsentText({ i18nKey }: { i18nKey: string }) {
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        terms: (
          <PageLink to="termsAndConditions" target="_blank" rel="noopener" className="acc-inline-link" />
        ),
        privacy: <PageLink to="privacyPolicy" target="_blank" rel="noopener" className="acc-inline-link" />,
      }}
    />
  );
}

export type SignUpConsentsProps = {
  /** The newsletter opt-in is shown when the registration fields ask for it. */
  showNewsLetter: boolean;
  newsLetter: boolean;
  subscribe: boolean;
  subscribeError: string | undefined;
  onNewsLetterChange: (checked: boolean) => void;
  onSubscribeChange: (checked: boolean) => void;
  onSubscribeBlur?: () => void;
};

/** The end of a sign-up form: the newsletter opt-in and the required age and terms consent. */
export function SignUpConsents({
  showNewsLetter,
  newsLetter,
  subscribe,
  subscribeError,
  onNewsLetterChange,
  onSubscribeChange,
  onSubscribeBlur,
}: SignUpConsentsProps) {
  const { t } = useTranslation();
  return (
    <div className="acc-consents">
      {showNewsLetter ? (
        <Checkbox
          name="newsLetter"
          checked={newsLetter}
          onChange={(event) => onNewsLetterChange(event.target.checked)}
          label={t('accounts.field.newsLetter')}
        />
      ) : null}
      <Checkbox
        name="subscribe"
        aria-required
        checked={subscribe}
        onChange={(event) => onSubscribeChange(event.target.checked)}
        onBlur={onSubscribeBlur}
        error={subscribeError}
        label={<ConsentText i18nKey="accounts.field.subscribe" />}
      />
    </div>
  );
}
