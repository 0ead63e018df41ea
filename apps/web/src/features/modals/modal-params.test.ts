import { describe, expect, it } from 'vitest';
import { readModalParams, shouldLockPageScroll, withModalParams, withoutModalParams } from './modal-params';

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

describe('page scroll lock', () => {
  it('applies in the panel navigation while any modal is open', () => {
    expect(shouldLockPageScroll(['login'], 'panel')).toBe(true);
    expect(shouldLockPageScroll([], 'panel')).toBe(false);
    expect(shouldLockPageScroll(['login'], 'basic')).toBe(false);
  });
});
