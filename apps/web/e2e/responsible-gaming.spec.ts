import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { authHeaders, fundByCard } from './helpers/funds';

/** Signs the page in and waits until the app has stored the token and cleaned the URL. */
async function signIn(page: Page, token: string) {
  await signInPage(page, token);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
}

async function userDetails(request: APIRequestContext, token: string) {
  return request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${token}` } });
}

/**
 * A limit's moment as the page shows it (English, the browser's time zone): the time alone today
 * ("2:05 PM"), else day and time ("Nov 25, 10:00 AM").
 */
function shownMoment(page: Page, iso: string) {
  return page.evaluate((at) => {
    const date = new Date(at);
    const today = date.toDateString() === new Date().toDateString();
    const { hourCycle } = new Intl.DateTimeFormat('en', { hour: 'numeric' }).resolvedOptions();
    const hour = hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric';
    const time = { hour, minute: '2-digit' } as const;
    const text = new Intl.DateTimeFormat(
      'en',
      today ? time : { day: 'numeric', month: 'short', ...time },
    ).format(date);
    return { today, text };
  }, iso);
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
    // several screens are checked for accessibility on the way, a few seconds each
    test.setTimeout(60_000);
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile2/limits');
    const main = page.getByRole('main');

    const coolingOff = main.getByRole('region', { name: 'Cooling off' });
    await expect(main.getByRole('region', { name: 'Self-exclusion' })).toBeVisible();
    const start = coolingOff.getByRole('button', { name: 'Start cooling off' });
    await expect(start).toBeDisabled();
    await expectAccessible(page, 'the limits page');
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
    await expectAccessible(page, 'the limits page with a break about to start');
    await start.click();

    const active = main.getByRole('region', { name: 'You are on a cooling-off break' });
    await expect(active).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start cooling off' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Exclude myself' })).toHaveCount(0);
    // the break forms' period choices are gone (the reality check's interval stays)
    await expect(main.getByRole('region', { name: 'Cooling off' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Self-exclusion' })).toHaveCount(0);
    await expect(active).toContainText('It cannot be ended early');
    await expectAccessible(page, 'the limits page during a break');
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
    await expectAccessible(page, 'the deposit page during a break');

    // a game opened for real money says so before the first spin, and offers play for fun
    await page.goto('/play/copper-cherries');
    const notice = main.getByRole('status').filter({ hasText: 'You are on a break' });
    await expect(notice).toContainText(
      `Real-money play is closed until ${await shownEnd(page, data.getUser.userLimit.coolingOff)}.`,
    );
    await expectAccessible(page, 'the play screen during a break');
    await notice.getByRole('link', { name: 'Play for fun' }).click();
    await expect(page).toHaveURL(/\/play\/copper-cherries\?demo=1$/);
    await expect(main.getByText('Demo: fun money, real maths.', { exact: false })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'You are on a break' })).toHaveCount(0);
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
      await expectAccessible(page, 'the freeze-account page');
      await main.getByRole('radio', { name: '1 day' }).check();
      await main
        .getByRole('checkbox', { name: /I understand I will be signed out and cannot sign in until/ })
        .check();
      await freeze.click();

      const ended = page.getByRole('dialog', { name: 'Your account is frozen' });
      await expect(ended).toBeVisible();
      await expect(ended).toContainText('You can sign in again after');
      await expectAccessible(page, 'the account-frozen modal');
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
      await expectAccessible(page, 'the login modal refusing a frozen account');
      // still a guest: the modal stays open and no token was stored
      await expect(login).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });
  });
});

test.describe('deposit, bet and session time limits', () => {
  test('a new player sets a daily deposit limit, raises it for tomorrow, and sets a maximum bet', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile2/limits');
    const main = page.getByRole('main');

    const deposits = main.getByRole('region', { name: 'Deposit limits' });
    await expect(deposits).toContainText('Raising or removing a limit takes effect only 24 hours later.');
    const daily = deposits.getByRole('article', { name: 'Daily limit' });
    await expect(daily).toContainText('No limit');
    await expectAccessible(page, 'the limits page before any limit');
    await daily.getByLabel('New daily limit').fill('50.00');
    await expect(daily).toContainText('This limit applies at once.');
    await daily.getByRole('button', { name: 'Save' }).click();

    // a first limit applies at once, with nothing deposited against it yet
    await expect(daily.getByRole('status')).toContainText('Your daily deposit limit is now €50.00.');
    await expect(daily.getByText('€50.00', { exact: true })).toBeVisible();
    const usage = daily.getByRole('progressbar', { name: 'Deposited €0.00 of €50.00' });
    await expect(usage).toHaveAttribute('aria-valuenow', '0');
    await expect(daily.getByLabel('New daily limit')).toHaveValue('');

    // a higher one waits 24 hours; the limit in force stays meanwhile
    await daily.getByLabel('New daily limit').fill('80');
    await expect(daily).toContainText('Higher than your limit: applies on');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByRole('status')).toContainText('Your daily deposit limit rises to €80.00 on');
    const stored = await (
      await request.get('/api/user/responsible-gaming/deposit-limits', { headers: authHeaders(player.token) })
    ).json();
    const limit = stored.data.limits.find((entry: { period: string }) => entry.period === 'daily');
    expect(limit.amount).toBe('5000');
    expect(limit.pending.amount).toBe('8000');
    expect(Math.abs(Date.parse(limit.pending.from) - (Date.now() + 24 * 3600_000))).toBeLessThan(5 * 60_000);
    const rise = await shownMoment(page, limit.pending.from);
    await expect(daily).toContainText(`Rises to €80.00 on ${rise.text}`);
    await expect(daily.getByText('€50.00', { exact: true })).toBeVisible();
    await expect(daily.getByRole('button', { name: 'Keep €50.00' })).toBeVisible();
    await expectAccessible(page, 'the limits page with a deposit limit rising tomorrow');

    // bet limits: only the changed one is sent, then they are locked for an hour
    const bets = main.getByRole('region', { name: 'Bet and loss limits' });
    const save = bets.getByRole('button', { name: 'Save limits' });
    await expect(save).toBeDisabled();
    await expect(bets.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );
    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/responsible-gaming/bet-limits'),
    );
    await bets.getByLabel('Maximum bet').fill('2');
    await save.click();
    expect((await sent).postDataJSON()).toEqual({ maxBetLimit: '200' });
    await expect(bets.getByText('Your bet and loss limits are saved.')).toBeVisible();
    const saved = await (
      await request.get('/api/user/responsible-gaming/bet-limits', { headers: authHeaders(player.token) })
    ).json();
    expect(saved.data.limits.maxBetLimit).toBe('200');
    const next = await shownMoment(page, saved.data.nextChangeAt);
    await expect(bets).toContainText(
      `You can change your limits again ${next.today ? 'at' : 'on'} ${next.text}.`,
    );
    await expect(bets.getByLabel('Maximum bet')).toHaveValue('2.00');
    await expect(bets.getByLabel('Maximum bet')).toBeDisabled();
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'the limits page with locked bet limits');
  });

  test('a 10-minute session time limit shows when the session ends and signs the player out then', async ({
    page,
    request,
  }) => {
    // the page's clock, so the ten minutes can pass at once
    await page.clock.install();
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile2/limits');
    const session = page.getByRole('main').getByRole('region', { name: 'Session time limit' });
    await expect(session).toContainText('No limit');

    await session.getByLabel('Length of a session').fill('5');
    await session.getByLabel('Unit', { exact: true }).selectOption('minute');
    await session.getByRole('button', { name: 'Save session limit' }).click();
    await expect(session.getByText('The shortest limit is 10 minutes.')).toBeVisible();
    await expect(session.getByLabel('Length of a session')).toBeFocused();
    await expectAccessible(page, 'the session time limit with an error');

    await session.getByLabel('Length of a session').fill('10');
    await session.getByRole('button', { name: 'Save session limit' }).click();
    await expect(session.getByRole('status')).toContainText('Your session time limit is now 10 minutes.');
    await expect(session).toContainText('10 minutes per session');
    const stored = await (
      await request.get('/api/user/responsible-gaming/session-limit', { headers: authHeaders(player.token) })
    ).json();
    expect(stored.data.minutes).toBe(10);
    expect(Math.abs(Date.parse(stored.data.sessionEndsAt) - (Date.now() + 10 * 60_000))).toBeLessThan(60_000);
    const ends = await shownMoment(page, stored.data.sessionEndsAt);
    await expect(
      session.getByText(`${ends.today ? 'Today at' : 'On'} ${ends.text}`, { exact: true }),
    ).toBeVisible();
    await expect(session.getByRole('button', { name: 'Remove limit' })).toBeVisible();

    // the time is up: the app signs out before the server refuses, and says why
    await page.clock.fastForward('10:00');
    const ended = page.getByRole('dialog', { name: 'Your session time limit is reached' });
    await expect(ended).toContainText(
      'You set a limit of 10 minutes per session. You can sign in again now.',
    );
    await expectAccessible(page, 'the session-time-limit-reached modal');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test.describe('a spin over a bet limit', () => {
    // the refused spin answers 400, which the browser logs
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('is refused by the server, which says why, with the way to the limits page', async ({
      page,
      request,
    }) => {
      const player = await registerViaApi(request);
      await fundByCard(request, player.token, '2500');
      // a maximum bet of one cent: the game's smallest bet is over it
      const limited = await request.put('/api/user/responsible-gaming/bet-limits', {
        headers: authHeaders(player.token),
        data: { maxBetLimit: '1' },
      });
      expect(limited.status()).toBe(200);
      await signIn(page, player.token);
      await page.goto('/play/copper-cherries');
      await expect(page.getByTestId('header-balance')).toHaveText('€25.00');
      const refused = page.waitForResponse((response) => response.url().endsWith('/spin'));
      await page.getByRole('button', { name: /^Spin for/ }).click();
      expect((await refused).status()).toBe(400);
      const refusal = page.getByRole('alert').filter({ hasText: 'maximum bet' });
      await expect(refusal).toContainText('This bet would go over your maximum bet.');
      await expectAccessible(page, 'the play screen refusing a bet over the limit');
      // nothing was staked
      await expect(page.getByTestId('header-balance')).toHaveText('€25.00');
      await refusal.getByRole('link', { name: 'See your limits' }).click();
      await expect(page).toHaveURL(/\/profile2\/limits$/);
      await expect(page.getByRole('main').getByRole('region', { name: 'Bet and loss limits' })).toBeVisible();
    });
  });
});
