export type CookieOptions = {
  /** Lifetime in seconds; spec §9 default for the general helper is 365 days. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
};

const defaultMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment for one cookie (spec §9 defaults: 365 days, path /, SameSite Lax). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAgeSeconds = defaultMaxAgeSeconds, path = '/', sameSite = 'Lax', secure = false } = options;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `Path=${path}`,
    `SameSite=${sameSite}`,
  ];
  // Browsers reject SameSite=None without Secure, so None implies it.
  if (secure || sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

/** Parses a `document.cookie` string; malformed pairs are skipped. */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const rawPair of cookieString.split(';')) {
    const pair = rawPair.trim();
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    try {
      const name = decodeURIComponent(pair.slice(0, separator));
      if (!(name in cookies)) cookies[name] = decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      // a value that is not valid percent-encoding belongs to someone else: ignore it
    }
  }
  return cookies;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie)[name] ?? null;
}

/** Stores one cookie given as a `serializeCookie` string. */
export function writeCookie(serialized: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = serialized;
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  writeCookie(serializeCookie(name, value, options));
}

export function removeCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): void {
  setCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
