import { describe, expect, it } from 'vitest';
import { cardDataIn, masked } from './card-data.ts';

describe('the card data search', () => {
  it('finds card numbers however they are written, and named CVCs', () => {
    expect(cardDataIn('{"number":"4111111111111111"}')).toEqual(['4111111111111111']);
    expect(cardDataIn('card 5555 5555 5555 4444 used')).toEqual(['5555 5555 5555 4444']);
    expect(cardDataIn('card=4000-0566-5566-5556&x=1')).toEqual(['4000-0566-5566-5556']);
    expect(cardDataIn('amex 3782 822463 10005')).toEqual(['3782 822463 10005']);
    expect(cardDataIn('{"card":{"cvc":"737"}}')).toEqual(['cvc":"737']);
    expect(cardDataIn('cvv=123')).toEqual(['cvv=123']);
  });

  it('leaves alone what only looks like one: a bad checksum, timestamps, decimals, hashes, long ids', () => {
    expect(cardDataIn('4111111111111112')).toEqual([]);
    expect(cardDataIn('"time":1795000000000')).toEqual([]);
    expect(cardDataIn('"responseTime":4111111111111111.5')).toEqual([]);
    expect(cardDataIn('sha256 ab4111111111111111cd')).toEqual([]);
    expect(cardDataIn('id 94111111111111111')).toEqual([]);
    expect(cardDataIn('"cvcount": 123')).toEqual([]);
    // keys built from ids and timestamps: digits joined by dashes, not in card groups
    expect(cardDataIn('"key":"wager-6-1795483612521-5"')).toEqual([]);
    expect(cardDataIn('"key":"6-1795483612521-5"')).toEqual([]);
  });

  it('reports a finding without repeating it', () => {
    expect(masked('{"number":"4111111111111111","cvc":"737"}')).toBe(
      '{"number":"411111******1111","cvc":"***"}',
    );
  });
});
