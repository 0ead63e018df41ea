import type { PlayerDetail } from '@casino/contracts/backoffice';
import { betLimitKinds, depositLimitPeriods } from '@casino/contracts/responsible-gaming';
import { useCustom } from '@refinedev/core';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Details, Section } from '../../components/section.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { type PlayLimitsAnswer, playLimitsQueryKey, playLimitsUrl } from '../play-limits/play-limits-api.ts';
import { BreakLiftForm, type LiftedBreak } from './break-lift-form.tsx';
import { LimitChangeForm } from './limit-change-form.tsx';
import {
  answerText,
  type LimitChangeAnswer,
  type LimitTarget,
  limitState,
  pendingText,
  targetKey,
  targetLabel,
  withLimitChange,
} from './limit-change-values.ts';
import type { PatchPlayer } from './player-cache.ts';
import './responsible-gaming.css';

const breakLabels: Record<string, string> = {
  'cooling-off': 'Cooling-off',
  cooling_off: 'Cooling-off',
  freeze: 'Account freeze',
  'self-exclusion': 'Self-exclusion',
  self_exclusion: 'Self-exclusion',
  'take-a-break': 'Taking a break',
};

/** "daily_limit" / "dailyLimit" → "Daily limit". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const betTargets: LimitTarget[] = betLimitKinds.map((kind) => ({ type: 'bet', kind }));
const depositTargets: LimitTarget[] = depositLimitPeriods.map((period) => ({ type: 'deposit', period }));
const changeButtonId = (target: LimitTarget) => `change-limit-${targetKey(target).replace('.', '-')}`;

/**
 * The player's responsible gaming tools: their break, session limit and reality check, their bet,
 * loss and deposit limits with the changes waiting for their time; with players.limits, support
 * changes or removes a limit at the player's request and lifts a break whose end has passed.
 */
export function ResponsibleGamingSection({ player, patch }: { player: PlayerDetail; patch: PatchPlayer }) {
  const rg = player.responsibleGaming;
  const { breakKind, breakEndsAt, sessionLimitMinutes, realityCheckMinutes } = rg;
  const { can } = useIdentity();
  const canChange = can('players.limits');
  const [open, setOpen] = useState<string | null>(null);
  const [result, setResult] = useState('');
  const resultLine = useRef<HTMLParagraphElement>(null);
  const money = { exponent: player.balances.exponent, currency: player.currencyCode };
  const none = <span className="muted">None</span>;
  const levelNoteId = `rg-level-note-${player.id}`;

  const start = (key: string) => {
    setResult('');
    setOpen(key);
  };
  const close = (focusId: string) => {
    setOpen(null);
    setTimeout(() => document.getElementById(focusId)?.focus(), 0);
  };
  const say = (message: string) => {
    setOpen(null);
    setResult(message);
    setTimeout(() => resultLine.current?.focus(), 0);
  };

  const changed = (target: LimitTarget, amount: string | null, answer: LimitChangeAnswer) => {
    // the answer says what happened: write it into the page rather than read the (audited) page again
    patch((current) => ({
      ...current,
      responsibleGaming: withLimitChange(current.responsibleGaming, target, amount, answer),
    }));
    say(answerText(target, amount, answer, money));
  };

  const lifted = (answer: LiftedBreak) => {
    patch((current) => ({
      ...current,
      responsibleGaming: {
        ...current.responsibleGaming,
        breakKind: null,
        breakEndsAt: null,
        expiredBreak: false,
      },
    }));
    const kind = (breakLabels[answer.kind] ?? humanise(answer.kind)).toLowerCase();
    say(
      `The expired ${kind} is lifted (it ended ${formatDateTime(answer.endsAt)}): the player can play again.`,
    );
  };

  const currentBreak = breakKind ? (
    <>
      <strong>{breakLabels[breakKind] ?? humanise(breakKind)}</strong>
      {breakEndsAt ? (
        <>
          {' '}
          until <DateTime value={breakEndsAt} />
        </>
      ) : null}
    </>
  ) : (
    <span className="muted">No break</span>
  );

  const row = (target: LimitTarget, extra: ReactNode, allowed: boolean) => {
    const key = targetKey(target);
    const { inForce, pending } = limitState(rg, target);
    const label = targetLabel(target);
    return (
      <li key={key} className="limit">
        <div className="limit-row">
          <span className="limit-label">{label}</span>
          <span className="limit-value">
            {inForce === null ? none : <Money amount={inForce} {...money} />}
            {extra}
          </span>
          {canChange && open !== key ? (
            <Button
              size="sm"
              variant="link"
              id={changeButtonId(target)}
              disabled={!allowed}
              aria-describedby={allowed ? undefined : levelNoteId}
              onClick={() => start(key)}
            >
              Change<span className="visually-hidden"> the {label.toLowerCase()}</span>
            </Button>
          ) : null}
          {pending ? (
            <span className="limit-pending">
              {pendingText(pending, inForce, money.exponent, money.currency)}
            </span>
          ) : null}
        </div>
        {open === key ? (
          <LimitChangeForm
            playerId={player.id}
            target={target}
            state={{ inForce, pending }}
            money={money}
            onCancel={() => close(changeButtonId(target))}
            onDone={(amount, answer) => changed(target, amount, answer)}
          />
        ) : null}
      </li>
    );
  };

  // anything the player's record holds beyond the known kinds, as it is
  const otherLimits = Object.entries(rg.betLimits).filter(
    ([key, value]) =>
      !(betLimitKinds as readonly string[]).includes(key) &&
      value !== null &&
      value !== undefined &&
      value !== '',
  );

  return (
    <Section title="Responsible gaming">
      <Details
        items={[
          { label: 'Break', value: currentBreak },
          { label: 'Session limit', value: sessionLimitMinutes ? `${sessionLimitMinutes} minutes` : none },
          {
            label: 'Reality check',
            value: realityCheckMinutes ? `Every ${realityCheckMinutes} minutes` : none,
          },
        ]}
      />
      {rg.expiredBreak ? (
        <div className="rg-expired">
          <p className="notice notice-warn">
            A break whose end has passed is still recorded as running (its end job has not run yet): the
            player may still be kept from playing.
          </p>
          {canChange && open !== 'break' ? (
            <div className="button-row">
              <Button id="lift-expired-break" size="sm" onClick={() => start('break')}>
                Lift expired break
              </Button>
            </div>
          ) : null}
          {open === 'break' ? (
            <BreakLiftForm
              playerId={player.id}
              onCancel={() => close('lift-expired-break')}
              onDone={lifted}
            />
          ) : null}
        </div>
      ) : null}
      <div className="details-item">
        <h3 className="details-heading">Bet and loss limits</h3>
        {canChange && !rg.limitChangeAllowed ? <LevelNote id={levelNoteId} /> : null}
        <ul className="limit-list">
          {betTargets.map((target) => row(target, null, rg.limitChangeAllowed))}
          {otherLimits.map(([key, value]) => (
            <li key={key} className="limit">
              <div className="limit-row">
                <span className="limit-label">{humanise(key)}</span>
                <span className="limit-value">{String(value)}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="details-item">
        <h3 className="details-heading">Deposit limits</h3>
        <ul className="limit-list">
          {depositTargets.map((target) => {
            const limit = rg.depositLimits.find(
              (entry) => target.type === 'deposit' && entry.period === target.period,
            );
            const used =
              limit && limit.amount !== null ? (
                <span className="muted limit-used">
                  {' '}
                  (used <Money amount={limit.used} {...money} />)
                </span>
              ) : null;
            return row(target, used, true);
          })}
        </ul>
      </div>
      <p ref={resultLine} className="result" role="status" tabIndex={-1}>
        {result}
      </p>
    </Section>
  );
}

/**
 * Why bet and loss limits cannot be changed for this player (spec §6): their loyalty level is below
 * the one the Play limits page sets; the level is named once the settings are read.
 */
function LevelNote({ id }: { id: string }) {
  const { query } = useCustom<PlayLimitsAnswer>({
    url: playLimitsUrl,
    method: 'get',
    queryOptions: { queryKey: playLimitsQueryKey },
  });
  const level = query.data?.data.data.limitChangeMinLevel;
  return (
    <p id={id} className="notice rg-level-note">
      Support changes or removes bet and loss limits only for players of loyalty level{' '}
      {level === undefined ? 'set on the Play limits page' : `${level} or higher`}; this player is below it.
      Deposit limits can still be changed. <Link to="/play-limits">Play limits</Link>
    </p>
  );
}
