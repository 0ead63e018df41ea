import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { AppLink, usePageHref } from '../../../lib/page-link';
import { browserClientSeed, useChooseClientSeed, useRotateSeeds, useSeeds } from '../api/seeds';

const clientSeedPattern = '[\\x21-\\x7e]{1,64}';

/**
 * Provable fairness at the table, in the order that makes it provable: the casino commits to a
 * server seed (its hash is shown) before the player chooses the client seed it is played with.
 * The active pair's hash, client seed and next nonce; the hash of the next pair's server seed,
 * already fixed, beside the client seed the player chooses for it (this browser's random one,
 * editable); rotating reveals the current server seed, linked to the verifier. A new pair without
 * a client seed gets this browser's random one before its first round, editable until then.
 */
export function FairnessPanel({ game }: { game: string }) {
  const { t } = useTranslation();
  const id = useId();
  const seeds = useSeeds(true);
  const choose = useChooseClientSeed();
  // the browser's own choice for a new pair, apart from the player's (its failure is not theirs),
  // tried again when the server could not take it: else the server picks one at the first round
  const autoChoose = useChooseClientSeed({ retries: 3 });
  const rotate = useRotateSeeds();
  const [nextClientSeed, setNextClientSeed] = useState(browserClientSeed);
  const [ownClientSeed, setOwnClientSeed] = useState<string | null>(null);
  const verifierHref = usePageHref('provablyFair') ?? '/provably-fair';
  const active = seeds.data?.active;
  const revealed = seeds.data?.revealed;

  const { mutate: chooseClientSeed } = autoChoose;
  const chosenFor = useRef<string | null>(null);
  useEffect(() => {
    if (!active || active.clientSeed !== null || chosenFor.current === active.serverSeedHash) return;
    chosenFor.current = active.serverSeedHash;
    chooseClientSeed(
      { clientSeed: browserClientSeed(), serverSeedHash: active.serverSeedHash },
      {
        // tried again when the seeds are read again (the panel opened)
        onError: () => {
          chosenFor.current = null;
        },
      },
    );
  }, [active, chooseClientSeed]);

  const failure = rotate.error ?? choose.error;
  return (
    <details
      className="fairness-panel"
      onToggle={(event) => {
        // rounds moved the nonce since the panel was read
        if (event.currentTarget.open) void seeds.refetch();
      }}
    >
      <summary>{t('games.fairness.title')}</summary>
      <p className="fairness-panel__order">{t('games.fairness.order')}</p>
      {active ? (
        <dl className="fairness-panel__facts">
          <dt>{t('games.fairness.serverSeedHash')}</dt>
          <dd>
            <code>{active.serverSeedHash}</code>
          </dd>
          <dt>
            <label htmlFor={`${id}-own`}>{t('games.fair.clientSeed')}</label>
          </dt>
          <dd>
            {active.nonce === 0 ? (
              <form
                className="fairness-panel__form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (ownClientSeed?.trim())
                    choose.mutate(
                      { clientSeed: ownClientSeed.trim(), serverSeedHash: active.serverSeedHash },
                      { onSuccess: () => setOwnClientSeed(null) },
                    );
                }}
              >
                <input
                  id={`${id}-own`}
                  value={ownClientSeed ?? active.clientSeed ?? ''}
                  maxLength={64}
                  pattern={clientSeedPattern}
                  required
                  aria-describedby={`${id}-own-note`}
                  onChange={(event) => setOwnClientSeed(event.target.value)}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  disabled={choose.isPending || ownClientSeed === null}
                >
                  {t('games.fairness.save')}
                </Button>
                <span id={`${id}-own-note`} className="fairness-panel__note">
                  {t('games.fairness.editableUntilFirstRound')}
                </span>
              </form>
            ) : (
              <code id={`${id}-own`}>{active.clientSeed}</code>
            )}
          </dd>
          <dt>{t('games.fairness.nextNonce')}</dt>
          <dd>{active.nonce}</dd>
          <dt>{t('games.fairness.nextServerSeedHash')}</dt>
          <dd>
            <code>{active.nextServerSeedHash}</code>
          </dd>
        </dl>
      ) : null}
      <form
        className="fairness-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!active) return;
          rotate.mutate(
            { clientSeed: nextClientSeed.trim(), nextServerSeedHash: active.nextServerSeedHash },
            { onSuccess: () => setNextClientSeed(browserClientSeed()) },
          );
        }}
      >
        <label htmlFor={`${id}-next`}>{t('games.fairness.newClientSeed')}</label>
        <input
          id={`${id}-next`}
          value={nextClientSeed}
          maxLength={64}
          pattern={clientSeedPattern}
          required
          onChange={(event) => setNextClientSeed(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={rotate.isPending || !active}>
          {t('games.fairness.rotate')}
        </Button>
      </form>
      {seeds.isError ? <p role="alert">{t('shell.error.dataLoading')}</p> : null}
      {failure ? (
        <p role="alert">
          {failure instanceof ApiError && failure.errorCode === 'SEED_PAIR_IN_USE'
            ? t('games.fairness.pairInUse')
            : failure instanceof ApiError && failure.errorCode === 'SEED_PAIR_CHANGED'
              ? t('games.fairness.pairChanged')
              : t('shell.error.somethingWrong')}
        </p>
      ) : null}
      {revealed?.serverSeed ? (
        <p className="fairness-panel__revealed">
          {t('games.fairness.revealed', { count: revealed.nonce })} <code>{revealed.serverSeed}</code>{' '}
          <AppLink
            href={`${verifierHref}?${new URLSearchParams({
              game,
              serverSeed: revealed.serverSeed,
              hash: revealed.serverSeedHash,
              clientSeed: revealed.clientSeed,
              nonce: '0',
            })}`}
          >
            {t('games.fairness.verify')}
          </AppLink>
        </p>
      ) : null}
    </details>
  );
}
