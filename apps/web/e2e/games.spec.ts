import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { authHeaders, fundByCard } from './helpers/funds';

/** The seeded demo player (README "Demo accounts"): €500 from one demo-funds deposit. */
async function demoPlayerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: 'demo@casino.local', password: 'Demo#2026' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).accessToken as string;
}

async function bonusBuyGame(
  request: APIRequestContext,
): Promise<{ slug: string; name: string; minBet: string }> {
  const response = await request.get('/api/games?category=bonus-buy&sort=name');
  const [game] = (await response.json()).data.rows;
  return game;
}

const headerBalance = (page: Page) => page.getByTestId('header-balance');
const spinButton = (page: Page) => page.getByRole('button', { name: /^Spin for/ });

test.describe('house slots', () => {
  test('a guest opens a game from the lobby and plays it in demo mode with fun money', async ({ page }) => {
    await page.goto('/casino');
    const card = page.locator('a.game-card').first();
    const name = (await card.locator('.game-card__name').textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Return to player')).toBeVisible();
    await expectAccessible(page, 'a game details page (guest)');
    await page.getByRole('link', { name: 'Play demo' }).click();
    await expect(page).toHaveURL(/\/play\/.+\?demo=1$/);
    await expect(page.getByText('Fun balance').first()).toBeVisible();
    const round = page.waitForResponse((response) => response.url().includes('/demo-spin'));
    await spinButton(page).click();
    expect((await round).status()).toBe(200);
    // the machine is ready for the next spin once the round has been shown
    await expect(spinButton(page)).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByText('Last win')).toBeVisible();
    await expectAccessible(page, 'the play screen in demo mode');
  });

  test('a player spins for real money: the header balance follows, a double click plays once', async ({
    page,
    request,
  }) => {
    const token = await demoPlayerToken(request);
    const game = await bonusBuyGame(request);
    await signInPage(page, token);
    await page.goto(`/play/${game.slug}`);
    await expect(headerBalance(page)).toContainText('500');
    await expect(spinButton(page)).toBeEnabled();
    await expectAccessible(page, 'the play screen');
    const spins: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/spin') && response.request().method() === 'POST')
        spins.push(response.url());
    });
    const before = await headerBalance(page).textContent();
    await spinButton(page).dblclick();
    await expect.poll(() => spins.length).toBe(1);
    // while the reels still turn, the header keeps the balance from before the round (the
    // round's balance event has arrived by now, and showing it would give the result away)
    await page.waitForTimeout(300);
    expect(await spinButton(page).isDisabled()).toBe(true);
    expect(await headerBalance(page).textContent()).toBe(before);
    await expect(spinButton(page)).toBeEnabled({ timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(spins).toHaveLength(1);
    // the ledger shows exactly one bet for the double click, and the header shows what it left
    const history = await request.get('/api/user/transactions?tab=games', {
      headers: { authorization: `Bearer ${token}`, 'x-authorization': `Bearer ${token}` },
    });
    const rows = (await history.json()).data.rows as Array<{ type: string; balanceAfter: string }>;
    expect(rows.filter((row) => row.type === 'bet')).toHaveLength(1);
    const after = Number(rows[0]?.balanceAfter) / 100;
    await expect(headerBalance(page)).toContainText(after.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  });

  test('a bought feature left part-way resumes on the next visit, and its round verifies on /provably-fair', async ({
    page,
    request,
  }) => {
    const token = await demoPlayerToken(request);
    const auth = { authorization: `Bearer ${token}`, 'x-authorization': `Bearer ${token}` };
    const game = await bonusBuyGame(request);
    await signInPage(page, token);
    await page.goto(`/play/${game.slug}`);
    // the hash of the server seed the next round uses is on the table before the round is played
    await page.getByText('Provably fair: your seeds').click();
    const hashShown = await page.locator('.fairness-panel__facts code').first().textContent();
    await expectAccessible(page, 'the play screen with the fairness panel open');
    await page.getByRole('button', { name: /^Buy \d+ free spins for/ }).click();
    await expect(page.getByRole('button', { name: /^Buy for/ })).toBeVisible();
    await expectAccessible(page, 'the play screen asking to confirm a feature buy');
    const bought = page.waitForResponse((response) => response.url().endsWith('/spin'));
    await page.getByRole('button', { name: /^Buy for/ }).click();
    const round = (await (await bought).json()).data.round;
    expect(round.bought).toBe(true);
    expect(round.seeds.serverSeedHash).toBe(hashShown);
    // leave before the free spins have all been shown
    await page.reload();
    await expect(page.getByText('Finishing your free spins from your last visit.')).toBeAttached({
      timeout: 10_000,
    });

    // rotating at the table reveals the seed those rounds used
    await page.getByText('Provably fair: your seeds').click();
    await page.getByRole('button', { name: 'Reveal server seed and start the next pair' }).click();
    await expect(page.getByRole('link', { name: 'Verify its rounds' })).toBeVisible();
    const seeds = await request.get('/api/games/seeds', { headers: auth });
    const revealed = (await seeds.json()).data.revealed;
    expect(revealed.serverSeedHash).toBe(round.seeds.serverSeedHash);
    await expect(page.locator('.fairness-panel__revealed code')).toHaveText(revealed.serverSeed);
    const query = new URLSearchParams({
      game: game.slug,
      serverSeed: revealed.serverSeed,
      hash: round.seeds.serverSeedHash,
      clientSeed: round.seeds.clientSeed,
      nonce: String(round.seeds.nonce),
      buy: '1',
    });
    await page.goto(`/provably-fair?${query}`);
    await expect(page.getByText('The hash matches')).toBeVisible();
    const multiple = Number(round.win) / Number(round.bet);
    await expect(
      page.getByRole('heading', { name: `Round result: ${multiple.toLocaleString('en')} × bet` }),
    ).toBeVisible();
    await expectAccessible(page, 'the provably-fair page with a verified round');
  });

  test('a new player sees each server seed committed before choosing the client seed it plays with', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await fundByCard(request, player.token, '5000');
    await signInPage(page, player.token);
    await page.goto('/play/copper-cherries');
    await page.getByText('Provably fair: your seeds').click();
    // the browser chose the first client seed (random, 16 hex characters); it stays editable until a round
    const own = page.getByRole('textbox', { name: 'Client seed', exact: true });
    await expect(own).toHaveValue(/^[0-9a-f]{16}$/);
    const facts = page.locator('.fairness-panel__facts code');
    const currentHash = (await facts.first().textContent()) as string;
    const nextHash = (await facts.last().textContent()) as string;
    expect(nextHash).toMatch(/^[0-9a-f]{64}$/);
    expect(nextHash).not.toBe(currentHash);
    await expectAccessible(page, 'the fairness panel of a new player');
    await own.fill('my-lucky-seed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await (await request.get('/api/games/seeds', { headers: authHeaders(player.token) })).json()).data
            .active.clientSeed,
      )
      .toBe('my-lucky-seed');

    const spun = page.waitForResponse((response) => response.url().endsWith('/spin'));
    await spinButton(page).click();
    const round = (await (await spun).json()).data.round;
    expect(round.seeds).toMatchObject({ serverSeedHash: currentHash, clientSeed: 'my-lucky-seed', nonce: 0 });
    await expect(spinButton(page)).toBeEnabled({ timeout: 20_000 });

    // the next pair's client seed is chosen after its server seed's hash was shown; rotating reveals
    await page.getByRole('textbox', { name: 'Your client seed for the next pair' }).fill('second-pair-seed');
    await page.getByRole('button', { name: 'Reveal server seed and start the next pair' }).click();
    const revealed = page.locator('.fairness-panel__revealed code');
    await expect(revealed).toHaveText(/^[0-9a-f]{64}$/);
    const seed = (await revealed.textContent()) as string;
    const digest = await page.evaluate(async (text) => {
      const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
    }, seed);
    expect(digest).toBe(currentHash);
    // the pair now playing uses the seed committed before, with the client seed chosen after
    await expect(facts.first()).toHaveText(nextHash);
    // (a new pair's client seed stays editable until its first round)
    await expect(own).toHaveValue('second-pair-seed');
    await expect(facts.last()).not.toHaveText(nextHash);
    await page.getByRole('link', { name: 'Verify its rounds' }).click();
    await expect(page.getByText('The hash matches')).toBeVisible();
  });

  test("the browser's client seed for a new pair is sent again when the server could not take it", async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signInPage(page, player.token);
    let attempts = 0;
    await page.route('**/api/games/seeds/client-seed', async (route) => {
      attempts += 1;
      // the first try meets a server that is down for a moment
      if (attempts === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            errorCode: 'SERVICE_UNAVAILABLE',
            message: 'Service Unavailable',
          }),
        });
        return;
      }
      await route.continue();
    });
    await page.goto('/play/copper-cherries');
    await expect
      .poll(
        async () =>
          (await (await request.get('/api/games/seeds', { headers: authHeaders(player.token) })).json()).data
            .active.clientSeed,
        { timeout: 10_000 },
      )
      .toMatch(/^[0-9a-f]{16}$/);
    expect(attempts).toBe(2);
  });

  test('a player keeps favourites, finds the games they opened, and sees the lobby of their own', async ({
    page,
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const game = await bonusBuyGame(request);
    await signInPage(page, token);
    await page.goto(`/casino/games/${game.slug}`);
    const toggle = page.getByRole('button', { name: 'Add to favourites' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page, 'a game details page (signed in)');
    await page.goto('/profile/favorites');
    const favourites = page.getByRole('region', { name: 'Favourite games' });
    await expect(favourites.getByRole('link', { name: new RegExp(game.name) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing played yet' })).toBeVisible();
    await expectAccessible(page, 'the favourite games page');
    // opening a game (demo too) puts it first among the recently played, in the lobby as well
    await page.goto(`/play/${game.slug}?demo=1`);
    await expect(page.getByText('Fun balance').first()).toBeVisible();
    await page.goto('/casino');
    const recent = page.getByRole('region', { name: 'Recently played' });
    await expect(recent.locator('a.game-card').first()).toContainText(game.name);
    await expect(page.getByRole('region', { name: 'Your favourites' }).locator('a.game-card')).toHaveCount(1);
  });

  test("a guest watches a player's wins arrive live in the game's top wins, without a name in ghost mode", async ({
    page,
    request,
  }) => {
    const token = await demoPlayerToken(request);
    const auth = { authorization: `Bearer ${token}`, 'x-authorization': `Bearer ${token}` };
    const game = await bonusBuyGame(request);
    expect(
      (
        await request.put('/api/user/update-user-details', { headers: auth, data: { nickname: 'LiveLucy' } })
      ).ok(),
    ).toBe(true);
    await page.goto(`/casino/games/${game.slug}`);
    const table = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: 'All Wins' })).toHaveAttribute('aria-selected', 'true');
    await page.waitForTimeout(500);
    let sequence = 0;
    const win = async () => {
      for (let attempt = 0; attempt < 80; attempt += 1) {
        sequence += 1;
        const response = await request.post(`/api/games/${game.slug}/spin`, {
          headers: auth,
          data: { bet: game.minBet, requestId: `e2e-wins-${Date.now()}-${sequence}` },
        });
        const round = (await response.json()).data.round;
        if (round.win !== '0') return round;
      }
      throw new Error('no win in 80 rounds');
    };
    const shown = await win();
    const money = (minor: string) => `€${(Number(minor) / 100).toFixed(2)}`;
    // no reload: the row arrives over the socket
    await expect(table.getByRole('row').nth(1)).toContainText('LiveLucy');
    await expect(table.getByRole('row').nth(1)).toContainText(money(shown.win));
    await expectAccessible(page, 'the top wins of a game');

    expect((await request.put('/api/user/ghost-mode', { headers: auth, data: { enabled: true } })).ok()).toBe(
      true,
    );
    const hidden = await win();
    await expect(table.getByRole('row').nth(1)).toContainText('Hidden');
    await expect(table.getByRole('row').nth(1)).toContainText(money(hidden.win));
    await expect(table.getByRole('row').nth(1)).not.toContainText('LiveLucy');
    await request.put('/api/user/ghost-mode', { headers: auth, data: { enabled: false } });
  });
});
