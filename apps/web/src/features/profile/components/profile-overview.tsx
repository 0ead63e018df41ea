import type { KycStatus, PageKey, UserDetails } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { bcp47 } from '../../../lib/i18n';
import { AppLink, usePageHref } from '../../../lib/page-link';
import { useSettings } from '../../../lib/settings';
import { useLocale } from '../../../lib/use-locale';
import { countryName, formatCalendarDate, formatDate, languageName } from '../lib/format';
import { isPlaceholderDateOfBirth, profileCompleteness } from '../lib/profile-form';
import { EmailVerification } from './email-verification';
import { ProfileSummary, ProfileSummarySkeleton } from './profile-summary';

const kycTone: Record<KycStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  NOT_STARTED: 'neutral',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  REQUESTED: 'warning',
};

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The edit-profile page of the current navigation system: the account page in the panel system (spec §2). */
export function useEditProfilePage(): PageKey {
  const { navigationSystem } = useSettings();
  return navigationSystem === 'panel' ? 'account' : 'editProfile';
}

function withQuery(href: string | undefined, query: string): string | undefined {
  if (!href) return undefined;
  return `${href}${href.includes('?') ? '&' : '?'}${query}`;
}

type Shortcut = { key: string; href: string | undefined; icon: IconName; title: string; text: string };

/** The profile landing (/profile): who the player is, how complete the profile is, where to go next. */
export function ProfileOverview({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { navigationSystem } = useSettings();
  const profile = details.getUser;
  const editPage = useEditProfilePage();
  const editHref = usePageHref(editPage);
  const transactionsHref = usePageHref('transactions');
  const verificationHref = usePageHref(navigationSystem === 'panel' ? 'accountVerification' : 'verify');
  const { filled, total } = profileCompleteness(profile);
  const percent = Math.round((filled / total) * 100);
  const dateOfBirth =
    profile.dateOfBirth && !isPlaceholderDateOfBirth(profile.dateOfBirth)
      ? formatCalendarDate(profile.dateOfBirth, locale)
      : null;
  const country = countryName(profile.countryCode, locale);

  const facts: Array<{ key: string; label: string; value: string | null }> = [
    {
      key: 'country',
      label: t('profile.fields.countryCode'),
      value: country,
    },
    {
      key: 'currency',
      label: t('profile.overview.currency'),
      value: `${currencyName(profile.currencyCode, locale)} (${details.currencySymbol})`,
    },
    { key: 'dateOfBirth', label: t('profile.fields.dateOfBirth'), value: dateOfBirth },
    {
      key: 'language',
      label: t('profile.fields.preferredLanguage'),
      value: languageName(bcp47(profile.preferredLanguage)),
    },
    {
      key: 'memberSince',
      label: t('profile.overview.memberSinceLabel'),
      value: formatDate(profile.createdAt, locale),
    },
  ];

  const shortcuts: Shortcut[] = [
    {
      key: 'edit',
      href: editHref,
      icon: 'edit',
      title: t('profile.overview.links.edit'),
      text: t('profile.overview.links.editText'),
    },
    {
      key: 'password',
      href: withQuery(editHref, 'tab=password'),
      icon: 'lock',
      title: t('profile.overview.links.password'),
      text: t('profile.overview.links.passwordText'),
    },
    {
      key: 'security',
      href: withQuery(editHref, 'tab=security'),
      icon: 'shield',
      title: t('profile.overview.links.security'),
      text: t('profile.overview.links.securityText'),
    },
    {
      key: 'transactions',
      href: transactionsHref,
      icon: 'transactions',
      title: t('profile.overview.links.transactions'),
      text: t('profile.overview.links.transactionsText'),
    },
    {
      key: 'verification',
      href: verificationHref,
      icon: 'idCard',
      title: t('profile.overview.links.verification'),
      text: t(`profile.kyc.${profile.kycStatus}`),
    },
  ];

  return (
    <div className="profile-overview">
      <ProfileSummary details={details} />
      <EmailVerification profile={profile} />
      <div className="profile-overview__grid">
        <section className="profile-card" aria-labelledby="profile-facts-title">
          <div className="profile-card__head">
            <h3 className="profile-card__title" id="profile-facts-title">
              {t('profile.overview.detailsTitle')}
            </h3>
          </div>
          <dl className="profile-facts">
            {facts.map((fact) => (
              <div key={fact.key} className="profile-facts__row">
                <dt>{fact.label}</dt>
                <dd className={fact.value ? undefined : 'profile-facts__empty'}>
                  {fact.value ?? t('profile.overview.notSet')}
                </dd>
              </div>
            ))}
            <div className="profile-facts__row">
              <dt>{t('profile.overview.verification')}</dt>
              <dd>
                <span className={`profile-badge profile-badge--${kycTone[profile.kycStatus]}`}>
                  {t(`profile.kyc.${profile.kycStatus}`)}
                </span>
              </dd>
            </div>
          </dl>
        </section>
        <section className="profile-card profile-completeness" aria-labelledby="profile-completeness-title">
          <div className="profile-card__head">
            <h3 className="profile-card__title" id="profile-completeness-title">
              {t('profile.overview.completenessTitle')}
            </h3>
            <p className="profile-card__text">
              {filled === total
                ? t('profile.overview.completenessDone')
                : t('profile.overview.completenessText', { filled, total })}
            </p>
          </div>
          <div
            className="profile-completeness__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('profile.overview.completenessTitle')}
            aria-valuetext={t('profile.overview.completenessValue', { percent })}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="profile-completeness__percent" aria-hidden="true">
            {percent}%
          </p>
          {filled < total && editHref ? (
            <AppLink
              href={withQuery(editHref, 'activeMethod=1')}
              className={buttonClassName('primary', 'md')}
            >
              {t('profile.overview.completeAction')}
            </AppLink>
          ) : null}
        </section>
      </div>
      <nav aria-label={t('profile.overview.linksLabel')}>
        <ul className="profile-shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <AppLink href={shortcut.href} className="profile-shortcut">
                <span className="profile-shortcut__icon">
                  <Icon name={shortcut.icon} size={22} />
                </span>
                <span className="profile-shortcut__text">
                  <span className="profile-shortcut__title">{shortcut.title}</span>
                  <span className="profile-shortcut__description">{shortcut.text}</span>
                </span>
                <Icon name="chevronRight" size={18} className="profile-shortcut__chevron" />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function ProfileOverviewSkeleton() {
  return (
    <div className="profile-overview" aria-hidden="true">
      <ProfileSummarySkeleton />
      <div className="profile-overview__grid">
        <Skeleton variant="block" height="14rem" />
        <Skeleton variant="block" height="14rem" />
      </div>
    </div>
  );
}
