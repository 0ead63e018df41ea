import type { GameSort } from '@casino/contracts';
import { gameSorts } from '@casino/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviders } from '../api/list-providers';

export type GameFilterValues = { search: string; sort: GameSort; provider: string };

/** Search, sort and provider filter above a game list. */
export function GameFilters({
  values,
  onChange,
}: {
  values: GameFilterValues;
  onChange: (values: GameFilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const providers = useProviders().data ?? [];
  return (
    <search>
      <form className="game-filters" onSubmit={(event) => event.preventDefault()}>
        <label className="game-filters__field game-filters__search" htmlFor={`${id}-search`}>
          <span className="visually-hidden">{t('games.filters.search')}</span>
          <input
            id={`${id}-search`}
            type="search"
            value={values.search}
            placeholder={t('games.filters.searchPlaceholder')}
            maxLength={100}
            onChange={(event) => onChange({ ...values, search: event.target.value })}
          />
        </label>
        <label className="game-filters__field" htmlFor={`${id}-sort`}>
          <span className="game-filters__label">{t('games.filters.sort')}</span>
          <select
            id={`${id}-sort`}
            value={values.sort}
            onChange={(event) => onChange({ ...values, sort: event.target.value as GameSort })}
          >
            {gameSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`games.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="game-filters__field" htmlFor={`${id}-provider`}>
          <span className="game-filters__label">{t('games.filters.provider')}</span>
          <select
            id={`${id}-provider`}
            value={values.provider}
            onChange={(event) => onChange({ ...values, provider: event.target.value })}
          >
            <option value="">{t('games.filters.allProviders')}</option>
            {providers.map((provider) => (
              <option key={provider.slug} value={provider.slug}>
                {provider.name} ({provider.gamesCount})
              </option>
            ))}
          </select>
        </label>
      </form>
    </search>
  );
}
