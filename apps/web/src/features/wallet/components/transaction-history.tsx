import type { TransactionRow, TransactionTab } from '@casino/contracts';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { dataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextInput } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { useWalletEvents } from '../../../lib/wallet-events';
import { transactionsQueryKeyRoot, useTransactions } from '../api/get-transactions';
import { columnLabelKey, type HistoryColumn, historyColumns, numericColumns } from '../lib/columns';
import {
  addDays,
  type DateRange,
  defaultRange,
  formatDay,
  formatRowAmount,
  formatRowDate,
  formatRowDateParts,
  formatRowMoney,
  historyPageSize,
  historyTabs,
  isDebit,
  isoDay,
  maxLookbackDays,
  pageCount,
  parsePage,
  parseRange,
  parseTab,
  transactionTypeKey,
} from '../lib/format';
import './wallet.css';

/**
 * The player's transaction history (spec §3): tabs Games, Withdrawal and Deposit, a date filter
 * (last 90 days by default, a year back at most) and pages of 24; a table on wider screens and
 * cards on phones. Tab, range and page live in the address so Back and shared links keep them.
 */
export function TransactionHistory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => new Date(), []);
  const tab = parseTab(searchParams.get('tab'));
  const range = parseRange(searchParams.get('from'), searchParams.get('to'), today);
  const page = parsePage(searchParams.get('page'));
  const panelId = useId();
  const tabIdPrefix = useId();

  // a new posting (bet, win, deposit) changes the balance: show its row without a reload
  useWalletEvents({ events: ['balance'], invalidate: [transactionsQueryKeyRoot] });

  const update = (next: { tab?: TransactionTab; range?: DateRange; page?: number }) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const nextTab = next.tab ?? tab;
        const nextRange = next.range ?? range;
        const nextPage = next.page ?? 1;
        if (nextTab === 'games') params.delete('tab');
        else params.set('tab', nextTab);
        const fallback = defaultRange(today);
        if (nextRange.from === fallback.from && nextRange.to === fallback.to) {
          params.delete('from');
          params.delete('to');
        } else {
          params.set('from', nextRange.from);
          params.set('to', nextRange.to);
        }
        if (nextPage > 1) params.set('page', String(nextPage));
        else params.delete('page');
        return params;
      },
      { replace: next.page === undefined, preventScrollReset: true },
    );
  };

  return (
    <div className="wallet-history">
      <HistoryTabs
        active={tab}
        panelId={panelId}
        idPrefix={tabIdPrefix}
        onSelect={(nextTab) => update({ tab: nextTab })}
      />
      <div
        className="wallet-history__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${tabIdPrefix}-${tab}`}
      >
        <DateFilter
          key={`${range.from}|${range.to}`}
          range={range}
          today={today}
          onApply={(nextRange) => update({ range: nextRange })}
        />
        <HistoryResults
          tab={tab}
          range={range}
          page={page}
          onPage={(nextPage) => update({ page: nextPage })}
        />
      </div>
    </div>
  );
}

function HistoryTabs({
  active,
  panelId,
  idPrefix,
  onSelect,
}: {
  active: TransactionTab;
  panelId: string;
  idPrefix: string;
  onSelect: (tab: TransactionTab) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<TransactionTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = historyTabs.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = historyTabs[(index + step + historyTabs.length) % historyTabs.length] ?? active;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div
      className="wallet-history__tabs"
      role="tablist"
      aria-label={t('wallet.history.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {historyTabs.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            if (node) refs.current.set(tab, node);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab}`}
          aria-selected={tab === active}
          aria-controls={panelId}
          tabIndex={tab === active ? 0 : -1}
          className="wallet-history__tab"
          onClick={() => onSelect(tab)}
        >
          {t(`wallet.history.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

function DateFilter({
  range,
  today,
  onApply,
}: {
  range: DateRange;
  today: Date;
  onApply: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const errorId = useId();
  const fromId = useId();
  const toId = useId();
  const max = isoDay(today);
  const min = addDays(max, -maxLookbackDays);
  const invalid = from !== '' && to !== '' && from > to;
  const fallback = defaultRange(today);
  const isDefault = range.from === fallback.from && range.to === fallback.to;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid || !from || !to) return;
    onApply({ from, to });
  };

  return (
    <form className="wallet-filter" onSubmit={onSubmit} aria-label={t('wallet.history.filter.label')}>
      <div className="wallet-filter__field">
        <label htmlFor={fromId}>{t('wallet.history.filter.from')}</label>
        <TextInput
          id={fromId}
          name="from"
          type="date"
          className="wallet-filter__input"
          value={from}
          min={min}
          max={to || max}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="wallet-filter__field">
        <label htmlFor={toId}>{t('wallet.history.filter.to')}</label>
        <TextInput
          id={toId}
          name="to"
          type="date"
          className="wallet-filter__input"
          value={to}
          min={from || min}
          max={max}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="wallet-filter__actions">
        <Button type="submit" size="sm" disabled={invalid}>
          {t('wallet.history.filter.apply')}
        </Button>
        {isDefault ? null : (
          <Button type="button" size="sm" variant="ghost" onClick={() => onApply(fallback)}>
            {t('wallet.history.filter.reset')}
          </Button>
        )}
      </div>
      {invalid ? (
        <p className="wallet-filter__error" id={errorId} role="alert">
          {t('wallet.history.filter.invalid')}
        </p>
      ) : null}
    </form>
  );
}

function HistoryResults({
  tab,
  range,
  page,
  onPage,
}: {
  tab: TransactionTab;
  range: DateRange;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useTransactions({ tab, from: range.from, to: range.to, page, limit: historyPageSize });

  if (history.isPending) return <HistorySkeleton />;
  if (history.isError) {
    return (
      <EmptyState
        headingLevel={3}
        tone="danger"
        icon="alert"
        title={t('wallet.history.error.title')}
        description={t('wallet.history.error.text')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            {t('wallet.history.error.retry')}
          </Button>
        }
        className="wallet-history__state"
      />
    );
  }

  const { rows, count } = history.data;
  if (rows.length === 0 && page === 1) {
    return (
      <EmptyState
        headingLevel={3}
        icon="transactions"
        title={t('wallet.history.empty.title')}
        description={t(`wallet.history.empty.${tab}`, {
          from: formatDay(range.from, locale),
          to: formatDay(range.to, locale),
        })}
        actions={
          <>
            <PageLink to="deposit" className={buttonClassName('primary', 'sm')}>
              {t('wallet.history.empty.depositAction')}
            </PageLink>
            <PageLink to="casino" className={buttonClassName('secondary', 'sm')}>
              {t('wallet.history.empty.lobby')}
            </PageLink>
          </>
        }
        className="wallet-history__state"
      />
    );
  }

  const columns = historyColumns(tab);
  const pages = pageCount(count);
  return (
    <div className="wallet-history__results" aria-busy={history.isPlaceholderData || undefined}>
      <div className={`${dataTable.wrap} wallet-table__wrap`}>
        <table className={`${dataTable.table} wallet-table wallet-table--${tab}`}>
          <caption className="visually-hidden">
            {t('wallet.history.caption', { tab: t(`wallet.history.tabs.${tab}`) })}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={columnClassName(column)}>
                  {t(columnLabelKey(column))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.transactionId}>
                {columns.map((column) => (
                  <td key={column} className={columnClassName(column)}>
                    {column === 'date' ? (
                      <TableDate iso={row.date} locale={locale} />
                    ) : (
                      <Cell column={column} row={row} locale={locale} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="wallet-cards">
        {rows.map((row) => (
          <li key={row.transactionId} className="wallet-card">
            <div className="wallet-card__head">
              <span className="wallet-card__type">
                <Cell column="transactionType" row={row} locale={locale} />
              </span>
              <span className="wallet-card__amount">
                <Cell column="amount" row={row} locale={locale} />
              </span>
            </div>
            <div className="wallet-card__sub">
              <Cell column="date" row={row} locale={locale} />
              {tab === 'games' ? null : <Cell column="status" row={row} locale={locale} />}
            </div>
            <dl className="wallet-card__facts">
              {columns
                .filter((column) => !['transactionType', 'amount', 'date', 'status'].includes(column))
                .map((column) => (
                  <div key={column}>
                    <dt>{t(columnLabelKey(column))}</dt>
                    <dd>
                      <Cell column={column} row={row} locale={locale} />
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} count={count} onPage={onPage} />
    </div>
  );
}

function Cell({ column, row, locale }: { column: HistoryColumn; row: TransactionRow; locale: string }) {
  const { t, i18n } = useTranslation();
  const missing = <span className="wallet-table__missing">{t('wallet.history.notAvailable')}</span>;
  const text = (value: string | null): ReactNode => (value?.trim() ? value : missing);
  switch (column) {
    case 'transactionId':
      return (
        <span className="wallet-table__id" title={row.transactionId}>
          {row.transactionId}
        </span>
      );
    case 'transactionType': {
      const key = transactionTypeKey(row.type);
      return <>{i18n.exists(key) ? t(key) : row.type}</>;
    }
    case 'gameName':
      return text(row.gameName);
    case 'provider':
      return text(row.provider);
    case 'method':
      return text(row.method);
    case 'balanceBefore':
      return <>{formatRowMoney(row.balanceBefore, row, locale)}</>;
    case 'balanceAfter':
      return <>{formatRowMoney(row.balanceAfter, row, locale)}</>;
    case 'bonusBalance':
      return <>{formatRowMoney(row.bonusBalance, row, locale)}</>;
    case 'amount':
      return (
        <span className={`wallet-amount wallet-amount--${isDebit(row) ? 'out' : 'in'}`}>
          {formatRowAmount(row, locale)}
        </span>
      );
    case 'date':
      return <time dateTime={row.date}>{formatRowDate(row.date, locale)}</time>;
    case 'status':
      return <StatusBadge status={row.status} />;
    case 'bonus':
      return <>{row.bonus ? t('wallet.history.bonusYes') : t('wallet.history.bonusNo')}</>;
  }
}

const columnClassName = (column: HistoryColumn) =>
  `wallet-table__col--${column}${numericColumns.has(column) ? ` ${dataTable.numeric}` : ''}`;

/** The date column of the table: day over time, so nine columns fit. */
function TableDate({ iso, locale }: { iso: string; locale: string }) {
  const { day, time } = formatRowDateParts(iso, locale);
  return (
    <time dateTime={iso} className="wallet-table__date">
      <span>{day}</span>
      {time ? <span className="wallet-table__time">{time}</span> : null}
    </time>
  );
}

const statusTone: Record<TransactionRow['status'], 'success' | 'warning' | 'danger' | 'neutral'> = {
  completed: 'success',
  pending: 'warning',
  processing: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};

function StatusBadge({ status }: { status: TransactionRow['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`wallet-badge wallet-badge--${statusTone[status]}`} data-status={status}>
      {t(`wallet.history.status.${status}`)}
    </span>
  );
}

function Pagination({
  page,
  pages,
  count,
  onPage,
}: {
  page: number;
  pages: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const first = count === 0 ? 0 : (page - 1) * historyPageSize + 1;
  const last = Math.min(count, page * historyPageSize);
  return (
    <nav className="wallet-pagination" aria-label={t('wallet.history.pagination.label')}>
      <p className="wallet-pagination__summary">
        {t('wallet.history.pagination.summary', {
          first: number(first),
          last: number(last),
          count: number(count),
        })}
      </p>
      {pages > 1 || page > 1 ? (
        <div className="wallet-pagination__controls">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, pages))}
          >
            <Icon name="chevronLeft" size={16} />
            <span>{t('wallet.history.pagination.previous')}</span>
          </Button>
          <span className="wallet-pagination__page" aria-current="page">
            {t('wallet.history.pagination.page', { page: number(page), pages: number(pages) })}
          </span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <span>{t('wallet.history.pagination.next')}</span>
            <Icon name="chevronRight" size={16} />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="wallet-history__skeleton" role="status">
      <span className="visually-hidden">{t('wallet.history.loading')}</span>
      <Skeleton height="2.5rem" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height="3rem" variant="block" />
      ))}
    </div>
  );
}
