import type { RaceAdmin } from '@casino/contracts/races';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  definitionLines,
  definitionOf,
  describeRaceChanges,
  newRaceValues,
  type RaceFormValues,
  raceErrorsOf,
  raceFormOf,
  readRaceForm,
  typedPrizePool,
} from './race-form-values.ts';
import { scoreText } from './race-labels.ts';

const exponents: Record<string, number> = { EUR: 2, JPY: 0, BTC: 8 };
const exponentOf = (currency: string) => exponents[currency] ?? 2;

const race: RaceAdmin = {
  id: '7',
  kind: 'race',
  name: 'Weekend sprint',
  description: 'Stake the most.',
  metric: 'wagered',
  entry: 'automatic',
  status: 'upcoming',
  startsAt: '2026-06-06T10:00:00.000Z',
  endsAt: '2026-06-08T22:00:00.000Z',
  currency: 'EUR',
  exponent: 2,
  games: ['copper-cherries'],
  minBet: '050',
  prizes: ['10000', '5000', '2550'],
  prizePool: '17550',
  entrants: 0,
  createdAt: '2026-06-01T09:00:00.000Z',
  updatedAt: '2026-06-01T09:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  finishedAt: null,
  paid: '0',
};

function read(values: RaceFormValues) {
  const result = readRaceForm(values, exponentOf);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.record;
}

function errorsOf(values: RaceFormValues) {
  const result = readRaceForm(values, exponentOf);
  if (result.ok) throw new Error('the form was accepted');
  return result.errors;
}

const filled = (changes: Partial<RaceFormValues> = {}): RaceFormValues => ({
  ...raceFormOf(definitionOf(race), exponentOf),
  ...changes,
});

describe('race form', () => {
  it('shows the smallest bet and the prizes in major units, the window in UTC', () => {
    const values = raceFormOf(definitionOf(race), exponentOf);
    expect(values.minBet).toBe('0.50');
    expect(values.prizes.map((row) => row.amount)).toEqual(['100.00', '50.00', '25.50']);
    expect(values.startsAt).toBe('2026-06-06T10:00');
    expect(values.endsAt).toBe('2026-06-08T22:00');
    expect(values.games).toEqual(['copper-cherries']);
  });

  it('reads unchanged terms back as no change at all', () => {
    expect(changedFields(definitionOf(race), read(filled()))).toEqual({});
  });

  it('turns typed major amounts into exact minor units of the chosen currency', () => {
    const record = read(
      filled({
        minBet: '',
        prizes: [
          { key: 'a', amount: '1,250.5' },
          { key: 'b', amount: '0.01' },
        ],
      }),
    );
    expect(record.minBet).toBe('0');
    expect(record.prizes).toEqual(['125050', '1']);
    const yen = read(filled({ currency: 'JPY', minBet: '100', prizes: [{ key: 'a', amount: '5000' }] }));
    expect(yen).toMatchObject({ currency: 'JPY', minBet: '100', prizes: ['5000'] });
    const btc = read(filled({ currency: 'BTC', minBet: '', prizes: [{ key: 'a', amount: '0.00012345' }] }));
    expect(btc.prizes).toEqual(['12345']);
  });

  it('sends the window as ISO times read as UTC', () => {
    const record = read(filled({ startsAt: '2026-07-01T08:30', endsAt: '2026-07-02T08:30' }));
    expect(record.startsAt).toBe('2026-07-01T08:30:00.000Z');
    expect(record.endsAt).toBe('2026-07-02T08:30:00.000Z');
  });

  it('puts each message beside its field and prize row', () => {
    const errors = errorsOf(
      filled({
        name: 'ab',
        minBet: '0.001',
        prizes: [
          { key: 'a', amount: '100' },
          { key: 'b', amount: '' },
          { key: 'c', amount: '0' },
          { key: 'd', amount: 'ten' },
        ],
        startsAt: '',
      }),
    );
    expect(errors).toEqual({
      name: 'Name the race (3 characters at least)',
      minBet: 'Enter an amount like 1.00, or leave it empty',
      'prizes.1.amount': 'Enter the prize for rank 2, or remove the row',
      'prizes.2.amount': 'A prize is more than 0',
      'prizes.3.amount': 'Enter an amount like 100.00',
      startsAt: 'Enter a date and time (UTC)',
    });
  });

  it('asks for a prize, a currency, and an end after the start', () => {
    expect(errorsOf(filled({ prizes: [] })).prizes).toBe('Give at least one prize');
    expect(errorsOf(filled({ currency: '' })).currency).toBe('Choose the currency the race runs in');
    expect(errorsOf(filled({ endsAt: '2026-06-06T09:00' })).endsAt).toBe('The race must end after it starts');
  });

  it('puts the server’s messages on the fields, a prize’s on its row', () => {
    const values = filled();
    expect(
      raceErrorsOf(
        {
          games: 'No such game: nope',
          'prizes.2': 'A prize is more than 0',
          'prizes.9': 'Too many',
          endsAt: 'The race must end in the future',
          body: 'Unknown field',
        },
        values,
      ),
    ).toEqual({
      games: 'No such game: nope',
      'prizes.2.amount': 'A prize is more than 0',
      prizes: 'Too many',
      endsAt: 'The race must end in the future',
      form: 'Unknown field',
    });
  });

  it('adds up the prize pool as it is typed, and not while a prize is unreadable', () => {
    const rows = [
      { key: 'a', amount: '100' },
      { key: 'b', amount: '25.50' },
    ];
    expect(typedPrizePool(rows, 2)).toBe('12550');
    expect(typedPrizePool([...rows, { key: 'c', amount: 'x' }], 2)).toBeNull();
    expect(typedPrizePool([], 2)).toBeNull();
  });

  it('starts a new race at the next full hour, for a week, in the default currency', () => {
    const values = newRaceValues({ now: new Date('2026-06-01T09:41:12Z'), currency: 'EUR' });
    expect(values).toMatchObject({
      currency: 'EUR',
      metric: 'wagered',
      entry: 'automatic',
      startsAt: '2026-06-01T10:00',
      endsAt: '2026-06-08T10:00',
    });
    expect(values.prizes).toHaveLength(1);
  });

  it('lists an edit field by field, and the prize table rank by rank', () => {
    const before = definitionOf(race);
    const after = read(
      filled({
        metric: 'multiplier',
        games: [],
        prizes: [
          { key: 'a', amount: '100' },
          { key: 'b', amount: '60' },
        ],
      }),
    );
    expect(describeRaceChanges(before, after, exponentOf)).toEqual([
      { key: 'metric', label: 'Ranked by', before: 'Most wagered', after: 'Biggest multiplier' },
      { key: 'games', label: 'Eligible games', before: 'copper-cherries', after: 'Every game' },
      { key: 'prizes.1', label: 'Prize for rank 2', before: 'EUR 50.00', after: 'EUR 60.00' },
      { key: 'prizes.2', label: 'Prize for rank 3', before: 'EUR 25.50', after: 'no prize' },
      {
        key: 'prizePool',
        label: 'Prize pool',
        before: 'EUR 175.50 for 3 places',
        after: 'EUR 160.00 for 2 places',
      },
    ]);
  });

  it('writes a new race’s terms for its review', () => {
    const lines = definitionLines(definitionOf(race), exponentOf);
    expect(lines.find(({ field }) => field === 'minBet')?.value).toBe('EUR 0.50');
    expect(lines.find(({ field }) => field === 'startsAt')?.value).toBe('2026-06-06 10:00:00 UTC');
    expect(lines.find(({ field }) => field === 'prizes')?.value).toBe('EUR 175.50 for 3 places');
  });

  it('writes a board’s score in its metric’s unit', () => {
    expect(scoreText('wagered', '125050', 2, 'EUR')).toBe('EUR 1,250.50');
    expect(scoreText('multiplier', '1250', 2, 'EUR')).toBe('×12.50');
    expect(scoreText('multiplier', '7', 2, 'EUR')).toBe('×0.07');
    expect(scoreText('rounds', '1024', 2, 'EUR')).toBe('1,024');
  });
});
