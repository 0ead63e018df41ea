import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LoadingState } from '../../components/states.tsx';
import { useCurrencies } from '../../lib/use-currencies.ts';
import type { ExponentOf } from './race-form-values.ts';

/** The two views of the races page: the races themselves and the monthly race's rule. */
export function RacesTabs() {
  return (
    <nav className="subnav" aria-label="Races pages">
      <NavLink to="/races" end className="subnav-link">
        Races
      </NavLink>
      <NavLink to="/races/win-of-the-month" className="subnav-link">
        Win of the month
      </NavLink>
    </nav>
  );
}

export function BackToRaces() {
  return (
    <p className="back-link">
      <Link to="/races">← Races</Link>
    </p>
  );
}

/** What the race forms need of the casino's currencies: the codes (default first) and each exponent. */
export type CurrencySetup = { currencies: string[]; defaultCurrency: string; exponentOf: ExponentOf };

/**
 * A form once the currencies are known (each one's exponent); without them amounts assume two
 * decimals and the currency is the race's own or EUR.
 */
export function WithCurrencies({ children }: { children: (setup: CurrencySetup) => ReactNode }) {
  const { isLoading, isError, currencies, exponentOf } = useCurrencies();
  if (isLoading) return <LoadingState label="Loading the currencies…" />;
  const ordered = [...currencies].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const codes = ordered.map(({ code }) => code);
  return (
    <>
      {isError ? (
        <p className="notice notice-warn" role="alert">
          The currency list could not be loaded: amounts assume two decimals for every currency.
        </p>
      ) : null}
      {children({ currencies: codes, defaultCurrency: codes[0] ?? 'EUR', exponentOf })}
    </>
  );
}
