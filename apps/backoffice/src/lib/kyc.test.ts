import { describe, expect, it } from 'vitest';
import { ageText, fileSizeText, playerText, statedFacts } from './kyc.ts';

describe('statedFacts', () => {
  it('shows the issue date a player gave for a proof of address', () => {
    expect(statedFacts({ issueDate: '2026-03-01' })).toEqual([{ label: 'Issued', value: '2026-03-01' }]);
  });

  it('shows the cardholder and the first and last four digits of a card proof', () => {
    expect(statedFacts({ cardholderName: 'MARIA BORG', firstFour: '4111', lastFour: '1234' })).toEqual([
      { label: 'Cardholder', value: 'MARIA BORG' },
      { label: 'Card', value: '4111 •••• •••• 1234' },
    ]);
  });

  it('masks a missing half of the card number', () => {
    expect(statedFacts({ lastFour: '1234' })).toEqual([{ label: 'Card', value: '•••• •••• •••• 1234' }]);
  });

  it('states nothing for an identity document or a selfie', () => {
    expect(statedFacts({})).toEqual([]);
  });
});

describe('ageText', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('says how long a document has waited, in the largest unit that reads well', () => {
    expect(ageText('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(ageText('2026-03-10T11:48:00Z', now)).toBe('12 min ago');
    expect(ageText('2026-03-10T09:00:00Z', now)).toBe('3 h ago');
    expect(ageText('2026-03-08T18:00:00Z', now)).toBe('42 h ago');
    expect(ageText('2026-03-06T12:00:00Z', now)).toBe('4 d ago');
  });

  it('treats a time a little in the future (clock skew) as just now', () => {
    expect(ageText('2026-03-10T12:00:20Z', now)).toBe('just now');
  });

  it('shows a dash for a time it cannot read', () => {
    expect(ageText('soon', now)).toBe('—');
  });
});

describe('fileSizeText', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(16_933)).toBe('16.5 KB');
    expect(fileSizeText(2_400_000)).toBe('2.3 MB');
  });
});

describe('playerText', () => {
  it('prefers the name, then the email, then the public ID', () => {
    expect(playerText({ name: 'Maria Borg', email: 'm@x.test', uniqueId: 'm01' })).toBe('Maria Borg');
    expect(playerText({ name: null, email: 'm@x.test', uniqueId: 'm01' })).toBe('m@x.test');
    expect(playerText({ name: '', email: null, uniqueId: 'm01' })).toBe('m01');
  });
});
