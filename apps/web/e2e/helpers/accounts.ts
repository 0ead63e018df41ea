import type { APIRequestContext, Page } from '@playwright/test';

let sequence = 0;

/** A unique email for one test run. */
export function uniqueEmail(prefix = 'player'): string {
  sequence += 1;
  return `${prefix}.${Date.now()}.${sequence}@example.com`;
}

export const defaultPassword = 'Secret#123';

/** Registers a player through the real API (not the UI) and returns the token and credentials. */
export async function registerViaApi(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const payload = {
    registrationType: 'email',
    email,
    password: defaultPassword,
    firstName: 'Maria',
    lastName: 'Borg',
    countryCode: 'MT',
    currencyCode: 'EUR',
    dateOfBirth: '1990-05-17',
    subscribe: true,
    ...overrides,
  };
  const response = await request.post('/api/user/sign-up', { data: payload });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return {
    token: body.accessToken as string,
    email,
    password: String(payload.password),
    user: body.createUser,
  };
}

/** Messages in the development mailbox for one address, newest first. */
export async function readMailbox(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const body = await response.json();
  return body.data.messages as Array<{ subject: string; text: string; html?: string }>;
}

/** The first link to this casino in a mail text, as a path (the test server's origin differs). */
export function linkPath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return match[1];
}

/** Signs a browser page in by storing a token the way the app does after login. */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.goto(`/casino?at=${encodeURIComponent(token)}`);
  // the app stores the token and then drops `at` from the address
  await page.waitForURL((url) => !url.searchParams.has('at'));
}
