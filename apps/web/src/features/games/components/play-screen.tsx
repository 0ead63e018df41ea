import type { GameDetails, Round } from '@casino/contracts';
import './games.css';
import { formatMoney, minor } from '@casino/money';
import { findTitle } from '@casino/slot-engine';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { lazyModal } from '../../../components/ui/lazy-modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { activeBreak, useOptionalAuth } from '../../../lib/auth';
import { freeSpinsQueryOptions, useFreeSpinsOn } from '../../../lib/free-spins';
import { AppLink, PageLink } from '../../../lib/page-link';
import { loginModalHref } from '../../../lib/page-links';
import { useLocale } from '../../../lib/use-locale';
import { getUnfinishedRound, markRoundShown, recentRoundsQueryOptions } from '../api/game-rounds';
import { newRequestId, playDemoRound, playRealRound } from '../api/play-round';
import { markGameLaunched, playerGamesQueryOptions } from '../api/player-games';
import { useFunBalance } from '../lib/fun-balance';
import { type PlayDialog, playDialogFor, playErrorMessage } from '../lib/play-errors';
import { showRealityCheck } from '../lib/reality-check-signal';
import { FairnessPanel } from './fairness-panel';
import { playErrorActions } from './play-error-actions';
import { RoundRecall } from './round-recall';
import { SlotMachine, type SlotMachineHandle } from './slot-machine';
import { bonusBuyPrice } from './slot-machine/paytable';

// fetched (with the dialog library) the first time a bonus buy goes over one of the player's limits
const OverLimitDialog = lazyModal(() => import('./over-limit-dialog').then((m) => m.OverLimitDialog));

type OverLimit = Extract<PlayDialog, { kind: 'overLimit' }>;
type SlotMachineInput = Parameters<SlotMachineHandle['spin']>[0];

/**
 * The play screen of a house slot: real money for a signed-in player (unless ?demo=1), demo with
 * fun money for guests when the operator allows it. A feature the player left part-way resumes.
 */
export function PlayScreen({ game }: { game: GameDetails }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const auth = useOptionalAuth();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const definition = findTitle(game.slug);
  const signedIn = auth?.isAuthenticated === true;
  const demo = !signedIn || params.get('demo') === '1';
  const fun = useFunBalance(game.slug);
  const [resumeRound, setResumeRound] = useState<Round | null>(null);
  // free spins on this game: every real spin plays one (at its stake) until none is left
  const freeSpins = useFreeSpinsOn(game.slug, signedIn && !demo);
  const freeSpinsNow = useRef(freeSpins);
  freeSpinsNow.current = freeSpins;
  const [spinsDone, setSpinsDone] = useState<{ won: bigint } | null>(null);
  const pendingWin = useRef(0n);
  const creditPendingWin = useCallback(() => {
    if (pendingWin.current > 0n) fun.settle(0n, pendingWin.current);
    pendingWin.current = 0n;
  }, [fun]);
  const creditOnLeave = useRef(creditPendingWin);
  creditOnLeave.current = creditPendingWin;
  useEffect(() => () => creditOnLeave.current(), []);
  const releaseBalance = useRef<() => void>(() => undefined);
  useEffect(() => () => releaseBalance.current(), []);
  const machine = useRef<SlotMachineHandle>(null);
  // a bonus buy refused by one of the player's own limits, waiting for their choice (kept while
  // the dialog fades out)
  const [overLimit, setOverLimit] = useState<{ refused: OverLimit; open: boolean } | null>(null);
  const closeOverLimit = (then?: SlotMachineInput) => {
    setOverLimit((shown) => (shown ? { ...shown, open: false } : shown));
    if (then) machine.current?.spin(then);
    // the dialog has no trigger to give focus back to: the machine takes it, once the dialog lets go
    window.setTimeout(() => machine.current?.focus(), 0);
  };

  // a signed-in player's opened game (real or demo) leads their recent games
  useEffect(() => {
    if (!signedIn) return;
    markGameLaunched(game.slug)
      .then(() => queryClient.invalidateQueries({ queryKey: playerGamesQueryOptions('recent').queryKey }))
      .catch(() => undefined);
  }, [signedIn, game.slug, queryClient]);

  useEffect(() => {
    if (demo) return;
    let cancelled = false;
    getUnfinishedRound(game.slug)
      .then((round) => {
        if (!cancelled) setResumeRound(round);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [demo, game.slug]);

  const play = useCallback(
    async (input: { bet: bigint; buy: boolean }) => {
      try {
        if (demo) {
          const cost = input.buy ? input.bet * BigInt(definition?.bonusBuy?.cost ?? 1) : input.bet;
          if (fun.balance < cost) throw new Error(t('games.play.insufficientFun'));
          const round = await playDemoRound(game.slug, input);
          // the stake leaves now; the win arrives when the reels have shown it (or when the player leaves)
          fun.settle(BigInt(round.cost), 0n);
          pendingWin.current += BigInt(round.win);
          return round;
        }
        // the round's balance update waits until its reels have stopped (onRoundShown)
        releaseBalance.current();
        releaseBalance.current = auth?.holdBalance() ?? (() => undefined);
        return await playRealRound(game.slug, {
          ...input,
          requestId: newRequestId(),
          freeSpin: freeSpinsNow.current !== null,
        });
      } catch (error) {
        releaseBalance.current();
        const dialog = demo ? null : playDialogFor(error, input);
        if (dialog?.kind === 'overLimit') setOverLimit({ refused: dialog, open: true });
        if (dialog?.kind === 'realityCheck') showRealityCheck();
        const wallet = auth?.user?.userWallet;
        throw new Error(
          error instanceof Error && !(error instanceof ApiError)
            ? error.message
            : playErrorMessage(error, t, (amount, currency = wallet?.currencyCode ?? 'EUR') =>
                formatMoney(minor(amount), wallet?.exponent ?? 2, currency, i18n.language),
              ),
          { cause: error },
        );
      }
    },
    [demo, definition, fun, game.slug, t, i18n.language, auth],
  );

  if (!definition) {
    return (
      <EmptyState
        icon="gamepad"
        title={t('shell.error.gameNotFound')}
        description={t('shell.game.notFoundText')}
      />
    );
  }
  if (!signedIn && !game.demoAvailable) {
    return (
      <EmptyState
        icon="lock"
        title={t('games.play.demoNotAvailable')}
        description={t('games.play.loginToPlay')}
        actions={
          <AppLink href={loginModalHref} className={buttonClassName('primary', 'md')}>
            {t('shell.auth.logIn')}
          </AppLink>
        }
      />
    );
  }
  if (signedIn && !auth?.user && !demo) return <Spinner label={t('games.list.loading')} />;
  const wallet = auth?.user?.userWallet;
  const money = (amount: bigint) =>
    formatMoney(minor(amount), wallet?.exponent ?? 2, wallet?.currencyCode ?? 'EUR', i18n.language);
  // the winnings of spins just played wait while another bonus is active
  const waitingBonus = queryClient.getQueryData(freeSpinsQueryOptions.queryKey);
  const spinsWaiting = waitingBonus?.kind === 'free_spins' && waitingBonus.status === 'active';
  // on a break the server refuses every real-money bet: say so before the first spin, not after
  const running = !demo && auth?.user ? activeBreak(auth.user.getUser.userLimit, new Date()) : null;
  return (
    <div className="play-screen">
      {demo ? <p className="play-screen__mode">{t('games.play.demoMode')}</p> : null}
      {running ? (
        <Alert
          tone="warning"
          title={t('games.play.onBreakTitle')}
          actions={
            <>
              <AppLink href="?demo=1" className={buttonClassName('secondary', 'sm')}>
                {t('games.play.playForFun')}
              </AppLink>
              <PageLink to="profile2Limits" className={buttonClassName('ghost', 'sm')}>
                {t('games.play.seeBreak')}
              </PageLink>
            </>
          }
        >
          {running.until === null
            ? t('games.play.onBreakPermanent')
            : t('games.play.onBreakUntil', {
                end: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
                  running.until,
                ),
              })}
        </Alert>
      ) : null}
      {freeSpins ? (
        <Alert tone="info" title={t('games.play.freeSpins.title')}>
          <span className="play-screen__free-spins">
            {t('games.play.freeSpins.left', {
              count: freeSpins.left,
              total: freeSpins.total,
              stake: money(freeSpins.stake),
            })}
            {BigInt(freeSpins.won) > 0n
              ? ` ${t('games.play.freeSpins.won', { amount: money(BigInt(freeSpins.won)) })}`
              : ''}
          </span>
        </Alert>
      ) : spinsDone ? (
        <Alert
          tone={spinsDone.won > 0n ? 'success' : 'info'}
          title={t('games.play.freeSpins.title')}
          actions={
            spinsDone.won > 0n ? (
              <PageLink to="bonuses" className={buttonClassName('secondary', 'sm')}>
                {t('games.play.freeSpins.myBonuses')}
              </PageLink>
            ) : null
          }
        >
          {spinsDone.won === 0n
            ? t('games.play.freeSpins.doneNothing')
            : spinsWaiting
              ? t('games.play.freeSpins.doneWaiting', { amount: money(spinsDone.won) })
              : t('games.play.freeSpins.doneWon', { amount: money(spinsDone.won) })}
        </Alert>
      ) : null}
      <SlotMachine
        ref={machine}
        freeSpins={freeSpins ? { stake: freeSpins.stake, left: freeSpins.left } : null}
        definition={definition}
        mode={demo ? 'demo' : 'real'}
        balance={demo ? fun.balance : wallet ? BigInt(wallet.totalAmount) : null}
        currency={demo ? 'EUR' : (wallet?.currencyCode ?? 'EUR')}
        exponent={demo ? 2 : (wallet?.exponent ?? 2)}
        locale={i18n.language}
        play={play}
        errorActions={(error) => playErrorActions(error, t)}
        resumeRound={resumeRound}
        onStepsShown={(round, shown) => {
          if (!round.demo) void markRoundShown(round.id, shown).catch(() => undefined);
        }}
        onRoundShown={(round) => {
          if (round.demo) {
            creditPendingWin();
            return;
          }
          void queryClient.invalidateQueries({ queryKey: recentRoundsQueryOptions(game.slug).queryKey });
          if (round.freeSpins) {
            const { left, won, done } = round.freeSpins;
            queryClient.setQueryData(freeSpinsQueryOptions.queryKey, (bonus) =>
              bonus?.freeSpins ? { ...bonus, freeSpins: { ...bonus.freeSpins, left, won } } : bonus,
            );
            if (done) {
              setSpinsDone({ won: BigInt(won) });
              void queryClient.invalidateQueries({ queryKey: freeSpinsQueryOptions.queryKey });
            }
          }
          // the header follows the round as it is shown, not before the reels stop (the details
          // too, in case the realtime connection is down)
          releaseBalance.current();
          if (round.balanceAfter !== null && wallet) void auth?.refreshUser().catch(() => undefined);
        }}
      />
      {overLimit ? (
        <OverLimitDialog
          open={overLimit.open}
          game={game.slug}
          bet={overLimit.refused.bet}
          price={bonusBuyPrice(definition, overLimit.refused.bet) ?? overLimit.refused.bet}
          limit={overLimit.refused.limit}
          format={money}
          onCancel={() => closeOverLimit()}
          // the exclusion is armed: the same buy again (a new request id: play() makes one per round)
          onBuy={() => closeOverLimit({ bet: overLimit.refused.bet, buy: true })}
          onRegular={() => closeOverLimit({ bet: overLimit.refused.bet, buy: false })}
        />
      ) : null}
      {demo ? (
        <button type="button" className={buttonClassName('ghost', 'sm')} onClick={fun.reset}>
          {t('games.play.resetFun')}
        </button>
      ) : (
        <>
          <FairnessPanel game={game.slug} />
          <RoundRecall slug={game.slug} exponent={wallet?.exponent ?? 2} />
        </>
      )}
    </div>
  );
}
