import type { GamePulse as GamePulseData } from '@casino/contracts';
import { bigWinMultiplier } from '@casino/contracts/constants';
import './game-pulse.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { bcp47 } from '../../../lib/i18n';
import { useGamePulse } from '../api/wins';
import { pulseBarHeight, pulseGuides, pulseScaleTop, pulseTone, pulseTones } from '../lib/pulse-chart';
import { formatMultiplier } from '../lib/win-format';

/** Bar slots the chart always has room for, so a handful of rounds do not become giant bars. */
const minSlots = 40;
/** A bar's share of its slot; the rest is the gap to the next. */
const barWidth = 0.7;

const percent = (value: number | null, locale: string) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value / 100);

/**
 * Game Pulse: the game's latest real-money rounds of all players as a bar chart, and what the latest
 * rounds returned next to the published RTP (`publishedRtp`) and hit frequency (percent, null when
 * the game's maths do not state it).
 */
export function GamePulse({
  slug,
  publishedRtp,
  hitFrequency,
}: {
  slug: string;
  publishedRtp: number;
  hitFrequency: number | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, refetch } = useGamePulse(slug);
  return (
    <section className="game-pulse" aria-labelledby={headingId}>
      <div className="game-pulse__head">
        <h2 id={headingId} className="game-pulse__title">
          <Icon name="bolt" size={20} />
          {t('games.pulse.title')}
        </h2>
        <p className="game-pulse__subtitle">{t('games.pulse.subtitle')}</p>
      </div>
      {isPending ? (
        <div className="game-pulse__loading" aria-busy="true">
          <span className="visually-hidden">{t('games.pulse.loading')}</span>
          <Skeleton variant="block" className="game-pulse__loading-chart" />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </div>
      ) : isError && !data ? (
        <div className="game-pulse__message">
          <p>
            <Icon name="alertCircle" size={18} />
            {t('games.pulse.error')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('games.pulse.retry')}
          </Button>
        </div>
      ) : data.rounds.length === 0 ? (
        <div className="game-pulse__message">
          <p>
            <Icon name="balance" size={18} />
            <span>
              <strong>{t('games.pulse.empty')}</strong> {t('games.pulse.emptyText')}
            </span>
          </p>
        </div>
      ) : (
        <>
          <PulseChart rounds={data.rounds} />
          <PulseFigures sample={data.sample} publishedRtp={publishedRtp} hitFrequency={hitFrequency} />
        </>
      )}
    </section>
  );
}

function PulseChart({ rounds }: { rounds: GamePulseData['rounds'] }) {
  const { t, i18n } = useTranslation();
  const locale = bcp47(i18n.resolvedLanguage ?? i18n.language);
  const multipliers = rounds.map((round) => round.multiplier);
  const top = pulseScaleTop(multipliers);
  const slots = Math.max(rounds.length, minSlots);
  const wins = multipliers.filter((multiplier) => multiplier > 0).length;
  const times = (multiplier: number) =>
    t('games.wins.multiplier', { value: formatMultiplier(multiplier, locale) });
  const summary =
    wins === 0
      ? t('games.pulse.chartNoWins', { count: rounds.length })
      : t('games.pulse.chart', { count: rounds.length, wins, biggest: times(Math.max(...multipliers)) });
  const y = (share: number) => 100 - share * 100;
  return (
    <figure className="game-pulse__figure">
      {/* a timeline reads oldest to latest left to right in every language */}
      <div className="game-pulse__plot" dir="ltr">
        <svg
          className="game-pulse__chart"
          viewBox={`0 0 ${slots} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {pulseGuides(top).map((guide) => {
            const at = y(pulseBarHeight(guide, top));
            return (
              <line
                key={guide}
                className="game-pulse__guide"
                x1={0}
                x2={slots}
                y1={at}
                y2={at}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
          <line
            className="game-pulse__baseline"
            x1={0}
            x2={slots}
            y1={100}
            y2={100}
            vectorEffect="non-scaling-stroke"
          />
          {rounds.map((round, index) => {
            const height = pulseBarHeight(round.multiplier, top) * 100;
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: a round's place in the sequence is its identity here
                key={index}
                className={`game-pulse__bar game-pulse__bar--${pulseTone(round.multiplier)}`}
                x={index + (1 - barWidth) / 2}
                y={100 - height}
                width={barWidth}
                height={height}
              >
                <title>{round.multiplier > 0 ? times(round.multiplier) : t('games.pulse.noWin')}</title>
              </rect>
            );
          })}
        </svg>
        {pulseGuides(top).map((guide) => (
          <span
            key={guide}
            className="game-pulse__guide-label"
            style={{ bottom: `${pulseBarHeight(guide, top) * 100}%` }}
            aria-hidden="true"
          >
            {times(guide)}
          </span>
        ))}
      </div>
      <div className="game-pulse__axis" dir="ltr" aria-hidden="true">
        <span>{t('games.pulse.older')}</span>
        <span>{t('games.pulse.latest')}</span>
      </div>
      <figcaption>
        <ul className="game-pulse__legend">
          {pulseTones.map((tone) => (
            <li key={tone}>
              <span className={`game-pulse__swatch game-pulse__bar--${tone}`} aria-hidden="true" />
              {t(`games.pulse.legend.${tone}`, { multiplier: bigWinMultiplier })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function PulseFigures({
  sample,
  publishedRtp,
  hitFrequency,
}: {
  sample: GamePulseData['sample'];
  publishedRtp: number;
  hitFrequency: number | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = bcp47(i18n.resolvedLanguage ?? i18n.language);
  const figures = [
    { label: t('games.pulse.return'), observed: sample.observedRtp, published: publishedRtp },
    { label: t('games.pulse.hitRate'), observed: sample.hitRate, published: hitFrequency },
  ];
  return (
    <div className="game-pulse__figures">
      <p className="game-pulse__observed">
        {t('games.pulse.observed', {
          count: sample.rounds,
          rounds: new Intl.NumberFormat(locale).format(sample.rounds),
        })}
      </p>
      <dl className="game-pulse__stats">
        {figures.map(({ label, observed, published }) => (
          <div key={label} className="game-pulse__stat">
            <dt>{label}</dt>
            <dd className="game-pulse__value">{percent(observed, locale)}</dd>
            <dd className="game-pulse__published">
              {published === null
                ? t('games.pulse.notPublished')
                : t('games.pulse.published', { value: percent(published, locale) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="game-pulse__note">{t('games.pulse.note')}</p>
    </div>
  );
}
