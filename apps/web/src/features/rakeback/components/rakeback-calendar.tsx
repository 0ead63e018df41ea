import { rakebackCalendarDays } from '@casino/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { dayNames } from '../lib/calendar';
import { ClaimResultModal } from './claim-result-modal';
import { DayTile } from './day-tile';
import { useCalendarTiles } from './use-calendar-tiles';
import './rakeback.css';

/**
 * The rakeback calendar (spec §2 non-modal and modal variants): 28 days Monday to Sunday (the
 * carousel is the 7-day preview); a visitor sees a demo. Claiming a day opens the success or
 * failure modal.
 */
export function RakebackCalendar() {
  const { t } = useTranslation();
  const calendar = useCalendarTiles();

  if (calendar.failed)
    return (
      <Alert
        tone="danger"
        title={t('rakeback.unavailable.title')}
        actions={
          <Button size="sm" variant="secondary" onClick={calendar.retry}>
            {t('rakeback.unavailable.retry')}
          </Button>
        }
      >
        {t('rakeback.unavailable.text')}
      </Alert>
    );

  const { tiles } = calendar;

  return (
    <div className="rakeback-calendar">
      <div className="rakeback-calendar__weekdays" aria-hidden="true">
        {dayNames.map((name) => (
          <span key={name}>{t(`rakeback.days.${name}`)}</span>
        ))}
      </div>
      {tiles ? (
        <ol className="rakeback-calendar__days" aria-label={t('rakeback.caption')}>
          {tiles.map((tile) => (
            <DayTile key={tile.dayDate} {...calendar.tileProps(tile)} />
          ))}
        </ol>
      ) : (
        <ol className="rakeback-calendar__days" aria-busy="true" aria-label={t('rakeback.loading')}>
          {Array.from({ length: rakebackCalendarDays }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index} className="rakeback-day rakeback-day--placeholder">
              <Skeleton width="100%" height="100%" />
            </li>
          ))}
        </ol>
      )}
      <ClaimResultModal result={calendar.result} onClose={calendar.closeResult} />
    </div>
  );
}
