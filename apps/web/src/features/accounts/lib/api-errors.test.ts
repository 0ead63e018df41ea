import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, apiFieldErrors } from './api-errors';

const t = (key: string) => `t:${key}`;

describe('api error messages', () => {
  it('translates the known codes', () => {
    const error = new ApiError(401, {
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password',
    });
    expect(apiErrorMessage(t, error)).toBe('t:accounts.error.invalidCredentials');
    expect(apiErrorMessage(t, new ApiError(429, { errorCode: 'TOO_MANY_ATTEMPTS', message: 'x' }))).toBe(
      't:accounts.error.tooManyAttempts',
    );
  });

  it("shows the server's message for other client errors and a generic one otherwise", () => {
    expect(
      apiErrorMessage(t, new ApiError(400, { errorCode: 'VALIDATION_ERROR', message: 'Odd problem' })),
    ).toBe('Odd problem');
    expect(
      apiErrorMessage(
        t,
        new ApiError(400, { errorCode: 'EMAIL_TAKEN', message: 'An account with this email already exists' }),
      ),
    ).toBe('t:accounts.validation.emailTaken');
    expect(
      apiErrorMessage(t, new ApiError(500, { errorCode: 'INTERNAL_SERVER_ERROR', message: 'boom' })),
    ).toBe('t:accounts.error.generic');
    expect(apiErrorMessage(t, new TypeError('Failed to fetch'))).toBe('t:accounts.error.generic');
  });

  it("names when a frozen account may sign in again, in the server's words", () => {
    const message = 'This account is frozen until 2025-06-11 15:00 UTC. You can sign in again after that.';
    expect(apiErrorMessage(t, new ApiError(400, { errorCode: 'ACCOUNT_FROZEN', message }))).toBe(message);
    expect(apiErrorMessage(t, new ApiError(400, { errorCode: 'ACCOUNT_FROZEN', message: ' ' }))).toBe(
      't:accounts.error.accountFrozen',
    );
  });

  it('translates field messages', () => {
    const error = new ApiError(400, {
      errorCode: 'VALIDATION_ERROR',
      message: 'Required',
      fields: { firstName: 'Required', email: 'Something else' },
    });
    expect(apiFieldErrors(t, error)).toEqual({
      firstName: 't:accounts.validation.required',
      email: 'Something else',
    });
  });
});
