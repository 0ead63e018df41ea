import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { AppLink, usePageHref } from '../../../lib/page-link';
import { useRotateSeeds, useSeeds } from '../api/seeds';

/**
 * Provable fairness at the table: the hash of the server seed the next rounds use (shown before
 * they are played), the client seed and next nonce; the player may set a client seed and rotate,
 * which reveals the old server seed, linked to the verifier.
 */
export function FairnessPanel({ game }: { game: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useSeeds(true);
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const verifierHref = usePageHref('provablyFair') ?? '/provably-fair';
  const revealed = data?.revealed;
  return (
    <details className="fairness-panel">
      <summary>{t('games.fairness.title')}</summary>
      {data ? (
        <dl className="fairness-panel__facts">
          <dt>{t('games.fairness.serverSeedHash')}</dt>
          <dd>
            <code>{data.active.serverSeedHash}</code>
          </dd>
          <dt>{t('games.fair.clientSeed')}</dt>
          <dd>
            <code>{data.active.clientSeed}</code>
          </dd>
          <dt>{t('games.fairness.nextNonce')}</dt>
          <dd>{data.active.nonce}</dd>
        </dl>
      ) : null}
      <form
        className="fairness-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          rotate.mutate(clientSeed.trim() || undefined, { onSuccess: () => setClientSeed('') });
        }}
      >
        <label htmlFor={`${id}-client`}>{t('games.fairness.newClientSeed')}</label>
        <input
          id={`${id}-client`}
          value={clientSeed}
          maxLength={64}
          pattern="[\x21-\x7e]{1,64}"
          placeholder={t('games.fairness.randomPlaceholder')}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={rotate.isPending}>
          {t('games.fairness.rotate')}
        </Button>
      </form>
      {rotate.isError ? <p role="alert">{t('shell.error.somethingWrong')}</p> : null}
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
