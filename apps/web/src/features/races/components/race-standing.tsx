import type { RaceStanding, RaceSummary } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { AppLink } from '../../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../../lib/page-links';
import { useLocale } from '../../../lib/use-locale';
import { countText, dateTimeText, isPositive, moneyText, scoreText } from '../lib/format';
import { Heading, metricKeys, ViewerStateTag } from './parts';

export type JoinState = {
  join: () => void;
  pending: boolean;
  error: unknown;
};

/**
 * The viewer's own race (spec §4): their position (past the top 50 too), their score by the race's
 * metric and the prize it wins now; a way to join an opt-in race; the final result and whether the
 * prize is paid once it has ended. Visitors get an invitation instead.
 */
export function RaceStandingCard({
  race,
  me,
  signedIn,
  accountCurrency,
  join,
  headingLevel,
}: {
  race: RaceSummary;
  me: RaceStanding | null;
  signedIn: boolean;
  /** The player's account currency: a race in another one cannot be joined. */
  accountCurrency: string | null;
  join: JoinState;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const open = race.status === 'upcoming' || race.status === 'running';

  if (!me) {
    if (signedIn || !open) return null;
    return (
      <section className="races-panel races-standing races-standing--invite" aria-labelledby={`${id}-title`}>
        <Heading level={headingLevel} id={`${id}-title`} className="races-panel__title">
          {t('races.standing.inviteTitle', { amount: moneyText(race.prizePool, race, locale) })}
        </Heading>
        <p className="races-standing__text">
          {t(race.entry === 'opt_in' ? 'races.standing.inviteOptIn' : 'races.standing.inviteAutomatic')}
        </p>
        <div className="races-standing__actions">
          <AppLink href={signUpModalHref} className={buttonClassName('primary')}>
            {t('shell.auth.signUp')}
          </AppLink>
          <AppLink href={loginModalHref} className={buttonClassName('secondary')}>
            {t('shell.auth.logIn')}
          </AppLink>
        </div>
      </section>
    );
  }

  const title = (
    <div className="races-panel__head">
      <Heading level={headingLevel} id={`${id}-title`} className="races-panel__title">
        {t('races.standing.title')}
      </Heading>
      {race.status === 'cancelled' ? null : <ViewerStateTag state={me.state} />}
    </div>
  );

  if (race.status === 'cancelled')
    return (
      <section
        className="races-panel races-standing"
        aria-labelledby={`${id}-title`}
        data-testid="race-standing"
      >
        {title}
        <p className="races-standing__text">{t('races.standing.cancelled')}</p>
      </section>
    );

  if (me.state === 'not_entered') {
    const otherCurrency = accountCurrency !== null && accountCurrency !== race.currency;
    const joinError =
      join.error instanceof ApiError
        ? join.error.message
        : join.error
          ? t('races.standing.joinFailed')
          : null;
    return (
      <section
        className="races-panel races-standing"
        aria-labelledby={`${id}-title`}
        data-testid="race-standing"
      >
        {title}
        {race.entry === 'opt_in' ? (
          <>
            <p className="races-standing__text">
              {t(
                race.status === 'upcoming' ? 'races.standing.joinBeforeStart' : 'races.standing.joinRunning',
              )}
            </p>
            {otherCurrency ? (
              <p className="races-standing__note">
                {t('races.standing.otherCurrency', { currency: race.currency })}
              </p>
            ) : null}
            {joinError ? <Alert tone="danger">{joinError}</Alert> : null}
            <div className="races-standing__actions">
              <Button onClick={join.join} disabled={join.pending || otherCurrency} aria-busy={join.pending}>
                {join.pending ? t('races.standing.joining') : t('races.standing.join')}
              </Button>
            </div>
          </>
        ) : (
          <p className="races-standing__text races-standing__auto">
            <Icon name="bolt" size={18} />
            <span>
              {race.status === 'upcoming'
                ? t('races.standing.automaticUpcoming')
                : isPositive(race.minBet)
                  ? t('races.standing.automaticMin', { amount: moneyText(race.minBet, race, locale) })
                  : t('races.standing.automatic')}
            </span>
          </p>
        )}
      </section>
    );
  }

  const ended = me.state === 'ended';
  const metric = metricKeys[race.metric];
  const prize = isPositive(me.prize) ? moneyText(me.prize, race, locale) : null;
  const took = me.position !== null || me.joinedAt !== null;
  return (
    <section
      className="races-panel races-standing"
      aria-labelledby={`${id}-title`}
      data-testid="race-standing"
    >
      {title}
      {ended && !took ? (
        <p className="races-standing__text">{t('races.standing.notTaken')}</p>
      ) : (
        <>
          <dl className="races-standing__stats">
            <div className="races-standing__stat races-standing__stat--lead">
              <dt>{t(ended ? 'races.standing.finalPosition' : 'races.standing.position')}</dt>
              <dd data-testid="race-position">
                {me.position === null
                  ? '—'
                  : t('races.standing.positionValue', { position: countText(me.position, locale) })}
              </dd>
            </div>
            <div className="races-standing__stat">
              <dt>{t(metric.label)}</dt>
              <dd data-testid="race-score">{scoreText(race.metric, me.score, race, locale)}</dd>
            </div>
            <div className="races-standing__stat">
              <dt>{t(ended ? 'races.standing.prize' : 'races.standing.currentPrize')}</dt>
              <dd data-testid="race-prize">{prize ?? '—'}</dd>
            </div>
            {race.metric === 'wagered' ? null : (
              <div className="races-standing__stat">
                <dt>{t('races.board.wagered')}</dt>
                <dd data-testid="race-wagered">{moneyText(me.wagered, race, locale)}</dd>
              </div>
            )}
            {race.metric === 'rounds' ? null : (
              <div className="races-standing__stat">
                <dt>{t('races.board.rounds')}</dt>
                <dd data-testid="race-rounds">{countText(me.rounds, locale)}</dd>
              </div>
            )}
          </dl>
          {ended ? (
            <PrizeNote prize={prize} paidAt={me.paidAt} position={me.position} />
          ) : me.position === null ? (
            <p className="races-standing__note">{t('races.standing.unranked')}</p>
          ) : (
            <p className="races-standing__note">
              {t(race.entry === 'automatic' ? 'races.standing.automaticIn' : 'races.standing.counting')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** After the race: the prize paid (and when), on its way, or none won. */
function PrizeNote({
  prize,
  paidAt,
  position,
}: {
  prize: string | null;
  paidAt: string | null;
  position: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (prize && paidAt)
    return (
      <Alert tone="success" title={t('races.standing.paidTitle')}>
        <span data-testid="race-paid">
          {t('races.standing.paid', { amount: prize, time: dateTimeText(paidAt, locale) })}
        </span>
      </Alert>
    );
  if (prize) return <Alert tone="info">{t('races.standing.paying', { amount: prize })}</Alert>;
  return (
    <p className="races-standing__note">
      {position === null ? t('races.standing.noScore') : t('races.standing.noPrize')}
    </p>
  );
}
