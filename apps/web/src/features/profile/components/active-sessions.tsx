import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { useEndAllSessions } from '../api/end-all-sessions';
import { useEndSession } from '../api/end-session';
import { type ActiveSession, useSessions } from '../api/get-sessions';
import { countryName, formatDateTime, formatRelative } from '../lib/format';
import { type DeviceKind, summariseUserAgent } from '../lib/user-agent';

const deviceIcons: Record<DeviceKind, IconName> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
  unknown: 'globe',
};

/** "Chrome on Windows", "Safari on iOS", or "Unknown device". */
export function useDeviceLabel(): (userAgent: string | null) => { label: string; kind: DeviceKind } {
  const { t } = useTranslation();
  return (userAgent) => {
    const { browser, os, kind } = summariseUserAgent(userAgent);
    if (browser && os) return { label: t('profile.security.browserOnOs', { browser, os }), kind };
    if (browser || os) return { label: (browser ?? os) as string, kind };
    return { label: t('profile.security.unknownDevice'), kind };
  };
}

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: ActiveSession;
  onEnd: (id: number) => void;
  ending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const deviceLabel = useDeviceLabel();
  const { label, kind } = deviceLabel(session.userAgent);
  const country = countryName(session.country, locale);
  return (
    <li
      className={['profile-session', session.current ? 'profile-session--current' : null]
        .filter(Boolean)
        .join(' ')}
    >
      <span className="profile-session__icon">
        <Icon name={deviceIcons[kind]} size={22} />
      </span>
      <div className="profile-session__body">
        <p className="profile-session__device">
          <span>{label}</span>
          {session.current ? (
            <span className="profile-badge profile-badge--success">{t('profile.security.thisDevice')}</span>
          ) : null}
        </p>
        <p className="profile-session__meta">
          <span>{session.ip ?? t('profile.security.unknownIp')}</span>
          {country ? <span>{country}</span> : null}
          <span>
            {session.current ? (
              t('profile.security.activeNow')
            ) : (
              <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt, locale)}>
                {t('profile.security.lastActive', { when: formatRelative(session.lastSeenAt, now, locale) })}
              </time>
            )}
          </span>
        </p>
        <p className="profile-session__since">
          {t('profile.security.signedIn', { when: formatDateTime(session.createdAt, locale) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          className="profile-session__end"
          onClick={() => onEnd(session.id)}
          disabled={ending}
          aria-label={t('profile.security.endSessionLabel', { device: label })}
        >
          {ending ? t('profile.security.ending') : t('profile.security.endSession')}
        </Button>
      )}
    </li>
  );
}

function SessionsSkeleton() {
  return (
    <ul className="profile-sessions" aria-hidden="true">
      {[0, 1].map((index) => (
        <li key={index} className="profile-session">
          <Skeleton variant="circle" width="44px" height="44px" />
          <div className="profile-session__body">
            <Skeleton width="45%" />
            <Skeleton width="70%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The player's signed-in devices with "End" for each other one and "Log out everywhere", which ends
 * every session on the server and then signs this device out through `onSignedOutEverywhere`.
 */
export function ActiveSessions({
  onSignedOutEverywhere,
}: {
  onSignedOutEverywhere: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endAll = useEndAllSessions({ onEnded: onSignedOutEverywhere });
  const [confirmOpen, setConfirmOpen] = useState(false);

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  const ordered = [...list].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  const endOneError = endOne.error instanceof ApiError ? endOne.error.message : t('profile.errors.generic');
  const endAllError = endAll.error instanceof ApiError ? endAll.error.message : t('profile.errors.generic');

  return (
    <section className="profile-card" aria-labelledby="profile-sessions-title">
      <div className="profile-card__head profile-card__head--row">
        <div>
          <h3 className="profile-card__title" id="profile-sessions-title">
            {t('profile.security.sessionsTitle')}
          </h3>
          <p className="profile-card__text">{t('profile.security.sessionsIntro')}</p>
        </div>
        <Button variant="secondary" onClick={() => setConfirmOpen(true)} disabled={sessions.isPending}>
          {t('profile.security.logOutEverywhere')}
        </Button>
      </div>
      {sessions.isPending ? <SessionsSkeleton /> : null}
      {sessions.isError ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void sessions.refetch()}>
              {t('profile.actions.retry')}
            </Button>
          }
        >
          {t('profile.security.sessionsError')}
        </Alert>
      ) : null}
      {endOne.isError ? <Alert tone="danger">{endOneError}</Alert> : null}
      {sessions.isSuccess ? (
        <>
          <ul className="profile-sessions">
            {ordered.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onEnd={(id) => endOne.mutate(id)}
                ending={endOne.isPending && endOne.variables === session.id}
              />
            ))}
          </ul>
          <p className="profile-card__footnote" aria-live="polite">
            {others === 0
              ? t('profile.security.noOtherSessions')
              : t('profile.security.otherSessions', { count: others })}
          </p>
        </>
      ) : null}
      <Modal
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!endAll.isPending) setConfirmOpen(open);
        }}
        title={t('profile.security.confirmTitle')}
        description={t('profile.security.confirmText')}
        size="sm"
        footer={
          <>
            <Button
              onClick={() => endAll.mutate()}
              disabled={endAll.isPending}
              aria-busy={endAll.isPending || undefined}
            >
              {endAll.isPending ? t('profile.security.ending') : t('profile.security.confirmAction')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)} disabled={endAll.isPending}>
              {t('profile.actions.cancel')}
            </Button>
          </>
        }
      >
        {endAll.isError ? <Alert tone="danger">{endAllError}</Alert> : null}
      </Modal>
    </section>
  );
}
