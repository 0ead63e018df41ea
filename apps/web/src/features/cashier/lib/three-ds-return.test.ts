import { describe, expect, it } from 'vitest';
import { readChallengeParams, withoutChallengeParams } from './three-ds-return';

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
