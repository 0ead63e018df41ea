import type { UserDetails, UserProfile } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/use-locale';
import { formatDate, initialsOf } from '../lib/format';
import { EmailBadge } from './email-verification';

/** The name to greet a player by: full name, else nickname, username or the email's local part. */
export function profileName(profile: UserProfile): string | null {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  const candidates = [fullName, profile.nickname, profile.username, profile.email?.split('@')[0]];
  return candidates.map((value) => value?.trim()).find(Boolean) ?? null;
}

function CopyId({ value }: { value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className="profile-summary__copy"
      onClick={() => {
        void navigator.clipboard.writeText(value).then(
          () => {
            setCopied(true);
            window.setTimeout(() => setCopied(false), 2000);
          },
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">{copied ? t('profile.overview.copied') : t('profile.overview.copyId')}</span>
    </button>
  );
}

/** The identity card at the top of the profile: avatar, name, player ID, email with its status. */
export function ProfileSummary({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = details.getUser;
  const name = profileName(profile);
  const showNickname = profile.nickname && name !== profile.nickname;
  return (
    <section className="profile-card profile-summary" aria-label={t('profile.overview.identity')}>
      <span className="profile-summary__avatar" aria-hidden="true">
        {initialsOf(name ?? '')}
      </span>
      <div className="profile-summary__body">
        <p className="profile-summary__name">
          {name ?? t('profile.overview.player')}
          {showNickname ? <span className="profile-summary__nickname">@{profile.nickname}</span> : null}
        </p>
        <p className="profile-summary__line">
          <span>
            {t('profile.overview.playerId')}{' '}
            <strong className="profile-summary__id">{profile.uniqueId}</strong>
          </span>
          <CopyId value={profile.uniqueId} />
        </p>
        <p className="profile-summary__line">
          {profile.email ? (
            <>
              <span className="profile-summary__email">{profile.email}</span>
              <EmailBadge verified={profile.isEmailVerified} />
            </>
          ) : (
            <span className="profile-summary__muted">{t('profile.overview.noEmail')}</span>
          )}
        </p>
      </div>
      <p className="profile-summary__since">
        {t('profile.overview.memberSince', { date: formatDate(profile.createdAt, locale) })}
      </p>
    </section>
  );
}

export function ProfileSummarySkeleton() {
  return (
    <div className="profile-card profile-summary" aria-hidden="true">
      <Skeleton variant="circle" width="64px" height="64px" />
      <div className="profile-summary__body">
        <Skeleton width="12rem" height="1.4rem" />
        <Skeleton width="9rem" />
        <Skeleton width="14rem" />
      </div>
    </div>
  );
}
