import { defaultPagePaths } from '@casino/contracts';
import { expect, test } from './fixtures';
import { registerViaApi } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';

test.describe('app shell', () => {
  test('the lobby shows the header, main navigation, lobby content and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Casino', exact: true }),
    ).toBeVisible();
    // guests get Promo and the sign-in buttons, not Deposit
    await expect(header.getByRole('link', { name: 'Promo', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: /Live casino/ })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByText('18+')).toBeVisible();
    await expect(footer.getByLabel('Language')).toHaveValue('en');
    await expectAccessible(page, 'the home lobby (guest)');
  });

  test('settings apply the default theme and navigation system', async ({ page }) => {
    await page.goto('/casino');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'curacao');
    await expect(page.locator('html')).toHaveAttribute('data-nav', 'basic');
    await expect(page).toHaveTitle(/Casino/);
  });

  test('the lobby starts from the settings and its first row in its page, and its strings in two parts', async ({
    page,
  }) => {
    const asked: string[] = [];
    const firstRow: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/api/core/casino/settings2' || pathname.startsWith('/api/core/casino/locales/'))
        asked.push(`${pathname}${search}`);
      if (pathname === '/api/games' && search.includes('category=popular')) firstRow.push(search);
    });
    await page.goto('/casino');
    // the lobby's own strings (not in the bundled shell copy) show: the server's file was read
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.game-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the settings came with the page; the preload of the strings start-up uses answered the app's
    // request for them, and the rest came once after them (with a lazy part of the page, or once
    // the page had settled)
    expect(asked.filter((url) => url.startsWith('/api/core/casino/settings2'))).toEqual([]);
    const part = (name: string) =>
      expect.stringMatching(
        new RegExp(`^/api/core/casino/locales/en\\.json\\?_=\\d{4}-\\d{2}-\\d{2}&part=${name}$`),
      );
    await expect.poll(() => asked).toEqual([part('start'), part('rest')]);
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute('href', /part=start$/);
    // the first row's games came with the page too, its first card's image announced in it
    expect(firstRow).toEqual([]);
    const firstImage = await page.locator('.game-card img').first().getAttribute('src');
    await expect(page.locator(`link[rel="preload"][as="image"][href="${firstImage}"]`)).toHaveCount(1);
  });

  test('a new page opens at the top and Back returns to where the visitor was', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await expect(footerLink).toBeVisible();
    await footerLink.scrollIntoViewIfNeeded();
    const where = await page.evaluate(() => window.scrollY);
    expect(where).toBeGreaterThan(300);
    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(where));
  });

  test('an unknown path shows the 404 page whose Go Home button leads to the lobby', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'the 404 page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a policy page shows its text from the server', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText(/personal data/).first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(main).not.toContainText('{{');
    await expectAccessible(page, 'a policy page');
    // the other policies are one click away
    await main.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  });

  test('a page whose code is gone after a release loads the new release instead of failing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // the policy page's chunk answers 404 once, as an old file does after a deploy
    let requests = 0;
    await page.route(/\/assets\/policy-route-[\w-]+\.js$/, (route) =>
      requests++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
    expect(requests).toBe(2);
  });

  test('Log in changes only the query and keeps the page', async ({ page }) => {
    await page.goto('/casino/slots');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/casino\/slots\?modal=login$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    // the page underneath stays (the open dialog hides it from the accessibility tree)
    await expect(page.locator('main h1')).toHaveText('Slots');
  });

  test('every route of the spec renders inside the shell', async ({ page }) => {
    test.setTimeout(90_000);
    for (const [key, pattern] of Object.entries(defaultPagePaths)) {
      const path = pattern.replace(':game', 'no-such-game');
      await page.goto(path);
      await expect(page.getByRole('banner'), `header on ${key} (${path})`).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Page not found' }),
        `${path} is registered`,
      ).toHaveCount(0);
    }
  });

  test('game pages show GAME NOT FOUND for an unknown game', async ({ page }) => {
    await page.goto('/play/no-such-game');
    await expect(page.getByRole('heading', { name: 'GAME NOT FOUND' })).toBeVisible();
    await expectAccessible(page, 'the play page of an unknown game');
    await page.getByRole('link', { name: 'Browse games' }).click();
    await expect(page).toHaveURL(/\/casino$/);
    // the lobby: the house studio's games in category rows
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await expect(page.locator('a.game-card').first()).toBeVisible();
    await expectAccessible(page, 'the casino lobby (guest)');
  });

  test('a signed-in player gets Deposit and the profile menu, and Log out returns to guest actions', async ({
    page,
    request,
  }) => {
    // a real session: the app checks a stored token with the server before it counts as signed in
    const { token } = await registerViaApi(request);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('accessToken', value);
      }
    }, token);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Promo', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'the home lobby (signed in)');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Casino', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expectAccessible(page, 'the casino lobby (signed in)');
    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Profile', 'Deposit', 'Withdrawal', 'Transactions', 'Log out']) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await expectAccessible(page, 'the account menu');
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('the header menus load when the player reaches for them, and open from the keyboard', async ({
    page,
    request,
  }) => {
    const { token } = await registerViaApi(request);
    await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
    const menuCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/player-menus-[^/]+\.js$/.test(sent.url())) menuCode.push(sent.url());
    });
    await page.goto('/casino');
    const header = page.getByRole('banner');
    const balance = header.getByRole('button', { name: /^Balance/ });
    await expect(balance).toContainText('0.00');
    await page.waitForLoadState('networkidle');
    // the buttons are drawn, the menus' code (Radix's dropdown) is not fetched for them
    expect(menuCode).toHaveLength(0);
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );

    // from the keyboard: focus fetches the code, Enter opens the menu
    await balance.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toBeVisible();
    await expect(menu).toContainText('Cash');
    expect(menuCode).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(header.getByRole('button', { name: /^Balance/ })).toBeFocused();

    // the other menu opens with ArrowDown, as a menu button does
    await header.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'the account menu opened from the keyboard');
  });

  test('on a phone the menu button opens the category drawer and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/casino');
    await expect(page.locator('a.game-card').first()).toBeVisible();
    await expectAccessible(page, 'the casino lobby on a phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Free money' })).toBeVisible();
    await expectAccessible(page, 'the navigation menu on a phone');
    await expect(drawer.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/cashback');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('policy page fallback', () => {
  // the failing request itself is logged by the browser
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('a policy page falls back to the bundled text when the server cannot answer', async ({ page }) => {
    await page.route('**/api/core/casino/pages/**', (route) =>
      route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE', message: 'down' } }),
    );
    await page.goto('/aml-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'AML Policy' })).toBeVisible();
    await expect(main.locator('.rich-text p').first()).toBeVisible();
    await expect(main).not.toContainText('{{');
  });
});
