import type { Round, RoundStep } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';
import type { GameDefinition } from '@casino/slot-engine';
import {
  type JSX,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icon';
import { betLadder, ladderBet, stepBet } from './bet-ladder';
import { bonusBuyPrice, waysCount } from './paytable';
import { stripWindow } from './reel-strip';
import { Reels, type ReelsHandle, type ReelsHighlight } from './reels';
import { featureState, resumeFrom, stepWins, type WinFacts } from './round-progress';
import { RulesPanel } from './rules-panel';
import { createSlotSound, type SlotSound } from './sound';
import { symbolLooks } from './symbol-look';
import { useReducedMotion } from './use-reduced-motion';
import './slot-machine.css';

export type SlotMachineProps = {
  definition: GameDefinition;
  mode: 'real' | 'demo';
  /** What the player has (real: cash + bonus; demo: fun money); null while loading. */
  balance: bigint | null;
  currency: string;
  /** Minor-unit exponent (2 for EUR). */
  exponent: number;
  locale: string;
  /** Plays a round (the parent calls the API); rejects with an Error whose message is shown. */
  play: (input: { bet: bigint; buy: boolean }) => Promise<Round>;
  /** The next step offered under a refused round's message (e.g. a link to the player's limits). */
  errorActions?: (error: unknown) => ReactNode;
  /** A round whose free spins the player had not finished seeing: shown first, from step round.shownSteps. */
  resumeRound?: Round | null;
  /** Called as steps are revealed (so the parent can store progress); shown = how many steps have been seen. */
  onStepsShown?: (round: Round, shown: number) => void;
  /** Called when a round finished animating (parent refreshes balance/history). */
  onRoundShown?: (round: Round) => void;
  /** Free spins to play here: each spin is at their stake and costs the player nothing. */
  freeSpins?: { stake: bigint; left: number } | null;
  ref?: Ref<SlotMachineHandle>;
};

/** What the parent may ask of the machine: a round it chose (after a dialog), and focus back. */
export type SlotMachineHandle = {
  /** Plays a round at `bet` as if its button were pressed (nothing when a round is in flight). */
  spin: (input: { bet: bigint; buy: boolean }) => void;
  focus: () => void;
};

/** Where the shown round stands: `shown` steps seen, and step `shown` on the reels while `spinning`. */
type Presentation = { round: Round; shown: number; spinning: boolean };
type Announcement = { kind: 'awarded' | 'retrigger'; count: number };
type Summary = { spins: number; win: bigint; capped: boolean };
/** The balance shown instead of the parent's while a round plays (`hold`) and until the parent's changes. */
type BalanceView = { value: bigint; hold: boolean; whileProp: bigint | null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Keys that spin when the machine itself (not one of its controls) has focus. */
const spinKeys = new Set([' ', 'Enter']);
const controlSelector = 'button, a, input, select, textarea, summary, details, [role="button"]';

/**
 * A playable slot machine for one of the studio's titles: reels that land on the rounds the parent
 * plays, the free-spins feature played out step by step, bet and bonus-buy controls, and the rules.
 */
export function SlotMachine({
  definition,
  mode,
  balance,
  currency,
  exponent,
  locale,
  play,
  errorActions,
  resumeRound,
  onStepsShown,
  onRoundShown,
  freeSpins = null,
  ref,
}: SlotMachineProps): JSX.Element {
  const { t } = useTranslation();
  const ladder = useMemo(() => betLadder(definition), [definition]);
  const looks = useMemo(() => symbolLooks(definition), [definition]);
  const initialWindow = useMemo(
    () => definition.reels.base.map((strip) => stripWindow(strip, 0, definition.rows)),
    [definition],
  );
  const [chosenBet, setChosenBet] = useState<bigint | null>(null);
  const bet = freeSpins ? freeSpins.stake : ladderBet(ladder, chosenBet);
  const [turbo, setTurbo] = useState(false);
  const [soundOn, setSoundOn] = useState(false);
  const reducedMotion = useReducedMotion();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; actions: ReactNode } | null>(null);
  const [presentation, setPresentation] = useState<Presentation | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [live, setLive] = useState('');
  const [lastWin, setLastWin] = useState<bigint | null>(null);
  const [balanceView, setBalanceView] = useState<BalanceView | null>(null);
  const [confirmingBuy, setConfirmingBuy] = useState(false);
  const [cycle, setCycle] = useState(-1);
  const reels = useRef<ReelsHandle>(null);
  const inFlight = useRef(false);
  const alive = useRef(true);
  const sound = useRef<SlotSound | null>(null);
  const resumed = useRef(new Set<string>());
  const confirmButton = useRef<HTMLButtonElement>(null);
  const buyButton = useRef<HTMLButtonElement>(null);
  const machine = useRef<HTMLElement>(null);
  const latest = useRef({ turbo, reducedMotion, balance, onStepsShown, onRoundShown });
  useLayoutEffect(() => {
    latest.current = { turbo, reducedMotion, balance, onStepsShown, onRoundShown };
  });
  const titleId = useId();
  const hintId = useId();

  const format = (amount: bigint) => formatMoney(minor(amount), exponent, currency, locale);
  const shownBalance =
    balanceView && (balanceView.hold || balanceView.whileProp === balance) ? balanceView.value : balance;
  const buyPrice = bet === null ? null : bonusBuyPrice(definition, bet);
  // a free spin costs nothing: only the balance must be known
  const canAfford = (cost: bigint | null) =>
    cost !== null && shownBalance !== null && (freeSpins !== null || shownBalance >= cost);
  const stripsOf = (kind: RoundStep['kind']) =>
    kind === 'free' ? (definition.reels.free ?? definition.reels.base) : definition.reels.base;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      sound.current?.close();
      sound.current = null;
    };
  }, []);

  useEffect(() => {
    if (confirmingBuy) confirmButton.current?.focus();
  }, [confirmingBuy]);

  // the wins of the step in view: all of them lit at first, then one after another
  const current =
    presentation && !presentation.spinning ? presentation.round.steps[presentation.shown - 1] : undefined;
  const currentBet = presentation ? BigInt(presentation.round.bet) : 0n;
  const wins = useMemo(
    () => (current ? stepWins(definition, current, currentBet) : []),
    [current, definition, currentBet],
  );
  useEffect(() => {
    setCycle(-1);
    if (wins.length < 2) return;
    const timer = setInterval(
      () => setCycle((at) => (at + 1 >= wins.length ? -1 : at + 1)),
      turbo ? 700 : 1300,
    );
    return () => clearInterval(timer);
  }, [wins, turbo]);
  const cycled = cycle >= 0 ? wins[cycle] : undefined;
  /** The whole payline of a line win, reel by reel, to draw across the reels. */
  const paylineOf = (win: WinFacts | undefined): Array<[number, number]> | null => {
    if (win?.kind !== 'line' || win.line === undefined || definition.mode.kind !== 'lines') return null;
    const rowsOfLine = definition.mode.lines[win.line - 1];
    return rowsOfLine ? rowsOfLine.map((row, reel): [number, number] => [reel, row]) : null;
  };
  const highlight: ReelsHighlight | null =
    wins.length === 0
      ? null
      : cycled
        ? { positions: cycled.positions, path: paylineOf(cycled) }
        : {
            positions: wins.flatMap((win) => win.positions),
            path: wins.length === 1 ? paylineOf(wins[0]) : null,
          };

  const describeWin = (win: WinFacts) => {
    const values = { count: win.count, symbol: win.symbol, amount: format(win.amount) };
    if (win.kind === 'line') return t('slotMachine.winLine', { ...values, line: win.line });
    if (win.kind === 'ways') return t('slotMachine.winWays', { ...values, ways: win.ways });
    return t('slotMachine.winScatter', values);
  };

  const describeStep = (step: RoundStep, stepWinList: WinFacts[]) => {
    const parts = step.kind === 'free' ? [t('slotMachine.freeSpinPrefix')] : [];
    if (stepWinList.length === 0) parts.push(t('slotMachine.noWin'));
    else {
      parts.push(`${stepWinList.map(describeWin).join('; ')}.`);
      if (stepWinList.length > 1) parts.push(t('slotMachine.stepWin', { amount: format(BigInt(step.win)) }));
    }
    if (step.freeSpinsAwarded > 0) {
      parts.push(
        t(step.kind === 'base' ? 'slotMachine.freeSpinsAwarded' : 'slotMachine.freeSpinsRetrigger', {
          count: step.freeSpinsAwarded,
        }),
      );
    }
    if (step.kind === 'free' || step.freeSpinsAwarded > 0) {
      parts.push(`${t('slotMachine.freeSpinsLeft', { count: step.freeSpinsLeft })}.`);
    }
    return parts.join(' ');
  };

  /** Plays a round's steps out from `from`; false when the machine went away meanwhile. */
  const presentRound = async (round: Round, from: number): Promise<boolean> => {
    const roundBet = BigInt(round.bet);
    for (let at = from; at < round.steps.length; at++) {
      const step = round.steps[at] as RoundStep;
      setPresentation({ round, shown: at, spinning: true });
      const fast = latest.current.turbo;
      // without motion the window just appears, after a beat so that each free spin reads as one
      if (latest.current.reducedMotion && at > from) await wait(fast ? 150 : 450);
      await reels.current?.land({
        strips: stripsOf(step.kind),
        stops: step.stops,
        window: step.window,
        turbo: fast,
        onReelStop: (reel) => sound.current?.reelStop(reel),
      });
      if (!alive.current) return false;
      setPresentation({ round, shown: at + 1, spinning: false });
      const stepWinList = stepWins(definition, step, roundBet);
      setLive(describeStep(step, stepWinList));
      latest.current.onStepsShown?.(round, at + 1);
      const amount = BigInt(step.win);
      if (amount > 0n) sound.current?.win(amount >= roundBet * 10n);
      if (at === round.steps.length - 1) break;
      await wait(stepWinList.length > 0 ? (fast ? 500 : 1200) : fast ? 150 : 400);
      if (step.freeSpinsAwarded > 0) {
        setAnnouncement({
          kind: step.kind === 'base' ? 'awarded' : 'retrigger',
          count: step.freeSpinsAwarded,
        });
        sound.current?.feature();
        await wait(fast ? 900 : 1800);
        setAnnouncement(null);
      }
      if (!alive.current) return false;
    }
    const feature = featureState(round, round.steps.length, false);
    if (feature.started) setSummary({ spins: feature.played, win: feature.win, capped: round.capped });
    setLastWin(BigInt(round.win));
    return true;
  };

  const spin = async (buy: boolean, at: bigint | null = bet) => {
    if (inFlight.current || at === null || (buy && freeSpins)) return;
    const cost = freeSpins ? 0n : buy ? bonusBuyPrice(definition, at) : at;
    if (cost === null || shownBalance === null || shownBalance < cost) return;
    inFlight.current = true;
    const before = shownBalance;
    setBusy(true);
    setError(null);
    setSummary(null);
    setAnnouncement(null);
    setConfirmingBuy(false);
    setPresentation(null);
    setBalanceView({ value: before - cost, hold: true, whileProp: null });
    reels.current?.turn(stripsOf(buy ? 'free' : 'base'));
    try {
      let round: Round;
      try {
        round = await play({ bet: at, buy });
      } catch (caught) {
        if (!alive.current) return;
        reels.current?.show();
        setBalanceView(null);
        setError({
          message: caught instanceof Error && caught.message ? caught.message : t('slotMachine.error'),
          actions: errorActions?.(caught) ?? null,
        });
        return;
      }
      if (!(await presentRound(round, 0))) return;
      const after =
        round.balanceAfter !== null
          ? BigInt(round.balanceAfter)
          : before - BigInt(round.cost) + BigInt(round.win);
      setBalanceView({ value: after, hold: false, whileProp: latest.current.balance });
      latest.current.onRoundShown?.(round);
    } finally {
      inFlight.current = false;
      if (alive.current) setBusy(false);
    }
  };

  useImperativeHandle(ref, () => ({
    spin: ({ bet: at, buy }) => void spin(buy, at),
    focus: () => machine.current?.focus(),
  }));

  const resume = useEffectEvent(async (round: Round) => {
    const from = resumeFrom(round);
    if (resumed.current.has(round.id) || inFlight.current || from >= round.steps.length) return;
    resumed.current.add(round.id);
    inFlight.current = true;
    // out of the effect that called us: the reels update the DOM synchronously
    await Promise.resolve();
    setBusy(true);
    try {
      const seen = round.steps[from - 1];
      if (seen) {
        reels.current?.show(seen.window, seen.stops);
        setPresentation({ round, shown: from, spinning: false });
      }
      setLive(t('slotMachine.resuming'));
      await wait(latest.current.turbo ? 400 : 900);
      if (!alive.current) return;
      if (await presentRound(round, from)) latest.current.onRoundShown?.(round);
    } finally {
      inFlight.current = false;
      if (alive.current) setBusy(false);
    }
  });
  useEffect(() => {
    if (resumeRound) void resume(resumeRound);
  }, [resumeRound]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!spinKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.closest(controlSelector)) return;
    event.preventDefault();
    if (!event.repeat) void spin(false);
  };

  const toggleSound = () => {
    if (soundOn) sound.current?.disable();
    else {
      sound.current ??= createSlotSound();
      sound.current.enable();
    }
    setSoundOn(!soundOn);
  };

  const changeBet = (direction: 1 | -1) => {
    if (busy || bet === null || freeSpins) return;
    setChosenBet(stepBet(ladder, bet, direction));
  };

  const feature = presentation
    ? featureState(presentation.round, presentation.shown, presentation.spinning)
    : null;
  const showBanner = feature?.started === true && (busy || !feature.finished);
  const roundDone = presentation !== null && !busy && feature?.finished !== false;
  // the win bar: the round's win once it is over, the feature's total during free spins, else the spin's win
  const stepInView =
    presentation?.round.steps[presentation.spinning ? presentation.shown : presentation.shown - 1];
  const headline = !presentation
    ? null
    : roundDone
      ? { label: t('slotMachine.win'), amount: BigInt(presentation.round.win) }
      : stepInView?.kind === 'free'
        ? { label: t('slotMachine.featureWin'), amount: feature?.win ?? 0n }
        : current
          ? { label: t('slotMachine.win'), amount: BigInt(current.win) }
          : null;
  const headlineShown = headline !== null && (headline.amount > 0n || stepInView?.kind === 'free');
  const spinBlocked = busy || !canAfford(bet);
  const buyBlocked = busy || !canAfford(buyPrice);
  const demo = mode === 'demo';

  return (
    <section
      ref={machine}
      className="slot-machine"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      aria-keyshortcuts="Space Enter"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the machine takes focus so Space and Enter spin
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <header className="slot-machine__header">
        <div className="slot-machine__heading">
          <h2 id={titleId} className="slot-machine__title">
            {definition.name}
          </h2>
          {demo ? <span className="slot-machine__badge">{t('slotMachine.demoBadge')}</span> : null}
          <span id={hintId} className="visually-hidden">
            {t('slotMachine.keyboardHint')}
          </span>
        </div>
        <div className="slot-machine__settings">
          <button
            type="button"
            className="slot-machine__toggle"
            aria-pressed={turbo}
            onClick={() => setTurbo(!turbo)}
          >
            <Icon name="bolt" size={18} />
            <span className="slot-machine__toggle-text">{t('slotMachine.turbo')}</span>
          </button>
          <button type="button" className="slot-machine__toggle" aria-pressed={soundOn} onClick={toggleSound}>
            <Icon name={soundOn ? 'soundOn' : 'soundOff'} size={18} />
            <span className="slot-machine__toggle-text">{t('slotMachine.sound')}</span>
          </button>
        </div>
      </header>

      <div className="slot-machine__stage">
        <div className="slot-machine__banner" data-feature={showBanner ? 'true' : undefined}>
          {showBanner && feature ? (
            <span>
              {feature.multiplier > 1
                ? t('slotMachine.freeSpinsLeftMultiplier', {
                    count: feature.left,
                    multiplier: feature.multiplier,
                  })
                : t('slotMachine.freeSpinsLeft', { count: feature.left })}
            </span>
          ) : (
            <>
              <span>
                {definition.mode.kind === 'lines'
                  ? t('slotMachine.infoLines', { count: definition.mode.lines.length })
                  : t('slotMachine.infoWays', { count: waysCount(definition) })}
              </span>
              <span>{t('slotMachine.infoMaxWin', { multiplier: definition.maxWin })}</span>
            </>
          )}
        </div>

        <Reels
          ref={reels}
          rows={definition.rows}
          initialWindow={initialWindow}
          looks={looks}
          reducedMotion={reducedMotion}
          highlight={highlight}
          label={t('slotMachine.reels')}
        >
          {announcement ? (
            <div className="slot-machine__overlay" aria-hidden="true">
              <p className="slot-machine__announcement">
                {t(
                  announcement.kind === 'awarded'
                    ? 'slotMachine.freeSpinsAwarded'
                    : 'slotMachine.freeSpinsRetrigger',
                  { count: announcement.count },
                )}
              </p>
            </div>
          ) : null}
          {summary && !busy ? (
            <div className="slot-machine__overlay">
              <div className="slot-machine__summary">
                <p className="slot-machine__summary-title">{t('slotMachine.summaryTitle')}</p>
                <p className="slot-machine__summary-win">{format(summary.win)}</p>
                <p>{t('slotMachine.summaryText', { count: summary.spins, amount: format(summary.win) })}</p>
                {summary.capped ? <p>{t('slotMachine.summaryCapped')}</p> : null}
                <Button size="sm" onClick={() => setSummary(null)}>
                  {t('slotMachine.continue')}
                </Button>
              </div>
            </div>
          ) : null}
        </Reels>
        <p className="visually-hidden" aria-live="polite">
          {live}
        </p>

        <div className="slot-machine__winbar">
          {headline && headlineShown ? (
            <>
              <span className="slot-machine__win">
                {headline.label} <strong>{format(headline.amount)}</strong>
              </span>
              <span className="slot-machine__win-detail">
                {cycled
                  ? describeWin(cycled)
                  : wins.length === 1 && wins[0]
                    ? describeWin(wins[0])
                    : wins.length > 1
                      ? t('slotMachine.winsCount', { count: wins.length })
                      : null}
              </span>
            </>
          ) : (
            <span className="slot-machine__hint" aria-hidden="true">
              {t('slotMachine.keyboardHint')}
            </span>
          )}
        </div>
      </div>

      {error ? (
        <Alert tone="danger" className="slot-machine__error" actions={error.actions ?? undefined}>
          {error.message}
        </Alert>
      ) : null}

      <div className="slot-machine__controls">
        <div className="slot-machine__meters">
          <div className="slot-machine__meter">
            <span className="slot-machine__label">
              {demo ? t('slotMachine.funBalance') : t('slotMachine.balance')}
            </span>
            <span className="slot-machine__value">{shownBalance === null ? '—' : format(shownBalance)}</span>
          </div>
          <div className="slot-machine__meter">
            <span className="slot-machine__label">{t('slotMachine.bet')}</span>
            <output className="slot-machine__value" aria-live="polite">
              {bet === null ? '—' : format(bet)}
            </output>
          </div>
          <div className="slot-machine__meter">
            <span className="slot-machine__label">{t('slotMachine.lastWin')}</span>
            <span className="slot-machine__value">{lastWin === null ? '—' : format(lastWin)}</span>
          </div>
        </div>

        <div className="slot-machine__actions">
          {definition.bonusBuy && buyPrice !== null && !freeSpins ? (
            <button
              ref={buyButton}
              type="button"
              className={buttonClassName('secondary', 'md', 'slot-machine__buy')}
              aria-disabled={buyBlocked}
              aria-expanded={confirmingBuy}
              aria-label={t('slotMachine.buyLabel', {
                spins: definition.bonusBuy.spins,
                amount: format(buyPrice),
              })}
              onClick={() => {
                if (!buyBlocked) setConfirmingBuy(!confirmingBuy);
              }}
            >
              <span className="slot-machine__buy-label">{t('slotMachine.buyShort')}</span>
              <span>{format(buyPrice)}</span>
            </button>
          ) : null}
          <div className="slot-machine__spin-group">
            <button
              type="button"
              className="slot-machine__step"
              aria-label={t('slotMachine.betDown')}
              aria-disabled={busy || bet === null || bet === ladder[0] || freeSpins !== null}
              onClick={() => changeBet(-1)}
            >
              −
            </button>
            <Button
              className="slot-machine__spin"
              aria-disabled={spinBlocked}
              aria-label={
                freeSpins
                  ? t('slotMachine.freeSpinLabel', { count: freeSpins.left, amount: format(freeSpins.stake) })
                  : bet === null
                    ? t('slotMachine.spin')
                    : t('slotMachine.spinFor', { amount: format(bet) })
              }
              onClick={() => void spin(false)}
            >
              {freeSpins ? t('slotMachine.freeSpin') : t('slotMachine.spin')}
            </Button>
            <button
              type="button"
              className="slot-machine__step"
              aria-label={t('slotMachine.betUp')}
              aria-disabled={busy || bet === null || bet === ladder.at(-1) || freeSpins !== null}
              onClick={() => changeBet(1)}
            >
              +
            </button>
          </div>
        </div>
      </div>

      {shownBalance === null ? (
        <p className="slot-machine__note">{t('slotMachine.loadingBalance')}</p>
      ) : !busy && bet !== null && !freeSpins && !canAfford(bet) ? (
        <p className="slot-machine__note">
          {t(bet === ladder[0] ? 'slotMachine.insufficientMin' : 'slotMachine.insufficient')}
        </p>
      ) : null}

      {confirmingBuy && definition.bonusBuy && buyPrice !== null && bet !== null ? (
        <fieldset
          className="slot-machine__confirm"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setConfirmingBuy(false);
            buyButton.current?.focus();
          }}
        >
          <legend className="slot-machine__confirm-title">{t('slotMachine.buyTitle')}</legend>
          <p>
            {t('slotMachine.buyText', {
              spins: definition.bonusBuy.spins,
              amount: format(buyPrice),
              cost: definition.bonusBuy.cost,
              bet: format(bet),
            })}
          </p>
          <div className="slot-machine__confirm-actions">
            <button
              ref={confirmButton}
              type="button"
              className={buttonClassName('primary')}
              aria-disabled={buyBlocked}
              onClick={() => void spin(true)}
            >
              {t('slotMachine.buyConfirm', { amount: format(buyPrice) })}
            </button>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirmingBuy(false);
                buyButton.current?.focus();
              }}
            >
              {t('slotMachine.cancel')}
            </Button>
          </div>
        </fieldset>
      ) : null}

      {bet !== null ? <RulesPanel definition={definition} bet={bet} looks={looks} format={format} /> : null}
    </section>
  );
}
