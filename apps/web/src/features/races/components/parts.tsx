import type { RaceEntryMode, RaceMetric, RaceStatus, RaceSummary, RaceViewerState } from '@casino/contracts';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { countdownParts, raceTiming } from '../lib/countdown';

/** A heading at `level` in the page outline. */
export function Heading({ level, ...rest }: HTMLAttributes<HTMLHeadingElement> & { level: 2 | 3 | 4 }) {
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return <Tag {...rest} />;
}

const statusKeys: Record<RaceStatus, string> = {
  upcoming: 'races.status.upcoming',
  running: 'races.status.running',
  finishing: 'races.status.finishing',
  ended: 'races.status.ended',
  cancelled: 'races.status.cancelled',
};

/** The race's status as a coloured badge. */
export function StatusBadge({ status }: { status: RaceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`races-badge races-badge--${status}`} data-testid="race-status">
      {status === 'running' ? <span className="races-badge__pulse" aria-hidden="true" /> : null}
      {t(statusKeys[status])}
    </span>
  );
}

/** "Starts in 2d 04:05:06", "Ends in 00:12:09", "Starting…", or nothing once over. */
export function RaceCountdown({
  race,
  now,
  className,
}: {
  race: Pick<RaceSummary, 'status' | 'startsAt' | 'endsAt'>;
  now: Date;
  className?: string;
}) {
  const { t } = useTranslation();
  const timing = raceTiming(race, now);
  if (timing.phase === 'over') return null;
  if (timing.phase === 'due')
    return (
      <span className={['races-countdown', className].filter(Boolean).join(' ')}>
        {t(timing.next === 'start' ? 'races.countdown.starting' : 'races.countdown.ending')}
      </span>
    );
  const { days, clock } = countdownParts(timing.ms);
  const time = days > 0 ? t('races.countdown.days', { days, clock }) : clock;
  return (
    <span className={['races-countdown', className].filter(Boolean).join(' ')} data-testid="race-countdown">
      <Icon name="history" size={16} />
      {t(timing.phase === 'starts' ? 'races.countdown.starts' : 'races.countdown.ends', { time })}
    </span>
  );
}

/** How a metric ranks, in a few words, and in a sentence. */
export const metricKeys: Record<RaceMetric, { label: string; text: string; column: string }> = {
  wagered: {
    label: 'races.metric.wagered.label',
    text: 'races.metric.wagered.text',
    column: 'races.board.wagered',
  },
  multiplier: {
    label: 'races.metric.multiplier.label',
    text: 'races.metric.multiplier.text',
    column: 'races.board.multiplier',
  },
  rounds: {
    label: 'races.metric.rounds.label',
    text: 'races.metric.rounds.text',
    column: 'races.board.rounds',
  },
};

/** How players enter, in a few words, and in a sentence. */
export const entryKeys: Record<RaceEntryMode, { label: string; text: string }> = {
  automatic: { label: 'races.entry.automatic.label', text: 'races.entry.automatic.text' },
  opt_in: { label: 'races.entry.optIn.label', text: 'races.entry.optIn.text' },
};

const viewerKeys: Record<RaceViewerState, string> = {
  not_entered: 'races.viewer.notEntered',
  running: 'races.viewer.running',
  ended: 'races.viewer.ended',
};

/** Where the viewer stands: Not entered, You're in, Ended. */
export function ViewerStateTag({ state }: { state: RaceViewerState }) {
  const { t } = useTranslation();
  return (
    <span className={`races-viewer races-viewer--${state}`} data-testid="race-viewer-state">
      {state === 'running' ? <Icon name="check" size={14} strokeWidth={2.4} /> : null}
      {t(viewerKeys[state])}
    </span>
  );
}

/** A player on a board: their public name, or "Hidden player" in ghost mode. */
export function PlayerName({ name }: { name: string | null }) {
  const { t } = useTranslation();
  if (name !== null) return <span className="races-player__name">{name}</span>;
  return (
    <span className="races-player__name races-player__name--hidden">
      <Icon name="eyeOff" size={15} />
      {t('races.board.hidden')}
    </span>
  );
}
