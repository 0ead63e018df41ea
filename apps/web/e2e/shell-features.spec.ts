import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { withSettings } from './helpers/settings';

/** The JSON body of the log-event requests the page sent, in order. */
function collectLogEvents(page: Page): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/log-event') {
      events.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return events;
}

const blockedLocation = {
  success: true,
  data: {
    location: {
      country: { code: 'FR', name: 'France' },
      ipInfo: { ip: '203.0.113.7', subdivisions: [], city: 'Paris', fallback: false },
    },
  },
};

test.describe('modals', () => {
  test('?modal=login opens an accessible dialog that Escape closes, keeping the rest of the query', async ({
    page,
  }) => {
    await page.goto('/casino?modal=login&q=slots');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Sign in to your account/);
    await expectAccessible(page, 'the login modal');
    await page.keyboard.press('Escape');
    // fades out (300 ms) before it leaves the page
    await expect(page.locator('[role="dialog"][data-state="closed"]')).toHaveCount(1);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/casino\?q=slots$/);
  });

  test('in the panel navigation the page does not scroll while a modal is open', async ({ page }) => {
    await withSettings(page, { navigationSystem: 'panel' });
    await page.goto('/casino?modal=login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-modal-scroll-lock', '');
    await expect(html).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(html).not.toHaveAttribute('data-modal-scroll-lock');
    await expectAccessible(page, 'the casino lobby in the panel navigation');
  });

  test('a backdrop click closes the dialog', async ({ page }) => {
    await page.goto('/casino?modal=verify-email-expired');
    const dialog = page.getByRole('dialog', { name: 'Verification link expired' });
    await expect(dialog).toBeVisible();
    // Radix starts listening for outside clicks a tick after opening; a click before that is ignored
    await expect(async () => {
      await page.mouse.click(8, 8);
      await expect(dialog).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 6000 });
    await expect(page).not.toHaveURL(/modal=/);
  });

  test('the close button closes the dialog and focus stays inside while it is open', async ({ page }) => {
    await page.goto('/casino?modal=verify-email-expired');
    const dialog = page.getByRole('dialog', { name: 'Verification link expired' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the expired verification link modal (guest)');
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);
  });

  test('closing a modal gives focus back to what opened it, also after one modal led to another', async ({
    page,
  }) => {
    await page.goto('/casino');
    const header = page.getByRole('banner');
    const logIn = header
      .getByRole('link', { name: 'Log in' })
      .or(header.getByRole('button', { name: 'Log in' }));
    await logIn.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect.poll(() => login.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(logIn).toBeFocused();

    // from the login modal to the registration modal, then Escape: back to "Log in" on the page
    await page.keyboard.press('Enter');
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/modal=registration/);
    const registration = page.getByRole('dialog', { name: 'Create your account' });
    await expect(registration).toBeVisible();
    // its code arrives on demand: Escape once the dialog has taken focus
    await expect
      .poll(() => registration.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(logIn).toBeFocused();
  });

  test('"Log in" in the expired-link modal switches to the login modal', async ({ page }) => {
    await page.goto('/casino?modal=verify-email-expired');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/modal=login/);
  });

  test('a failed deposit names the method and offers another one, which is logged', async ({ page }) => {
    const events = collectLogEvents(page);
    await page.goto('/casino?modal=deposit-failed&met=visa');
    const dialog = page.getByRole('dialog', { name: 'Deposit failed' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Visa', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the failed deposit modal');
    await dialog.getByRole('button', { name: 'Try another method' }).click();
    await expect(page).toHaveURL(/\/deposit\?method=card$/);
    await expect(dialog).toBeHidden();
    await expect.poll(() => events.some((event) => event.event === 'deposit_alternative_method')).toBe(true);
  });

  test('each deposit result has its own title', async ({ page }) => {
    // six modals, each checked for accessibility, a few seconds each
    test.setTimeout(60_000);
    const titles: Record<string, string> = {
      'deposit-success': 'Deposit successful',
      'deposit-return': 'Deposit not completed',
      'deposit-decline': 'Deposit declined',
      'deposit-cancel': 'Deposit cancelled',
      'deposit-pending': 'Deposit in progress',
      'deposit-3ds-success': 'Card verified',
    };
    for (const [modal, title] of Object.entries(titles)) {
      await page.goto(`/casino?modal=${modal}&met=skrill`);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectAccessible(page, `the ${modal} modal`);
    }
  });

  test('the bonus and rakeback calendar modals lead to the promotions and the calendar page', async ({
    page,
  }) => {
    await page.goto('/casino?modal=calendar');
    const calendar = page.getByRole('dialog', { name: 'Bonus calendar' });
    await expect(calendar).toBeVisible();
    await expectAccessible(page, 'the calendar modal');
    await calendar.getByRole('button', { name: 'See promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);

    await page.goto('/casino?modal=rakeback');
    const rakeback = page.getByRole('dialog', { name: 'Rakeback calendar' });
    await expect(rakeback).toBeVisible();
    // a visitor's demo calendar: 28 days, each with an amount
    await expect(
      rakeback.getByRole('list', { name: 'Rakeback calendar, day by day' }).getByRole('listitem'),
    ).toHaveCount(28);
    await expectAccessible(page, 'the rakeback modal');
    await rakeback.getByRole('button', { name: 'Open calendar' }).click();
    await expect(page).toHaveURL(/\/cashback$/);
  });
});

test.describe('access token', () => {
  test('?at= is stored locally, removed from the URL and signs the player in', async ({ page, request }) => {
    const { token } = await registerViaApi(request);
    await page.goto(`/casino?at=${token}&q=1`);
    await expect(page).toHaveURL(/\/casino\?q=1$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('the bar disappears after accepting and stays gone after a reload', async ({ page, context }) => {
    await page.goto('/casino');
    const bar = page.getByRole('region', { name: 'Cookie notice' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'the cookie consent bar');
    const changes = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener(
            'cookie-consent:change',
            (event) => resolve((event as CustomEvent).detail),
            {
              once: true,
            },
          ),
        ),
    );
    await bar.getByRole('button', { name: 'Accept all' }).click();
    await expect(bar).toBeHidden();
    expect(await changes).toEqual({ value: 'accepted' });
    expect(await page.evaluate(() => localStorage.getItem('gameCookieConsent'))).toBe('accepted');
    const cookie = (await context.cookies()).find((item) => item.name === 'gameCookieConsent');
    expect(cookie).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Strict', secure: true });
    await page.reload();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('the bar is keyboard reachable', async ({ page }) => {
    await page.goto('/casino');
    const accept = page.getByRole('button', { name: 'Accept all' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  });

  test('play pages hide the bar', async ({ page }) => {
    await page.goto('/play/some-game');
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });
});

test.describe('tracking', () => {
  test('?cpnc= sends one visit event, not again on reload, and a page view', async ({ page }) => {
    const events = collectLogEvents(page);
    await page.goto('/casino?cpnc=x&mkt=partner');
    await expect.poll(() => events.filter((event) => event.event === 'visit').length).toBe(1);
    const visit = events.find((event) => event.event === 'visit');
    expect(visit).toMatchObject({
      cpncToSent: 'x',
      mkt: 'partner',
      data: { url: expect.stringContaining('cpnc=x') },
    });
    expect(String(visit?.userDeviceType).length).toBeLessThanOrEqual(500);
    await expect.poll(() => events.some((event) => event.event === 'page_view')).toBe(true);
    await page.reload();
    await expect.poll(() => events.filter((event) => event.event === 'page_view').length).toBe(2);
    expect(events.filter((event) => event.event === 'visit')).toHaveLength(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('trackingParams') ?? '{}'));
    expect(stored.cpnc.value).toBe('x');
  });

  test('the affiliate referral and the campaign are kept for sign-up from the moment the app starts', async ({
    page,
  }) => {
    // read at `load`, before the shell's effects may have run: the app's module keeps them itself
    await page.goto('/casino?nxafk=aff1&nxaft=tok1&cpnc=spring');
    const stored = await page.evaluate(() => ({
      affiliate: JSON.parse(localStorage.getItem('affiliate') ?? 'null'),
      params: JSON.parse(localStorage.getItem('trackingParams') ?? 'null'),
    }));
    expect(stored.affiliate).toMatchObject({ key: 'aff1', token: 'tok1' });
    expect(stored.params).toMatchObject({ cpnc: { value: 'spring' } });
  });
});

test.describe('country block', () => {
  test('a guest from an excluded country sees the notice, which is reported once', async ({ page }) => {
    const reports: unknown[] = [];
    await page.route('**/api/admin/get-location', (route) => route.fulfill({ json: blockedLocation }));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/country-blocked')
        reports.push(request.postDataJSON());
    });
    await page.goto('/casino');
    const notice = page.getByRole('region', { name: 'Not available in your country' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('France (FR)');
    await expect(notice).toContainText('203.0.113.7');
    await expect(notice.getByRole('button', { name: 'Verify my location' })).toBeVisible();
    await expectAccessible(page, 'the country-block notice');
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({
      ip: '203.0.113.7',
      country: 'FR',
      firstUrl: expect.stringMatching(/\/casino$/),
    });
    await page.reload();
    await expect(notice).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  test('Saxony-Anhalt is blocked even though Germany is not excluded', async ({ page }) => {
    const location = structuredClone(blockedLocation);
    location.data.location.country = { code: 'DE', name: 'Germany' };
    location.data.location.ipInfo.subdivisions = [{ isoCode: 'ST' }] as never;
    await page.route('**/api/admin/get-location', (route) => route.fulfill({ json: location }));
    await page.goto('/casino');
    await expect(page.getByRole('region', { name: 'Not available in your country' })).toContainText(
      'Germany (DE)',
    );
  });

  test('verifying a location outside the excluded countries lifts the block for good', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 35.8989, longitude: 14.5146 });
    await page.route('**/api/admin/get-location', (route) => route.fulfill({ json: blockedLocation }));
    await page.goto('/casino');
    const notice = page.getByRole('region', { name: 'Not available in your country' });
    await notice.getByRole('button', { name: 'Verify my location' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('a device located in the excluded country keeps the block and says so', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
    await page.route('**/api/admin/get-location', (route) => route.fulfill({ json: blockedLocation }));
    await page.goto('/casino');
    const notice = page.getByRole('region', { name: 'Not available in your country' });
    await notice.getByRole('button', { name: 'Verify my location' }).click();
    await expect(notice.getByRole('status')).toContainText(
      "Your device's location is also in a country where",
    );
    await expect(notice).toBeVisible();
    await expectAccessible(page, 'the country-block notice after a failed verification');
  });

  test('a signed-in player is never blocked', async ({ page, request }) => {
    const { token } = await registerViaApi(request);
    await page.route('**/api/admin/get-location', (route) => route.fulfill({ json: blockedLocation }));
    await page.goto(`/casino?at=${token}`);
    await expect(page).toHaveURL(/\/casino$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not available in your country' })).toHaveCount(0);
  });
});

test.describe('marketing scripts', () => {
  const snippet = {
    success: true,
    data: [
      {
        key: 'probe',
        head: '<meta name="marketing-probe" content="head">',
        bodyStart:
          '<script>window.__marketingProbe = (window.__marketingProbe || []).concat("bodyStart");</script>',
        bodyEnd:
          '<script>window.__marketingProbe = (window.__marketingProbe || []).concat("bodyEnd");</script>',
      },
    ],
  };

  test('run under the CSP nonce in head, body start and body end', async ({ page }) => {
    await page.route('**/api/core/casino/scripts?**', (route) => route.fulfill({ json: snippet }));
    await page.goto('/casino');
    await expect
      .poll(() => page.evaluate(() => (window as { __marketingProbe?: string[] }).__marketingProbe))
      .toEqual(['bodyStart', 'bodyEnd']);
    await expect(page.locator('head meta[name="marketing-probe"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.firstElementChild?.tagName)).toBe('SCRIPT');
  });

  test('are swapped when the player signs in', async ({ page, request }) => {
    const { token } = await registerViaApi(request);
    const audiences: string[] = [];
    await page.route('**/api/core/casino/scripts?**', (route) => {
      audiences.push(new URL(route.request().url()).searchParams.get('enableAuthUsers') ?? '');
      return route.fulfill({ json: snippet });
    });
    await page.goto('/casino');
    await expect.poll(() => audiences).toEqual(['false']);
    await page.evaluate((value) => {
      localStorage.setItem('accessToken', value);
      window.dispatchEvent(new Event('casino:session-change'));
    }, token);
    await expect.poll(() => audiences.at(-1)).toBe('true');
    await expect(page.locator('head meta[name="marketing-probe"]')).toHaveCount(1);
  });

  test('are not loaded on play pages', async ({ page }) => {
    let requested = false;
    await page.route('**/api/core/casino/scripts?**', (route) => {
      requested = true;
      return route.fulfill({ json: snippet });
    });
    await page.goto('/play/some-game');
    await expect(page.locator('#main')).toBeVisible();
    await page.waitForTimeout(500);
    expect(requested).toBe(false);
  });
});
