import { Trans } from 'react-i18next';
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
