import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultPassword, registerViaApi, signInPage, uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';

/** Signs the page in and waits until the app has stored the token and cleaned the URL. */
async function signIn(page: Page, token: string) {
  await signInPage(page, token);
  await expect(page).not.toHaveURL(/[?&]at=/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
}

test.describe('profile', () => {
  test('a guest is asked to log in on the profile pages', async ({ page }) => {
    await page.goto('/profile/edit-profile');
    await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await expectAccessible(page, 'a profile page asking a guest to log in');
    await expect(page.getByLabel('City')).toHaveCount(0);
  });

  test('the overview shows the player and leads to the edit screen', async ({ page, request }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByText('Maria Borg', { exact: true })).toBeVisible();
    await expect(main.getByText(player.user.uniqueId)).toBeVisible();
    await expect(main.getByText(player.email, { exact: true })).toBeVisible();
    await expect(main.getByText('Not verified').first()).toBeVisible();
    await expect(main.getByText('Malta')).toBeVisible();
    await expectAccessible(page, 'the profile overview');
    await main.getByRole('link', { name: /Security/ }).click();
    await expect(page).toHaveURL(/\/profile\/edit-profile\?tab=security$/);
    await expect(main.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
    await expectAccessible(page, 'the security tab of the profile');
  });

  test('editing the profile: save waits for a change, succeeds and the values persist', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile/edit-profile');

    const save = page.getByRole('button', { name: 'Save changes' });
    const city = page.getByLabel('City');
    const nickname = page.getByLabel('Nickname');
    await expect(city).toBeEditable();
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'the edit-profile page');

    await city.fill('Sliema');
    await expect(save).toBeEnabled();
    // back to the stored value: nothing to save again
    await city.fill('');
    await expect(save).toBeDisabled();

    await city.fill('Sliema');
    await nickname.fill('LuckyMaria');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated' })).toBeVisible();
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'the edit-profile page after saving');

    await page.reload();
    await expect(page.getByLabel('City')).toHaveValue('Sliema');
    await expect(page.getByLabel('Nickname')).toHaveValue('LuckyMaria');

    // the server has the new values too, and an emptied field was sent as null
    await page.getByLabel('Nickname').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated' })).toBeVisible();
    const details = await request.get('/api/user/get-user-details', {
      headers: { authorization: `Bearer ${player.token}` },
    });
    const { data } = await details.json();
    expect(data.getUser.city).toBe('Sliema');
    expect(data.getUser.nickname).toBeNull();
  });

  test('fields locked by spec §5 are read-only with a lock note', async ({ page, request }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile/edit-profile');

    const firstName = page.getByLabel('First name');
    await expect(firstName).toHaveValue('Maria');
    await expect(firstName).not.toBeEditable();
    await expect(firstName).toHaveAccessibleDescription(/Contact support/);
    await expect(page.getByLabel('Date of birth')).not.toBeEditable();
    await expect(page.getByLabel('Country')).not.toBeEditable();
    // not locked: the email is unverified, the address is free until KYC approval
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
    await expect(page.getByLabel('Address', { exact: true })).toBeEditable();
  });

  test('the form checks input with the same rules before sending', async ({ page, request }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile/edit-profile');

    const phone = page.getByLabel('Phone number');
    await phone.fill('12ab');
    await expect(phone).toHaveValue('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please check fields with errors')).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(/Number is too short/);
    await expect(phone).toBeFocused();
    await expectAccessible(page, 'the edit-profile page with errors');
  });

  test('activeMethod=1 asks only for what is missing', async ({ page, request }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile/edit-profile?activeMethod=1');
    await expect(page.getByLabel('City')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectAccessible(page, 'the edit-profile page asking only for missing details');
  });

  test.describe('password', () => {
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('changing the password: checks, a wrong current password, success, the new one works', async ({
      page,
      request,
    }) => {
      const player = await registerViaApi(request);
      const other = await request.post('/api/user/login', {
        data: { email: player.email, password: defaultPassword },
      });
      const otherToken = (await other.json()).accessToken as string;
      await signIn(page, player.token);
      await page.goto('/profile/edit-profile?tab=password');

      const current = page.getByLabel('Current password');
      const next = page.getByLabel(/^New password/);
      const confirm = page.getByLabel('Confirm new password');
      const submit = page.getByRole('button', { name: 'Change password' });
      await expect(page.getByText('At least 6 symbols + 1 special character')).toBeVisible();

      await next.fill('Changed#456');
      await confirm.fill('Changed#457');
      await submit.click();
      await expect(current).toHaveAccessibleDescription('Current password is required');
      await expect(confirm).toHaveAccessibleDescription('Passwords must match');
      await expectAccessible(page, 'the change-password form with errors');

      await current.fill('Wrong#123');
      await confirm.fill('Changed#456');
      await submit.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The current password is not correct' }),
      ).toBeVisible();
      await expect(current).toHaveAccessibleDescription(/not correct/);

      await current.fill(defaultPassword);
      await submit.click();
      const success = page.getByRole('status').filter({ hasText: 'Your password has been changed' });
      await expect(success).toBeVisible();
      await expect(success).toContainText('other devices were signed out');
      await expectAccessible(page, 'the change-password form after a change');
      await expect(current).toHaveValue('');

      const withNew = await request.post('/api/user/login', {
        data: { email: player.email, password: 'Changed#456' },
      });
      expect(withNew.status()).toBe(200);
      const withOld = await request.post('/api/user/login', {
        data: { email: player.email, password: defaultPassword },
      });
      expect(withOld.status()).toBe(401);
      // the other device was signed out, this one stays
      const otherDevice = await request.get('/api/user/get-user-details', {
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(otherDevice.status()).toBe(403);
      await page.reload();
      await expect(page.getByLabel('Current password')).toBeVisible();
    });
  });

  test('security: end one session, then log out everywhere', async ({ page, request }) => {
    const email = uniqueEmail();
    const player = await registerViaApi(request, { email });
    const login = async (userAgent: string) => {
      const response = await request.post('/api/user/login', {
        data: { email, password: defaultPassword },
        headers: { 'user-agent': userAgent },
      });
      return (await response.json()).accessToken as string;
    };
    const phone = await login(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const laptop = await login(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
    );
    const detailsStatus = async (token: string) =>
      (
        await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${token}` } })
      ).status();

    await signIn(page, player.token);
    await page.goto('/profile/edit-profile?tab=security');
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(sessions.getByText('Safari on iOS')).toBeVisible();
    await expect(sessions.getByText('Firefox on macOS')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Login history' }).getByText('Success').first(),
    ).toBeVisible();

    await sessions.getByRole('button', { name: 'End session on Safari on iOS' }).click();
    await expect(sessions.getByText('Safari on iOS')).toHaveCount(0);
    expect(await detailsStatus(phone)).toBe(403);
    expect(await detailsStatus(laptop)).toBe(200);

    await sessions.getByRole('button', { name: 'Log out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out everywhere?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the log-out-everywhere confirmation');
    await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(await detailsStatus(laptop)).toBe(403);
    expect(await detailsStatus(player.token)).toBe(403);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
