import { wageringTypes } from '@casino/contracts/bonuses';
import { titles } from '@casino/slot-engine';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../components/field.tsx';
import { RowsEditor } from '../../components/rows-editor.tsx';
import { Section } from '../../components/section.tsx';
import { WindowFields } from '../../components/window-fields.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { percentToBp } from '../../lib/percent.ts';
import { AmountRowsEditor } from './amount-rows-editor.tsx';
import {
  newRowKey,
  type OfferFormValues,
  offerFieldLabels,
  wageringTypeLabels,
  weekdayNames,
} from './offer-form-values.ts';

type OfferFieldsProps = {
  values: OfferFormValues;
  errors: FieldErrors;
  set: <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => void;
  idPrefix: string;
  /** A new offer also takes its key (fixed afterwards). */
  isNew: boolean;
};

/** The offer's inputs, shared by the new-offer and the edit form. */
export function OfferFields({ values, errors, set, idPrefix, isNew }: OfferFieldsProps) {
  const bp = percentToBp(values.matchPercent);
  const deposit = values.type === 'deposit';
  const spins = values.type === 'freespins';
  const cashback = values.type === 'instant_cashback';
  return (
    <>
      <Section title="Shown to players">
        <div className="form-grid">
          {isNew ? (
            <SelectField
              label="Kind"
              name="type"
              value={values.type}
              onChange={(event) => set('type', event.target.value as OfferFormValues['type'])}
              options={[
                { value: 'deposit', label: 'With a deposit (cashier)' },
                { value: 'no_deposit', label: 'No deposit (free money)' },
                { value: 'freespins', label: 'Free spins' },
                { value: 'instant_cashback', label: 'Instant cashback' },
              ]}
              hint="With a deposit: chosen in the cashier. No deposit, free spins and cashback: taken on /promotions, /freemoney or with a coupon. It cannot change later."
            />
          ) : null}
          {isNew ? (
            <Field
              label={offerFieldLabels.key}
              name="key"
              value={values.key}
              onChange={(event) => set('key', event.target.value)}
              error={errors.key}
              hint="2 to 40 lower-case letters, digits or dashes, e.g. weekend-boost. It cannot change later."
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              required
            />
          ) : null}
          <Field
            label={offerFieldLabels.title}
            name="title"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            error={errors.title}
            maxLength={80}
            autoComplete="off"
            required
          />
          <Field
            label={offerFieldLabels.bannerTitle}
            name="bannerTitle"
            value={values.bannerTitle}
            onChange={(event) => set('bannerTitle', event.target.value)}
            error={errors.bannerTitle}
            hint="The big words on the promotion’s card, e.g. 100% on your first deposit. Empty: the title."
            maxLength={80}
            autoComplete="off"
          />
          <TextAreaField
            className="form-wide"
            label={offerFieldLabels.description}
            name="description"
            rows={2}
            maxLength={500}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={errors.description}
          />
          <TextAreaField
            className="form-wide"
            label={offerFieldLabels.terms}
            name="terms"
            rows={4}
            maxLength={4000}
            value={values.terms}
            onChange={(event) => set('terms', event.target.value)}
            error={errors.terms}
            hint="The full terms, under the card on /promotions."
          />
          <Field
            label="Sort priority"
            name="sortPriority"
            type="number"
            step={1}
            min={-1000}
            max={1000}
            value={values.sortPriority}
            onChange={(event) => set('sortPriority', event.target.value)}
            error={errors.sortPriority}
            hint="Higher comes first in the cashier (−1000 to 1000)."
          />
          <CheckboxField
            label="Active"
            name="isActive"
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
            hint="Off: players stop seeing it within 30 seconds."
          />
        </div>
      </Section>
      <Section title="Terms">
        <div className="form-grid">
          {deposit || cashback ? (
            <Field
              id={`${idPrefix}-matchBp`}
              label={cashback ? 'Cashback (% of net losses)' : 'Match (%)'}
              name="matchPercent"
              inputMode="decimal"
              value={values.matchPercent}
              onChange={(event) => set('matchPercent', event.target.value)}
              error={errors.matchBp}
              hint={`${cashback ? 'Of the real money lost in the period, 1% to 100%' : 'Of the deposit, 1% to 1000%'}; up to two decimals${
                bp !== null ? ` (${bp.toLocaleString('en')} basis points)` : ''
              }.`}
              autoComplete="off"
              required
            />
          ) : null}
          {cashback ? null : (
            <Field
              label="Wagering (× the bonus)"
              name="wageringMultiplier"
              type="number"
              step={1}
              min={0}
              max={200}
              value={values.wageringMultiplier}
              onChange={(event) => set('wageringMultiplier', event.target.value)}
              error={errors.wageringMultiplier}
              hint="How many times the bonus is wagered before it can be withdrawn (0 to 200)."
              required
            />
          )}
          {deposit ? (
            <Field
              label="Only for the player’s Nth deposit"
              name="depositNumber"
              type="number"
              step={1}
              min={1}
              max={100}
              value={values.depositNumber}
              onChange={(event) => set('depositNumber', event.target.value)}
              error={errors.depositNumber}
              hint="Empty: any deposit. 1 is the first deposit (1 to 100)."
            />
          ) : null}
          <Field
            label={cashback ? 'Period (days)' : 'Valid for (days)'}
            name="validDays"
            type="number"
            step={1}
            min={1}
            max={365}
            value={values.validDays}
            onChange={(event) => set('validDays', event.target.value)}
            error={errors.validDays}
            hint={
              cashback
                ? 'Losses count from when the player takes it; paid by itself when it ends, or when claimed (1 to 365).'
                : 'Days to meet the wagering once the bonus is granted (1 to 365).'
            }
            required
          />
        </div>
      </Section>
      <Section title="When and to whom">
        <div className="form-grid">
          <WindowFields
            startsAt={values.startsAt}
            endsAt={values.endsAt}
            errors={errors}
            onChange={set}
            endHint="Players cannot take it from this time."
          />
          <fieldset className="form-wide day-picker" aria-describedby={`${idPrefix}-days-hint`}>
            <legend>{offerFieldLabels.daysOfWeek}</legend>
            <div className="day-picker-options">
              {weekdayNames.map((name, index) => {
                const day = index + 1;
                return (
                  <label key={name} className="day-picker-option">
                    <input
                      type="checkbox"
                      name="daysOfWeek"
                      value={day}
                      checked={values.daysOfWeek.includes(day)}
                      onChange={(event) =>
                        set(
                          'daysOfWeek',
                          event.target.checked
                            ? [...values.daysOfWeek, day].sort((a, b) => a - b)
                            : values.daysOfWeek.filter((entry) => entry !== day),
                        )
                      }
                    />
                    {name.slice(0, 3)}
                  </label>
                );
              })}
            </div>
            <p id={`${idPrefix}-days-hint`} className="field-hint">
              None ticked: every day. A day is the player’s own, in their time zone.
            </p>
            {errors.daysOfWeek ? <p className="field-error">{errors.daysOfWeek}</p> : null}
          </fieldset>
          <Field
            className="form-wide"
            label={offerFieldLabels.dates}
            name="dates"
            value={values.dates}
            onChange={(event) => set('dates', event.target.value)}
            error={errors.dates}
            hint="Calendar days, comma-separated: 2026-12-24, 2026-12-31. Empty: any day. The player’s own day, in their time zone; each shows in the bonus calendar."
            autoComplete="off"
            spellCheck={false}
          />
          <Field
            label={offerFieldLabels.countries}
            name="countries"
            value={values.countries}
            onChange={(event) => set('countries', event.target.value)}
            error={errors.countries}
            hint="Two-letter codes or subdivisions, comma-separated: MT, DE, CA-ON. Empty: everywhere."
            autoComplete="off"
            spellCheck={false}
          />
          <Field
            label={offerFieldLabels.languages}
            name="languages"
            value={values.languages}
            onChange={(event) => set('languages', event.target.value)}
            error={errors.languages}
            hint="Language codes, comma-separated: en, de, pt-BR. Empty: every language."
            autoComplete="off"
            spellCheck={false}
          />
          <Field
            label={offerFieldLabels.tags}
            name="tags"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
            error={errors.tags}
            hint="Tags from players’ pages, comma-separated: vip, high-roller. Only players with one of them see and take it. Empty: every player."
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </Section>
      <Section title={spins ? 'Free spins' : cashback ? 'Largest payment' : 'Amounts per currency'}>
        <p className="field-hint">
          Amounts in major units (25.50 is EUR 25.50); each is stored exactly in the currency’s minor units.
          {deposit
            ? ' Players are offered the bonus only in the currencies that have a largest bonus.'
            : cashback
              ? ' The most one cashback pays, per currency: players take it only in these currencies.'
              : spins
                ? ' Players take the spins only in the currencies that have a stake.'
                : ' Players take the bonus only in the currencies it has an amount for.'}
        </p>
        {spins ? (
          <>
            <div className="form-grid">
              <SelectField
                label={offerFieldLabels.freeSpinsGame}
                name="freeSpinsGame"
                value={values.freeSpinsGame}
                onChange={(event) => set('freeSpinsGame', event.target.value)}
                error={errors.freeSpinsGame}
                options={[
                  { value: '', label: 'Choose a game' },
                  ...titles.map((title) => ({ value: title.id, label: title.name })),
                ]}
                hint="The house slot the spins are played on."
              />
              <Field
                label={offerFieldLabels.freeSpinsCount}
                name="freeSpinsCount"
                type="number"
                step={1}
                min={1}
                max={1000}
                value={values.freeSpinsCount}
                onChange={(event) => set('freeSpinsCount', event.target.value)}
                error={errors.freeSpinsCount}
                hint="How many spins a player gets. Their winnings become bonus money, wagered the offer’s times."
              />
            </div>
            <h3 className="form-subheading">{offerFieldLabels.freeSpinStake}</h3>
            <AmountRowsEditor
              field="freeSpinStake"
              amountLabel={offerFieldLabels.freeSpinStake}
              rows={values.freeSpinStake}
              errors={errors}
              onChange={(rows) => set('freeSpinStake', rows)}
              idPrefix={`${idPrefix}-spin-stake`}
              emptyText="No currencies yet: add at least one."
            />
          </>
        ) : null}
        {deposit ? (
          <>
            <h3 className="form-subheading">{offerFieldLabels.maxBonus}</h3>
            <AmountRowsEditor
              field="maxBonus"
              amountLabel={offerFieldLabels.maxBonus}
              rows={values.maxBonus}
              errors={errors}
              onChange={(rows) => set('maxBonus', rows)}
              idPrefix={`${idPrefix}-max-bonus`}
              emptyText="No currencies yet: add at least one."
            />
            <h3 className="form-subheading">{offerFieldLabels.minDeposit}</h3>
            <AmountRowsEditor
              field="minDeposit"
              amountLabel={offerFieldLabels.minDeposit}
              rows={values.minDeposit}
              errors={errors}
              onChange={(rows) => set('minDeposit', rows)}
              idPrefix={`${idPrefix}-min-deposit`}
              emptyText="No minimum: any deposit qualifies."
            />
          </>
        ) : cashback ? (
          <AmountRowsEditor
            field="maxBonus"
            amountLabel="Largest payment"
            rows={values.maxBonus}
            errors={errors}
            onChange={(rows) => set('maxBonus', rows)}
            idPrefix={`${idPrefix}-max-cashback`}
            emptyText="No currencies yet: add at least one."
          />
        ) : spins ? null : (
          <>
            <h3 className="form-subheading">{offerFieldLabels.bonusAmount}</h3>
            <AmountRowsEditor
              field="bonusAmount"
              amountLabel={offerFieldLabels.bonusAmount}
              rows={values.bonusAmount}
              errors={errors}
              onChange={(rows) => set('bonusAmount', rows)}
              idPrefix={`${idPrefix}-bonus-amount`}
              emptyText="No currencies yet: add at least one."
            />
          </>
        )}
      </Section>
      {cashback ? null : (
        <Section title="Wagering rules">
          <div className="form-grid">
            <SelectField
              className="form-wide"
              label={offerFieldLabels.wageringType}
              name="wageringType"
              value={values.wageringType}
              onChange={(event) => set('wageringType', event.target.value as OfferFormValues['wageringType'])}
              options={wageringTypes.map((type) => ({ value: type, label: wageringTypeLabels[type] }))}
              hint="Which stakes count towards the wagering."
            />
            <Field
              className="form-wide"
              label={offerFieldLabels.excludedGames}
              name="excludedGames"
              value={values.excludedGames}
              onChange={(event) => set('excludedGames', event.target.value)}
              error={errors.excludedGames}
              hint="Game slugs, comma-separated: players with this bonus active cannot bet on them."
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <h3 className="form-subheading">{offerFieldLabels.maxBet}</h3>
          <AmountRowsEditor
            field="maxBet"
            amountLabel={offerFieldLabels.maxBet}
            rows={values.maxBet}
            errors={errors}
            onChange={(rows) => set('maxBet', rows)}
            idPrefix={`${idPrefix}-max-bet`}
            emptyText="No limit of its own: each game’s limits apply."
          />
          <h3 className="form-subheading">{offerFieldLabels.maxWin}</h3>
          <AmountRowsEditor
            field="maxWin"
            amountLabel={offerFieldLabels.maxWin}
            rows={values.maxWin}
            errors={errors}
            onChange={(rows) => set('maxWin', rows)}
            idPrefix={`${idPrefix}-max-win`}
            emptyText="No cap: all bonus money left becomes cash when wagering completes."
          />
          <h3 className="form-subheading">{offerFieldLabels.minBalance}</h3>
          <AmountRowsEditor
            field="minBalance"
            amountLabel={offerFieldLabels.minBalance}
            rows={values.minBalance}
            errors={errors}
            onChange={(rows) => set('minBalance', rows)}
            idPrefix={`${idPrefix}-min-balance`}
            emptyText="No minimum: the bonus runs until its money is gone, wagered or expired."
          />
          <h3 className="form-subheading">{offerFieldLabels.gameWeights}</h3>
          <RowsEditor
            field="gameWeights"
            errors={errors}
            layout="row-amounts"
            rows={values.gameWeights}
            onChange={(rows) => set('gameWeights', rows)}
            idPrefix={`${idPrefix}-game-weights`}
            emptyText="Every game counts 100% of its stakes."
            columns={[
              {
                field: 'game',
                heading: 'Game',
                label: (number) => `Game weight ${number}: game`,
                placeholder: 'book-of-gold',
              },
              {
                field: 'percent',
                heading: 'Counts (%)',
                label: (_, name) => `Percent of ${name}'s stakes that counts`,
                placeholder: '50',
                inputMode: 'decimal',
              },
            ]}
            nameOf={(row, index) => row.game.trim() || `row ${index + 1}`}
            noun="game weight"
            newRow={() => ({ key: newRowKey(), game: '', percent: '' })}
            addLabel="Add a game"
            wholeError={errors.gameWeights}
          />
        </Section>
      )}
      {deposit ? null : (
        <Section title="Who may take it">
          <div className="form-grid">
            <Field
              label={offerFieldLabels.maxParticipants}
              name="maxParticipants"
              type="number"
              step={1}
              min={1}
              value={values.maxParticipants}
              onChange={(event) => set('maxParticipants', event.target.value)}
              error={errors.maxParticipants}
              hint="How many players may take it in all. Empty: no limit."
            />
            <Field
              label={offerFieldLabels.retryDays}
              name="retryDays"
              type="number"
              step={1}
              min={1}
              max={3650}
              value={values.retryDays}
              onChange={(event) => set('retryDays', event.target.value)}
              error={errors.retryDays}
              hint="A player may take it again this many days after they last took it. Empty: once per player."
            />
            <Field
              label={offerFieldLabels.registeredWithinDays}
              name="registeredWithinDays"
              type="number"
              step={1}
              min={1}
              max={3650}
              value={values.registeredWithinDays}
              onChange={(event) => set('registeredWithinDays', event.target.value)}
              error={errors.registeredWithinDays}
              hint="Only players who registered at most this many days ago. Empty: anyone."
            />
            <CheckboxField
              label={offerFieldLabels.requiresEmailVerification}
              name="requiresEmailVerification"
              checked={values.requiresEmailVerification}
              onChange={(event) => set('requiresEmailVerification', event.target.checked)}
              hint="Only players who have verified their email address."
            />
            <Field
              label={offerFieldLabels.minDeposits}
              name="minDeposits"
              type="number"
              step={1}
              min={1}
              max={1000}
              value={values.minDeposits}
              onChange={(event) => set('minDeposits', event.target.value)}
              error={errors.minDeposits}
              hint="Only players who have made at least this many deposits. Empty: no deposit needed."
            />
            <CheckboxField
              label={offerFieldLabels.onePerNetwork}
              name="onePerNetwork"
              checked={values.onePerNetwork}
              onChange={(event) => set('onePerNetwork', event.target.checked)}
              hint="A second account from the same network (IPv4 /24) is refused: against multi-accounting."
            />
            <CheckboxField
              label={offerFieldLabels.couponOnly}
              name="couponOnly"
              checked={values.couponOnly}
              onChange={(event) => set('couponOnly', event.target.checked)}
              hint="Not on the promotions page: players get it by entering a coupon code (Coupons page)."
            />
          </div>
        </Section>
      )}
    </>
  );
}
