import type { PlayerDetail } from '@casino/contracts/backoffice';
import { Money } from '../../components/money.tsx';
import { Section } from '../../components/section.tsx';

/** real + bonus in BigInt, so the total is exact whatever the size. */
function total(real: string, bonus: string): string | null {
  try {
    return (BigInt(real) + BigInt(bonus)).toString();
  } catch {
    return null;
  }
}

export function BalancesSection({ player }: { player: PlayerDetail }) {
  const { real, bonus, exponent } = player.balances;
  const sum = total(real, bonus);
  const rows: Array<[string, string | null]> = [
    ['Real money', real],
    ['Bonus', bonus],
    ['Total', sum],
  ];
  return (
    <Section title="Balances">
      <dl className="balances">
        {rows.map(([label, amount]) => (
          <div key={label} className={`balance${label === 'Total' ? ' balance-total' : ''}`}>
            <dt>{label}</dt>
            <dd>
              {amount === null ? (
                '—'
              ) : (
                <Money amount={amount} exponent={exponent} currency={player.currencyCode} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
