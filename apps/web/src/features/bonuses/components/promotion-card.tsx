import type { Promotion } from '@casino/contracts';
import { formatMoney } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { AppLink, usePageHref } from '../../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../../lib/page-links';
import { useActivateBonus } from '../api/activate-bonus';
import { gameName } from '../lib/bonus';
import {
  currencyExponent,
  type PromotionState,
  promotionAmount,
  promotionDates,
  promotionEnds,
} from '../lib/promotion';
import { BurnAndActivateConfirm, useBurnAndActivate } from './burn-and-activate-confirm';

export type PromotionCardProps = {
  promotion: Promotion;
  /** The currency its amounts show in; null when it names none. */
  currencyCode: string | null;
  /** The player's wallet exponent when the amounts are in their own currency. */
  exponent?: number | undefined;
  state: PromotionState;
  locale: string;
};

const typeIcons: Record<Promotion['type'], IconName> = {
  deposit: 'wallet',
  no_deposit: 'coins',
  freespins: 'star',
  instant_cashback: 'balance',
};

/**
 * A promotion on /promotions (spec §2 "cards with banner, terms, activate/deposit button by state"):
 * its banner, what it gives, its terms behind a disclosure, and the button its state allows.
 */
export function PromotionCard({ promotion, currencyCode, exponent, state, locale }: PromotionCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const depositHref = usePageHref('deposit');
  const digits = currencyCode ? (exponent ?? currencyExponent(currencyCode)) : 2;
  const money = (amounts: Record<string, string>) => {
    const amount = currencyCode ? promotionAmount(amounts, currencyCode) : null;
    return amount === null || !currencyCode ? null : formatMoney(amount, digits, currencyCode, locale);
  };
  const max = money(promotion.maxBonusThreshold);
  const min = money(promotion.minDeposit);
  const floor = money(promotion.minBalance);
  const free = promotion.type === 'no_deposit' ? money(promotion.amounts) : null;
  const spinStake = promotion.freeSpins ? money(promotion.freeSpins.stake) : null;
  const ends = promotionEnds(promotion, locale);
  const dates = promotionDates(promotion, locale);
  const cashback = promotion.cashbackPercent;
  const activation = useActivateBonus();
  const { take, refusal, confirmProps } = useBurnAndActivate(activation, (error) =>
    error instanceof ApiError
      ? t(`promotions.errors.${error.errorCode}`, {
          defaultValue: error.message,
          ...error.fields,
          // ADD_TO_CALENDAR's day, as the player writes dates
          ...(error.fields?.date ? { date: promotionDates({ dates: [error.fields.date] }, locale) } : {}),
        })
      : t('promotions.errors.failed'),
  );
  const facts = [
    free ? t('promotions.facts.free', { amount: free }) : null,
    promotion.freeSpins && spinStake
      ? t('promotions.facts.freeSpins', {
          count: promotion.freeSpins.quantity,
          game: gameName(promotion.freeSpins.game),
          stake: spinStake,
        })
      : null,
    promotion.depositBonusPercent !== null && max
      ? t('promotions.facts.match', { percent: promotion.depositBonusPercent, max })
      : null,
    min ? t('promotions.facts.minDeposit', { amount: min }) : null,
    cashback !== null
      ? max
        ? t('promotions.facts.cashback', { percent: cashback, max })
        : t('promotions.facts.cashbackUncapped', { percent: cashback })
      : null,
    cashback !== null ? t('promotions.facts.cashbackDepositors') : null,
    cashback !== null
      ? t('promotions.facts.cashbackPeriod', { count: promotion.daysValid })
      : promotion.wageringMultiplier > 0
        ? t('promotions.facts.wagering', {
            multiplier: promotion.wageringMultiplier,
            count: promotion.daysValid,
          })
        : t('promotions.facts.noWagering'),
    floor ? t('promotions.facts.minBalance', { amount: floor }) : null,
    promotion.depositNumber === 1
      ? t('promotions.facts.firstDeposit')
      : promotion.depositNumber !== null
        ? t('promotions.facts.nthDeposit', { number: promotion.depositNumber })
        : null,
    promotion.requiresEmailVerification ? t('promotions.facts.verifiedEmail') : null,
    dates ? t('promotions.facts.dates', { dates }) : null,
    ends ? t('promotions.facts.until', { date: ends }) : null,
  ].filter((fact): fact is string => fact !== null);
  const takeHref = depositHref
    ? `${depositHref}${depositHref.includes('?') ? '&' : '?'}bonus=${encodeURIComponent(promotion.id)}`
    : undefined;

  return (
    <article className="promo-card" aria-labelledby={`${id}-name`}>
      <div className={`promo-card__banner promo-card__banner--${promotion.type}`}>
        <span className="promo-card__mark" aria-hidden="true">
          <Icon name={typeIcons[promotion.type]} size={22} />
        </span>
        <p className="promo-card__banner-title">{promotion.banner.bannerTitle}</p>
      </div>
      <div className="promo-card__body">
        <h2 id={`${id}-name`} className="promo-card__name">
          {promotion.name}
        </h2>
        {promotion.description ? <p className="promo-card__description">{promotion.description}</p> : null}
        {facts.length > 0 ? (
          <ul className="promo-card__facts">
            {facts.map((fact) => (
              <li key={fact}>
                <Icon name="check" size={14} />
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        {promotion.terms ? (
          <details className="promo-card__terms">
            <summary>{t('promotions.terms')}</summary>
            <p>{promotion.terms}</p>
          </details>
        ) : null}
        <div className="promo-card__actions">
          {state === 'guest' ? (
            <>
              <AppLink href={signUpModalHref} className={buttonClassName('primary', 'md')}>
                {t('promotions.signUp')}
              </AppLink>
              <AppLink href={loginModalHref} className={buttonClassName('secondary', 'md')}>
                {t('promotions.logIn')}
              </AppLink>
            </>
          ) : state === 'active' ? (
            <p className="promo-card__status">
              <Icon name="checkCircle" size={18} />
              {t('promotions.active')}
            </p>
          ) : state === 'available' && promotion.isDeposit ? (
            <AppLink
              href={takeHref}
              className={buttonClassName('primary', 'md')}
              aria-describedby={`${id}-name`}
            >
              {t('promotions.deposit')}
            </AppLink>
          ) : state === 'available' || state === 'busy' ? (
            <>
              <Button
                onClick={() => take({ promotionId: promotion.id })}
                disabled={activation.isPending}
                aria-describedby={state === 'busy' ? `${id}-name ${id}-busy` : `${id}-name`}
              >
                {activation.isPending && !confirmProps.open ? t('promotions.taking') : t('promotions.take')}
              </Button>
              {state === 'busy' ? (
                <p id={`${id}-busy`} className="promo-card__status promo-card__status--muted">
                  {t('promotions.busy')}
                </p>
              ) : null}
            </>
          ) : (
            <p className="promo-card__status promo-card__status--muted">{t('promotions.unavailable')}</p>
          )}
        </div>
        {refusal ? (
          <p className="promo-card__error" role="alert">
            {refusal}
          </p>
        ) : null}
        <BurnAndActivateConfirm {...confirmProps} taking={{ promotion: promotion.name }} />
      </div>
    </article>
  );
}
