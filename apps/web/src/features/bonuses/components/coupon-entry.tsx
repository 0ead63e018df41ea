import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useRedeemCoupon } from '../api/redeem-coupon';

/**
 * The coupon entry (spec §2, §5): a code the player was given; the answer says whether it was
 * applied (the bonus is then active), already redeemed, or not valid.
 */
export function CouponEntry() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const redeem = useRedeemCoupon();
  const failure =
    redeem.error instanceof ApiError
      ? t(`promotions.coupon.errors.${redeem.error.errorCode}`, {
          defaultValue: t(`promotions.errors.${redeem.error.errorCode}`, {
            defaultValue: redeem.error.message,
          }),
        })
      : redeem.error
        ? t('promotions.coupon.errors.failed')
        : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed) redeem.mutate(trimmed, { onSuccess: () => setCode('') });
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
          error={empty ? t('promotions.coupon.empty') : (failure ?? undefined)}
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
      {redeem.isSuccess ? (
        <Alert tone="success" title={t('promotions.coupon.applied')}>
          {t('promotions.coupon.appliedText', { title: redeem.data.title })}
        </Alert>
      ) : null}
    </section>
  );
}
