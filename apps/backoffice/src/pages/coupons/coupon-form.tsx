import { type BonusOfferAdmin, type CouponAdmin, couponCreateSchema } from '@casino/contracts/backoffice';
import { useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field, SelectField } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { WindowFields } from '../../components/window-fields.tsx';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { listOf, localInputToIso } from '../bonus-offers/offer-form-values.ts';

const empty = { code: '', offerId: '', maxUses: '', startsAt: '', endsAt: '', countries: '', currencies: '' };

/** A new coupon: its code, the no-deposit or free-spins offer it grants, how often, when and where. */
export function CouponForm({ onCreated }: { onCreated: (coupon: CouponAdmin) => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutate, mutation } = useCustomMutation<{ data: CouponAdmin }>();
  const invalidate = useInvalidate();
  const offers = useList<BonusOfferAdmin>({ resource: 'bonus-offers', pagination: { mode: 'off' } });
  const choices = (offers.result?.data ?? []).filter(
    (offer) => offer.type === 'no_deposit' || offer.type === 'freespins',
  );
  const set = (key: keyof typeof empty, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startsAt = localInputToIso(values.startsAt);
    const endsAt = localInputToIso(values.endsAt);
    const maxUses = values.maxUses.trim();
    const parsed = couponCreateSchema.safeParse({
      code: values.code,
      offerId: Number(values.offerId) || 0,
      maxUses: maxUses === '' ? null : /^\d+$/.test(maxUses) ? Number(maxUses) : -1,
      startsAt: startsAt === undefined ? 'not a time' : startsAt,
      endsAt: endsAt === undefined ? 'not a time' : endsAt,
      countries: listOf(values.countries, (entry) => entry.toUpperCase()),
      currencies: listOf(values.currencies, (entry) => entry.toUpperCase()),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutate(
      { url: 'coupons', method: 'post', values: parsed.data },
      {
        onSuccess: ({ data }) => {
          setValues(empty);
          onCreated(data.data);
          void invalidate({ resource: 'coupons', invalidates: ['list'] });
        },
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };

  return (
    <Section title="New coupon">
      <form className="form-grid" onSubmit={submit} noValidate>
        <Field
          label="Code"
          name="code"
          value={values.code}
          onChange={(event) => set('code', event.target.value)}
          error={errors.code}
          hint="3 to 32 letters, digits or dashes; players type it in any case."
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <SelectField
          label="Grants"
          name="offerId"
          value={values.offerId}
          onChange={(event) => set('offerId', event.target.value)}
          error={errors.offerId}
          hint={
            choices.length === 0 && !offers.query.isLoading
              ? 'Create a no-deposit or free-spins offer first: coupons grant one.'
              : 'A no-deposit bonus or free spins; mark the offer coupon-only to keep it off the promotions page.'
          }
          options={[
            { value: '', label: offers.query.isLoading ? 'Loading offers…' : 'Choose a bonus' },
            ...choices.map((offer) => ({ value: String(offer.id), label: `${offer.title} (${offer.key})` })),
          ]}
          required
        />
        <Field
          label="Uses in all"
          name="maxUses"
          type="number"
          min={1}
          step={1}
          value={values.maxUses}
          onChange={(event) => set('maxUses', event.target.value)}
          error={errors.maxUses}
          hint="Empty: no limit. Each player may use it once."
        />
        <WindowFields
          startsAt={values.startsAt}
          endsAt={values.endsAt}
          errors={errors}
          onChange={set}
          endHint="Players cannot redeem it from this time."
        />
        <Field
          label="Countries"
          name="countries"
          value={values.countries}
          onChange={(event) => set('countries', event.target.value)}
          error={errors.countries}
          hint="Comma-separated, e.g. MT, DE. Empty: everywhere."
          autoComplete="off"
        />
        <Field
          label="Currencies"
          name="currencies"
          value={values.currencies}
          onChange={(event) => set('currencies', event.target.value)}
          error={errors.currencies}
          hint="Comma-separated, e.g. EUR, USD. Empty: every currency."
          autoComplete="off"
        />
        <div className="form-wide button-row">
          <Button type="submit" variant="primary" loading={mutation.isPending}>
            Create coupon
          </Button>
        </div>
      </form>
      {Object.keys(serverFieldErrors(mutation.error)).length === 0 ? (
        <FormError error={mutation.error} />
      ) : null}
    </Section>
  );
}
