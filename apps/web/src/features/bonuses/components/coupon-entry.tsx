import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useRedeemCoupon } from '../api/redeem-coupon';
import { BurnAndActivateConfirm, useBurnAndActivate } from './burn-and-activate-confirm';

/**
 * The coupon entry (spec §2, §5): a code the player was given; the answer says whether it was
 * applied (the bonus is then active), already redeemed, or not valid.
 */
export function CouponEntry() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const redeem = useRedeemCoupon();
  const { take, refusal, confirmProps } = useBurnAndActivate(redeem, (error) =>
    error instanceof ApiError
      ? t(`promotions.coupon.errors.${error.errorCode}`, {
          defaultValue: t(`promotions.errors.${error.errorCode}`, { defaultValue: error.message }),
        })
      : t('promotions.coupon.errors.failed'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed) take({ code: trimmed }, { onSuccess: () => setCode('') });
  };

  return (
    <section className="coupon-entry" aria-labelledby="coupon-entry-title">
      <h2 id="coupon-entry-title" className="coupon-entry__title">
        {t('promotions.coupon.title')}
      </h2>
      <form className="coupon-entry__form" onSubmit={submit} noValidate>
        <Field
          label={t('promotions.coupon.label')}
          hint={t('promotions.coupon.hint')}
          error={empty ? t('promotions.coupon.empty') : (refusal ?? undefined)}
        >
          {(control) => (
            <input
              {...control}
              className="ui-input coupon-entry__input"
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setEmpty(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={redeem.isPending}>
          {redeem.isPending ? t('promotions.coupon.applying') : t('promotions.coupon.apply')}
        </Button>
      </form>
      <BurnAndActivateConfirm {...confirmProps} taking={{ code: redeem.variables?.code ?? code.trim() }} />
      {redeem.isSuccess ? (
        <Alert tone="success" title={t('promotions.coupon.applied')}>
          {redeem.data.freeSpins && redeem.data.kind === 'free_spins'
            ? t('promotions.coupon.appliedSpins', {
                title: redeem.data.title,
                count: redeem.data.freeSpins.total,
              })
            : t('promotions.coupon.appliedText', { title: redeem.data.title })}
        </Alert>
      ) : null}
    </section>
  );
}
