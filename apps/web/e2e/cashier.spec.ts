import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkPath, readMailbox, registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { choose } from './helpers/choose';
import { providerCall } from './helpers/provider';

const headerBalance = (page: Page) => page.getByTestId('header-balance');

/** The card form, filled as a player types it. */
async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Cardholder name').fill('Maria Borg');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('CVC').fill('737');
}

test.describe('cashier', () => {
  test('a new player completes the profile, deposits 25 by card through 3-D Secure and sees the balance rise', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signInPage(page, player.token);
    await page.goto('/deposit');
    // no address yet: the profile comes first
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expectAccessible(page, 'the deposit page asking for the profile first');
    await page.getByLabel('Address').fill('12 Republic Street');
    await page.getByLabel('City').fill('Valletta');
    await page.getByLabel('Zip code').fill('VLT 1117');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByText('Min €5.00 · Max €5,000.00')).toBeVisible();
    await expectAccessible(page, 'the deposit page');
    await fillCard(page, '4111 1111 1111 1111');
    await expect(headerBalance(page)).toContainText('0.00');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();

    // the provider's 3-D Secure page, outside the casino
    await expect(page).toHaveURL(/\/sandbox\/3ds\/sbx_/);
    await expect(page.getByText('Card ending in 1111')).toBeVisible();
    await page.getByRole('button', { name: /^Approve/ }).click();

    await expect(page).toHaveURL(/\/deposit\?modal=deposit-3ds-success/);
    await expect(page.getByText('Deposit completed: €25.00 added to your balance.')).toBeVisible();
    await expect(headerBalance(page)).toContainText('25.00');
    await expectAccessible(page, 'the 3-D Secure success modal');
    // PaReq and MD were used once and are gone from the address
    expect(page.url()).not.toContain('PaReq');
  });

  test('a declined card opens the decline modal, which offers another method, and nothing is credited', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    const auth = { authorization: `Bearer ${player.token}`, 'x-authorization': `Bearer ${player.token}` };
    expect(
      (
        await request.put('/api/user/update-user-details', {
          headers: auth,
          data: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
        })
      ).ok(),
    ).toBe(true);
    await signInPage(page, player.token);
    await page.goto('/deposit');
    await choose(page.getByRole('radio', { name: /Mastercard/ }));
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\/sbx_/);
    await page.getByRole('button', { name: /^Decline/ }).click();
    await expect(page).toHaveURL(/modal=deposit-decline&met=master/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Deposit declined');
    await expectAccessible(page, 'the deposit declined modal');
    // the alternative to a card brand is the card-form method (spec §4)
    await dialog.getByRole('button', { name: 'Try another method' }).click();
    await expect(page.getByRole('radio', { name: /Bank card/ })).toBeChecked();
    await expect(headerBalance(page)).toContainText('0.00');
  });
});

/** A promise that settles once `release()` is called: what a test holds a request back with. */
function gate(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** A new player whose email is verified through the mailed link and whose profile has an address. */
async function verifiedPlayer(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const player = await registerViaApi(request, overrides);
  await expect.poll(async () => (await readMailbox(request, player.email)).length).toBeGreaterThan(0);
  const [mail] = await readMailbox(request, player.email);
  expect((await request.get(linkPath(mail?.text ?? ''), { maxRedirects: 0 })).status()).toBeLessThan(400);
  const auth = { authorization: `Bearer ${player.token}`, 'x-authorization': `Bearer ${player.token}` };
  const updated = await request.put('/api/user/update-user-details', {
    headers: auth,
    data: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
  });
  expect(updated.ok()).toBe(true);
  const details = await (await request.get('/api/user/get-user-details', { headers: auth })).json();
  expect(details.data.getUser.isEmailVerified).toBe(true);
  return { ...player, auth };
}

test.describe('cashier: start-up', () => {
  test('the deposit page asks once for the player, the methods and the offers, and reads them without waiting for its code', async ({
    page,
    request,
  }) => {
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/^\/api\/(user\/get-user-details|admin\/get-payments|bonuses\/deposit-offers)$/.test(pathname))
        asked.push(pathname);
    });
    // the cashier's code is held back until the page has asked for its methods and offers (or for
    // five seconds): they start with the app, not once the code has loaded and rendered
    let readsWhileCodeHeld = false;
    await page.route(/\/assets\/cashier-pages-[^/]+\.js$/, async (route) => {
      const started = Date.now();
      while (Date.now() - started < 5_000) {
        if (asked.includes('/api/admin/get-payments') && asked.includes('/api/bonuses/deposit-offers')) {
          readsWhileCodeHeld = true;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await route.continue();
    });
    // the socket opens once the page has settled and greets with the balance the page already shows
    const greeted = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('"balance"'),
      }),
    );
    await page.goto('/deposit');
    await expect(page.getByRole('button', { name: 'Deposit €25.00' })).toBeVisible();
    await greeted;
    await page.waitForLoadState('networkidle');
    expect(readsWhileCodeHeld).toBe(true);
    expect(asked.filter((entry) => entry === '/api/user/get-user-details')).toHaveLength(1);
    expect(asked.filter((entry) => entry === '/api/admin/get-payments')).toHaveLength(1);
    // a greeting that brings the balance already shown reads nothing again
    expect(asked.filter((entry) => entry === '/api/bonuses/deposit-offers')).toHaveLength(1);
  });

  test("the deposit page shows every text it opens with from the language's start part, before the rest arrives", async ({
    page,
    request,
  }) => {
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    // the rest of the language is held back until the page has been read: the build puts the
    // deposit page's strings in the start part (contracts `lazyStartPages`)
    const { held: restHeld, release: releaseRest } = gate();
    let restAnswered = false;
    await page.route(/\/locales\/en\.json\?.*part=rest/, async (route) => {
      await restHeld;
      restAnswered = true;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/deposit');
    await expect(page.getByText('Min €5.00 · Max €5,000.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit €25.00' })).toBeVisible();
    const text = await page.locator('main').innerText();
    // a key without its string shows as the key itself (`cashier.amount.label`)
    expect(text).not.toMatch(/\b[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+\b/);
    expect(restAnswered).toBe(false);
    releaseRest();
  });
});

test.describe('cashier: crypto, UPI and withdrawals', () => {
  test('a crypto deposit shows the player’s own address and QR code, and the network’s confirmation credits it', async ({
    page,
    request,
  }) => {
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    await page.goto('/deposit');
    await choose(page.getByRole('radio', { name: /Crypto/ }));
    await page.getByLabel('Network').selectOption('BTC');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();

    await expect(page.getByRole('heading', { name: 'Send BTC to your address' })).toBeVisible();
    const address = (await page.getByTestId('crypto-address').textContent()) ?? '';
    expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38,58}$/);
    await expect(page.getByRole('img', { name: 'QR code of your BTC deposit address' })).toBeVisible();
    await expectAccessible(page, 'the crypto deposit address');
    // the same player gets the same address next time (a fresh visit: a reload's scroll
    // restoration can move the method list while it is clicked)
    await page.goto('/deposit');
    await choose(page.getByRole('radio', { name: /Crypto/ }));
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await expect(page.getByTestId('crypto-address')).toHaveText(address);

    await page.getByRole('link', { name: 'Simulate the payment (sandbox)' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await expect(headerBalance(page)).toContainText('25.00');
  });

  test('a player in India deposits by UPI, wagers it, withdraws by UPI, cancels, withdraws again and the operator pays it out', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const player = await verifiedPlayer(request, { countryCode: 'IN', currencyCode: 'INR' });
    await signInPage(page, player.token);

    // UPI deposit: QR code and intent link, confirmed in the sandbox's UPI app
    await page.goto('/deposit');
    await choose(page.getByRole('radio', { name: /^UPI/ }));
    await page.getByLabel('Amount in INR').fill('3000');
    await page.getByRole('button', { name: 'Deposit ₹3,000.00' }).click();
    await expect(page.getByRole('heading', { name: 'Pay with UPI' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for the UPI payment' })).toBeVisible();
    await expectAccessible(page, 'the UPI payment');
    const intent = new URL((await page.getByTestId('upi-intent').getAttribute('href')) ?? '');
    expect(intent.protocol).toBe('upi:');
    expect(intent.searchParams.get('am')).toBe('3000.00');
    await page.getByRole('link', { name: 'Pay in the sandbox UPI app' }).click();
    await page.getByRole('button', { name: /^Approve/ }).click();
    await expect(headerBalance(page)).toContainText('3,000.00');

    // the deposit is wagered once before it may be withdrawn: 120 rounds of ₹25 on a low-volatility slot
    for (let round = 0; round < 120; round += 1) {
      const spin = await request.post('/api/games/copper-cherries/spin', {
        headers: player.auth,
        data: { bet: '2500', requestId: `e2e-wager-${Date.now()}-${round}` },
      });
      expect(spin.ok()).toBe(true);
    }
    const cash = async () =>
      BigInt(
        (await (await request.get('/api/user/get-user-details', { headers: player.auth })).json()).data
          .userWallet.amount,
      );
    const afterPlay = await cash();
    expect(afterPlay).toBeGreaterThan(30_000n);

    await page.goto('/withdraw');
    const list = page.locator('section', { has: page.getByRole('heading', { name: 'Your withdrawals' }) });
    const form = page.locator('section', {
      has: page.getByRole('heading', { name: 'Request a withdrawal' }),
    });
    const withdrawUpi = async () => {
      await choose(form.getByRole('radio', { name: 'UPI' }));
      await form.getByLabel('UPI ID').fill('maria.borg@okaxis');
      await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('300');
      // the calculator: UPI takes no fee, so all of it arrives
      await expect(form.getByText('You receive')).toBeVisible();
      await expect(form).toContainText('₹300.00');
      // the quote dims while it is recalculated; check it once it is final
      await expect(form.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, 'the withdrawal page with the UPI form');
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(list.getByRole('listitem').first()).toContainText('Pending');
    };

    await withdrawUpi();
    await expect.poll(cash).toBe(afterPlay - 30_000n);
    await list.getByRole('listitem').first().getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
    await expectAccessible(page, 'the cancel-withdrawal confirmation');
    await list.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Cancelled');
    await expect(page.getByText('Cancelled — ₹300.00 returned to your balance')).toBeVisible();
    await expectAccessible(page, 'the withdrawal page after a cancelled withdrawal');
    await expect.poll(cash).toBe(afterPlay);

    await withdrawUpi();
    await expect.poll(cash).toBe(afterPlay - 30_000n);
    const admin = { authorization: 'Bearer dev-admin-api-token-0123456789abcdef' };
    const waiting = (await (await request.get('/api/admin/withdrawals', { headers: admin })).json()).data
      .withdrawals as Array<{ id: string; amount: string; details: { destination?: string } }>;
    const mine = waiting.find((row) => row.details.destination === 'UPI maria.borg@okaxis');
    expect(mine?.amount).toBe('30000');
    const approved = await request.post(`/api/admin/withdrawals/${mine?.id}/approve`, {
      headers: admin,
      data: {},
    });
    expect(approved.ok()).toBe(true);
    // no reload: the payout's settlement reaches the page over the socket
    await expect(list.getByRole('listitem').first()).toContainText('Completed', { timeout: 10_000 });
    expect(await cash()).toBe(afterPlay - 30_000n);
  });
});

test.describe('promotions: the bonus calendar', () => {
  test('opens from ?modal=calendar with four weeks from Monday of last week, today’s bonus and More to the promotions', async ({
    page,
    request,
  }) => {
    // the promotions running today (other journeys may have added some): today's bonus is one of them
    const listed = await request.get('/api/admin/get-all-bonus?pageNo=1&limit=24');
    const names = ((await listed.json()).data.bonus.rows as Array<{ name: string }>).map((row) => row.name);
    expect(names).toContain('Welcome bonus');
    await page.goto('/casino?modal=calendar');
    const dialog = page.getByRole('dialog', { name: 'Bonus calendar' });
    await expect(dialog).toBeVisible();
    const grid = dialog.getByRole('table', { name: /Bonus calendar/ });
    await expect(grid.getByRole('row')).toHaveCount(5);
    await expect(grid.getByRole('columnheader').first()).toHaveText(/Mon/i);
    // the seeded offers run every day: today names one of them, and so do the next seven days
    const today = dialog.getByRole('region', { name: 'Today’s bonus' });
    // titles are cut at 35 characters in the grid: the start of each is enough
    const escaped = names.map((name) => name.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(today).toContainText(new RegExp(escaped.join('|')));
    await expect(grid.getByRole('cell', { name: /gift opened/ })).not.toHaveCount(0);
    await expect(grid.locator('[aria-current="date"]')).toHaveCount(1);
    await expectAccessible(page, 'the bonus calendar');
    await today.getByRole('button', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/promotions/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });
});

test.describe('promotions: free money', () => {
  test('a verified new player takes the no-deposit bonus on /freemoney; it is active and its money is in the balance', async ({
    page,
    request,
  }) => {
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    await page.goto('/freemoney');
    await expect(page.getByRole('heading', { level: 1, name: 'Free money' })).toBeVisible();
    const free = page.getByRole('article', { name: 'Free start' });
    await expect(free).toContainText('€5.00 bonus money, no deposit needed');
    // deposit bonuses are on /promotions, not here
    await expect(page.getByRole('article', { name: 'Welcome bonus' })).toHaveCount(0);
    await expectAccessible(page, 'the free money page');
    await free.getByRole('button', { name: 'Take bonus' }).click();
    await expect(free).toContainText('Your active bonus');
    await expect(headerBalance(page)).toContainText('5.00');

    // the promotions page lists it too, marked as the active bonus
    await page.goto('/promotions');
    await expect(page.getByRole('article', { name: 'Free start' })).toContainText('Your active bonus');
    // the bonuses page shows it with its wagering, and Play leads to the slots
    await page.goto('/bonuses');
    const active = page.getByRole('region', { name: 'Active bonus' });
    await expect(active).toContainText('Wagered €0.00 of €100.00');
    await expect(page.getByRole('list').filter({ hasText: 'Free start' })).toContainText('Active');
    await active.getByRole('link', { name: 'Play' }).click();
    await expect(page).toHaveURL(/\/casino\/slots/);
  });
});

test.describe('cashier: deposit bonuses', () => {
  test('a guest sees the promotions with their terms and is asked to sign up to take one', async ({
    page,
  }) => {
    await page.goto('/promotions');
    const reload = page.getByRole('article', { name: 'Reload bonus' });
    await expect(reload).toContainText('50% up to €200.00');
    await reload.getByText('Terms').click();
    await expect(reload).toContainText('One bonus is active at a time.');
    await expect(reload.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(reload.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  });

  test('a new player takes the welcome bonus with the first deposit, is warned before replacing it, and burns the reload bonus from the withdrawal page', async ({
    page,
    request,
  }) => {
    // several screens are checked for accessibility on the way, a few seconds each
    test.setTimeout(60_000);
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    // the promotions page leads to the deposit with the welcome bonus chosen
    await page.goto('/promotions');
    const welcome = page.getByRole('article', { name: 'Welcome bonus' });
    await expect(welcome).toContainText('100% up to €100.00');
    await expect(welcome).toContainText('For your first deposit');
    await expectAccessible(page, 'the promotions page');
    await welcome.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/deposit\?bonus=welcome/);
    const bonus = page.getByRole('group', { name: 'Bonus' });
    await expect(bonus.getByRole('radio', { name: 'Welcome bonus' })).toBeChecked();
    await expect(bonus).toContainText('You get €25.00 bonus');
    await expectAccessible(page, 'the deposit page with a bonus chosen');
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await page.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText('Deposit completed: €25.00 added to your balance.')).toBeVisible();
    // €25 cash and €25 bonus money
    await expect(headerBalance(page)).toContainText('50.00');
    await page.keyboard.press('Escape');
    const active = page.getByRole('region', { name: 'Active bonus' });
    await expect(active).toContainText('Welcome bonus');
    await expect(active).toContainText('Wagered €0.00 of €750.00');
    await expectAccessible(page, 'the deposit page with an active bonus');

    // the welcome bonus was for the first deposit; a reload bonus replaces it only after a warning
    await expect(bonus.getByRole('radio', { name: 'Welcome bonus' })).toHaveCount(0);
    await choose(bonus.getByRole('radio', { name: 'Reload bonus' }));
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    const warning = page.getByRole('dialog', { name: 'Replace your active bonus?' });
    await expect(warning).toBeVisible();
    await expectAccessible(page, 'the replace-bonus confirmation');
    await warning.getByRole('button', { name: 'No, Go Back' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/deposit$/);
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await page
      .getByRole('dialog', { name: 'Replace your active bonus?' })
      .getByRole('button', { name: 'Yes, Continue' })
      .click();
    await page.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText('Deposit completed: €25.00 added to your balance.')).toBeVisible();
    // €50 cash and the reload's €12.50; the welcome bonus money is gone
    await expect(headerBalance(page)).toContainText('62.50');

    await page.goto('/withdraw');
    const card = page.getByRole('region', { name: 'Active bonus' });
    await expect(card).toContainText('Reload bonus');
    await expectAccessible(page, 'the withdrawal page with an active bonus');
    await card.getByRole('button', { name: 'Cancel bonus' }).click();
    const burn = page.getByRole('dialog', { name: 'Cancel your bonus?' });
    await expect(burn).toBeVisible();
    await expectAccessible(page, 'the cancel-bonus confirmation');
    await burn.getByRole('button', { name: 'Burn bonus' }).click();
    await expect(headerBalance(page)).toContainText('50.00');
    await expect(page.getByRole('region', { name: 'Active bonus' })).toHaveCount(0);
    const details = await (await request.get('/api/user/get-user-details', { headers: player.auth })).json();
    expect(details.data).toMatchObject({
      activeBonus: null,
      userWallet: { amount: '5000', nonCashAmount: '0' },
    });
  });

  test('a deposit credited while the page is still reading its offers leaves no stale offer behind', async ({
    page,
    context,
    request,
  }) => {
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    // the page's first read of its offers gets the server's answer from before the deposit, and that
    // answer arrives only after the deposit's events have
    const { held: released, release } = gate();
    let reads = 0;
    await page.route(/\/api\/bonuses\/deposit-offers/, async (route) => {
      reads += 1;
      if (reads > 1) return route.continue();
      const before = await route.fetch();
      await released;
      // the page may have given up on this answer (cancelled for a newer read)
      await route.fulfill({ response: before }).catch(() => undefined);
    });
    await page.goto('/deposit');
    await expect(page.getByRole('button', { name: 'Deposit €25.00' })).toBeVisible();

    // the first deposit, with the welcome bonus, from another tab
    const other = await context.newPage();
    await other.goto('/deposit');
    await choose(other.getByRole('group', { name: 'Bonus' }).getByRole('radio', { name: 'Welcome bonus' }));
    await fillCard(other, '4111 1111 1111 1111');
    await other.getByRole('button', { name: 'Deposit €25.00' }).click();
    await other.getByRole('button', { name: /^Approve/ }).click();
    await expect(other.getByText('Deposit completed: €25.00 added to your balance.')).toBeVisible();
    await other.close();
    // the first page heard the deposit: its balance follows
    await expect(headerBalance(page)).toContainText('50.00');
    release();

    // the welcome bonus went with the first deposit: the page offers the reload bonus alone
    const bonus = page.getByRole('group', { name: 'Bonus' });
    await expect(bonus.getByRole('radio', { name: 'Reload bonus' })).toHaveCount(1);
    await expect(bonus.getByRole('radio', { name: 'Welcome bonus' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Active bonus' })).toContainText('Welcome bonus');
  });
});

test.describe('cashier: instant cashback', () => {
  test('a depositor takes the weekly cashback, is told there is nothing to claim yet, loses €10.00 of real money and claims €1.00 of it as cash', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const player = await verifiedPlayer(request);
    await signInPage(page, player.token);
    // no deposit yet: cashback is for depositors
    await page.goto('/promotions');
    const offer = page.getByRole('article', { name: 'Weekly cashback' });
    await expect(offer).toContainText('10% of your net losses back in cash, up to €100.00');
    await offer.getByRole('button', { name: 'Take bonus' }).click();
    await expect(offer.getByRole('alert')).toContainText('Cashback is for players who have made a deposit');

    await page.goto('/deposit');
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await page.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText('Deposit completed: €25.00 added to your balance.')).toBeVisible();

    await page.goto('/promotions');
    await offer.getByRole('button', { name: 'Take bonus' }).click();
    await expect(offer).toContainText('Your active bonus');
    await expectAccessible(page, 'the promotions page with a cashback running');

    await page.goto('/bonuses');
    const card = page.getByRole('region', { name: 'Cashback' });
    await expect(card).toContainText('Weekly cashback');
    await card.getByRole('button', { name: 'Claim now' }).click();
    await expect(card.getByRole('alert')).toContainText('There is no cashback to claim yet');

    // a table game's provider takes a €10.00 stake and settles the round with nothing won: €10.00
    // lost, €1.00 due
    const round = `e2e-cashback-${Date.now()}`;
    const movement = { playerId: player.user.uniqueId, currency: 'EUR', roundId: round, gameId: 'e2e-table' };
    const stake = await providerCall(request, 'bet', {
      ...movement,
      transactionId: `${round}-bet`,
      amount: '1000',
    });
    expect(stake.status(), await stake.text()).toBe(200);
    const settled = await providerCall(request, 'win', {
      ...movement,
      transactionId: `${round}-win`,
      betTransactionId: `${round}-bet`,
      amount: '0',
    });
    expect(settled.status(), await settled.text()).toBe(200);
    const due = 100n;
    const cents = (amount: bigint) => `€${(Number(amount) / 100).toFixed(2)}`;
    await page.reload();
    await expect(card).toContainText(cents(due));
    await expectAccessible(page, 'the bonuses page with a cashback running');
    await card.getByRole('button', { name: 'Claim now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cashback paid' })).toContainText(
      `${cents(due)} was added to your cash balance.`,
    );
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('list').filter({ hasText: 'Weekly cashback' })).toContainText(
      `${cents(due)} cashback`,
    );
  });
});
