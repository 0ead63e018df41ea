import { compileGame, createRoundRandom, hashServerSeed, playRound, titles } from '@casino/slot-engine';
import './games.css';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { StepWindow } from './step-window';

type Inputs = {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  buy: boolean;
};

/**
 * The standalone verifier: recomputes a round in the browser from its revealed server seed, client
 * seed and nonce with the same engine the casino plays, and checks the seed against the hash the
 * player saw before play. Fields can come from the address (?game=&serverSeed=&clientSeed=&nonce=&hash=).
 */
export function FairVerifier() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [inputs, setInputs] = useState<Inputs>({
    game: params.get('game') ?? titles[0]?.id ?? '',
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('hash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    buy: params.get('buy') === '1',
  });
  const title = titles.find((candidate) => candidate.id === inputs.game);
  const result = useMemo(() => {
    const nonce = Number(inputs.nonce);
    if (!title || !inputs.serverSeed || !inputs.clientSeed || !Number.isSafeInteger(nonce) || nonce < 0)
      return null;
    if (inputs.buy && !title.bonusBuy) return null;
    const hash = hashServerSeed(inputs.serverSeed);
    const round = playRound(
      compileGame(title),
      createRoundRandom({ serverSeed: inputs.serverSeed, clientSeed: inputs.clientSeed, nonce }),
      { buy: inputs.buy },
    );
    return { hash, round, multiple: round.units / title.betUnits };
  }, [inputs, title]);
  const field = (key: keyof Inputs, label: string, props: Record<string, unknown> = {}) => (
    <label className="fair-verifier__field" htmlFor={`${id}-${key}`}>
      <span>{label}</span>
      <input
        id={`${id}-${key}`}
        value={String(inputs[key])}
        onChange={(event) => setInputs({ ...inputs, [key]: event.target.value })}
        spellCheck={false}
        autoComplete="off"
        {...props}
      />
    </label>
  );
  const hashMatches =
    result && inputs.serverSeedHash.trim()
      ? result.hash === inputs.serverSeedHash.trim().toLowerCase()
      : null;
  return (
    <div className="fair-verifier">
      <p className="fair-verifier__how">{t('games.fair.how')}</p>
      <form className="fair-verifier__form" onSubmit={(event) => event.preventDefault()}>
        <label className="fair-verifier__field" htmlFor={`${id}-game`}>
          <span>{t('games.fair.game')}</span>
          <select
            id={`${id}-game`}
            value={inputs.game}
            onChange={(event) => setInputs({ ...inputs, game: event.target.value })}
          >
            {titles.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        {field('serverSeed', t('games.fair.serverSeed'))}
        {field('serverSeedHash', t('games.fair.serverSeedHash'))}
        {field('clientSeed', t('games.fair.clientSeed'))}
        {field('nonce', t('games.fair.nonce'), { inputMode: 'numeric' })}
        {title?.bonusBuy ? (
          <label className="fair-verifier__check">
            <input
              type="checkbox"
              checked={inputs.buy}
              onChange={(event) => setInputs({ ...inputs, buy: event.target.checked })}
            />
            {t('games.fair.bought')}
          </label>
        ) : null}
      </form>
      {result ? (
        <section className="fair-verifier__result" aria-live="polite" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} className="page-section__title">
            {t('games.fair.result', { multiple: result.multiple.toLocaleString() })}
          </h2>
          <p className="fair-verifier__hash">
            {t('games.fair.computedHash')} <code>{result.hash}</code>
          </p>
          {hashMatches === true ? <Alert tone="success">{t('games.fair.hashMatches')}</Alert> : null}
          {hashMatches === false ? <Alert tone="danger">{t('games.fair.hashDiffers')}</Alert> : null}
          <ol className="round-recall__steps">
            {result.round.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed sequence
              <li key={index} className="round-recall__step">
                <span className="round-recall__step-title">
                  {step.kind === 'base'
                    ? t('games.recall.baseSpin')
                    : t('games.recall.freeSpin', { n: index })}{' '}
                  · {t('games.fair.stops', { stops: step.stops.join(', ') })} ·{' '}
                  {t('games.fair.units', { units: step.units })}
                </span>
                <StepWindow window={step.window} />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="fair-verifier__empty">{t('games.fair.fillIn')}</p>
      )}
    </div>
  );
}
