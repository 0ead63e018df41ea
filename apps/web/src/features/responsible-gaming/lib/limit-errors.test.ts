import { describe, expect, it } from 'vitest';
import { describeLimitError } from './limit-errors';

const fallback = 'responsibleGaming.sessionLimit.errors.updateFailed';

describe('a refused limit change', () => {
  it("shows the spec's words when bet limits changed less than an hour ago, and asks for fresh limits", () => {
    expect(
      describeLimitError(
        {
          status: 400,
          errorCode: 'BET_LIMIT_CHANGE_LOCKED',
          message: 'You can only update your bet limits once every hour',
        },
        fallback,
      ),
    ).toEqual({
      key: null,
      text: 'You can only update your bet limits once every hour',
      fields: {},
      refresh: true,
    });
    expect(describeLimitError({ status: 429, errorCode: 'BET_LIMIT_CHANGE_LOCKED' }, fallback).text).toBe(
      'You can only update your bet limits once every hour',
    );
  });

  it('puts validation messages under their fields', () => {
    const view = describeLimitError(
      {
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        message: 'Check the fields',
        fields: { maxBetLimit: 'Enter a whole positive amount in minor units' },
      },
      fallback,
    );
    expect(view.key).toBe('responsibleGaming.limits.errors.checkFields');
    expect(view.fields).toEqual({ maxBetLimit: 'Enter a whole positive amount in minor units' });
  });

  it("shows a validation message without fields, and other codes, in the server's words", () => {
    expect(
      describeLimitError(
        { status: 400, errorCode: 'VALIDATION_ERROR', message: 'Set at least one limit' },
        fallback,
      ),
    ).toMatchObject({ key: null, text: 'Set at least one limit' });
    expect(
      describeLimitError({ status: 400, errorCode: 'NEW_CODE', message: 'Readable' }, fallback),
    ).toMatchObject({ key: null, text: 'Readable' });
  });

  it('says the change failed for a server error or a lost connection', () => {
    expect(
      describeLimitError({ status: 500, errorCode: 'INTERNAL_SERVER_ERROR', message: 'x' }, fallback).key,
    ).toBe(fallback);
    expect(describeLimitError(null, fallback).key).toBe(fallback);
    expect(
      describeLimitError({ status: 429, errorCode: 'RATE_LIMITED', message: 'Slow down' }, fallback).key,
    ).toBe('responsibleGaming.errors.rateLimited');
  });
});
