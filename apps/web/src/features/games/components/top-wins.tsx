import type { FeedWin, WinTable } from '@casino/contracts';
import { bigWinMultiplier, winTableDays, winTables } from '@casino/contracts/constants';
import { dataTable } from '../../../components/ui/data-table';
import './top-wins.css';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Checkbox } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOptionalAuth } from '../../../lib/auth';
import { bcp47 } from '../../../lib/i18n';
import { PageLink } from '../../../lib/page-link';
import { useIsSignedIn } from '../../../lib/session';
import { gameQueryOptions } from '../api/get-game';
import { useCurrencyExponents } from '../api/list-currencies';
import { useSetGhostMode, useWins } from '../api/wins';
import { useLiveWins } from '../hooks/use-live-wins';
import { formatMultiplier, formatTimeAgo, formatWinMoney } from '../lib/win-format';

/** How often "2 minutes ago" is brought up to date. */
const clockTickMs = 30_000;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The top-wins tables (My Wins for a signed-in player, All Wins, High Rollers, Multiplier Madness),
 * live while on screen. With `game` (a slug) every table shows that game's wins only.
 */
export function TopWins({ game }: { game?: string }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const headingId = useId();
  const idPrefix = useId();
  const [chosen, setChosen] = useState<WinTable>('all');
  const tables: readonly WinTable[] = signedIn ? winTables : winTables.filter((table) => table !== 'mine');
  const table = tables.includes(chosen) ? chosen : 'all';
  const liveIds = useLiveWins(game);
  // on a game's page its details are already loaded: the title names the game
  const { data: details } = useQuery({ ...gameQueryOptions(game ?? ''), enabled: game !== undefined });
  const panelId = `${idPrefix}-panel`;
  return (
    <section className={game ? 'top-wins top-wins--one-game' : 'top-wins'} aria-labelledby={headingId}>
      <div className="top-wins__head">
        <h2 id={headingId} className="page-section__title top-wins__title">
          <Icon name="tournaments" size={22} />
          {game && details ? t('games.wins.titleInGame', { game: details.name }) : t('games.wins.title')}
        </h2>
        <WinTabs tables={tables} active={table} idPrefix={idPrefix} panelId={panelId} onSelect={setChosen} />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${table}`} className="top-wins__panel">
        <WinTablePanel table={table} game={game} liveIds={liveIds} />
      </div>
      {signedIn ? <GhostModeSwitch /> : null}
    </section>
  );
}

function WinTabs({
  tables,
  active,
  idPrefix,
  panelId,
  onSelect,
}: {
  tables: readonly WinTable[];
  active: WinTable;
  idPrefix: string;
  panelId: string;
  onSelect: (table: WinTable) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<WinTable, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tables.indexOf(active);
    const last = tables.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : tables[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div
      className="top-wins__tabs"
      role="tablist"
      aria-label={t('games.wins.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {tables.map((table) => (
        <button
          key={table}
          ref={(node) => {
            if (node) refs.current.set(table, node);
            else refs.current.delete(table);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${table}`}
          aria-selected={table === active}
          aria-controls={panelId}
          tabIndex={table === active ? 0 : -1}
          className="top-wins__tab"
          onClick={() => onSelect(table)}
        >
          {t(`games.wins.tab.${table}`)}
        </button>
      ))}
    </div>
  );
}

function WinTablePanel({
  table,
  game,
  liveIds,
}: {
  table: WinTable;
  game: string | undefined;
  liveIds: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const aboutId = useId();
  const query = useWins(table, game);
  const currencies = useCurrencyExponents();
  const limits = { days: winTableDays, multiplier: bigWinMultiplier };
  const about = (
    <p id={aboutId} className="top-wins__about">
      {t(`games.wins.about.${table}`, limits)}
    </p>
  );
  if (query.isError && !query.data) {
    return (
      <EmptyState
        tone="danger"
        icon="alertCircle"
        headingLevel={3}
        title={t('games.wins.error')}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('games.wins.retry')}
          </Button>
        }
      />
    );
  }
  // amounts wait for the currencies' exponents rather than show a crypto win a million times too big
  if (query.isPending || currencies.isPending) {
    return (
      <>
        {about}
        <WinRowsSkeleton />
      </>
    );
  }
  if (query.data.length === 0) {
    return (
      <>
        {about}
        <EmptyState
          icon={table === 'mine' ? 'star' : 'tournaments'}
          headingLevel={3}
          className="top-wins__empty"
          title={t(`games.wins.empty.${table}`, limits)}
          description={t(`games.wins.emptyText.${table}`, limits)}
        />
      </>
    );
  }
  return (
    <>
      {about}
      <WinRows rows={query.data} liveIds={liveIds} exponentOf={currencies.exponentOf} describedBy={aboutId} />
    </>
  );
}

function WinRows({
  rows,
  liveIds,
  exponentOf,
  describedBy,
}: {
  rows: FeedWin[];
  liveIds: ReadonlySet<string>;
  exponentOf: (currency: string) => number;
  describedBy: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = bcp47(i18n.resolvedLanguage ?? i18n.language);
  const now = useNow(clockTickMs);
  const money = (win: FeedWin, amount: string) =>
    formatWinMoney(amount, win.currency, exponentOf(win.currency), locale);
  return (
    <div className={`${dataTable.wrap} top-wins__table-wrap`}>
      <table className={`${dataTable.table} top-wins__table`} aria-describedby={describedBy}>
        <thead>
          <tr>
            <th scope="col" className="top-wins__col--game">
              {t('games.wins.column.game')}
            </th>
            <th scope="col" className="top-wins__col--player">
              {t('games.wins.column.player')}
            </th>
            <th scope="col" className="top-wins__col--time">
              {t('games.wins.column.time')}
            </th>
            <th scope="col" className={`top-wins__col--bet ${dataTable.numeric}`}>
              {t('games.wins.column.bet')}
            </th>
            <th scope="col" className={`top-wins__col--multiplier ${dataTable.numeric}`}>
              {t('games.wins.column.multiplier')}
            </th>
            <th scope="col" className={`top-wins__col--win ${dataTable.numeric}`}>
              {t('games.wins.column.win')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((win) => {
            const ago = formatTimeAgo(win.createdAt, now, locale);
            const multiplier = t('games.wins.multiplier', {
              value: formatMultiplier(win.multiplier, locale),
            });
            const big = win.multiplier >= bigWinMultiplier ? 'top-wins__multiplier--big' : '';
            return (
              <tr
                key={win.id}
                className={liveIds.has(win.id) ? 'top-wins__row top-wins__row--live' : 'top-wins__row'}
              >
                <td className="top-wins__col--game">
                  <PageLink to="gameDetails" params={{ game: win.game.slug }} className="top-wins__game">
                    <img
                      className="top-wins__thumb"
                      src={win.game.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={30}
                      height={40}
                    />
                    <span className="top-wins__game-name">{win.game.name}</span>
                  </PageLink>
                </td>
                <td className="top-wins__col--player">
                  {win.player === null ? (
                    <span
                      className="top-wins__player top-wins__player--hidden"
                      title={t('games.wins.hiddenHint')}
                    >
                      <Icon name="eyeOff" size={14} />
                      {t('games.wins.hidden')}
                    </span>
                  ) : (
                    <span className="top-wins__player">{win.player}</span>
                  )}
                  {/* phones have no time column: the time goes under the name */}
                  <span className="top-wins__time-under">{ago}</span>
                </td>
                <td className="top-wins__col--time">
                  <time dateTime={win.createdAt}>{ago}</time>
                </td>
                <td className={`top-wins__col--bet ${dataTable.numeric}`}>{money(win, win.bet)}</td>
                <td className={`top-wins__col--multiplier ${dataTable.numeric} ${big}`}>{multiplier}</td>
                <td className={`top-wins__col--win ${dataTable.numeric}`}>
                  <span className="top-wins__amount">{money(win, win.win)}</span>
                  {/* phones have no multiplier column: it goes under the win */}
                  <span className={`top-wins__multiplier-under ${big}`}>{multiplier}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholders the height of table rows while a table loads. */
function WinRowsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="top-wins__skeleton" aria-busy="true">
      <span className="visually-hidden">{t('games.wins.loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="top-wins__skeleton-row">
          <Skeleton variant="block" className="top-wins__skeleton-thumb" />
          <Skeleton width="38%" />
          <Skeleton width="18%" className="top-wins__skeleton-end" />
        </div>
      ))}
    </div>
  );
}

/** Ghost mode: the player's name shows as "Hidden" in public tables (their own table keeps it). */
function GhostModeSwitch() {
  const { t } = useTranslation();
  const profile = useOptionalAuth()?.user?.getUser;
  const ghostMode = useSetGhostMode();
  if (!profile) return null;
  const saving = ghostMode.isPending;
  return (
    <Checkbox
      className="top-wins__ghost"
      role="switch"
      // while saving the switch shows where it is going; it stays focusable (a disabled control would drop focus)
      checked={saving ? (ghostMode.variables ?? profile.ghostMode) : profile.ghostMode}
      aria-disabled={saving || undefined}
      onChange={(event) => {
        if (!saving) ghostMode.mutate(event.target.checked);
      }}
      label={t('games.wins.ghostMode')}
      description={t('games.wins.ghostModeText')}
      error={ghostMode.isError ? t('games.wins.ghostModeError') : undefined}
    />
  );
}
