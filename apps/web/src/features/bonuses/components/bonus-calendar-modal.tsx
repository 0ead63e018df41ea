import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageNavigate } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { browserTimeZone, fetchPromotions } from '../api/get-promotions';
import { usePromotionsAudience } from '../hooks/use-promotions-audience';
import { buildCalendar, type CalendarDay, calendarTitle, localNoon, pickForDay } from '../lib/calendar';
import './bonus-calendar.css';

/**
 * `?modal=calendar` (spec §2 "Bonus calendar modal"): four weeks, Monday to Sunday, from the week
 * before this one. Past days show an opened gift and a tick; today a closed gift, one of today's
 * bonuses and More (to /promotions); the next 7 days the bonus waiting there, or a locked gift. The
 * bonuses are the operators' scheduled promotions (their days and dates) in the player's time zone.
 */
export function BonusCalendarModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = usePageNavigate();
  const timeZone = browserTimeZone() ?? 'UTC';
  const days = useMemo(() => buildCalendar(new Date(), timeZone), [timeZone]);
  const { audience, ready } = usePromotionsAudience();
  const ahead = days.filter((day) => day.state === 'today' || day.state === 'preview');
  const reads = useQueries({
    queries: ahead.map((day) => ({
      queryKey: ['bonuses', 'calendar', day.date, audience] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPromotions(
          // the player's own noon of that day: the server reads the day (and its dates) from it
          { ...audience, calendarDateTime: localNoon(day.date), dayOfWeek: String(day.dayOfWeek) },
          1,
          signal,
        ),
      enabled: ready && open,
      staleTime: 5 * 60_000,
    })),
  });
  const titleOf = new Map(
    ahead.map((day, index) => {
      const rows = reads[index]?.data?.rows;
      return [
        day.date,
        rows
          ? pickForDay(
              rows.map((row) => row.name),
              day.date,
            )
          : undefined,
      ] as const;
    }),
  );
  const loading = reads.some((read) => read.isPending);
  const failed = reads.some((read) => read.isError);
  const today = days.find((day) => day.state === 'today');
  const todayTitle = today ? titleOf.get(today.date) : undefined;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const at = (day: CalendarDay) => new Date(`${day.date}T12:00:00Z`);
  const goToPromotions = () => navigate('promotions');

  const describe = (day: CalendarDay): string => {
    const title = titleOf.get(day.date);
    if (day.state === 'past') return t('promotions.calendar.opened');
    if (day.state === 'later') return t('promotions.calendar.later');
    if (title === undefined) return t('promotions.calendar.loading');
    return title ? calendarTitle(title) : t('promotions.calendar.locked');
  };

  return (
    <Modal
      name="calendar"
      size="lg"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('modal.calendar.title')}
      description={t('modal.calendar.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modal.action.close')}
          </Button>
          <Button onClick={goToPromotions}>{t('modal.calendar.promotions')}</Button>
        </>
      }
    >
      <div className="bonus-calendar">
        <section className="bonus-calendar__today" aria-labelledby="bonus-calendar-today">
          <span className="bonus-calendar__gift" aria-hidden="true">
            <Icon name="promotions" size={26} />
          </span>
          <div className="bonus-calendar__today-text">
            <h3 id="bonus-calendar-today" className="bonus-calendar__today-title">
              {t('promotions.calendar.today')}
            </h3>
            {todayTitle === undefined ? (
              failed ? (
                <p className="bonus-calendar__muted">{t('modal.calendar.unavailable')}</p>
              ) : (
                <Skeleton width="12rem" />
              )
            ) : (
              <p className="bonus-calendar__bonus">
                {todayTitle ? calendarTitle(todayTitle) : t('promotions.calendar.noneToday')}
              </p>
            )}
          </div>
          <Button variant="secondary" size="sm" onClick={goToPromotions}>
            {t('promotions.calendar.more')}
          </Button>
        </section>
        <table className="bonus-calendar__grid" aria-busy={loading || undefined}>
          <caption className="visually-hidden">{t('promotions.calendar.caption')}</caption>
          <thead>
            <tr>
              {days.slice(0, 7).map((day) => (
                <th key={day.dayOfWeek} scope="col">
                  {weekday.format(at(day))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3].map((week) => (
              <tr key={week}>
                {days.slice(week * 7, week * 7 + 7).map((day) => {
                  const text = describe(day);
                  const title = titleOf.get(day.date);
                  return (
                    <td
                      key={day.date}
                      className={`bonus-calendar__day bonus-calendar__day--${day.state}`}
                      aria-current={day.state === 'today' ? 'date' : undefined}
                      title={`${fullDate.format(at(day))}: ${text}`}
                    >
                      <span className="bonus-calendar__date">{day.day}</span>
                      <span className="bonus-calendar__mark" aria-hidden="true">
                        {day.state === 'past' ? (
                          <Icon name="check" size={16} />
                        ) : day.state === 'today' ? (
                          <Icon name="promotions" size={18} />
                        ) : day.state === 'preview' ? (
                          <Icon name={title ? 'star' : 'lock'} size={15} />
                        ) : null}
                      </span>
                      {day.state === 'preview' && title ? (
                        <span className="bonus-calendar__label" aria-hidden="true">
                          {calendarTitle(title)}
                        </span>
                      ) : null}
                      <span className="visually-hidden">
                        {fullDate.format(at(day))}: {text}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
