import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { providerCall } from './helpers/provider';

/** Records the realtime sockets (socket.io under /socket) a page opens and the frames they receive. */
function watchRealtime(page: Page) {
  const sockets: Array<{ url: string; received: string[] }> = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!new URL(socket.url()).pathname.startsWith('/socket')) return;
    const entry = { url: socket.url(), received: [] as string[] };
    sockets.push(entry);
    socket.on('framereceived', ({ payload }) => entry.received.push(String(payload)));
  });
  return sockets;
}

async function signIn(page: Page, token: string) {
  await signInPage(page, token);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
}

const dispatchBalance = (page: Page, detail: Record<string, string>) =>
  page.evaluate(
    (balance) => window.dispatchEvent(new CustomEvent('wallet:balance', { detail: balance })),
    detail,
  );

test.describe('wallet', () => {
  test('a guest opens no realtime connection and sees no balance, until a live feed is on screen', async ({
    page,
  }) => {
    const sockets = watchRealtime(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(sockets).toEqual([]);
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    // the casino lobby ends with the live top-wins tables, fetched (with their socket) only when the
    // visitor scrolls down to them; then a guest's socket (no token) is accepted
    await page.goto('/casino');
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(sockets).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Top wins' })).toHaveCount(0);
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'Top wins' })).toBeVisible();
    await expect
      .poll(() => sockets.some((socket) => socket.received.some((frame) => frame.startsWith('40{'))))
      .toBe(true);
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  });

  test('a signed-in player connects to the realtime socket with their token', async ({ page, request }) => {
    const player = await registerViaApi(request);
    const sockets = watchRealtime(page);
    await signIn(page, player.token);
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    expect(sockets[0]?.url).toMatch(/\/socket\/\?EIO=4&transport=websocket/);
    // socket.io answers an accepted handshake with a CONNECT packet ("40{...sid}"), a refused one with "44"
    await expect.poll(() => sockets[0]?.received.some((frame) => frame.startsWith('40{'))).toBe(true);
    expect(sockets[0]?.received.some((frame) => frame.startsWith('44'))).toBe(false);
  });

  test('a new player sees a 0.00 balance that updates live from wallet:balance', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    const sockets = watchRealtime(page);
    await signIn(page, player.token);
    const total = page.getByTestId('header-balance');
    await expect(total).toHaveText('€0.00');
    // the socket tells the balance as it is once connected: a later arrival would put back €0.00
    await expect
      .poll(() => sockets.some((socket) => socket.received.some((frame) => frame.startsWith('42["balance"'))))
      .toBe(true);

    await dispatchBalance(page, { cash: '123456', nonCash: '2500', total: '125956', currency: 'EUR' });
    await expect(total).toHaveText('€1,259.56');

    await page.getByRole('button', { name: /^Balance €1,259\.56/ }).click();
    const popover = page.getByRole('menu');
    await expect(popover.getByTestId('balance-cash')).toHaveText('€1,234.56');
    await expect(popover.getByTestId('balance-bonus')).toHaveText('€25.00');
    await expect(popover.getByTestId('balance-total')).toHaveText('€1,259.56');
    await expectAccessible(page, 'the balance menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByTestId('balance-cash')).toHaveText('€1,234.56');
    await expect(menu.getByTestId('balance-total')).toHaveText('€1,259.56');
    await expect(menu.getByRole('menuitem', { name: 'Transactions' })).toBeVisible();
  });

  test('a posting made by a game provider reaches the open page over the socket', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    const sockets = watchRealtime(page);
    await signIn(page, player.token);
    await expect.poll(() => sockets[0]?.received.some((frame) => frame.startsWith('40{'))).toBe(true);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { walletEvents: string[] }).walletEvents = seen;
      for (const name of ['wallet:credit', 'wallet:balance']) {
        window.addEventListener(name, (event) =>
          seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
        );
      }
    });

    // a provider cancels a bet the casino never saw: a real posting of nothing, which still
    // announces the player's balance (a funded account needs the cashier, which comes later)
    const roundId = `e2e-${Date.now()}`;
    const response = await providerCall(request, 'rollback', {
      playerId: player.user.uniqueId,
      currency: 'EUR',
      transactionId: `${roundId}-rb`,
      betTransactionId: `${roundId}-bet`,
      roundId,
      gameId: 'e2e',
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, balance: { total: '0' } });

    // the socket frame arrives, and the client re-broadcasts it as window events
    await expect
      .poll(() =>
        sockets[0]?.received.some((frame) => frame.includes('"balance"') && frame.includes('"nonCash"')),
      )
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { walletEvents: string[] }).walletEvents))
      .toEqual([
        // each posting is announced with its cash and bonus parts, and the game it belongs to
        'wallet:credit {"type":"rollback","amount":"0","currency":"EUR","cash":"0","bonus":"0","game":"e2e"}',
        'wallet:balance {"cash":"0","nonCash":"0","total":"0","currency":"EUR"}',
      ]);
    await expect(page.getByTestId('header-balance')).toHaveText('€0.00');
  });

  test('a new player sees an empty history with the tabs and columns of the spec', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile/transactions');
    const main = page.getByRole('main');

    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveText(['Games', 'Withdrawal', 'Deposit']);
    await expect(main.getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the lobby' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Make a deposit' })).toBeVisible();
    await expectAccessible(page, 'the empty transaction history');

    // the last 90 days by default
    const from = await main.getByLabel('From').inputValue();
    const to = await main.getByLabel('To').inputValue();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);

    // three months back (and more) can be chosen
    const threeMonthsAgo = new Date(Date.parse(to) - 100 * 86_400_000).toISOString().slice(0, 10);
    await main.getByLabel('From').fill(threeMonthsAgo);
    const listed = page.waitForResponse(
      (response) =>
        response.url().includes('/api/user/transactions') &&
        response.url().includes(`from=${threeMonthsAgo}`),
    );
    await main.getByRole('button', { name: 'Show' }).click();
    expect((await listed).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`from=${threeMonthsAgo}`));

    // a start after the end is refused before asking the server
    await main.getByLabel('From').fill(to);
    await main.getByLabel('To').fill(threeMonthsAgo);
    await expect(main.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
    await expect(main.getByRole('button', { name: 'Show' })).toBeDisabled();
    await expectAccessible(page, 'the transaction history with a wrong date range');

    await main.getByRole('tab', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/tab=deposit/);
    await expect(main.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('Your deposits from')).toBeVisible();
  });

  test('the newer profile area shows the same history at /profile2/my-history', async ({ page, request }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile2/my-history?tab=withdrawal');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'Withdrawal' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
    await expectAccessible(page, 'the transaction history in the newer profile area');
  });

  test('the history shows the spec columns and badges for rows from the server', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    // no API creates postings yet: answer the history call with two sample rows
    await page.route('**/api/user/transactions?*', async (route) => {
      const tab = new URL(route.request().url()).searchParams.get('tab');
      const base = {
        currency: 'EUR',
        exponent: 2,
        bonus: false,
        gameName: null,
        provider: null,
        method: null,
        balanceBefore: '10000',
        balanceAfter: '9500',
        bonusBalance: '0',
        date: '2025-05-02T14:30:00.000Z',
      };
      const rows =
        tab === 'deposit'
          ? [
              {
                ...base,
                transactionId: 'dep-1',
                type: 'deposit',
                status: 'pending',
                amount: '5000',
                method: 'Visa',
              },
            ]
          : [
              {
                ...base,
                transactionId: 'bet-1',
                type: 'bet',
                status: 'completed',
                amount: '500',
                gameName: 'Book of Dead',
                provider: "Play'n GO",
              },
            ];
      await route.fulfill({ json: { success: true, data: { rows, count: 30, page: 1, limit: 24 } } });
    });
    await page.goto('/profile/transactions');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Transaction ID',
      'Transaction Type',
      'Game Name',
      'Provider',
      'Balance Before',
      'Amount',
      'Balance After',
      'Bonus Balance',
      'Date',
    ]);
    await expect(table.getByRole('cell', { name: 'Book of Dead' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '-€5.00' })).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expectAccessible(page, 'the transaction history of games');

    await page.getByRole('tab', { name: 'Deposit' }).click();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Transaction ID',
      'Method',
      'Transaction Type',
      'Amount',
      'Status',
      'Bonus',
    ]);
    await expect(table.getByText('Pending')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Visa' })).toBeVisible();
    await expectAccessible(page, 'the transaction history of deposits');
  });
});
