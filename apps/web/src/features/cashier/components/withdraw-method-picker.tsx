import type { WithdrawalMethod } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodTile, tilesAboveTheFold } from './method-tile';

export type WithdrawMethodPickerProps = {
  methods: readonly WithdrawalMethod[];
  selected: string;
  onSelect: (name: string) => void;
  disabled?: boolean;
};

/**
 * The withdrawal methods as tiles (logo and title), one selected; native radio buttons underneath,
 * so arrow keys and screen readers work as for any choice, and each is named by its title.
 */
export function WithdrawMethodPicker({ methods, selected, onSelect, disabled }: WithdrawMethodPickerProps) {
  const { t } = useTranslation();
  const id = useId();

  return (
    <fieldset className="withdraw-methods" disabled={disabled}>
      <legend className="withdraw-methods__legend">{t('cashier.withdraw.methods.label')}</legend>
      <div className="withdraw-methods__grid">
        {methods.map((method, index) => {
          const isSelected = method.name === selected;
          return (
            <MethodTile
              key={method.name}
              group={`${id}-method`}
              name={method.name}
              title={method.title}
              thumbnailUrl={method.thumbnailUrl}
              selected={isSelected}
              onSelect={onSelect}
              className="withdraw-method"
              logoClassName="withdraw-method__logo"
              eager={index < tilesAboveTheFold}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
