import { describe, expect, it } from 'vitest';
import {
  formatMethodName,
  readChallengeParams,
  readModalParams,
  shouldLockPageScroll,
  withModalParams,
  withoutChallengeParams,
  withoutModalParams,
  withQueryParam,
} from './modal-params';

describe('modal query parameters', () => {
  it('name a known modal and its payment method', () => {
    expect(readModalParams(new URLSearchParams('modal=deposit-failed&met=visa'))).toEqual({
      name: 'deposit-failed',
      method: 'visa',
    });
  });

  it('ignore unknown modals and blank methods', () => {
    expect(readModalParams(new URLSearchParams('modal=nope&met=%20'))).toEqual({ name: null, method: null });
  });

  it('cap an absurdly long method name', () => {
    expect(
      readModalParams(new URLSearchParams(`modal=deposit-failed&met=${'x'.repeat(500)}`)).method,
    ).toHaveLength(40);
  });

  it('close by removing modal and met only', () => {
    expect(withoutModalParams(new URLSearchParams('q=1&modal=login&met=visa&cpnc=x')).toString()).toBe(
      'q=1&cpnc=x',
    );
  });

  it('switch to another modal, dropping the old method', () => {
    expect(
      withModalParams(new URLSearchParams('q=1&modal=deposit-failed&met=visa'), 'login').toString(),
    ).toBe('q=1&modal=login');
    expect(withModalParams(new URLSearchParams(''), 'deposit-failed', 'upi').toString()).toBe(
      'modal=deposit-failed&met=upi',
    );
  });
});

describe('payment method labels', () => {
  it('read like names', () => {
    expect(formatMethodName('visa')).toBe('Visa');
    expect(formatMethodName('skrill_email')).toBe('Skrill Email');
    expect(formatMethodName('pix-qr')).toBe('PIX QR');
    expect(formatMethodName('upi')).toBe('UPI');
  });
});

describe('page scroll lock', () => {
  it('applies in the panel navigation while any modal is open', () => {
    expect(shouldLockPageScroll(['login'], 'panel')).toBe(true);
    expect(shouldLockPageScroll([], 'panel')).toBe(false);
    expect(shouldLockPageScroll(['login'], 'basic')).toBe(false);
  });
});

describe('deposit links', () => {
  it('carry the method to the deposit page, keeping its own query', () => {
    expect(withQueryParam('/deposit', 'method', 'visa')).toBe('/deposit?method=visa');
    expect(withQueryParam('/cashier?tab=1#top', 'method', 'visa')).toBe('/cashier?tab=1&method=visa#top');
  });
});

describe('3-D Secure return (spec §4)', () => {
  const back = 'modal=deposit-3ds-success&met=visa&PaReq=signed.result&MD=4f5a';

  it('reads PaReq and MD only when both are there', () => {
    expect(readChallengeParams(new URLSearchParams(back))).toEqual({ PaReq: 'signed.result', MD: '4f5a' });
    expect(readChallengeParams(new URLSearchParams('modal=deposit-3ds-success&MD=4f5a'))).toBeNull();
    expect(readChallengeParams(new URLSearchParams(`PaReq=x&MD=${'a'.repeat(201)}`))).toBeNull();
  });

  it('drops PaReq and MD and keeps the modal and its method', () => {
    expect(withoutChallengeParams(new URLSearchParams(back)).toString()).toBe(
      'modal=deposit-3ds-success&met=visa',
    );
  });
});
