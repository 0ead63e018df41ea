import type { RakebackSettingsAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  editableOf,
  listRakebackChanges,
  type RakebackFormValues,
  rakebackErrorsOf,
  rakebackFormOf,
  readRakebackForm,
} from './rakeback-form-values.ts';

const settings: RakebackSettingsAdmin = {
  percentBp: 500,
  levelPercentBp: { '10': 1250, '2': 700 },
  includeBonusMoney: false,
  hiddenThemes: ['lulu', 'curacao'],
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const saved = editableOf(settings);

function read(values: RakebackFormValues) {
  const result = readRakebackForm(values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.record;
}

describe('rakeback form', () => {
  it('shows the shares in percent, levels lowest first', () => {
    const values = rakebackFormOf(saved);
    expect(values.percent).toBe('5');
    expect(values.levels.map(({ level, percent }) => [level, percent])).toEqual([
      ['2', '7'],
      ['10', '12.5'],
    ]);
    expect(values.hiddenThemes).toEqual(['curacao', 'lulu']);
  });

  it('reads back unchanged terms as no change at all', () => {
    expect(changedFields(saved, read(rakebackFormOf(saved)))).toEqual({});
  });

  it('turns typed percents into exact basis points', () => {
    const values = rakebackFormOf(saved);
    values.percent = '12.35';
    values.levels = [
      { key: 'a', level: '1', percent: '0.01' },
      { key: 'b', level: '003', percent: '33.33 %' },
      { key: 'c', level: '', percent: '' },
    ];
    expect(read(values)).toMatchObject({ percentBp: 1235, levelPercentBp: { '1': 1, '3': 3333 } });
  });

  it('sends only what changed, and lists each level’s share on its own', () => {
    const values = rakebackFormOf(saved);
    values.levels = [
      { key: 'a', level: '1', percent: '6' },
      { key: 'b', level: '10', percent: '12.5' },
    ];
    values.includeBonusMoney = true;
    values.hiddenThemes = [];
    const next = read(values);
    expect(changedFields(saved, next)).toEqual({
      levelPercentBp: { '1': 600, '10': 1250 },
      includeBonusMoney: true,
      hiddenThemes: [],
    });
    expect(listRakebackChanges(saved, next)).toEqual([
      { key: 'levelPercentBp.1', label: 'Level 1 share', before: 'none (flat)', after: '6%' },
      { key: 'levelPercentBp.2', label: 'Level 2 share', before: '7%', after: 'none (flat)' },
      { key: 'includeBonusMoney', label: 'Count play with bonus money', before: 'No', after: 'Yes' },
      {
        key: 'hiddenThemes',
        label: 'Accumulator card hidden on',
        before: 'Curaçao, Lulu',
        after: 'no site',
      },
    ]);
  });

  it('says what is wrong beside each share and level', () => {
    const values = rakebackFormOf(saved);
    values.percent = '12.345';
    values.levels = [
      { key: 'a', level: '0', percent: '5' },
      { key: 'b', level: '2', percent: '101' },
      { key: 'c', level: '02', percent: '1,5' },
    ];
    const result = readRakebackForm(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      percentBp: 'Enter a percent like 5 or 12.5 (at most two decimals)',
      'levelPercentBp.0.level': 'A level from 1 to 999',
      'levelPercentBp.1.percent': 'A share is at most 100%',
      'levelPercentBp.2.level': 'Level 2 is listed twice',
      'levelPercentBp.2.percent': 'Enter a percent like 5 or 12.5 (at most two decimals)',
    });
  });

  it('refuses more levels than the server keeps', () => {
    const values = rakebackFormOf(saved);
    values.levels = Array.from({ length: 101 }, (_, index) => ({
      key: String(index),
      level: String(index + 1),
      percent: '5',
    }));
    const result = readRakebackForm(values);
    expect(!result.ok && result.errors).toEqual({ levelPercentBp: 'At most 100 levels' });
  });

  it('places the server’s field errors beside the level they name', () => {
    const values = rakebackFormOf(saved);
    expect(
      rakebackErrorsOf(
        {
          percentBp: 'A share is at most 100%',
          'levelPercentBp.10': 'Whole basis points only',
          'levelPercentBp.77': 'Unknown level',
          'hiddenThemes.0': 'Invalid option',
          body: 'Change at least one field',
        },
        values,
      ),
    ).toEqual({
      percentBp: 'A share is at most 100%',
      'levelPercentBp.1.percent': 'Whole basis points only',
      levelPercentBp: 'Unknown level',
      hiddenThemes: 'Invalid option',
      form: 'Change at least one field',
    });
  });
});
