import { describe, expect, it } from 'vitest';
import { takeAccessToken } from './access-token-param';

describe('takeAccessToken', () => {
  it('takes the token and keeps every other parameter in order', () => {
    const taken = takeAccessToken(new URLSearchParams('modal=login&at=abc&cpnc=x'));
    expect(taken?.token).toBe('abc');
    expect(taken?.rest.toString()).toBe('modal=login&cpnc=x');
  });

  it('leaves a query without the parameter alone', () => {
    expect(takeAccessToken(new URLSearchParams('modal=login'))).toBeNull();
  });

  it('removes a blank token without storing it', () => {
    const taken = takeAccessToken(new URLSearchParams('at=%20&x=1'));
    expect(taken?.token).toBeNull();
    expect(taken?.rest.toString()).toBe('x=1');
  });
});
