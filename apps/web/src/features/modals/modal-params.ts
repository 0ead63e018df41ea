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

/**
 * The query of the address as it is now. React Router hands a functional update the query of the
 * render that created it, which a change made meanwhile (by another component) has outdated.
 */
export function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The 3-D Secure result a card's challenge page hands back on the deposit-3ds-success return (spec §4). */
export const challengeParams = ['PaReq', 'MD'] as const;

/** PaReq and MD from the query when both are there and of a sane length (the server's limits); else null. */
export function readChallengeParams(params: URLSearchParams): { PaReq: string; MD: string } | null {
  const paReq = params.get('PaReq') ?? '';
  const md = params.get('MD') ?? '';
  if (paReq === '' || md === '' || paReq.length > 2000 || md.length > 200) return null;
  return { PaReq: paReq, MD: md };
}

/** The query without PaReq and MD; `modal`, `met` and everything else stay. */
export function withoutChallengeParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of challengeParams) next.delete(name);
  return next;
}

/** Payment words written in capitals. */
const acronyms = new Set([
  'ach',
  'bep20',
  'btc',
  'cpf',
  'erc20',
  'eth',
  'imps',
  'ltc',
  'neft',
  'oxxo',
  'p2p',
  'pix',
  'qr',
  'rtgs',
  'sepa',
  'spei',
  'trc20',
  'trx',
  'upi',
  'usdc',
  'usdt',
]);

/**
 * A payment method id from the URL ("mastercard", "skrill_email", "pix-qr") as a label
 * ("Mastercard", "Skrill Email", "PIX QR").
 */
export function formatMethodName(method: string): string {
  return method
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) =>
      acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** Whether page scrolling is locked: in the panel navigation system while any modal is open (spec §2). */
export function shouldLockPageScroll(openModalIds: readonly string[], navigationSystem: string): boolean {
  return navigationSystem === 'panel' && openModalIds.length > 0;
}

/** An in-app href (`/deposit`, `/deposit?x=1#h`) with `key` set to `value` in its query. */
export function withQueryParam(href: string, key: string, value: string): string {
  const url = new URL(href, 'http://app.invalid');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
