import type { MoneyAmount, VipLevel } from '@casino/contracts';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/use-locale';
import { countText, moneyText, perkTexts } from '../lib/format';
import { Heading, LevelBadge, type SectionHeadingLevel } from './parts';

/**
 * The ladder: every level with the xp that reaches it and its perks (cash reward, rakeback share,
 * withdrawals per 24 hours, personal manager); the player's level stands out, those below it are
 * marked reached.
 */
export function VipLadder({
  levels,
  player,
  headingLevel,
}: {
  levels: readonly VipLevel[];
  /** The player's level and xp; null for a visitor. */
  player: { level: number; xp: number } | null;
  headingLevel: SectionHeadingLevel;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="vip-section" aria-labelledby={`${id}-title`}>
      <div className="vip-section__head">
        <Heading level={headingLevel} id={`${id}-title`} className="vip-section__title">
          {t('loyalty.ladder.title')}
        </Heading>
        <p className="vip-section__intro">{t('loyalty.ladder.intro')}</p>
      </div>
      <ol
        className="vip-ladder"
        style={{ '--vip-columns': Math.min(Math.max(levels.length, 1), 5) } as CSSProperties}
      >
        {levels.map((level, index) => (
          <VipLevelCard
            key={level.level}
            level={level}
            index={index}
            state={
              player === null
                ? 'open'
                : level.level === player.level
                  ? 'current'
                  : level.level < player.level
                    ? 'reached'
                    : 'open'
            }
            xpToGo={player === null ? null : Math.max(level.xpThreshold - player.xp, 0)}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        ))}
      </ol>
    </section>
  );
}

function VipLevelCard({
  level,
  index,
  state,
  xpToGo,
  headingLevel,
}: {
  level: VipLevel;
  index: number;
  state: 'current' | 'reached' | 'open';
  /** The xp the player still needs for it; null for a visitor. */
  xpToGo: number | null;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const perks = perkTexts(level, locale);
  return (
    <li
      className={`vip-level vip-level--${state}`}
      aria-current={state === 'current' ? 'true' : undefined}
      data-testid={`vip-level-${level.level}`}
    >
      <div className="vip-level__head">
        <LevelBadge index={index} />
        <div className="vip-level__names">
          <Heading level={headingLevel} className="vip-level__name">
            {level.name}
          </Heading>
          <p className="vip-level__from">
            {t('loyalty.level.from', { xp: countText(level.xpThreshold, locale) })}
          </p>
        </div>
      </div>
      {state === 'current' ? (
        <p className="vip-tag vip-level__tag">{t('loyalty.level.current')}</p>
      ) : state === 'reached' ? (
        <p className="vip-level__reached">
          <Icon name="check" size={16} />
          {t('loyalty.level.reached')}
        </p>
      ) : xpToGo !== null ? (
        <p className="vip-level__to-go">{t('loyalty.level.toGo', { xp: countText(xpToGo, locale) })}</p>
      ) : null}
      <dl className="vip-level__perks">
        <Perk label={t('loyalty.perks.reward')} value={perks.reward ?? t('loyalty.perks.none')} />
        <Perk label={t('loyalty.perks.rakeback')} value={perks.rakeback} />
        <Perk
          label={t('loyalty.perks.withdrawalLimit')}
          value={perks.withdrawalLimit ?? t('loyalty.perks.noLimit')}
        />
        <Perk
          label={t('loyalty.perks.manager')}
          value={perks.personalManager ? t('loyalty.perks.yes') : t('loyalty.perks.no')}
        />
      </dl>
    </li>
  );
}

function Perk({ label, value }: { label: string; value: string }) {
  return (
    <div className="vip-level__perk">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** How points are earned: the rate in the viewer's currency, what counts and what the xp does. */
export function VipHowToEarn({
  rate,
  headingLevel,
}: {
  rate: MoneyAmount | null;
  headingLevel: SectionHeadingLevel;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const amount = moneyText(rate, locale);
  return (
    <section className="vip-card vip-earn" aria-labelledby={`${id}-title`}>
      <Heading level={headingLevel} id={`${id}-title`} className="vip-section__title">
        {t('loyalty.earn.title')}
      </Heading>
      <p className="vip-earn__rate" data-testid="vip-rate">
        {amount ? t('loyalty.earn.rate', { amount }) : t('loyalty.earn.noRate')}
      </p>
      <ul className="vip-earn__list">
        <li>{t('loyalty.earn.xp')}</li>
        <li>{t('loyalty.earn.realMoney')}</li>
        <li>{t('loyalty.earn.rewards')}</li>
      </ul>
    </section>
  );
}
