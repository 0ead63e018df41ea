import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { advanceServerClock, clockServerUrl } from './helpers/clock-server';
import { authHeaders, fundByCard } from './helpers/funds';

/*
 * The rest of responsible gaming at the table (issue 21): a bonus buy over the player's own limit
 * (Confirm Bonus Buy or Confirm Regular Bet), the reality check after 15 minutes of the server's
 * clock, and the monthly winnings limit the operator sets. The reminder falls due by moving the
 * server's clock: these journeys run against the second server.
 */
test.use({ baseURL: clockServerUrl, allowConsoleErrors: [/status of 400/] });

const owner = {
  email: 'owner@casino.local',
  password: 'Owner#2026',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** The owner's back-office token: a code of the server's own time, the next one if it was used. */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/backoffice/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { challenge } = await signIn.json();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const serverNow = (await advanceServerClock(request, 0)).getTime();
    const code = await generate({ secret: owner.secret, epoch: Math.floor(serverNow / 1000) });
    const verified = await request.post('/api/backoffice/auth/code', { data: { challenge, code } });
    if (verified.ok()) return (await verified.json()).token as string;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (serverNow % 30_000) + 500));
  }
  throw new Error('the owner could not sign in to the back office');
}

async function signIn(page: Page, token: string) {
  await signInPage(page, token);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
}

const spinResponse = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/spin'));

test('a bonus buy over the maximum bet: Confirm Bonus Buy plays that buy once, Confirm Regular Bet spins instead', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await registerViaApi(request);
  await fundByCard(request, player.token, '20000');
  // a €1 maximum bet: a bonus buy (174 × the bet) is over it, a regular spin is not
  const limited = await request.put('/api/user/responsible-gaming/bet-limits', {
    headers: authHeaders(player.token),
    data: { maxBetLimit: '100' },
  });
  expect(limited.status()).toBe(200);
  await signIn(page, player.token);
  await page.goto('/play/jade-serpent-temple');

  const buy = async () => {
    await page.getByRole('button', { name: /^Buy \d+ free spins for/ }).click();
    const answered = spinResponse(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    return answered;
  };
  const refused = await buy();
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toMatchObject({ limit: 'maxBetLimit', excludable: 'true' });
  const dialog = page.getByRole('dialog', { name: 'This bonus buy goes over your limit' });
  await expect(dialog).toContainText('goes over your maximum bet limit');
  await expectAccessible(page, 'the bonus buy over a limit dialog');

  // Confirm Bonus Buy: the confirmation, then that buy, played
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/bet-exclusion'));
  const bought = spinResponse(page);
  await dialog.getByRole('button', { name: 'Confirm Bonus Buy' }).click();
  expect((await confirmed).status()).toBe(200);
  const round = (await (await bought).json()).data.round;
  expect(round).toMatchObject({ bought: true });
  expect(Number(round.cost)).toBeGreaterThan(100);
  await expect(dialog).toBeHidden();

  // the next buy is checked again: the choice comes back; a regular bet is played instead
  await page.reload();
  const again = await buy();
  expect(again.status()).toBe(400);
  const regular = spinResponse(page);
  await page
    .getByRole('dialog', { name: 'This bonus buy goes over your limit' })
    .getByRole('button', { name: 'Confirm Regular Bet' })
    .click();
  const spun = (await (await regular).json()).data.round;
  expect(spun).toMatchObject({ bought: false, bet: round.bet, cost: round.bet });
});

test('the reality check pauses real money after 15 minutes until the player chooses to continue', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await registerViaApi(request);
  await fundByCard(request, player.token, '2500');
  await signIn(page, player.token);
  await page.goto('/profile2/limits');
  const section = page.getByRole('main').getByRole('region', { name: 'Reality check' });
  await section.getByRole('radio', { name: /15 min/ }).check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/reality-check') && response.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: 'Save reality check' }).click();
  expect((await saved).status()).toBe(200);
  await expectAccessible(page, 'the limits page with the reality check set');

  await page.goto('/play/copper-cherries');
  // the play page reads the reminder's state once it has loaded and settled (at least 500 ms after
  // the load event goto waits for), as a player's page would have long before 15 minutes of play;
  // asked for after goto, so the limits page's own read does not count
  const stateRead = page.waitForResponse(
    (response) => response.url().endsWith('/reality-check') && response.request().method() === 'GET',
  );
  await expect(page.getByTestId('header-balance')).toHaveText('€25.00');
  const first = spinResponse(page);
  await page.getByRole('button', { name: /^Spin for/ }).click();
  expect((await first).status()).toBe(200);
  expect((await stateRead).status()).toBe(200);

  await advanceServerClock(request, 15 * 60_000);
  const held = spinResponse(page);
  await page.getByRole('button', { name: /^Spin for/ }).click();
  expect((await held).status()).toBe(400);
  const reminder = page.getByRole('dialog', { name: 'Reality check' });
  await expect(reminder).toContainText('You have been playing for 15 min');
  await expect(reminder).toContainText('net result');
  await expectAccessible(page, 'the reality check reminder');

  const continued = page.waitForResponse((response) => response.url().endsWith('/reality-check/continue'));
  await reminder.getByRole('button', { name: 'Continue playing' }).click();
  expect((await continued).status()).toBe(200);
  await expect(reminder).toBeHidden();
  const next = spinResponse(page);
  await page.getByRole('button', { name: /^Spin for/ }).click();
  expect((await next).status()).toBe(200);
});

test('the monthly winnings limit the operator sets shows on the player’s limits page', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const rule = { base: '500000', monthlyRisePercent: 5, ceiling: null };
  const set = await request.put('/api/backoffice/responsible-gaming/play-limits', {
    headers: authHeaders(token),
    data: { globalBetLimits: {}, monthlyWinnings: { EUR: rule } },
  });
  expect(set.status(), await set.text()).toBe(200);
  try {
    const player = await registerViaApi(request);
    await signIn(page, player.token);
    await page.goto('/profile2/limits');
    const section = page.getByRole('main').getByRole('region', { name: 'Monthly winnings limit' });
    await expect(section).toContainText('€5,000.00');
    await expect(section).toContainText('Rises to €5,250.00');
    await expect(section).toContainText('In 99% of cases this limit rises over time.');
  } finally {
    await request.put('/api/backoffice/responsible-gaming/play-limits', {
      headers: authHeaders(token),
      data: { globalBetLimits: {}, monthlyWinnings: {} },
    });
  }
});
