import type { VipLevel } from '@casino/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { useVipClub } from '../api/vip-club';
import { moneyText } from '../lib/format';
import { levelOf } from '../lib/standing';
import type { ReachedLevel } from './loyalty-notices';
import './level-up-notices.css';

/** How long a notice stays while the pointer and the focus are elsewhere. */
const showForMs = 15_000;

/** The stack of "You reached …" notices, the newest last; each closes by its button, Escape or itself. */
export function LevelUpNotices({
  reached,
  onDismiss,
}: {
  reached: readonly ReachedLevel[];
  onDismiss: (id: number) => void;
}) {
  const club = useVipClub();
  const levels = club.data?.levels ?? [];
  return (
    <ul className="loyalty-notices__list">
      {reached.map((item) => (
        <LevelUpNotice
          key={item.id}
          level={item.level}
          rung={levelOf(levels, item.level)}
          onDismiss={() => onDismiss(item.id)}
        />
      ))}
    </ul>
  );
}

function LevelUpNotice({
  level,
  rung,
  onDismiss,
}: {
  level: number;
  rung: VipLevel | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // paused while the player points at it or works inside it
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expire = useEffectEvent(onDismiss);
  useEffect(() => {
    if (hovered || focused) return;
    const timer = window.setTimeout(() => expire(), showForMs);
    return () => window.clearTimeout(timer);
  }, [hovered, focused]);
  const name = rung?.name ?? t('loyalty.level.number', { level });
  const reward = moneyText(rung?.reward ?? null, locale);
  return (
    <li
      className="loyalty-notice"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <span className="loyalty-notice__icon" aria-hidden="true">
        <Icon name="vip" size={22} />
      </span>
      <div className="loyalty-notice__body">
        <p className="loyalty-notice__title">{t('loyalty.notice.title', { level: name })}</p>
        <p className="loyalty-notice__text">
          {reward ? t('loyalty.notice.reward', { amount: reward }) : t('loyalty.notice.noReward')}
        </p>
        <PageLink to="vipClub" className="loyalty-notice__link" onClick={onDismiss}>
          {t('loyalty.notice.link')}
        </PageLink>
      </div>
      <button
        type="button"
        className="loyalty-notice__close"
        aria-label={t('loyalty.notice.dismiss')}
        onClick={onDismiss}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}
