import { timing } from '@casino/contracts/validations';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppLink } from '../../../lib/page-link';
import { previewTiles } from '../lib/calendar';
import { ClaimResultModal } from './claim-result-modal';
import { DayTile } from './day-tile';
import { useCalendarTiles } from './use-calendar-tiles';
import './rakeback.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The calendar's carousel variant (spec §2, §9): the 7-day preview as cards from yesterday on,
 * scrolling by themselves every 3000 ms (paused while hovered or focused, and not at all for a visitor who asked
 * for reduced motion); "View all" opens the calendar as a modal (`?modal=rakeback`).
 */
export function RakebackCarousel() {
  const { t } = useTranslation();
  const id = useId();
  const calendar = useCalendarTiles();
  // the 7-day preview (spec §9), from yesterday on; View all shows the 28 days
  const tiles = calendar.tiles && calendar.today ? previewTiles(calendar.tiles, calendar.today) : null;
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: timing.rakebackCarouselAutoplayMs,
        playOnInit: !reducedMotion(),
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
        stopOnInteraction: false,
      }),
    ],
    [],
  );
  const [viewport, api] = useEmblaCarousel({ align: 'start', loop: true }, plugins);

  return (
    <section className="rakeback-carousel" aria-labelledby={`${id}-title`} aria-roledescription="carousel">
      <div className="rakeback-carousel__head">
        <h2 id={`${id}-title`} className="page-section__title">
          {t('rakeback.carousel.title')}
        </h2>
        <div className="rakeback-carousel__nav">
          <button
            type="button"
            className="rakeback-carousel__arrow"
            onClick={() => api?.scrollPrev()}
            aria-label={t('rakeback.carousel.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className="rakeback-carousel__arrow"
            onClick={() => api?.scrollNext()}
            aria-label={t('rakeback.carousel.next')}
          >
            ›
          </button>
          <AppLink href="?modal=rakeback" shallow className="rakeback-carousel__all">
            {t('rakeback.carousel.viewAll')}
          </AppLink>
        </div>
      </div>
      <div className="rakeback-carousel__viewport" ref={viewport}>
        {tiles ? (
          <ol className="rakeback-carousel__track" aria-label={t('rakeback.carousel.preview')}>
            {tiles.map((tile) => (
              <DayTile key={tile.dayDate} size="card" {...calendar.tileProps(tile)} />
            ))}
          </ol>
        ) : (
          <div className="rakeback-carousel__track" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <Skeleton key={index} className="rakeback-day rakeback-day--card" variant="block" />
            ))}
          </div>
        )}
      </div>
      <ClaimResultModal result={calendar.result} onClose={calendar.closeResult} />
    </section>
  );
}
