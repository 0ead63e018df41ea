import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';

/** Signs the page in and waits until the app has stored the token and cleaned the URL. */
async function signIn(page: Page, token: string) {
  await signInPage(page, token);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
}

async function userDetails(request: APIRequestContext, token: string) {
  return request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${token}` } });
}

/** An instant as the page shows it: date and time in the player's language (English here). */
function shownEnd(page: Page, iso: string) {
  return page.evaluate(
    (at) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at)),
    iso,
  );
}

test.describe('responsible gaming breaks', () => {
  test('a 24-hour cooling-off break shows its end, replaces both forms and closes deposits', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile2/limits');
    const main = page.getByRole('main');

    const coolingOff = main.getByRole('region', { name: 'Cooling off' });
    await expect(main.getByRole('region', { name: 'Self-exclusion' })).toBeVisible();
    const start = coolingOff.getByRole('button', { name: 'Start cooling off' });
    await expect(start).toBeDisabled();
    await coolingOff.getByRole('radio', { name: '24 hours' }).check();
    await expect(coolingOff.getByText('Your break ends on')).toBeVisible();
    // a period alone is not enough: the player confirms what the break means
    await expect(start).toBeDisabled();
    await coolingOff
      .getByRole('checkbox', {
        name: /I understand that I cannot play or deposit until .+ cannot be shortened/,
      })
      .check();
    await expect(start).toBeEnabled();
    await start.click();

    const active = main.getByRole('region', { name: 'You are on a cooling-off break' });
    await expect(active).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start cooling off' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Exclude myself' })).toHaveCount(0);
    await expect(main.getByRole('radio')).toHaveCount(0);
    await expect(active).toContainText('It cannot be ended early');
    await expect(active.getByRole('link', { name: 'Withdraw your balance' })).toHaveAttribute(
      'href',
      '/withdraw',
    );

    // the server holds the break: about 24 hours from now, and the player counts as self-excluded
    const { data } = await (await userDetails(request, player.token)).json();
    expect(data.isSelfExcluded).toBe(true);
    const end = Date.parse(data.getUser.userLimit.coolingOff);
    expect(Math.abs(end - (Date.now() + 24 * 3600_000))).toBeLessThan(5 * 60_000);
    await expect(active).toContainText(await shownEnd(page, data.getUser.userLimit.coolingOff));

    // a reload shows the same running break
    await page.reload();
    await expect(main.getByRole('region', { name: 'You are on a cooling-off break' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Exclude myself' })).toHaveCount(0);

    await page.goto('/deposit');
    await expect(main.getByRole('heading', { name: 'Deposits are closed during your break' })).toBeVisible();
    await expect(main).toContainText(
      `You are on a break until ${await shownEnd(page, data.getUser.userLimit.coolingOff)}. Deposits are closed until then.`,
    );
    await expect(main.getByRole('link', { name: 'Withdraw your balance' })).toHaveAttribute(
      'href',
      '/withdraw',
    );
  });

  test.describe('account freeze', () => {
    // the refused login answers 400, which the browser logs
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('freezing for 1 day signs the player out, explains it, and refuses the next login', async ({
      page,
      request,
    }) => {
      const player = await registerViaApi(request);
      await signIn(page, player.token);
      await page.goto('/profile2/freeze-account');
      const main = page.getByRole('main');

      const freeze = main.getByRole('button', { name: 'Freeze my account' });
      await expect(freeze).toBeDisabled();
      await main.getByRole('radio', { name: '1 day' }).check();
      await main
        .getByRole('checkbox', { name: /I understand I will be signed out and cannot sign in until/ })
        .check();
      await freeze.click();

      const ended = page.getByRole('dialog', { name: 'Your account is frozen' });
      await expect(ended).toBeVisible();
      await expect(ended).toContainText('You can sign in again after');
      await expect(page).not.toHaveURL(/profile2/);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      // the server ended the session too
      expect((await userDetails(request, player.token)).status()).toBe(403);

      await ended.getByRole('button', { name: 'OK' }).click();
      await expect(ended).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'Email, username or phone' }).fill(player.email);
      await login.getByLabel('Password', { exact: true }).fill(player.password);
      await login.getByLabel('Password', { exact: true }).press('Enter');
      await expect(login.getByRole('alert')).toContainText(/This account is frozen until .+/);
      // still a guest: the modal stays open and no token was stored
      await expect(login).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });
  });
});
