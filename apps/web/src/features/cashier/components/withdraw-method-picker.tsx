import type { WithdrawalMethod } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

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
        {methods.map((method) => {
          const isSelected = method.name === selected;
          return (
            <label
              key={method.name}
              className={`cashier-method withdraw-method${isSelected ? ' cashier-method--selected' : ''}`}
            >
              <input
                type="radio"
                className="cashier-method__input"
                name={`${id}-method`}
                value={method.name}
                checked={isSelected}
                onChange={() => onSelect(method.name)}
              />
              <img
                className="withdraw-method__logo"
                src={method.thumbnailUrl}
                alt=""
                width={160}
                height={100}
                decoding="async"
              />
              <span className="cashier-method__title">{method.title}</span>
              {isSelected ? (
                <span className="cashier-method__check">
                  <Icon name="check" size={14} strokeWidth={3} />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
