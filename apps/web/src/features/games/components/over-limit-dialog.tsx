import type { BetLimitKind } from '@casino/contracts/responsible-gaming';
import { betExclusionMinutes } from '@casino/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useArmBetExclusion } from '../api/arm-bet-exclusion';
import { limitNameKey } from '../lib/play-errors';
import './over-limit-dialog.css';

export type OverLimitDialogProps = {
  open: boolean;
  /** The game's slug and the buy's bet (not its price), as the exclusion names them. */
  game: string;
  bet: bigint;
  /** The buy's price at `bet`. */
  price: bigint;
  /** The player's limit the buy went over; null when the server did not say which. */
  limit: BetLimitKind | null;
  format: (amount: bigint) => string;
  onCancel: () => void;
  /** Confirm Bonus Buy, once the exclusion is armed: play the buy again. */
  onBuy: () => void;
  /** Confirm Regular Bet: a normal spin at the same bet. */
  onRegular: () => void;
};

/**
 * Spec §4 "Bonus buy over the limit": the player's own limit refused a bonus buy. Confirm Bonus Buy
 * excludes only the next round, this buy, from the player's limit checks; Confirm Regular Bet plays
 * a normal spin at the same bet instead. The regular bet is the emphasised choice: the other one
 * goes over a limit the player set.
 */
export function OverLimitDialog({
  open,
  game,
  bet,
  price,
  limit,
  format,
  onCancel,
  onBuy,
  onRegular,
}: OverLimitDialogProps) {
  const { t } = useTranslation();
  const arm = useArmBetExclusion();
  const close = (then: () => void) => {
    arm.reset();
    then();
  };
  const confirmBuy = () => {
    if (arm.isPending) return;
    arm.mutate({ game, bet: bet.toString() }, { onSuccess: () => close(onBuy) });
  };

  return (
    <Modal
      name="bonus-buy-over-limit"
      open={open}
      onOpenChange={(next) => {
        if (!next && !arm.isPending) close(onCancel);
      }}
      disableBackdropClose
      // wide enough for its three choices in one row
      size="lg"
      mark={
        <span className="play-dialog__mark">
          <Icon name="alertCircle" size={26} />
        </span>
      }
      title={t('games.play.overLimit.title')}
      description={t('games.play.overLimit.text', {
        amount: format(price),
        limit: t(limitNameKey(limit)),
        bet: format(bet),
      })}
      footer={
        <>
          <Button variant="ghost" aria-disabled={arm.isPending} onClick={() => close(onCancel)}>
            {t('games.play.overLimit.cancel')}
          </Button>
          <Button variant="secondary" aria-disabled={arm.isPending} onClick={confirmBuy}>
            {t('games.play.overLimit.confirmBuy')}
          </Button>
          <Button aria-disabled={arm.isPending} onClick={() => close(onRegular)}>
            {t('games.play.overLimit.confirmRegular')}
          </Button>
        </>
      }
    >
      <div className="play-dialog__body">
        <p>{t('games.play.overLimit.note', { minutes: String(betExclusionMinutes) })}</p>
        {arm.isError ? (
          <Alert tone="danger">
            {t('games.play.overLimit.failed', {
              reason: arm.error instanceof Error ? arm.error.message : t('shell.error.somethingWrong'),
            })}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
