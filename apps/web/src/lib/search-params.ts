/**
 * The query of the address as it is now. React Router hands a functional update the query of the
 * render that created it, which a change made meanwhile (by another component) has outdated.
 */
export function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** An in-app href (`/deposit`, `/deposit?x=1#h`) with `key` set to `value` in its query. */
export function withQueryParam(href: string, key: string, value: string): string {
  const url = new URL(href, 'http://app.invalid');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
