import { Field } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { useLoyaltyLadder } from '../../lib/use-loyalty-ladder.ts';
import { readMinLevel } from './play-limits-values.ts';

type MinLevelSectionProps = {
  value: string;
  error: string | undefined;
  /** Absent in the read-only view, where the field is disabled. */
  onChange?: (value: string) => void;
};

/**
 * Spec §6: support changes or removes a player's bet and loss limits at their request only from this
 * loyalty level up (deposit limits are not affected). The level's name follows the typed number.
 */
export function MinLevelSection({ value, error, onChange }: MinLevelSectionProps) {
  const ladder = useLoyaltyLadder();
  const read = readMinLevel(value);
  const named = 'level' in read ? ladder.levels.find((entry) => entry.level === read.level) : undefined;
  const top = ladder.levels.at(-1)?.level;
  const hint =
    'level' in read && top !== undefined && read.level > top
      ? `Above the ladder’s top level (${top}): support could change no player’s limits.`
      : named
        ? `Level ${named.level} is ${named.name}. For players below it, support cannot change or remove bet and loss limits; deposit limits are not affected.`
        : 'For players below this level, support cannot change or remove bet and loss limits; deposit limits are not affected.';
  return (
    <Section title="Support’s changes to players’ limits">
      <fieldset className="plain-fieldset play-limits-level-set" disabled={onChange === undefined}>
        <legend className="visually-hidden">Support’s changes to players’ limits</legend>
        <Field
          className="play-limits-level"
          label="Support may change or remove bet and loss limits from loyalty level"
          name="limitChangeMinLevel"
          value={value}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange?.(event.target.value)}
          error={error}
          hint={hint}
        />
      </fieldset>
    </Section>
  );
}
