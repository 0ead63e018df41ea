import type { BreakField } from './break-form';

/** The parts of a failed call this reads (ApiError carries them). */
export type BreakFailure = {
  status?: number;
  errorCode?: string;
  message?: string;
  fields?: Record<string, string>;
};

/**
 * What the page shows for a refused break: a translation key (or the server's own words, `text`)
 * for the alert, the fields' messages, and whether the player's details are stale (a break already
 * runs: the active view should replace the form).
 */
export type BreakErrorView = {
  key: string | null;
  text: string | null;
  fields: Partial<Record<BreakField, string>>;
  refreshDetails: boolean;
};

const breakFields: readonly BreakField[] = ['period', 'until', 'confirm'];

/** Maps the server's answer (LIMIT_ALREADY_ACTIVE, VALIDATION_ERROR, INVALID_PERIOD, ...) to the page. */
export function describeBreakError(error: BreakFailure | null | undefined): BreakErrorView {
  const fields: Partial<Record<BreakField, string>> = {};
  for (const field of breakFields) {
    const message = error?.fields?.[field];
    if (message) fields[field] = message;
  }
  const view = (key: string | null, text: string | null = null, refreshDetails = false): BreakErrorView => ({
    key,
    text,
    fields,
    refreshDetails,
  });
  const serverText = error?.message?.trim() ? error.message.trim() : null;
  if (!error?.errorCode || error.status === undefined || error.status >= 500)
    return view('responsibleGaming.errors.generic');
  switch (error.errorCode) {
    case 'LIMIT_ALREADY_ACTIVE':
      return view('responsibleGaming.errors.alreadyActive', null, true);
    case 'VALIDATION_ERROR':
      return view('responsibleGaming.errors.checkFields');
    case 'INVALID_PERIOD':
      // the server names the days it accepts
      return view(serverText ? null : 'responsibleGaming.errors.invalidPeriod', serverText);
    case 'RATE_LIMITED':
      return view('responsibleGaming.errors.rateLimited');
    default:
      return view(serverText ? null : 'responsibleGaming.errors.generic', serverText);
  }
}
