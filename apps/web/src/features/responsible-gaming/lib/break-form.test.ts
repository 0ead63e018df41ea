import { describe, expect, it } from 'vitest';
import {
  breakChoices,
  choiceLabelKey,
  customDateBounds,
  emptyBreakForm,
  plannedEnd,
  validateBreakForm,
} from './break-form';

const now = new Date('2025-06-10T15:30:00.000Z');

describe('break options', () => {
  it('lists the periods of each break, with permanent and a chosen date only for self-exclusion', () => {
    expect(breakChoices.coolingOff).toEqual(['1h', '12h', '24h', '3d', '7d', '1m']);
    expect(breakChoices.freeze).toEqual(['24h', '3d', '7d', '10d']);
    expect(breakChoices.selfExclusion.slice(-2)).toEqual(['permanent', 'custom']);
    expect(breakChoices.coolingOff).not.toContain('permanent');
  });

  it('labels every option with its own key', () => {
    expect(choiceLabelKey('24h')).toBe('responsibleGaming.period.24h');
    expect(choiceLabelKey('custom')).toBe('responsibleGaming.period.custom');
    expect(choiceLabelKey('24h', 'freeze')).toBe('responsibleGaming.period.1d');
    expect(choiceLabelKey('24h', 'coolingOff')).toBe('responsibleGaming.period.24h');
  });
});

describe('the end of the chosen break', () => {
  it('is unknown until an option is chosen', () => {
    expect(plannedEnd(emptyBreakForm, now)).toBeUndefined();
  });

  it('counts hours, days and calendar months from now', () => {
    expect(plannedEnd({ choice: '1h', until: '' }, now)).toEqual(new Date('2025-06-10T16:30:00.000Z'));
    expect(plannedEnd({ choice: '24h', until: '' }, now)).toEqual(new Date('2025-06-11T15:30:00.000Z'));
    expect(plannedEnd({ choice: '1m', until: '' }, now)).toEqual(new Date('2025-07-10T15:30:00.000Z'));
  });

  it('never comes for a permanent exclusion', () => {
    expect(plannedEnd({ choice: 'permanent', until: '' }, now)).toBeNull();
  });

  it('is the start of the chosen day, once the day is a valid one', () => {
    expect(plannedEnd({ choice: 'custom', until: '2025-12-24' }, now)).toEqual(
      new Date('2025-12-24T00:00:00.000Z'),
    );
    expect(plannedEnd({ choice: 'custom', until: '' }, now)).toBeUndefined();
    expect(plannedEnd({ choice: 'custom', until: '2025-06-10' }, now)).toBeUndefined();
  });
});

describe('the days a self-exclusion may end on', () => {
  it('run from tomorrow to ten years ahead (UTC)', () => {
    expect(customDateBounds(now)).toEqual({ min: '2025-06-11', max: '2035-06-10' });
    expect(customDateBounds(new Date('2025-12-31T23:59:00.000Z'))).toEqual({
      min: '2026-01-01',
      max: '2035-12-31',
    });
  });
});

describe('checking a break form', () => {
  it('sends the period with the confirmation', () => {
    expect(validateBreakForm('coolingOff', { choice: '24h', until: '', confirm: true }, now)).toEqual({
      input: { period: '24h', confirm: true },
      errors: null,
    });
    expect(validateBreakForm('freeze', { choice: '10d', until: '', confirm: true }, now).input).toEqual({
      period: '10d',
      confirm: true,
    });
  });

  it('asks for a period and the confirmation', () => {
    expect(validateBreakForm('coolingOff', emptyBreakForm, now).errors).toEqual({
      period: 'responsibleGaming.validation.period',
      confirm: 'responsibleGaming.validation.confirm',
    });
  });

  it('refuses a period that belongs to another break', () => {
    expect(validateBreakForm('freeze', { choice: '1h', until: '', confirm: true }, now).errors).toEqual({
      period: 'responsibleGaming.validation.period',
    });
  });

  it('sends a chosen day only with "until a date", and checks it', () => {
    expect(
      validateBreakForm('selfExclusion', { choice: 'custom', until: '2026-01-15', confirm: true }, now).input,
    ).toEqual({ period: 'custom', until: '2026-01-15', confirm: true });
    expect(
      validateBreakForm('selfExclusion', { choice: '1y', until: '2026-01-15', confirm: true }, now).input,
    ).toEqual({ period: '1y', confirm: true });
    expect(
      validateBreakForm('selfExclusion', { choice: 'custom', until: '', confirm: true }, now).errors,
    ).toEqual({ until: 'responsibleGaming.validation.untilRequired' });
    expect(
      validateBreakForm('selfExclusion', { choice: 'custom', until: '2025-06-10', confirm: true }, now)
        .errors,
    ).toEqual({ until: 'responsibleGaming.validation.untilRange' });
    expect(
      validateBreakForm('selfExclusion', { choice: 'custom', until: '2040-01-01', confirm: true }, now)
        .errors,
    ).toEqual({ until: 'responsibleGaming.validation.untilRange' });
    expect(
      validateBreakForm('selfExclusion', { choice: 'custom', until: '2025-02-30', confirm: true }, now)
        .errors,
    ).toEqual({ until: 'responsibleGaming.validation.untilFormat' });
  });

  it('sends a permanent exclusion without a day', () => {
    expect(
      validateBreakForm('selfExclusion', { choice: 'permanent', until: '', confirm: true }, now).input,
    ).toEqual({ period: 'permanent', confirm: true });
  });
});
