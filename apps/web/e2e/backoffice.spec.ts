import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { linkPath, readMailbox, registerViaApi, signInPage, uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { choose } from './helpers/choose';
import { owner, signInEnrolled } from './helpers/operators';

/** The operators' tab: a context of its own, as an operator's own browser would be. */
async function operatorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/**
 * First sign-in of an invited operator: the temporary password, enrolment of an authenticator, then
 * a password of their own before anything else opens.
 */
async function signInFirstTime(page: Page, email: string, password: string, checkAccessible = false) {
  await page.goto('/backoffice');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
  const secret = ((await page.locator('code.secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  if (checkAccessible) await expectAccessible(page, 'the choose-your-password step');
  await page.getByLabel('Temporary password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill(`${password}-mine`);
  await page.getByLabel('New password again').fill(`${password}-mine`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The owner invites an operator on the Operators page and reads the temporary password shown once. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Invite operator' }).click();
  const password = ((await page.locator('code.secret').textContent()) ?? '').trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: /Done|I have passed it on|Close/ }).click();
  return password;
}

/** A player who may withdraw: email verified, a €200 crypto deposit confirmed in the sandbox, wagered once. */
async function withdrawingPlayer(page: Page, request: APIRequestContext) {
  const player = await registerViaApi(request, { email: uniqueEmail('backoffice') });
  await expect.poll(async () => (await readMailbox(request, player.email)).length).toBeGreaterThan(0);
  const [mail] = await readMailbox(request, player.email);
  expect((await request.get(linkPath(mail?.text ?? ''), { maxRedirects: 0 })).status()).toBeLessThan(400);
  const auth = { authorization: `Bearer ${player.token}`, 'x-authorization': `Bearer ${player.token}` };
  // the cashier asks for the address the sign-up left out before the first deposit
  const updated = await request.put('/api/user/update-user-details', {
    headers: auth,
    data: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
  });
  expect(updated.ok()).toBe(true);
  await signInPage(page, player.token);
  await page.goto('/deposit');
  await choose(page.getByRole('radio', { name: /Crypto/ }));
  await page.getByLabel('Network').selectOption('BTC');
  await page.getByLabel('Amount in EUR').fill('200');
  await page.getByRole('button', { name: 'Deposit €200.00' }).click();
  await page.getByRole('link', { name: 'Simulate the payment (sandbox)' }).click();
  await page.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByTestId('header-balance')).toContainText('200.00');
  // the deposit wagered once: 40 rounds of €5 on a low-volatility slot
  for (let round = 0; round < 40; round += 1) {
    const spin = await request.post('/api/games/copper-cherries/spin', {
      headers: auth,
      data: { bet: '500', requestId: `e2e-backoffice-${Date.now()}-${round}` },
    });
    expect(spin.ok()).toBe(true);
  }
  return { ...player, auth };
}

test.describe('back-office', () => {
  test('the owner invites support and payments; support finds a player and signs them out; payments pays a withdrawal out; the audit log lists it all', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // the player: a deposit, rounds played, and a tab open on the casino
    const player = await withdrawingPlayer(page, request);
    await page.goto('/casino');

    // the owner signs in with password and authenticator code, and invites two operators
    const ownerPage = await operatorPage(browser, baseURL);
    await signInEnrolled(ownerPage, owner.email, owner.password, owner.secret);
    await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
    const supportEmail = uniqueEmail('support');
    const paymentsEmail = uniqueEmail('payments');
    const supportPassword = await invite(ownerPage, supportEmail, 'support');
    await expectAccessible(ownerPage, 'the operators page');
    const paymentsPassword = await invite(ownerPage, paymentsEmail, 'payments');

    // support enrols at the first sign-in, finds the player by email and reads their ledger and rounds
    const supportPage = await operatorPage(browser, baseURL);
    await signInFirstTime(supportPage, supportEmail, supportPassword, true);
    const nav = supportPage.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Players' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Players' }).click();
    await supportPage.getByLabel('Search players').fill(player.email);
    await supportPage.getByRole('link', { name: player.email }).click();
    await expect(supportPage.getByRole('heading', { level: 1, name: player.email })).toBeVisible();
    const ledger = supportPage.getByRole('region', { name: 'Ledger' });
    // newest first: the rounds' stakes and wins (the deposit is on a later page)
    await expect(ledger.getByRole('cell', { name: 'bet', exact: true }).first()).toBeVisible();
    const rounds = supportPage.getByRole('region', { name: 'Game rounds' });
    await expect(rounds.getByRole('row').filter({ hasText: 'Copper Cherries' }).first()).toBeVisible();
    const payments = supportPage.getByRole('region', { name: 'Deposits and withdrawals' });
    await expect(payments.getByRole('row').filter({ hasText: 'EUR 200.00' })).toContainText('Deposit');
    await expectAccessible(supportPage, 'a player’s page');

    // support ends the player's sessions: the open tab is signed out at once and says why
    await supportPage.getByRole('button', { name: 'End all sessions' }).click();
    await supportPage.getByRole('button', { name: 'Yes, end all sessions' }).click();
    await expect(supportPage.getByRole('status').filter({ hasText: /sessions? ended/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'You have been logged out' })).toBeVisible({
      timeout: 10_000,
    });

    // support may not open the withdrawal queue: no menu entry, and the page says so
    await supportPage.goto('/backoffice/withdrawals');
    await expect(supportPage.getByText('You do not have permission for this page')).toBeVisible();
    const refused = await supportPage.evaluate(async () => {
      const token = sessionStorage.getItem('backoffice.token');
      return (await fetch('/api/backoffice/withdrawals', { headers: { authorization: `Bearer ${token}` } }))
        .status;
    });
    expect(refused).toBe(403);

    // the player signs in again and asks for a €20 withdrawal, and keeps the withdrawal page open
    const login = await request.post('/api/user/login', {
      data: { email: player.email, password: player.password },
    });
    const token = (await login.json()).accessToken as string;
    const requested = await request.post('/api/payments/withdraw', {
      headers: { authorization: `Bearer ${token}`, 'x-authorization': `Bearer ${token}` },
      data: {
        requestId: `e2e-backoffice-withdrawal-${Date.now()}`,
        method: 'bank',
        amount: '2000',
        destination: {
          kind: 'bank',
          beneficiary: 'Maria Borg',
          accountNumber: 'MT84 MALT 0110 0001 2345 6789',
          email: 'maria@example.com',
          ifsc: 'MALTMTMT',
        },
      },
    });
    expect(requested.ok()).toBe(true);
    await signInPage(page, token);
    await page.goto('/withdraw');
    const list = page.locator('section', { has: page.getByRole('heading', { name: 'Your withdrawals' }) });
    await expect(list.getByRole('listitem').first()).toContainText('Pending');

    // payments enrols, sees the request with the player's facts, and approves it
    const paymentsPage = await operatorPage(browser, baseURL);
    await signInFirstTime(paymentsPage, paymentsEmail, paymentsPassword);
    await paymentsPage.getByRole('navigation').getByRole('link', { name: 'Withdrawals' }).click();
    await expect(paymentsPage.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    const request_ = paymentsPage.getByRole('row').filter({ hasText: player.email });
    await expect(request_).toContainText('20.00');
    await expectAccessible(paymentsPage, 'the withdrawal queue');
    await request_.getByRole('button', { name: 'Approve' }).click();
    await paymentsPage.getByRole('button', { name: 'Approve payout' }).click();
    // the player's page shows the payout completed, live
    await expect(list.getByRole('listitem').first()).toContainText('Completed', { timeout: 15_000 });

    // the owner's audit log lists what happened
    await ownerPage.getByRole('link', { name: 'Audit log' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const log = ownerPage.getByRole('table');
    for (const action of [
      'operator.invite',
      'operator.two-factor.enrolled',
      'operator.password.changed',
      'player.view',
      'player.sessions.end',
      'withdrawal.approve',
    ])
      await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
    await expectAccessible(ownerPage, 'the audit log');
    await Promise.all([
      ownerPage.context().close(),
      supportPage.context().close(),
      paymentsPage.context().close(),
    ]);
  });

  test('marketing hands out a coupon code; a player redeems it on their bonuses page, a second player finds it used up', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ownerPage = await operatorPage(browser, baseURL);
    await signInEnrolled(ownerPage, owner.email, owner.password, owner.secret);
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    const couponCode = `E2E-${Date.now().toString(36)}`.toUpperCase();
    await ownerPage.getByLabel('Code', { exact: true }).fill(couponCode.toLowerCase());
    await ownerPage.getByLabel('Grants').selectOption({ label: 'Free start (free-start)' });
    await ownerPage.getByLabel('Uses in all').fill('1');
    await ownerPage.getByRole('button', { name: 'Create coupon' }).click();
    await expect(ownerPage.getByRole('row').filter({ hasText: couponCode })).toContainText('0 of 1');
    await expectAccessible(ownerPage, 'the coupons page');

    // a verified new player enters it on /bonuses
    const first = await registerViaApi(request, { email: uniqueEmail('coupon') });
    await expect.poll(async () => (await readMailbox(request, first.email)).length).toBeGreaterThan(0);
    const [mail] = await readMailbox(request, first.email);
    expect((await request.get(linkPath(mail?.text ?? ''), { maxRedirects: 0 })).status()).toBeLessThan(400);
    await signInPage(page, first.token);
    await page.goto('/bonuses');
    await expect(page.getByRole('heading', { name: 'No active bonus' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('not-a-code');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText('This code is not valid.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(couponCode.toLowerCase());
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText('Free start is now your active bonus.')).toBeVisible();
    const active = page.getByRole('region', { name: 'Active bonus' });
    await expect(active).toContainText('Free start');
    // the bonus's own rules are on its card
    const rules = active.getByRole('list', { name: 'Bonus rules' });
    await expect(rules).toContainText('Largest bet while the bonus is active: €2.00');
    await expect(rules).toContainText('At most €50.00 becomes cash');
    await expectAccessible(page, 'the bonuses page with the coupon applied');

    // the use is counted; a second player is told it is used up
    await ownerPage.reload();
    await expect(ownerPage.getByRole('row').filter({ hasText: couponCode })).toContainText('1 of 1');
    const second = await registerViaApi(request, { email: uniqueEmail('coupon2') });
    const secondPage = await browser.newPage({ baseURL });
    await signInPage(secondPage, second.token);
    await secondPage.goto('/bonuses');
    await secondPage.getByRole('textbox', { name: 'Coupon code' }).fill(couponCode);
    await secondPage.getByRole('button', { name: 'Apply code' }).click();
    await expect(secondPage.getByText('This code has been used up.')).toBeVisible();

    // the owner makes a second free bonus with wagering rules of its own, and a coupon for it
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Bonus offers' }).click();
    await ownerPage.getByRole('link', { name: 'New offer' }).click();
    const offerKey = `second-${Date.now().toString(36)}`;
    await ownerPage.getByLabel('Kind').selectOption({ label: 'No deposit (free money)' });
    await ownerPage.getByLabel('Key', { exact: true }).fill(offerKey);
    await ownerPage.getByLabel('Title', { exact: true }).fill('Second start');
    await ownerPage.getByLabel('Bonus amount in EUR').fill('3');
    await ownerPage.getByLabel('Excluded games').fill('copper-cherries');
    await ownerPage.getByRole('button', { name: 'Add a currency to largest bet' }).click();
    await ownerPage.getByLabel('Largest bet: currency 1').fill('EUR');
    await ownerPage.getByLabel('Largest bet in EUR').fill('1');
    await ownerPage.getByRole('button', { name: 'Create offer' }).click();
    await expect(
      ownerPage.getByText('Created “Second start”: players see it within 30 seconds.'),
    ).toBeVisible();
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
    const secondCode = `E2E2-${Date.now().toString(36)}`.toUpperCase();
    await ownerPage.getByLabel('Code', { exact: true }).fill(secondCode);
    await ownerPage.getByLabel('Grants').selectOption({ label: `Second start (${offerKey})` });
    await ownerPage.getByRole('button', { name: 'Create coupon' }).click();
    await expect(ownerPage.getByRole('row').filter({ hasText: secondCode })).toBeVisible();

    // the first player, with Free start active, is asked to keep it or burn it for the new one
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(secondCode);
    await page.getByRole('button', { name: 'Apply code' }).click();
    const burn = page.getByRole('dialog', { name: 'You have an active bonus' });
    await expect(burn).toContainText('its remaining bonus money and wagering progress are burnt');
    await burn.getByRole('button', { name: 'Keep bonus' }).click();
    await expect(burn).toBeHidden();
    await expect(active).toContainText('Free start');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await burn.getByRole('button', { name: 'Burn and Activate new bonus' }).click();
    await expect(burn).toBeHidden();
    await expect(active).toContainText('Second start');
    await expect(rules).toContainText('Largest bet while the bonus is active: €1.00');
    await expect(rules).toContainText('Cannot be played with this bonus: Copper cherries');
    await expect(page.getByRole('list').filter({ hasText: 'Free start' })).toContainText('Cancelled');

    // the owner cancels the first player's bonus from their page, with a reason
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
    await ownerPage.getByLabel('Search players').fill(first.email);
    await ownerPage.getByRole('link', { name: first.email }).click();
    const bonuses = ownerPage.getByRole('region', { name: 'Bonuses' });
    await bonuses.getByRole('button', { name: 'Cancel active bonus' }).click();
    await bonuses.getByRole('button', { name: 'Cancel bonus' }).click();
    await expect(bonuses.getByText('Give a reason (3 characters or more)')).toBeVisible();
    await bonuses.getByLabel(/Why cancel Second start/).fill('Duplicate account');
    await bonuses.getByRole('button', { name: 'Cancel bonus' }).click();
    await expect(bonuses.getByRole('status')).toHaveText(
      'Second start cancelled: its bonus money was removed.',
    );
    await expect(bonuses.getByRole('row').filter({ hasText: 'Second start' })).toContainText(
      'Duplicate account',
    );
    await page.reload();
    // the last bonus block says what became of it
    const last = page.getByRole('region', { name: 'Last bonus' });
    await expect(last).toContainText('Second start');
    await expect(last).toContainText('It was cancelled on your account; its bonus money was removed.');
    await expect(page.getByRole('list').filter({ hasText: 'Second start' })).toContainText('Cancelled');
    await Promise.all([ownerPage.context().close(), secondPage.close()]);
  });

  test('marketing makes free spins with a coupon; a new player plays them on their game and the winnings become cash', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const ownerPage = await operatorPage(browser, baseURL);
    await signInEnrolled(ownerPage, owner.email, owner.password, owner.secret);
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Bonus offers' }).click();
    await ownerPage.getByRole('link', { name: 'New offer' }).click();
    const offerKey = `spins-${Date.now().toString(36)}`;
    await ownerPage.getByLabel('Kind').selectOption({ label: 'Free spins' });
    await ownerPage.getByLabel('Key', { exact: true }).fill(offerKey);
    await ownerPage.getByLabel('Title', { exact: true }).fill('Lucky spins');
    await ownerPage.getByLabel('Game', { exact: true }).selectOption({ label: 'Copper Cherries' });
    await ownerPage.getByRole('spinbutton', { name: 'Free spins' }).fill('10');
    await ownerPage.getByLabel('Stake of a spin in EUR').fill('0.20');
    // no wagering: what the spins win becomes cash at once
    await ownerPage.getByLabel('Wagering (× the bonus)').fill('0');
    await ownerPage.getByRole('button', { name: 'Create offer' }).click();
    await expect(
      ownerPage.getByText('Created “Lucky spins”: players see it within 30 seconds.'),
    ).toBeVisible();
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
    const code = `SPINS-${Date.now().toString(36)}`.toUpperCase();
    await ownerPage.getByLabel('Code', { exact: true }).fill(code);
    await ownerPage.getByLabel('Grants').selectOption({ label: `Lucky spins (${offerKey})` });
    await ownerPage.getByRole('button', { name: 'Create coupon' }).click();
    await expect(ownerPage.getByRole('row').filter({ hasText: code })).toBeVisible();
    await ownerPage.context().close();

    // a new player redeems it: ten spins wait on Copper Cherries
    const player = await registerViaApi(request, { email: uniqueEmail('spins') });
    await signInPage(page, player.token);
    await page.goto('/bonuses');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText('Lucky spins: 10 free spins are ready to play.')).toBeVisible();
    const card = page.getByRole('region', { name: 'Free spins' });
    await expect(card).toContainText('10 of 10 spins left on Copper cherries, at €0.20 a spin');
    await expectAccessible(page, 'the bonuses page with free spins');
    await card.getByRole('link', { name: 'Play free spins' }).click();
    await expect(page).toHaveURL(/\/play\/copper-cherries/);

    // every spin is a free one at €0.20, and the balance stays at zero while they are played
    const banner = page.getByRole('status').filter({ hasText: /left of 10/ });
    await expect(banner).toContainText('10 free spins left of 10, at €0.20 each');
    const freeSpin = page.getByRole('button', { name: /^Free spin at €0\.20/ });
    for (let left = 9; left >= 0; left -= 1) {
      await expect(freeSpin).toBeEnabled({ timeout: 20_000 });
      const answered = page.waitForResponse((response) => response.url().endsWith('/spin'));
      await freeSpin.click();
      const round = (await (await answered).json()).data.round;
      expect(round).toMatchObject({ bet: '20', freeSpins: { left } });
      if (left > 0)
        await expect(banner).toContainText(`${left} free spin${left === 1 ? '' : 's'} left of 10`);
    }
    const rounds = await request.get('/api/games/copper-cherries/rounds', {
      headers: { authorization: `Bearer ${player.token}`, 'x-authorization': `Bearer ${player.token}` },
    });
    const won = ((await rounds.json()).data.rounds as Array<{ win: string }>).reduce(
      (sum, round) => sum + BigInt(round.win),
      0n,
    );
    const euros = `€${(Number(won) / 100).toFixed(2)}`;
    if (won > 0n) {
      // the winnings became bonus money with no wagering: they are cash now
      await expect(page.getByText(`Your free spins won ${euros}`)).toBeVisible({ timeout: 20_000 });
      await page.goto('/bonuses');
      const history = page.getByRole('list').filter({ hasText: 'Lucky spins' });
      await expect(history).toContainText('Wagered: became cash');
      await expect(history).toContainText(euros);
      await expect(page.getByRole('region', { name: 'Free spins' })).toHaveCount(0);
      const details = await request.get('/api/user/get-user-details', {
        headers: { authorization: `Bearer ${player.token}`, 'x-authorization': `Bearer ${player.token}` },
      });
      const wallet = (await details.json()).data.userWallet;
      expect({ cash: wallet.amount, bonus: wallet.nonCashAmount }).toEqual({
        cash: won.toString(),
        bonus: '0',
      });
    } else {
      await expect(page.getByText('Your free spins are played. No win this time.')).toBeVisible();
    }
  });

  test('an operator adds loyalty points with a reason on a player’s page: the player is Silver at once, with no reward, and sees why', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const player = await registerViaApi(request, { email: uniqueEmail('vip') });
    const ownerPage = await operatorPage(browser, baseURL);
    await signInEnrolled(ownerPage, owner.email, owner.password, owner.secret);
    await ownerPage.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
    await ownerPage.getByLabel('Search players').fill(player.email);
    await ownerPage.getByRole('link', { name: player.email }).click();
    const loyalty = ownerPage.getByRole('region', { name: 'Loyalty', exact: true });
    await expect(loyalty).toContainText('1 · Bronze');
    await loyalty.getByRole('button', { name: 'Adjust points' }).click();
    await loyalty.getByLabel('Points to add').fill('150');
    await loyalty.getByLabel('Why?').fill('Goodwill after a game outage');
    await loyalty.getByRole('button', { name: 'Review' }).click();
    await expect(loyalty).toContainText(
      'The player moves up at once; a level reached by added points pays no reward.',
    );
    await loyalty.getByRole('button', { name: 'Yes, add 150 points' }).click();
    await expect(loyalty.getByRole('status')).toHaveText(
      'Added 150 points: the player now has 150 points and 150 xp.',
    );
    await expect(loyalty).toContainText('2 · Silver');
    await expect(loyalty.getByRole('table')).toContainText('Goodwill after a game outage');
    await expectAccessible(ownerPage, 'a player’s loyalty section');

    await signInPage(page, player.token);
    await page.goto('/vip-club');
    await expect(page.getByTestId('vip-progress')).toContainText('Silver');
    const history = page.getByTestId('vip-history');
    await expect(history).toContainText('150 points added by the VIP team');
    await expect(history).toContainText('Reason: Goodwill after a game outage');
    await expect(history).toContainText('Reached Silver');
    await expect(history).not.toContainText('€5.00');
    await ownerPage.context().close();
  });
});
