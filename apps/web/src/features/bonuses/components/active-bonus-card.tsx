import type { PlayerBonus } from '@casino/contracts';
import { type Minor, minor } from '@casino/money';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { OnDemandModal as Modal } from '../../../components/ui/lazy-modal';
import { ApiError } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { useWalletEvents } from '../../../lib/wallet-events';
import { useCancelActiveBonus } from '../api/cancel-bonus';
import { burnAmount, formatAmount, gameName, type WalletCurrency, wageringProgress } from '../lib/bonus';
import { BonusCardHead } from './bonus-card-head';
import './bonuses.css';

export type ActiveBonusCardProps = {
  bonus: PlayerBonus;
  wallet: WalletCurrency;
  locale: string;
  headingLevel: 2 | 3;
  /** The bonus was burnt: the parent shows `BonusCancelledNotice` where the card was. */
  onCancelled: (bonus: PlayerBonus) => void;
  /** Inside another panel that already carries the gift mark (a withdrawal block): no mark of its own. */
  inset?: boolean;
  /** The page's own queries the bonus shapes (what blocks a withdrawal), refreshed after a cancel. */
  alsoRefresh?: readonly QueryKey[];
};

/**
 * The player's active bonus (spec §1 "active bonus block"): its bonus balance, how much of the
 * wagering is done, when it expires, and "Cancel bonus", which burns it after a confirm (spec §4).
 */
export function ActiveBonusCard({
  bonus,
  wallet,
  locale,
  headingLevel,
  onCancelled,
  inset = false,
  alsoRefresh,
}: ActiveBonusCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // the dialog has no trigger of its own to return to: "Cancel bonus" takes focus back
  const closeConfirm = () => {
    setConfirmOpen(false);
    requestAnimationFrame(() => cancelRef.current?.focus());
  };
  // the card's own copy: the cancelled bonus the server returns has its balance burnt already
  const cancel = useCancelActiveBonus({
    onCancelled: () => {
      setConfirmOpen(false);
      onCancelled(bonus);
    },
    alsoRefresh,
  });
  // every bet moves the wagering, which the balance event does not carry: the bonus is read again
  useWalletEvents({ events: ['balance'], invalidate: [userDetailsQueryOptions.queryKey] });
  const money = (value: Minor) => formatAmount(value, wallet, locale);
  const progress = wageringProgress(bonus);
  const burn = burnAmount(bonus);
  const when = (iso: string | null) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
      : null;
  };
  // the deadline (spec §3): by when the wagering must be done
  const expiresText = when(bonus.deadline);
  const updatedText = when(bonus.lastUpdate);
  const gone = cancel.error instanceof ApiError && cancel.error.errorCode === 'BONUS_NOT_FOUND';
  const failure = cancel.isError
    ? gone
      ? t('cashier.bonus.burn.gone')
      : cancel.error instanceof ApiError && cancel.error.message
        ? cancel.error.message
        : t('cashier.bonus.burn.failed')
    : null;
  const rules = bonusRuleTexts(bonus, (amount) => money(minor(amount)), t);
  const wageredText = t('cashier.bonus.active.wagered', {
    wagered: money(progress.wagered),
    required: money(progress.required),
  });

  return (
    <section
      className={inset ? 'bonus-card bonus-card--inset' : 'bonus-card'}
      aria-labelledby={`${id}-title`}
    >
      <BonusCardHead
        id={id}
        icon="promotions"
        kind={t('cashier.bonus.active.title')}
        name={bonus.title}
        headingLevel={headingLevel}
        amountLabel={t('cashier.bonus.active.balance')}
        amount={money(burn)}
      >
        <span className="bonus-card__granted">
          {t('cashier.bonus.active.granted', {
            amount: money(/^\d+$/.test(bonus.bonusAmount) ? minor(bonus.bonusAmount) : minor(0)),
          })}
        </span>
      </BonusCardHead>
      {bonus.status === 'pending' ? (
        <p className="bonus-card__text">{t('cashier.bonus.active.pending')}</p>
      ) : null}
      <div className="bonus-card__progress">
        <div className="bonus-card__progress-text">
          <span id={`${id}-wagered`}>{wageredText}</span>
          <span aria-hidden="true">{t('cashier.bonus.active.percent', { percent: progress.percent })}</span>
        </div>
        <div
          className="bonus-card__bar"
          role="progressbar"
          aria-label={t('cashier.bonus.active.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}% · ${wageredText}`}
        >
          {/* at least a dot once wagering has started, so a small share still shows */}
          <span style={{ width: progress.percent > 0 ? `max(0.6rem, ${progress.percent}%)` : '0' }} />
        </div>
        <p className="bonus-card__note">
          {progress.left > 0n
            ? t('cashier.bonus.active.left', { amount: money(progress.left) })
            : t('cashier.bonus.active.done')}
        </p>
        {updatedText ? (
          <p className="bonus-card__updated">
            <Trans
              i18nKey="cashier.bonus.active.updated"
              values={{ date: updatedText }}
              components={{ when: <time dateTime={bonus.lastUpdate} /> }}
            />
          </p>
        ) : null}
      </div>
      {rules.length > 0 ? (
        <ul className="bonus-card__rules" aria-label={t('cashier.bonus.rules.title')}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
      <div className="bonus-card__foot">
        {expiresText && bonus.deadline ? (
          <p className="bonus-card__expires">
            <Icon name="calendar" size={16} />
            <span>
              <Trans
                i18nKey="cashier.bonus.active.expires"
                values={{ date: expiresText }}
                components={{ when: <time dateTime={bonus.deadline} /> }}
              />
            </span>
          </p>
        ) : null}
        {bonus.status === 'active' ? (
          // the bonus play button (spec §2): to the slots, where the wagering is played
          <PageLink
            to="slots"
            className={buttonClassName('primary', 'sm', 'bonus-card__play')}
            aria-describedby={`${id}-name`}
          >
            {t('cashier.bonus.active.play')}
          </PageLink>
        ) : null}
        {/* a native button, as focus returns to it: the design system's Button takes no ref */}
        <button
          ref={cancelRef}
          type="button"
          className={buttonClassName('secondary', 'sm', 'bonus-card__cancel')}
          aria-describedby={`${id}-name`}
          onClick={() => {
            cancel.reset();
            setConfirmOpen(true);
          }}
        >
          {t('cashier.bonus.active.cancel')}
        </button>
      </div>
      <Modal
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) closeConfirm();
        }}
        title={t('cashier.bonus.burn.title')}
        description={t('cashier.bonus.burn.text', { amount: money(burn) })}
        size="sm"
        name="bonus-cancel"
        footer={
          <>
            <Button variant="secondary" onClick={closeConfirm} disabled={cancel.isPending}>
              {t('cashier.bonus.burn.keep')}
            </Button>
            {gone ? null : (
              <Button
                onClick={() => cancel.mutate()}
                disabled={cancel.isPending}
                aria-busy={cancel.isPending || undefined}
              >
                {cancel.isPending ? <span className="bonus-card__spinner" aria-hidden="true" /> : null}
                <span>{t('cashier.bonus.burn.confirm')}</span>
              </Button>
            )}
          </>
        }
      >
        {failure ? <Alert tone={gone ? 'info' : 'danger'}>{failure}</Alert> : null}
      </Modal>
    </section>
  );
}

/** The bonus's own rules in words (spec §3): its largest bet, its max win, games excluded or weighted. */
function bonusRuleTexts(
  bonus: PlayerBonus,
  money: (amount: string) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  const { rules } = bonus;
  const weighted = Object.entries(rules.gameWeights).filter(([, percent]) => percent < 100);
  return [
    rules.maxBet ? t('cashier.bonus.rules.maxBet', { amount: money(rules.maxBet) }) : null,
    rules.maxWin ? t('cashier.bonus.rules.maxWin', { amount: money(rules.maxWin) }) : null,
    rules.minBalance ? t('cashier.bonus.rules.minBalance', { amount: money(rules.minBalance) }) : null,
    rules.wageringType === 'REAL_MONEY_ONLY' ? t('cashier.bonus.rules.realMoneyOnly') : null,
    rules.excludedGames.length > 0
      ? t('cashier.bonus.rules.excluded', { games: rules.excludedGames.map(gameName).join(', ') })
      : null,
    weighted.length > 0
      ? t('cashier.bonus.rules.weights', {
          games: weighted.map(([slug, percent]) => `${gameName(slug)} ${percent}%`).join(', '),
        })
      : null,
  ].filter((text): text is string => text !== null);
}

/**
 * Where the card was, after a burn: what was cancelled and removed. It takes focus, since the
 * "Cancel bonus" button that had it is gone.
 */
export function BonusCancelledNotice({
  bonus,
  wallet,
  locale,
}: {
  bonus: PlayerBonus;
  wallet: WalletCurrency;
  locale: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  // after the dialog's own focus return (a timer on its unmount), so this one wins
  useEffect(() => {
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div ref={ref} tabIndex={-1} className="bonus-focus-target">
      <Alert tone="success">
        {t('cashier.bonus.burn.done', {
          title: bonus.title,
          amount: formatAmount(burnAmount(bonus), wallet, locale),
        })}
      </Alert>
    </div>
  );
}
