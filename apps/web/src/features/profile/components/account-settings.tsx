import type { UserDetails } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCountries } from '../../../lib/reference-data';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { EmailVerification } from './email-verification';
import { LoginHistory } from './login-history';
import { ProfileDetailsForm } from './profile-details-form';

export const accountTabs = ['details', 'password', 'security'] as const;
export type AccountTab = (typeof accountTabs)[number];

const tabIcons: Record<AccountTab, IconName> = { details: 'user', password: 'lock', security: 'shield' };

/** The tab named by `?tab=`, personal details by default. */
export function tabFromParams(params: URLSearchParams): AccountTab {
  const value = params.get('tab');
  return (accountTabs as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'details';
}

function FormSkeleton() {
  return (
    <div className="profile-card" aria-hidden="true">
      <Skeleton width="10rem" height="1.2rem" />
      <div className="profile-form__grid">
        {[0, 1, 2, 3].map((index) => (
          <div key={index}>
            <Skeleton width="6rem" />
            <Skeleton height="44px" />
          </div>
        ))}
      </div>
    </div>
  );
}

function DetailsTab({ details, activeMethod }: { details: UserDetails; activeMethod: string | null }) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <div className="profile-tab-panel">
      <EmailVerification profile={details.getUser} />
      {countries.isPending ? <FormSkeleton /> : null}
      {countries.isError ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void countries.refetch()}>
              {t('profile.actions.retry')}
            </Button>
          }
        >
          {t('profile.errors.load')}
        </Alert>
      ) : null}
      {countries.isSuccess ? (
        <ProfileDetailsForm
          profile={details.getUser}
          countries={countries.data}
          activeMethod={activeMethod}
        />
      ) : null}
    </div>
  );
}

/**
 * The account page (edit profile, spec §2): personal details, password and security, each a tab
 * addressed by `?tab=` so other pages can link straight to one.
 */
export function AccountSettings({
  details,
  onSignedOutEverywhere,
}: {
  details: UserDetails;
  onSignedOutEverywhere: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const current = tabFromParams(params);

  const searchFor = (tab: AccountTab) => {
    const next = new URLSearchParams(params);
    if (tab === 'details') next.delete('tab');
    else next.set('tab', tab);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  const profile = details.getUser;
  const username = profile.email ?? profile.username ?? profile.uniqueId;

  return (
    <div className="profile-settings">
      <nav className="profile-tabs" aria-label={t('profile.tabs.label')}>
        <ul>
          {accountTabs.map((tab) => (
            <li key={tab}>
              <Link
                to={{ search: searchFor(tab) }}
                preventScrollReset
                aria-current={tab === current ? 'page' : undefined}
                className="profile-tabs__link"
              >
                <Icon name={tabIcons[tab]} size={18} />
                <span>{t(`profile.tabs.${tab}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'details' ? (
        <DetailsTab details={details} activeMethod={params.get('activeMethod')} />
      ) : null}
      {current === 'password' ? (
        <div className="profile-tab-panel">
          <ChangePasswordForm username={username} />
        </div>
      ) : null}
      {current === 'security' ? (
        <div className="profile-tab-panel">
          <ActiveSessions onSignedOutEverywhere={onSignedOutEverywhere} />
          <LoginHistory />
        </div>
      ) : null}
    </div>
  );
}
