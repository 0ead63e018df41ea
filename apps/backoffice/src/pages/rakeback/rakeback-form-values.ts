import { type RakebackSettingsAdmin, rakebackSettingsUpdateSchema } from '@casino/contracts/backoffice';
import { type Theme, themes } from '@casino/contracts/settings';
import { type Change, listChanges, type ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { bpToPercent, percentToBp } from '../../lib/percent.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';

/*
 * The rakeback terms' form: shares as typed percents ("12.5"), read back as exact basis points and
 * checked by the schema the server uses (rakebackSettingsUpdateSchema). A level row's messages are
 * keyed `levelPercentBp.<row>.<level|percent>`, where the rows editor shows them.
 */

/** What the form edits: every field a PATCH may carry. */
export type RakebackEditable = Omit<RakebackSettingsAdmin, 'updatedAt'>;

export type LevelRow = { key: string; level: string; percent: string };

export type RakebackFormValues = {
  percent: string;
  levels: LevelRow[];
  includeBonusMoney: boolean;
  hiddenThemes: Theme[];
};

let rowCount = 0;
/** A key for a new level row (React needs one; rows have no id of their own). */
export const newLevelRowKey = () => `level-row-${++rowCount}`;

export const themeLabels: Record<Theme, string> = { curacao: 'Curaçao', lulu: 'Lulu' };

/** Themes in the one order the form ticks them, so a reordered list is not a change. */
const inThemeOrder = (list: readonly string[]): Theme[] => themes.filter((theme) => list.includes(theme));

export function editableOf(settings: RakebackSettingsAdmin): RakebackEditable {
  return {
    percentBp: settings.percentBp,
    levelPercentBp: { ...settings.levelPercentBp },
    includeBonusMoney: settings.includeBonusMoney,
    hiddenThemes: inThemeOrder(settings.hiddenThemes),
  };
}

/** The terms as the form shows them: shares in percent, levels lowest first. */
export function rakebackFormOf(settings: RakebackEditable): RakebackFormValues {
  return {
    percent: bpToPercent(settings.percentBp),
    levels: Object.entries(settings.levelPercentBp)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([level, bp]) => ({ key: newLevelRowKey(), level, percent: bpToPercent(bp) })),
    includeBonusMoney: settings.includeBonusMoney,
    hiddenThemes: inThemeOrder(settings.hiddenThemes),
  };
}

const shareHint = 'Enter a percent like 5 or 12.5 (at most two decimals)';

/** The form's values as the terms, or a message per field the server would refuse. */
export function readRakebackForm(values: RakebackFormValues): FormCheck<RakebackEditable> {
  const errors: FieldErrors = {};
  const share = (text: string, key: string) => {
    const bp = percentToBp(text);
    if (bp === null) errors[key] = shareHint;
    else if (bp > 10_000) errors[key] = 'A share is at most 100%';
    return bp ?? 0;
  };

  const percentBp = share(values.percent, 'percentBp');
  const levelPercentBp: Record<string, number> = {};
  values.levels.forEach((row, index) => {
    const levelText = row.level.trim();
    // a row left empty is no override, not a mistake
    if (!levelText && !row.percent.trim()) return;
    const at = (field: 'level' | 'percent') => `levelPercentBp.${index}.${field}`;
    const level = /^\d{1,3}$/.test(levelText) && Number(levelText) >= 1 ? String(Number(levelText)) : null;
    if (level === null) errors[at('level')] = 'A level from 1 to 999';
    else if (level in levelPercentBp) errors[at('level')] = `Level ${level} is listed twice`;
    const bp = share(row.percent, at('percent'));
    if (level !== null && !(level in levelPercentBp)) levelPercentBp[level] = bp;
  });

  const record: RakebackEditable = {
    percentBp,
    levelPercentBp,
    includeBonusMoney: values.includeBonusMoney,
    hiddenThemes: inThemeOrder(values.hiddenThemes),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // the server's own rules (how many levels) for what the reading above did not already refuse
  const parsed = rakebackSettingsUpdateSchema.safeParse(record);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, errors: rakebackErrorsOf(fields, values) };
  }
  return { ok: true, record };
}

/**
 * The server's field errors on the form: `levelPercentBp.7` beside level 7's share, anything the
 * form has no field for (`body`) under `form`, said above the buttons.
 */
export function rakebackErrorsOf(fields: Record<string, string>, values: RakebackFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [key = '', sub] = path.split('.');
    let target = 'form';
    if (key === 'percentBp' || key === 'includeBonusMoney' || key === 'hiddenThemes') target = key;
    else if (key === 'levelPercentBp') {
      const index = values.levels.findIndex((row) => row.level.trim().replace(/^0+(?=\d)/, '') === sub);
      target = index >= 0 ? `levelPercentBp.${index}.percent` : 'levelPercentBp';
    }
    errors[target] ??= message;
  }
  return errors;
}

export const rakebackFieldLabels: Record<keyof RakebackEditable, string> = {
  percentBp: 'Flat share',
  levelPercentBp: 'Share per loyalty level',
  includeBonusMoney: 'Count play with bonus money',
  hiddenThemes: 'Accumulator card hidden on',
};

const fieldOrder = Object.keys(rakebackFieldLabels);

/** A change as the review lists it: "Level 3 share: none (flat) → 8%". */
function describeChange(change: Change): ReviewedChange {
  const [field, level] = change.path.split('.') as [keyof RakebackEditable, string | undefined];
  const text = (value: unknown): string => {
    if (field === 'levelPercentBp' && level)
      return value === undefined ? 'none (flat)' : `${bpToPercent(Number(value))}%`;
    if (field === 'percentBp') return `${bpToPercent(Number(value))}%`;
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (Array.isArray(value))
      return value.length > 0
        ? value.map((theme: Theme) => themeLabels[theme] ?? theme).join(', ')
        : 'no site';
    return String(value);
  };
  return {
    key: change.path,
    label: level ? `Level ${level} share` : rakebackFieldLabels[field],
    before: text(change.before),
    after: text(change.after),
  };
}

/** Every change from the saved terms to the form's, in the form's order, levels lowest first. */
export function listRakebackChanges(saved: RakebackEditable, next: RakebackEditable): ReviewedChange[] {
  const rank = (change: Change) => {
    const [field = '', level = '0'] = change.path.split('.');
    return fieldOrder.indexOf(field) * 1000 + Number(level);
  };
  return listChanges(saved, next, ['levelPercentBp'])
    .sort((a, b) => rank(a) - rank(b))
    .map(describeChange);
}
