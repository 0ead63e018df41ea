import type { z } from 'zod';
import { isApiError } from './api-client.ts';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field of a failed zod parse: what a form shows beside each input. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The server's per-field messages of a failed call (`fields` of its error answer). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) ? error.fields : {};
}

/** Focus the first field the check refused, once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  setTimeout(
    () => form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
    0,
  );
}
