import type { PaymentMethod } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { filterMethods, methodFilterThreshold } from '../lib/methods';
import { MethodTile, tilesAboveTheFold } from './method-tile';

export type MethodPickerProps = {
  methods: readonly PaymentMethod[];
  selected: string | null;
  onSelect: (name: string) => void;
  disabled?: boolean;
  headingLevel: 2 | 3;
};

/**
 * The payment methods as tiles (the method's logo and title), one of them selected; native radio
 * buttons underneath, so arrow keys and screen readers work as for any choice. With many methods
 * a text filter narrows the tiles.
 */
export function MethodPicker({ methods, selected, onSelect, disabled, headingLevel }: MethodPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const withFilter = methods.length >= methodFilterThreshold;
  const shown = withFilter ? filterMethods(methods, query) : methods;

  return (
    <section className="cashier-panel cashier-methods" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="cashier-panel__title">
        {t('cashier.methods.title')}
      </Heading>
      {withFilter ? (
        <search className="cashier-methods__filter">
          <label className="visually-hidden" htmlFor={`${id}-filter`}>
            {t('cashier.methods.filter')}
          </label>
          <Icon name="search" size={18} className="cashier-methods__filter-icon" />
          <TextInput
            id={`${id}-filter`}
            type="search"
            value={query}
            placeholder={t('cashier.methods.filterPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
        </search>
      ) : null}
      <fieldset className="cashier-methods__group" disabled={disabled}>
        <legend className="visually-hidden">{t('cashier.methods.label')}</legend>
        {shown.length === 0 ? (
          <p className="cashier-methods__none" role="status">
            {t('cashier.methods.noMatch', { query: query.trim() })}
          </p>
        ) : (
          <div className="cashier-methods__grid">
            {shown.map((method, index) => {
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
                  eager={index < tilesAboveTheFold}
                />
              );
            })}
          </div>
        )}
      </fieldset>
    </section>
  );
}
