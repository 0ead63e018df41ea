import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { type RakebackTile, type TileStatus, tileStatus } from '../lib/calendar';

const marks: Record<TileStatus, IconName | null> = {
  claimable: 'promotions',
  claimed: 'check',
  'not-claimed': 'close',
  locked: 'lock',
  'play-to-win': 'gamepad',
  empty: null,
};

/**
 * One day of the rakeback calendar (spec §4): its date, what it shows (claim, claimed, not claimed,
 * locked amount, play to win) and, on today's and yesterday's tiles, the claim button.
 */
export function DayTile({
  tile,
  monthName,
  fullDate,
  money,
  claiming,
  onClaim,
  size = 'grid',
}: {
  tile: RakebackTile;
  monthName: string;
  /** The day spelled out for assistive technology ("Saturday 28 November"). */
  fullDate: string;
  money: (amount: string) => string;
  claiming: boolean;
  onClaim: (tile: RakebackTile) => void;
  size?: 'grid' | 'card';
}) {
  const { t } = useTranslation();
  const status = tileStatus(tile);
  const amount =
    tile.amount !== null && status !== 'empty' && status !== 'play-to-win' ? money(tile.amount) : null;
  const mark = marks[status];
  const said = t(`rakeback.status.${status}`);
  return (
    <li
      className={`rakeback-day rakeback-day--${tile.state} rakeback-day--${status} rakeback-day--${size}`}
      aria-current={tile.state === 'today' ? 'date' : undefined}
    >
      <span className="rakeback-day__head" aria-hidden="true">
        {size === 'card' ? (
          <span className="rakeback-day__weekday">{t(`rakeback.days.${tile.dayName}`)}</span>
        ) : null}
        <span className="rakeback-day__date">{tile.date}</span>
        {size === 'card' ? <span className="rakeback-day__month">{monthName}</span> : null}
      </span>
      {mark ? (
        <span className="rakeback-day__mark" aria-hidden="true">
          <Icon name={mark} size={size === 'card' ? 22 : 16} />
        </span>
      ) : null}
      {amount ? (
        <span className="rakeback-day__amount" aria-hidden="true">
          {amount}
        </span>
      ) : null}
      {size === 'card' ? (
        <span className="rakeback-day__status" aria-hidden="true">
          {said}
        </span>
      ) : null}
      <span className="visually-hidden">
        {fullDate}: {said}
        {amount ? `, ${amount}` : ''}
      </span>
      {status === 'claimable' ? (
        <Button
          size="sm"
          className="rakeback-day__claim"
          disabled={claiming}
          onClick={() => onClaim(tile)}
          aria-label={t('rakeback.claimDay', { date: fullDate, amount })}
        >
          {t('rakeback.claim.button')}
        </Button>
      ) : null}
    </li>
  );
}
