import type { ReferredFriend } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { dateText, friendProgress, friendStage, moneyText, referralLink, shareLinks } from './referrals';

const eur = (amount: string) => ({ amount, currency: 'EUR', exponent: 2 });
const friend = (over: Partial<ReferredFriend> = {}): ReferredFriend => ({
  name: 'maria',
  status: 'pending',
  refusal: null,
  wagered: eur('0'),
  required: eur('2000'),
  deposited: false,
  reward: eur('1000'),
  joinedAt: '2026-03-01T10:00:00.000Z',
  paidAt: null,
  ...over,
});

describe('refer-a-friend figures', () => {
  it('writes amounts in their currency', () => {
    expect(moneyText(eur('1000'), 'en')).toBe('€10.00');
    expect(moneyText(null, 'en')).toBeNull();
    expect(moneyText(eur('ten'), 'en')).toBeNull();
  });

  it('writes a day, or the text it got when that is no date', () => {
    expect(dateText('2026-03-12T10:00:00.000Z', 'en-GB')).toBe('12 Mar 2026');
    expect(dateText('soon', 'en')).toBe('soon');
  });

  it('measures a friend’s wagering in whole percent, done once qualified', () => {
    expect(friendProgress(friend())).toBe(0);
    expect(friendProgress(friend({ wagered: eur('500') }))).toBe(25);
    expect(friendProgress(friend({ wagered: eur('1999') }))).toBe(99);
    expect(friendProgress(friend({ wagered: eur('5000') }))).toBe(100);
    expect(friendProgress(friend({ status: 'paid', wagered: eur('0') }))).toBe(100);
    expect(friendProgress(friend({ status: 'qualified' }))).toBe(100);
    expect(friendProgress(friend({ status: 'refused', refusal: 'same_card' }))).toBeNull();
    expect(friendProgress(friend({ required: null }))).toBeNull();
    expect(friendProgress(friend({ required: eur('0'), wagered: eur('0') }))).toBe(100);
  });

  it('knows a pending friend first deposits, then wagers', () => {
    expect(friendStage(friend())).toBe('deposit');
    expect(friendStage(friend({ deposited: true }))).toBe('wager');
    expect(friendStage(friend({ status: 'paid', deposited: true }))).toBe('paid');
    expect(friendStage(friend({ status: 'refused', refusal: 'self' }))).toBe('refused');
  });
});

describe('the referral link', () => {
  it('is the home page with ?ref=', () => {
    expect(referralLink('https://casino.test', 'ABCD2345')).toBe('https://casino.test/?ref=ABCD2345');
    expect(referralLink('http://127.0.0.1:3180', 'X1Y2Z3W4')).toBe('http://127.0.0.1:3180/?ref=X1Y2Z3W4');
  });

  it('is shared by mail, WhatsApp and Telegram with the message encoded', () => {
    const link = 'https://casino.test/?ref=ABCD2345';
    const links = shareLinks(link, 'Join me', `Sign up & play: ${link}`);
    expect(links.email).toBe(
      'mailto:?subject=Join%20me&body=Sign%20up%20%26%20play%3A%20https%3A%2F%2Fcasino.test%2F%3Fref%3DABCD2345',
    );
    expect(links.whatsApp).toBe(
      'https://wa.me/?text=Sign%20up%20%26%20play%3A%20https%3A%2F%2Fcasino.test%2F%3Fref%3DABCD2345',
    );
    expect(links.telegram).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fcasino.test%2F%3Fref%3DABCD2345&text=Join%20me',
    );
  });
});
