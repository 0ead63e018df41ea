import type { PlayerDetail } from '@casino/contracts/backoffice';
import { useState } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { CancelBonusForm } from './cancel-bonus-form.tsx';

type Props = { player: PlayerDetail };

/** The player's latest deposits and withdrawals, in their currency. */
export function PaymentsSection({ player }: Props) {
  const { exponent } = player.balances;
  return (
    <Section title="Deposits and withdrawals">
      {player.payments.length === 0 ? (
        <EmptyState title="No payments yet">
          Deposits and withdrawals through the cashier show here.
        </EmptyState>
      ) : (
        <TableScroll label="Deposits and withdrawals">
          <table className="table">
            <caption className="visually-hidden">Deposits and withdrawals</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Kind</th>
                <th scope="col">Method</th>
                <th scope="col" className="numeric">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {player.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>
                    <DateTime value={payment.createdAt} />
                  </td>
                  <td>{payment.direction === 'deposit' ? 'Deposit' : 'Withdrawal'}</td>
                  <td>{payment.method}</td>
                  <td className="numeric">
                    <Money amount={payment.amount} exponent={exponent} currency={payment.currency} />
                  </td>
                  <td>
                    <StatusBadge status={payment.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}

/** The bonuses the player took, with their wagering progress; the active one may be cancelled. */
export function BonusesSection({ player, onChanged }: Props & { onChanged: () => void }) {
  const { exponent } = player.balances;
  const active = player.bonuses.filter((bonus) => bonus.status === 'active');
  const [result, setResult] = useState('');
  return (
    <Section title="Bonuses">
      {active.map((bonus) => (
        <CancelBonusForm
          key={bonus.id}
          playerId={player.id}
          bonus={bonus}
          exponent={exponent}
          onCancelled={(message) => {
            setResult(message);
            onChanged();
          }}
        />
      ))}
      <p className="result" role="status">
        {result}
      </p>
      {player.bonuses.length === 0 ? (
        <EmptyState title="No bonuses taken" />
      ) : (
        <TableScroll label="Bonuses">
          <table className="table">
            <caption className="visually-hidden">Bonuses</caption>
            <thead>
              <tr>
                <th scope="col">Bonus</th>
                <th scope="col">Status</th>
                <th scope="col" className="numeric">
                  Amount
                </th>
                <th scope="col" className="numeric">
                  Wagered / required
                </th>
                <th scope="col">Activated</th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {player.bonuses.map((bonus) => (
                <tr key={bonus.id}>
                  <td>{bonus.title}</td>
                  <td>
                    <StatusBadge status={bonus.status} />
                    {bonus.endReason ? <div className="muted">{bonus.endReason}</div> : null}
                  </td>
                  {bonus.kind === 'cashback' && bonus.cashback ? (
                    <>
                      <td className="numeric">
                        {bonus.status === 'active' ? (
                          <>
                            <Money
                              amount={bonus.cashback.accrued}
                              exponent={exponent}
                              currency={bonus.currency}
                            />{' '}
                            earned so far
                          </>
                        ) : (
                          <>
                            <Money amount={bonus.bonusAmount} exponent={exponent} currency={bonus.currency} />{' '}
                            paid
                          </>
                        )}
                      </td>
                      <td className="numeric">
                        {bonus.cashback.percent}% cashback
                        {bonus.status === 'active' ? (
                          <>
                            {' '}
                            of{' '}
                            <Money
                              amount={bonus.cashback.netLoss}
                              exponent={exponent}
                              currency={bonus.currency}
                            />{' '}
                            lost
                          </>
                        ) : null}
                      </td>
                    </>
                  ) : bonus.kind === 'free_spins' && bonus.freeSpins ? (
                    <>
                      <td className="numeric">{bonus.freeSpins.total} free spins</td>
                      <td className="numeric">
                        {bonus.freeSpins.left} left · won{' '}
                        <Money amount={bonus.freeSpins.won} exponent={exponent} currency={bonus.currency} />
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="numeric">
                        <Money amount={bonus.bonusAmount} exponent={exponent} currency={bonus.currency} />
                      </td>
                      <td className="numeric">
                        <Money amount={bonus.wagered} exponent={exponent} currency={bonus.currency} /> /{' '}
                        <Money
                          amount={bonus.wageringRequired}
                          exponent={exponent}
                          currency={bonus.currency}
                        />
                      </td>
                    </>
                  )}
                  <td>
                    <DateTime value={bonus.activatedAt} />
                  </td>
                  <td>
                    <DateTime value={bonus.expiresAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}

/** The latest sign-in attempts, failed ones included (who tried, from where). */
export function SignInsSection({ player }: Props) {
  return (
    <Section title="Sign-ins">
      {player.signIns.length === 0 ? (
        <EmptyState title="No sign-ins yet">Sign-ups start a session without one.</EmptyState>
      ) : (
        <TableScroll label="Sign-ins">
          <table className="table">
            <caption className="visually-hidden">Sign-ins</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">IP</th>
                <th scope="col">Country</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {player.signIns.map((attempt) => (
                <tr key={`${attempt.createdAt}-${attempt.ip ?? ''}`}>
                  <td>
                    <DateTime value={attempt.createdAt} />
                  </td>
                  <td>
                    <code>{attempt.ip ?? '—'}</code>
                  </td>
                  <td>{attempt.country ?? '—'}</td>
                  <td>
                    {attempt.succeeded ? (
                      <span className="badge badge-good">Signed in</span>
                    ) : (
                      <span className="badge badge-bad">Refused</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}
