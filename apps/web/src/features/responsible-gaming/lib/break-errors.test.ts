import { describe, expect, it } from 'vitest';
import { describeBreakError } from './break-errors';

describe('a refused break', () => {
  it('explains that a break already runs and asks for fresh details', () => {
    expect(
      describeBreakError({
        status: 400,
        errorCode: 'LIMIT_ALREADY_ACTIVE',
        message: 'A break is already running',
      }),
    ).toEqual({
      key: 'responsibleGaming.errors.alreadyActive',
      text: null,
      fields: {},
      refreshDetails: true,
    });
  });

  it('puts validation messages under their fields', () => {
    const view = describeBreakError({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Check the fields',
      fields: { confirm: 'Please confirm', until: 'Enter the date as YYYY-MM-DD', other: 'ignored' },
    });
    expect(view.key).toBe('responsibleGaming.errors.checkFields');
    expect(view.fields).toEqual({ confirm: 'Please confirm', until: 'Enter the date as YYYY-MM-DD' });
  });

  it("shows the server's words for a day out of range and for codes it has no words for", () => {
    expect(
      describeBreakError({
        status: 400,
        errorCode: 'INVALID_PERIOD',
        message: 'Choose a day from tomorrow to 10 years from now',
        fields: { until: 'Choose a day from tomorrow to 10 years from now' },
      }),
    ).toMatchObject({ key: null, text: 'Choose a day from tomorrow to 10 years from now' });
    expect(
      describeBreakError({ status: 400, errorCode: 'SOMETHING_NEW', message: 'Readable' }),
    ).toMatchObject({
      key: null,
      text: 'Readable',
    });
  });

  it('says "try again" for a server failure or a lost connection', () => {
    expect(describeBreakError({ status: 500, errorCode: 'INTERNAL_SERVER_ERROR', message: 'boom' }).key).toBe(
      'responsibleGaming.errors.generic',
    );
    expect(describeBreakError(null).key).toBe('responsibleGaming.errors.generic');
  });
});
