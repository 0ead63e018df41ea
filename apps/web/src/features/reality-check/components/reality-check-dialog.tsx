import type { RealityCheck } from '@casino/contracts/responsible-gaming';
import { formatMoney, minor } from '@casino/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useAuth } from '../../../lib/auth';
import { PageLink, usePageNavigate } from '../../../lib/page-link';
import { useContinueRealityCheck } from '../api/continue-reality-check';
import { formatNetResult, formatSessionDuration } from '../lib/session-summary';
import './reality-check.css';

export type RealityCheckDialogProps = {
  open: boolean;
  /** The state that made the reminder due: its session figures are what the player reads. */
  state: RealityCheck;
  userId: number;
  /** Closed without an answer: real-money play stays paused. */
  onClose: () => void;
};

/**
 * The reminder itself: how long the player has played and their result this session, then
 * Continue playing (recorded on the server, which lets real-money play go on) or Stop playing
 * (signs out and goes to the lobby), with a way to their history first.
 */
export function RealityCheckDialog({ open, state, userId, onClose }: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = usePageNavigate();
  const answer = useContinueRealityCheck(userId);
  const [stopping, setStopping] = useState(false);
  // the figures stay as they were asked about while the dialog fades out after the answer
  const [shown, setShown] = useState(state);
  if (open && shown !== state) setShown(state);

  const wallet = user?.userWallet;
  const exponent = wallet && wallet.currencyCode === shown.currency ? wallet.exponent : 2;
  const money = (amount: bigint) => formatMoney(minor(amount), exponent, shown.currency, i18n.language);
  const busy = answer.isPending || stopping;

  const keepPlaying = () => {
    if (!busy) answer.mutate();
  };
  const stop = async () => {
    if (busy) return;
    setStopping(true);
    await signOut('USER_INITIATED');
    navigate('casino');
  };

  return (
    <Modal
      name="reality-check"
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        // a failed answer is not news the next time the reminder shows
        answer.reset();
        onClose();
      }}
      disableBackdropClose
      mark={
        <span className="reality-check__mark">
          <Icon name="history" size={26} />
        </span>
      }
      title={t('games.realityCheck.title')}
      description={t('games.realityCheck.text', {
        duration: formatSessionDuration(shown.session.minutes, t),
        staked: money(BigInt(shown.session.staked)),
        won: money(BigInt(shown.session.won)),
        net: formatNetResult(BigInt(shown.session.net), money),
      })}
      footer={
        <>
          <Button variant="secondary" aria-disabled={busy} onClick={() => void stop()}>
            {t('games.realityCheck.stop')}
          </Button>
          <Button aria-disabled={busy} onClick={keepPlaying}>
            {t('games.realityCheck.continue')}
          </Button>
        </>
      }
    >
      <div className="reality-check__body">
        <p>{t('games.realityCheck.paused')}</p>
        <PageLink to="profile2MyHistory" className="reality-check__history" onClick={onClose}>
          {t('games.realityCheck.history')}
        </PageLink>
        {answer.isError ? (
          <Alert tone="danger">
            {t('games.realityCheck.failed', {
              reason: answer.error instanceof Error ? answer.error.message : t('shell.error.somethingWrong'),
            })}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
