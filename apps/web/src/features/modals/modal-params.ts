/** The `modal` query values of spec §2 "Modals". */
export const modalNames = [
  'login',
  'verify-email-expired',
  'calendar',
  'rakeback',
  'deposit-3ds-success',
  'linked-signup',
  'deposit-failed',
  'deposit-success',
  'deposit-return',
  'deposit-decline',
  'deposit-cancel',
  'deposit-pending',
] as const;

export type ModalName = (typeof modalNames)[number];

export const modalParam = 'modal';
export const methodParam = 'met';

/** Longest payment-method name shown; the value comes from the URL, so anything longer is noise. */
const methodMaxLength = 40;

export function isModalName(value: string | null | undefined): value is ModalName {
  return (modalNames as readonly string[]).includes(value ?? '');
}

/** The modal the query asks for, with its payment method (spec §2: `modal` and `met`). */
export function readModalParams(params: URLSearchParams): { name: ModalName | null; method: string | null } {
  const name = params.get(modalParam);
  const method = params.get(methodParam)?.trim() ?? '';
  return {
    name: isModalName(name) ? name : null,
    method: method === '' ? null : method.slice(0, methodMaxLength),
  };
}

/** The query without `modal` and `met`; every other parameter and the order are kept. */
export function withoutModalParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(modalParam);
  next.delete(methodParam);
  return next;
}

/** The query that opens `name` (with `method` as `met`) on top of the current one. */
export function withModalParams(
  params: URLSearchParams,
  name: ModalName,
  method?: string | null,
): URLSearchParams {
  const next = withoutModalParams(params);
  next.set(modalParam, name);
  if (method) next.set(methodParam, method);
  return next;
}

/** Whether page scrolling is locked: in the panel navigation system while any modal is open (spec §2). */
export function shouldLockPageScroll(openModalIds: readonly string[], navigationSystem: string): boolean {
  return navigationSystem === 'panel' && openModalIds.length > 0;
}
