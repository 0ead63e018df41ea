import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultPassword, linkPath, readMailbox, registerViaApi, uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';

const thisYear = new Date().getFullYear();

/** A Maltese mobile number nobody in this run has used. */
function uniqueMaltesePhone(): string {
  return `79${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** The JSON body of the first request to `path` the page sends from now on. */
function nextRequestBody(page: Page, path: string, method = 'POST') {
  return page
    .waitForRequest(
      (request: Request) => request.method() === method && new URL(request.url()).pathname === path,
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

/** Resolves with the detail of the next window event `name` in the page. */
async function nextWindowEvent(page: Page, name: string): Promise<() => Promise<unknown>> {
  await page.evaluate((eventName) => {
    const store = window as unknown as Record<string, unknown>;
    store[`__event_${eventName}`] = undefined;
    window.addEventListener(
      eventName,
      (event) => {
        store[`__event_${eventName}`] = (event as CustomEvent).detail ?? null;
      },
      { once: true },
    );
  }, name);
  return async () => {
    await expect
      .poll(() =>
        page.evaluate(
          (eventName) => (window as unknown as Record<string, unknown>)[`__event_${eventName}`],
          name,
        ),
      )
      .not.toBeUndefined();
    return page.evaluate(
      (eventName) => (window as unknown as Record<string, unknown>)[`__event_${eventName}`],
      name,
    );
  };
}

/** The onboarding tour follows a first registration; these journeys are about other things. */
async function skipTour(page: Page) {
  const tour = page.getByRole('dialog', { name: 'Your lobby' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Skip' }).click();
  await expect(tour).toBeHidden();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function logIn(page: Page, login: string, password: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email, username or phone' }).fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  // Enter submits, as in any form
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
}

test.describe('registration by email', () => {
  test('shows the rules, sends the whole payload, mails a link that verifies, then logs out and in', async ({
    page,
    request,
  }) => {
    // several screens are checked for accessibility on the way, a few seconds each
    test.setTimeout(60_000);
    const email = uniqueEmail('ui');
    // the marketing scripts say which audience they were loaded for
    await page.route('**/api/core/casino/scripts?**', (route) => {
      const audience = new URL(route.request().url()).searchParams.get('enableAuthUsers');
      return route.fulfill({
        json: {
          success: true,
          data: [
            {
              key: 'probe',
              head: `<meta name="audience-probe" content="${audience}">`,
              bodyStart: '',
              bodyEnd: '',
            },
          ],
        },
      });
    });
    await page.goto('/casino?cpnc=spring&mkt=google&nxaft=aff-token-1');
    await expect(page.locator('head meta[name="audience-probe"]')).toHaveAttribute('content', 'false');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/modal=registration/);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expectAccessible(page, 'registration step 1 (email)');

    // bad input first: every rule speaks under its field and Continue stays off
    const emailField = dialog.getByRole('textbox', { name: 'Email' });
    const passwordField = dialog.getByLabel('Password', { exact: true });
    await emailField.fill('maria@');
    await passwordField.fill('secret');
    await passwordField.blur();
    await expect(dialog.getByText('Invalid format')).toBeVisible();
    await expect(dialog.getByText('Password must contain a number')).toBeVisible();
    await expect(dialog.getByText('At least 6 symbols + 1 special character')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessible(page, 'registration step 1 with errors');
    // the email field takes only letters, digits and @ . _ % + -
    await emailField.fill('ma ria!@exa mple.com');
    await expect(emailField).toHaveValue('maria@example.com');

    await emailField.fill(email);
    await passwordField.fill(defaultPassword);
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await expect(dialog.getByText('Invalid format')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const details = page.getByRole('dialog', { name: 'About you' });
    await expect(details.getByText('Step 2 of 2')).toBeVisible();
    // the date of birth starts 18 years ago; an under-age year is refused
    await expect(details.getByLabel('Year')).toHaveValue(String(thisYear - 18));
    await details.getByLabel('Year').selectOption(String(thisYear - 10));
    await expect(details.getByText(/Please check your Date of Birth is correct/)).toBeVisible();
    await details.getByLabel('First name').fill('Maria');
    await details.getByLabel('Last name').focus();
    await details.getByLabel('Last name').blur();
    await expect(details.getByText('Required')).toBeVisible();
    const create = details.getByRole('button', { name: 'Create account' });
    await expect(create).toBeDisabled();
    await expectAccessible(page, 'registration step 2 (about you) with errors');

    await details.getByLabel('Last name').fill('Borg');
    await details.getByLabel('Year').selectOption('1990');
    await details.getByLabel('Gender').selectOption({ label: 'Female' });
    await expect(details.getByLabel('Country', { exact: true })).toHaveValue('MT');
    await expect(details.getByLabel('Currency')).toHaveValue('EUR');
    await expect(create).toBeDisabled();
    await details.getByRole('checkbox', { name: /I am over 18 and accept the Terms and Conditions/ }).check();
    await expect(details.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'target',
      '_blank',
    );

    const signUpEvent = await nextWindowEvent(page, 'user:signup');
    const payload = nextRequestBody(page, '/api/user/sign-up');
    await create.click();
    expect(await payload).toMatchObject({
      registrationType: 'email',
      email,
      firstName: 'Maria',
      lastName: 'Borg',
      gender: 'female',
      countryCode: 'MT',
      currencyCode: 'EUR',
      dateOfBirth: expect.stringMatching(/^1990-/),
      subscribe: true,
      newsLetter: false,
      cpnc: 'spring',
      mkt: 'google',
      token: 'aff-token-1',
      preferredLanguage: 'en',
      screenResolution: expect.stringMatching(/^\d+x\d+$/),
      firstUrl: expect.stringContaining('/casino?cpnc=spring'),
      userDeviceType: expect.stringContaining('Mozilla'),
    });
    expect(await signUpEvent()).toMatchObject({ registrationType: 'email' });

    const welcome = page.getByRole('dialog', { name: 'Welcome to Casino!' });
    await expect(welcome.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
    await expect(page.locator('.auth-frame__success')).toBeVisible();
    await expectAccessible(page, 'the welcome modal after registration');
    // signed in with the returned token: the marketing scripts were reloaded for players
    await expect(page.locator('head meta[name="audience-probe"]')).toHaveAttribute('content', 'true');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')).toMatchObject({
      sameSite: 'Lax',
      secure: true,
    });
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await expect(page.getByRole('dialog', { name: 'Your lobby' })).toBeVisible();
    await expectAccessible(page, 'the onboarding tour');
    await skipTour(page);
    await expect(page.getByRole('banner').getByText('Maria')).toBeVisible();

    // the confirmation mail's link verifies the address and lands on the login modal
    await expect.poll(async () => (await readMailbox(request, email)).length).toBeGreaterThan(0);
    const [mail] = await readMailbox(request, email);
    expect(mail?.subject).toMatch(/Confirm your email/);
    await page.goto(linkPath(mail?.text ?? ''));
    await expect(page).toHaveURL(/\/casino\?modal=login&verified=1$/);
    await expect(page.getByRole('dialog').getByText('Email verified, you can log in.')).toBeVisible();
    await expectAccessible(page, 'the login modal after email verification');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/casino$/);

    await logOut(page);
    await expect(page.locator('head meta[name="audience-probe"]')).toHaveAttribute('content', 'false');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await logIn(page, email, defaultPassword);
    await expect(page.locator('head meta[name="audience-probe"]')).toHaveAttribute('content', 'true');
  });
});

test.describe('registration refused', () => {
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('a taken email is said in an alert and under the field, and announced as user:errorSignup', async ({
    page,
    request,
  }) => {
    const { email } = await registerViaApi(request);
    await page.goto('/casino?modal=registration');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(defaultPassword);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const details = page.getByRole('dialog', { name: 'About you' });
    await details.getByLabel('First name').fill('Maria');
    await details.getByLabel('Last name').fill('Borg');
    await details.getByLabel('Year').selectOption('1990');
    await details.getByRole('checkbox', { name: /I am over 18/ }).check();
    const errorEvent = await nextWindowEvent(page, 'user:errorSignup');
    await details.getByRole('button', { name: 'Create account' }).click();
    expect(await errorEvent()).toMatchObject({ message: 'An account with this email already exists' });
    // back on the first step, where the email can be changed
    await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      /An account with this email already exists/,
    );
    await expectAccessible(page, 'registration refused by the server');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

test.describe('registration by phone', () => {
  test('accepts digits only, stops a number that is too long, and logs in with the full number', async ({
    page,
  }) => {
    const phone = uniqueMaltesePhone();
    await page.goto('/casino?modal=registration');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Phone' }).click();
    await expect(dialog.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Country calling code')).toHaveValue('+356');

    const number = dialog.getByRole('textbox', { name: 'Phone number' });
    await number.pressSequentially('79a1-2');
    await expect(number).toHaveValue('7912');
    await number.fill('');
    await number.pressSequentially(`${phone}12`);
    // one digit past a Maltese number is taken (and explained), the next is refused
    await expect(number).toHaveValue(`${phone}1`);
    await number.blur();
    await expect(dialog.getByText('Number is too long')).toBeVisible();
    await expectAccessible(page, 'registration by phone with an error');
    await number.fill(phone.slice(0, 4));
    await expect(dialog.getByText('Number is too short')).toBeVisible();
    await number.fill(phone);
    await expect(dialog.getByText(/Number is too/)).toHaveCount(0);
    await dialog.getByLabel('Password', { exact: true }).fill(defaultPassword);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const details = page.getByRole('dialog', { name: 'About you' });
    await details.getByLabel('First name').fill('Luca');
    await details.getByLabel('Last name').fill('Vella');
    await details.getByLabel('Year').selectOption('1985');
    await details.getByRole('checkbox', { name: /I am over 18/ }).check();
    const payload = nextRequestBody(page, '/api/user/sign-up');
    await details.getByRole('button', { name: 'Create account' }).click();
    expect(await payload).toMatchObject({ registrationType: 'phone', phone, phoneCode: '+356', email: null });

    const welcome = page.getByRole('dialog', { name: 'Welcome to Casino!' });
    await expect(welcome.getByText(`You are signed in with +356 ${phone}`)).toBeVisible();
    await expectAccessible(page, 'the welcome modal after registration by phone');
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await skipTour(page);
    await logOut(page);
    await logIn(page, `+356${phone}`, defaultPassword);
  });
});

test.describe('registration in one click', () => {
  test('shows the generated credentials to copy and save, and they log in', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/casino?modal=registration');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    // the tabs follow the arrow keys
    await dialog.getByRole('tab', { name: 'Email' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Phone' })).toBeFocused();
    await expect(dialog.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(dialog.getByRole('tab', { name: '1 Click' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Currency')).toHaveValue('EUR');
    await expectAccessible(page, 'registration in one click');
    const payload = nextRequestBody(page, '/api/user/sign-up');
    await dialog.getByRole('button', { name: 'Create account in 1 click' }).click();
    expect(await payload).toMatchObject({
      registrationType: 'oneClick',
      email: null,
      password: null,
      subscribe: true,
    });

    const save = page.getByRole('dialog', { name: 'Save your login details' });
    await expect(page.locator('.auth-frame__success')).toBeVisible();
    const username = (await save.locator('[data-credential="username"]').textContent()) ?? '';
    const password = (await save.locator('[data-credential="password"]').textContent()) ?? '';
    expect(username).toMatch(/^player/);
    expect(password.length).toBeGreaterThanOrEqual(6);

    await save.getByRole('button', { name: 'Copy password' }).click();
    await expect(save.getByRole('status').filter({ hasText: 'Password copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await expectAccessible(page, 'the save-your-login-details modal');

    // a refused clipboard says so instead of failing silently
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await save.getByRole('button', { name: 'Copy username' }).click();
    await expect(save.getByText('Could not copy. Select the text and copy it yourself.')).toBeVisible();

    const download = page.waitForEvent('download');
    await save.getByRole('button', { name: 'Save as file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('casino-login-details.txt');
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain(`Username: ${username}`);
    expect(text).toContain(`Password: ${password}`);

    await save.getByRole('button', { name: 'Continue' }).click();
    await skipTour(page);
    await logOut(page);
    await logIn(page, username, password);
  });
});

test.describe('login', () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('says when the credentials are wrong, and switches to sign-up and forgot password', async ({
    page,
  }) => {
    await page.goto('/casino?modal=login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Email, username or phone' }).fill('nobody@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong#123');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password');
    await expectAccessible(page, 'the login modal refusing wrong credentials');

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(forgot.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expectAccessible(page, 'the forgot-password modal');
    await forgot.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText('If an account uses nobody@example.com');
    await expectAccessible(page, 'the forgot-password modal after sending');
    await forgot.getByRole('button', { name: 'Back to log in' }).click();

    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Create an account' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveURL(/\/casino\?modal=registration$/);
  });
});

test.describe('password reset', () => {
  test('the mailed link sets a new password, leads to login, and works only once', async ({
    page,
    request,
  }) => {
    // several screens are checked for accessibility on the way, a few seconds each
    test.setTimeout(60_000);
    const { email } = await registerViaApi(request);
    await page.goto('/casino?modal=login');
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Forgot password?' })
      .click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText(`If an account uses ${email}`);

    let resetMail: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        resetMail = (await readMailbox(request, email)).find((mail) => /Reset your/.test(mail.subject));
        return resetMail !== undefined;
      })
      .toBe(true);
    const link = linkPath(resetMail?.text ?? '');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page, 'the reset-password page');
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    await password.fill('short');
    await confirm.fill('different');
    await confirm.blur();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expectAccessible(page, 'the reset-password page with errors');
    await password.fill('Brand#New2');
    await confirm.fill('Brand#New2');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page).toHaveURL(/\/casino\?modal=login&reset=1$/);
    await expect(
      page.getByRole('dialog', { name: 'Log in' }).getByText(/Your password has been changed/),
    ).toBeVisible();
    await expectAccessible(page, 'the login modal after a password reset');
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('textbox', { name: 'Email, username or phone' })
      .fill(email);
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByLabel('Password', { exact: true })
      .fill('Brand#New2');
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

    // the same link a second time: it says so and offers a new one
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Other#Pass3');
    await page.getByLabel('Confirm new password').fill('Other#Pass3');
    await page.getByRole('button', { name: 'Change password' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link is not valid any more');
    await expectAccessible(page, 'the reset-password page with a used link');
    await alert.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Get a new reset link' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expectAccessible(page, 'the new-reset-link page');
  });
});

test.describe('session end', () => {
  test('a forced inactivity timeout signs out and explains it, with Login and Close', async ({
    page,
    request,
  }) => {
    const { token } = await registerViaApi(request);
    await page.clock.install();
    await page.goto(`/casino?at=${token}`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

    // 29 minutes of quiet keep the session; activity then restarts the 30 minutes
    await page.clock.fastForward('29:00');
    await page.mouse.move(200, 200);
    await page.clock.fastForward('29:00');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.clock.fastForward('02:00');
    const ended = page.getByRole('dialog', { name: 'You were logged out due to inactivity' });
    await expect(ended).toBeVisible();
    await expect(ended).toContainText('after 30 minutes without activity');
    await expectAccessible(page, 'the signed-out-for-inactivity modal');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // the page does not scroll behind it
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // the server session is over too
    await expect
      .poll(async () =>
        (
          await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      )
      .toBe(403);
    // shown once: the record is gone
    expect(await page.evaluate(() => localStorage.getItem('sessionTermination'))).toBeNull();

    await ended.getByRole('button', { name: 'Log in' }).click();
    await expect(ended).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/modal=login/);
  });

  test('a session ended elsewhere is explained at load and on the first click, once', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'sessionTermination',
        JSON.stringify({ reason: 'SECURITY_LOGOUT', time: Date.now() }),
      );
    });
    await page.goto('/casino');
    const ended = page.getByRole('dialog', { name: 'You have been logged out' });
    await expect(ended).toContainText('Your session has ended');
    await expectAccessible(page, 'the logged-out modal');
    // the corner ✕ and the footer button are both "Close"
    await ended.getByRole('button', { name: 'Close' }).last().click();
    await expect(ended).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    // the modal reads the record once the shell has initialised; let that happen before seeding
    await page.waitForLoadState('networkidle');
    await expect(ended).toHaveCount(0);

    // another tab ends the session after this one loaded: the first click here shows it
    await page.evaluate(() =>
      localStorage.setItem(
        'sessionTermination',
        JSON.stringify({ reason: 'CONCURRENT_SESSION', time: Date.now() }),
      ),
    );
    await page.getByRole('heading', { level: 1, name: 'Casino' }).click();
    await expect(ended).toBeVisible();
  });

  test.describe('revoked token', () => {
    test.use({ allowConsoleErrors: [/status of 403/] });

    test('a token logged out elsewhere leads to the login modal on the next call', async ({
      page,
      playwright,
    }) => {
      const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const { token } = await registerViaApi(api);
      await page.goto(`/casino/slots?at=${token}`);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

      const logout = await api.post('/api/user/logout', {
        headers: { authorization: `Bearer ${token}` },
        data: { reason: 'USER_INITIATED' },
      });
      expect(logout.ok()).toBe(true);
      await api.dispose();

      await page.reload();
      await expect(page).toHaveURL(/\/\?modal=login$/);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });
  });
});

test.describe('access token storage', () => {
  test('the token lives in local storage and the cookie, and either one restores the other', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await registerViaApi(request);
    await context.addCookies([
      { name: 'accessToken', value: token, url: test.info().project.use.baseURL ?? '' },
    ]);
    await page.goto('/casino');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
    await logOut(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(false);
  });
});

test.describe('expired verification link', () => {
  test('a signed-in player sends a new link from the modal', async ({ page, request }) => {
    const { token, email } = await registerViaApi(request);
    await page.goto(`/?at=${token}&modal=verify-email-expired`);
    const dialog = page.getByRole('dialog', { name: 'Verification link expired' });
    await expect(dialog.getByText('Send yourself a new link')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send a new link' }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'We sent you a new confirmation link' }),
    ).toBeVisible();
    await expectAccessible(page, 'the expired verification link modal (signed in)');
    await expect.poll(async () => (await readMailbox(request, email)).length).toBe(2);
  });
});

test.describe('linked sign-up', () => {
  test('a guest creates a linked account, is signed in and remembered', async ({ page, context }) => {
    const email = uniqueEmail('linked');
    await page.goto('/casino?modal=linked-signup');
    const dialog = page.getByRole('dialog', { name: 'Complete your account' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expectAccessible(page, 'the linked sign-up modal (guest)');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(defaultPassword);
    await dialog.getByLabel('First name').fill('Anna');
    await dialog.getByLabel('Last name').fill('Camilleri');
    await dialog.getByRole('checkbox', { name: /I am over 18/ }).check();
    const signUpEvent = await nextWindowEvent(page, 'user:signup');
    const payload = nextRequestBody(page, '/api/user/sign-up');
    await dialog.getByRole('button', { name: 'Create and link account' }).click();
    expect(await payload).toMatchObject({ email, linkAccount: true, subscribe: true });
    expect(await signUpEvent()).toBeTruthy();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/casino$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'registered_user');
    expect(cookie?.value).toBe('1');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });

  test('a signed-in player completes the missing details and lands on the page without the query', async ({
    page,
    request,
  }) => {
    const { token } = await registerViaApi(request);
    await page.goto(`/casino?at=${token}&modal=linked-signup&x=1`);
    const dialog = page.getByRole('dialog', { name: 'Complete your account' });
    await expect(dialog.getByLabel('First name')).toHaveCount(0);
    await expect(dialog.getByLabel('Address')).toBeVisible();
    await expectAccessible(page, 'the linked sign-up modal (signed in)');
    await dialog.getByLabel('Address').fill('12 Republic Street');
    const body = nextRequestBody(page, '/api/user/update-user-details', 'PUT');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    expect(await body).toMatchObject({
      updateFrom: 'Update Form',
      address: '12 Republic Street',
      zipCode: null,
    });
    await expect(page).toHaveURL(/\/casino$/);
    await expect(dialog).toBeHidden();
  });

  test('closing it goes to the edit-profile page', async ({ page }) => {
    await page.goto('/casino?modal=linked-signup');
    await expect(page.getByRole('dialog', { name: 'Complete your account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  });
});
