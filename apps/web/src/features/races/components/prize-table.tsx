import type { RaceSummary } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import { countText, moneyText } from '../lib/format';
import { Heading } from './parts';

/** Ranks listed before "Show all prizes". */
const firstShown = 5;

/** The prize table: what each rank wins, the first few at once and the rest on demand. */
export function PrizeTable({ race, headingLevel }: { race: RaceSummary; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [all, setAll] = useState(false);
  const table = race.prizes.map((prize, index) => ({ rank: index + 1, prize }));
  const shown = all ? table : table.slice(0, firstShown);
  return (
    <section className="races-panel races-prizes" aria-labelledby={`${id}-title`}>
      <div className="races-panel__head">
        <Heading level={headingLevel} id={`${id}-title`} className="races-panel__title">
          {t('races.prizes.title')}
        </Heading>
        <span className="races-prizes__total">
          {t('races.prizes.total', { amount: moneyText(race.prizePool, race, locale) })}
        </span>
      </div>
      <ol className="races-prizes__list" id={`${id}-list`} data-testid="race-prizes">
        {shown.map(({ rank, prize }) => (
          <li key={rank} className={`races-prizes__row races-prizes__row--${Math.min(rank, 4)}`}>
            <span className="races-prizes__rank">
              {t('races.prizes.rank', { rank: countText(rank, locale) })}
            </span>
            <span className="races-prizes__amount">{moneyText(prize, race, locale)}</span>
          </li>
        ))}
      </ol>
      {race.prizes.length > firstShown ? (
        <Button
          variant="ghost"
          size="sm"
          aria-controls={`${id}-list`}
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? t('races.prizes.fewer') : t('races.prizes.all', { count: race.prizes.length })}
        </Button>
      ) : null}
    </section>
  );
}
