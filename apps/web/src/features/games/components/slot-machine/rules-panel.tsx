import type { GameDefinition } from '@casino/slot-engine';
import { useTranslation } from 'react-i18next';
import { bonusBuyPrice, paytable, waysCount } from './paytable';
import { timesBet } from './round-progress';
import type { SymbolLook } from './symbol-look';
import { SymbolTile } from './symbol-tile';

/** The paytable at the current bet and the feature rules, behind a disclosure. */
export function RulesPanel({
  definition,
  bet,
  looks,
  format,
}: {
  definition: GameDefinition;
  bet: bigint;
  looks: Map<string, SymbolLook>;
  format: (amount: bigint) => string;
}) {
  const { t } = useTranslation();
  const entries = paytable(definition, bet);
  const { scatter, freeSpins, bonusBuy, mode } = definition;
  const scatterName = definition.symbols.find((symbol) => symbol.id === scatter?.symbol)?.name ?? '';
  const wild = definition.symbols.find((symbol) => symbol.kind === 'wild');
  const firstCount = (values: number[] | undefined) => (values ?? []).findIndex((value) => value > 0);
  const triggerCount = firstCount(scatter?.freeSpins);
  const retriggerCount = firstCount(freeSpins?.retrigger);
  const buyPrice = bonusBuyPrice(definition, bet);

  return (
    <details className="slot-rules">
      <summary className="slot-rules__summary">{t('slotMachine.rules.title')}</summary>
      <div className="slot-rules__body">
        <p className="slot-rules__note">
          {t(mode.kind === 'lines' ? 'slotMachine.rules.paysPerLine' : 'slotMachine.rules.paysPerWay', {
            bet: format(bet),
          })}
        </p>
        <ul className="slot-rules__table">
          {entries.map(({ symbol, pays, freeSpins: spins }) => (
            <li key={symbol.id} className="slot-rules__entry">
              <div className="slot-rules__tile">
                <SymbolTile look={looks.get(symbol.id)} caption="" />
              </div>
              <div className="slot-rules__pays">
                <p className="slot-rules__name">
                  {symbol.name}
                  {symbol.kind !== 'regular' ? (
                    <span className="slot-rules__kind">
                      {t(symbol.kind === 'wild' ? 'slotMachine.rules.wild' : 'slotMachine.rules.scatter')}
                    </span>
                  ) : null}
                </p>
                <dl>
                  {pays.map(({ count, amount }) => (
                    <div key={count} className="slot-rules__pay">
                      <dt>{t('slotMachine.rules.count', { count })}</dt>
                      <dd>{format(amount)}</dd>
                    </div>
                  ))}
                </dl>
                {spins.map(({ count, spins: awarded }) => (
                  <p key={count} className="slot-rules__spins">
                    {t('slotMachine.rules.spins', { count, spins: awarded })}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <ul className="slot-rules__list">
          <li>
            {mode.kind === 'lines'
              ? t('slotMachine.rules.lines', { count: mode.lines.length })
              : t('slotMachine.rules.ways', { count: waysCount(definition) })}
          </li>
          {wild ? <li>{t('slotMachine.rules.wildRule', { symbol: wild.name })}</li> : null}
          {scatter ? <li>{t('slotMachine.rules.scatterRule', { symbol: scatterName })}</li> : null}
          {freeSpins && triggerCount > 0 ? (
            <li>{t('slotMachine.rules.freeSpins', { count: triggerCount, symbol: scatterName })}</li>
          ) : null}
          {freeSpins && freeSpins.multiplier > 1 ? (
            <li>{t('slotMachine.rules.multiplier', { multiplier: freeSpins.multiplier })}</li>
          ) : null}
          {freeSpins && retriggerCount > 0 ? (
            <li>
              {t('slotMachine.rules.retrigger', {
                count: retriggerCount,
                symbol: scatterName,
                max: freeSpins.maxSpins,
              })}
            </li>
          ) : null}
          {bonusBuy && buyPrice !== null ? (
            <li>
              {t('slotMachine.rules.bonusBuy', {
                spins: bonusBuy.spins,
                cost: bonusBuy.cost,
                amount: format(buyPrice),
              })}
            </li>
          ) : null}
          <li>
            {t('slotMachine.rules.maxWin', {
              multiplier: definition.maxWin,
              amount: format(timesBet(definition.maxWin, bet)),
            })}
          </li>
          <li>{t('slotMachine.rules.malfunction')}</li>
        </ul>
      </div>
    </details>
  );
}
