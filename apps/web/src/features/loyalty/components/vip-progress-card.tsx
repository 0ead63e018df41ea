import type { VipLevel, VipProgress } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { AppLink } from '../../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../../lib/page-links';
import { useLocale } from '../../../lib/use-locale';
import { countText, ladderHighlights, moneyText, progressText } from '../lib/format';
import { clampPercent, levelOf, nextLevelOf } from '../lib/standing';
import { Heading, LevelBadge, type SectionHeadingLevel } from './parts';

/**
 * The player's standing: their level, the bar towards the next one (or the top reached), their xp
 * and loyalty points. It moves with the `loyalty` socket event (the shell updates the query).
 */
export function VipProgressCard({
  levels,
  player,
  headingLevel,
}: {
  levels: readonly VipLevel[];
  player: VipProgress;
  headingLevel: SectionHeadingLevel;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const index = levels.findIndex((rung) => rung.level === player.level);
  const current = levelOf(levels, player.level);
  const next = nextLevelOf(levels, player.level);
  const name = current?.name ?? t('loyalty.level.number', { level: player.level });
  const percent = clampPercent(next ? player.progressPercent : 100);
  const nextReward = next ? moneyText(next.reward, locale) : null;
  return (
    <section className="vip-card vip-progress" aria-labelledby={`${id}-title`} data-testid="vip-progress">
      <div className="vip-progress__head">
        <LevelBadge index={Math.max(index, 0)} size="lg" />
        <div className="vip-progress__names">
          <Heading level={headingLevel} id={`${id}-title`} className="vip-progress__label">
            {t('loyalty.progress.title')}
          </Heading>
          <p className="vip-progress__level">{name}</p>
          <p className="vip-progress__of">
            {t('loyalty.progress.levelOf', { level: Math.max(index + 1, 1), count: levels.length })}
          </p>
        </div>
        {player.personalManager ? <p className="vip-tag">{t('loyalty.progress.manager')}</p> : null}
      </div>
      <div className="vip-progress__track-block">
        <div className="vip-progress__track-labels">
          <span id={`${id}-bar`}>
            {next ? t('loyalty.progress.toNext', { level: next.name }) : t('loyalty.progress.topLabel')}
          </span>
          <span className="vip-progress__percent">{progressText(percent, locale)}</span>
        </div>
        <div
          className="vip-progress__track"
          role="progressbar"
          aria-labelledby={`${id}-bar`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progressText(percent, locale)}
        >
          <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="vip-progress__till" data-testid="vip-till">
          {next && player.pointsTillLevelUp !== null
            ? t('loyalty.progress.till', {
                xp: countText(player.pointsTillLevelUp, locale),
                level: next.name,
              })
            : t('loyalty.progress.top')}
        </p>
      </div>
      <dl className="vip-progress__stats">
        <div className="vip-progress__stat">
          <dt>{t('loyalty.progress.xp')}</dt>
          <dd data-testid="vip-xp">{countText(player.xp, locale)}</dd>
        </div>
        <div className="vip-progress__stat">
          <dt>{t('loyalty.progress.points')}</dt>
          <dd data-testid="vip-points">{countText(player.loyaltyPoints, locale)}</dd>
        </div>
        {next ? (
          <div className="vip-progress__stat">
            <dt>{t('loyalty.progress.nextReward', { level: next.name })}</dt>
            <dd>{nextReward ?? t('loyalty.perks.none')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A visitor's invitation: what the club offers, with sign-up and log-in buttons. */
export function VipJoinCard({
  levels,
  headingLevel,
}: {
  levels: readonly VipLevel[];
  headingLevel: SectionHeadingLevel;
}) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const first = levels[0]?.name;
  const last = levels.at(-1)?.name;
  const best = ladderHighlights(levels, locale);
  const highlights: { key: string; value: string; label: string }[] = [];
  if (best.reward)
    highlights.push({
      key: 'reward',
      value: best.reward.text,
      label: t('loyalty.join.reward', { level: best.reward.level }),
    });
  if (best.rakeback)
    highlights.push({
      key: 'rakeback',
      value: best.rakeback.text,
      label: t('loyalty.join.rakeback', { level: best.rakeback.level }),
    });
  if (best.manager)
    highlights.push({
      key: 'manager',
      value: t('loyalty.join.managerValue'),
      label: t('loyalty.join.managerFrom', { level: best.manager }),
    });
  return (
    <section className="vip-card vip-join" aria-labelledby={`${id}-title`}>
      <div className="vip-progress__head">
        <LevelBadge index={2} size="lg" />
        <Heading level={headingLevel} id={`${id}-title`} className="vip-join__title">
          {t('loyalty.join.title')}
        </Heading>
      </div>
      <p className="vip-join__text">
        {first && last && first !== last ? t('loyalty.join.climb', { first, last }) : t('loyalty.join.text')}
      </p>
      {highlights.length > 0 ? (
        <ul className="vip-join__highlights">
          {highlights.map(({ key, value, label }) => (
            <li key={key} className="vip-progress__stat">
              <span className="vip-join__value">{value}</span>
              <span className="vip-join__label">{label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="vip-join__actions">
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
