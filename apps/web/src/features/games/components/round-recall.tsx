import type { Round } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';
import { useTranslation } from 'react-i18next';
import { useRecentRounds } from '../api/game-rounds';
import { StepWindow } from './step-window';

/** Game recall: the player's last rounds of this game, each opening to every step it played. */
export function RoundRecall({ slug, exponent }: { slug: string; exponent: number }) {
  const { t, i18n } = useTranslation();
  const { data: rounds, isPending, isError } = useRecentRounds(slug, true);
  const money = (round: Round, amount: string) =>
    formatMoney(minor(amount), exponent, round.currency ?? 'EUR', i18n.language);
  return (
    <section className="round-recall" aria-labelledby="round-recall-title">
      <h2 id="round-recall-title" className="page-section__title">
        {t('games.recall.title')}
      </h2>
      {isError ? <p>{t('shell.error.dataLoading')}</p> : null}
      {!isPending && !isError && rounds.length === 0 ? <p>{t('games.recall.empty')}</p> : null}
      <ol className="round-recall__list">
        {rounds?.map((round) => (
          <li key={round.id}>
            <details className="round-recall__round">
              <summary>
                <span>{new Date(round.createdAt).toLocaleTimeString(i18n.language)}</span>
                <span>{t('games.recall.wager', { amount: money(round, round.cost) })}</span>
                <span className={BigInt(round.win) > 0n ? 'round-recall__win' : undefined}>
                  {t('games.recall.win', { amount: money(round, round.win) })}
                </span>
                {round.steps.length > 1 ? (
                  <span>
                    {t('games.recall.freeSpins', {
                      count: round.steps.filter((step) => step.kind === 'free').length,
                    })}
                  </span>
                ) : null}
              </summary>
              <ol className="round-recall__steps">
                {round.steps.map((step, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed sequence
                  <li key={index} className="round-recall__step">
                    <span className="round-recall__step-title">
                      {step.kind === 'base'
                        ? t('games.recall.baseSpin')
                        : t('games.recall.freeSpin', { n: index })}{' '}
                      · {money(round, step.win)}
                    </span>
                    <span className="visually-hidden">{t('games.recall.window')}</span>
                    <StepWindow window={step.window} />
                  </li>
                ))}
              </ol>
              <p className="round-recall__seeds">
                {t('games.recall.seeds', {
                  hash: `${round.seeds.serverSeedHash.slice(0, 16)}…`,
                  client: round.seeds.clientSeed,
                  nonce: round.seeds.nonce,
                })}
              </p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
