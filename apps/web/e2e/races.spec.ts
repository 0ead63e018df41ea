import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage, uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { advanceServerClock, clockServerUrl } from './helpers/clock-server';
import { authHeaders, fundByCard } from './helpers/funds';
import { socketGreeting } from './helpers/realtime';

// a race ends by moving the server's clock: these journeys run against the second server
test.use({ baseURL: clockServerUrl });

const euros = (minor: bigint) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(minor) / 100);

/** The development owner (README "Back-office"): password, then the authenticator's code. */
const owner = {
  email: 'owner@casino.local',
  password: 'Owner#2026',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

let operatorToken: string | undefined;

/**
 * The owner's back-office session, signed in once per run through the API. The code is the one of
 * the server's own time (earlier journeys moved it), and a code is accepted once: one refused (used
 * by an earlier sign-in in the same 30 seconds) is tried again with the next one.
 */
async function operator(request: APIRequestContext): Promise<string> {
  if (operatorToken) return operatorToken;
  const signIn = await request.post('/api/backoffice/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { challenge } = await signIn.json();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const serverNow = (await advanceServerClock(request, 0)).getTime();
    const code = await generate({ secret: owner.secret, epoch: Math.floor(serverNow / 1000) });
    const verified = await request.post('/api/backoffice/auth/code', { data: { challenge, code } });
    if (verified.ok()) {
      operatorToken = (await verified.json()).token as string;
      return operatorToken;
    }
    // the next code, in the server's next 30-second window
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (serverNow % 30_000) + 500));
  }
  throw new Error('the owner could not sign in to the back office');
}

type RaceInput = {
  name: string;
  description: string;
  metric?: 'wagered' | 'multiplier' | 'rounds';
  entry?: 'automatic' | 'opt_in';
  prizes: string[];
  startsAt: Date;
  endsAt: Date;
};

/** An operator's race in EUR on every game (POST /api/backoffice/races); answers its id. */
async function createRace(request: APIRequestContext, race: RaceInput): Promise<string> {
  const response = await request.post('/api/backoffice/races', {
    headers: { authorization: `Bearer ${await operator(request)}` },
    data: {
      name: race.name,
      description: race.description,
      currency: 'EUR',
      metric: race.metric ?? 'wagered',
      entry: race.entry ?? 'opt_in',
      games: [],
      minBet: '0',
      prizes: race.prizes,
      startsAt: race.startsAt.toISOString(),
      endsAt: race.endsAt.toISOString(),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return String((await response.json()).data.id);
}

async function spin(request: APIRequestContext, token: string, bet: string, label: string) {
  const response = await request.post('/api/games/copper-cherries/spin', {
    headers: authHeaders(token),
    data: { bet, requestId: `e2e-race-${label}-${Date.now()}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const round = (await response.json()).data.round;
  return BigInt(round.win) - BigInt(round.cost);
}

async function cashOf(request: APIRequestContext, token: string): Promise<bigint> {
  const details = await request.get('/api/user/get-user-details', { headers: authHeaders(token) });
  return BigInt((await details.json()).data.userWallet.amount);
}

async function joinRace(request: APIRequestContext, token: string, raceId: string) {
  const joined = await request.post(`/api/races/${raceId}/join`, { headers: authHeaders(token) });
  expect(joined.ok(), await joined.text()).toBe(true);
}

test.describe('races', () => {
  test('a visitor sees the running races and win of the month, switches tabs by keyboard, and is asked to sign up to race', async ({
    page,
    request,
  }) => {
    // three pages and two accessibility scans: ~5 s on a quiet machine, past 30 s twice on a busy CI hour
    test.setTimeout(60_000);
    const now = await advanceServerClock(request, 0);
    const name = `Visitor Dash ${Date.now()}`;
    const raceId = await createRace(request, {
      name,
      description: 'Stake the most in an hour.',
      prizes: ['5000', '2000'],
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 60 * 60_000),
    });

    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Race for prizes' })).toBeVisible();
    const wotm = page.getByTestId('win-of-the-month');
    await expect(wotm.getByRole('heading', { name: 'Win of the month' })).toBeVisible();
    await expect(page.getByTestId('wotm-prize')).toHaveText('€700.00');
    const card = page.getByTestId('race-card').filter({ hasText: name });
    await expect(card).toContainText('Running');
    await expect(card.getByTestId('race-countdown')).toHaveText(/^Ends in (\d+d )?\d\d:\d\d:\d\d$/);
    await expect(card.getByTestId('race-prize-pool')).toHaveText('€70.00');
    await expect(card).toContainText('Most wagered');
    await expect(card).toContainText('Join to enter');
    await expect(card).toContainText('All games');
    await expect(card).toContainText('0 entrants');
    await expect(card.getByTestId('race-viewer-state')).toHaveText('Not entered');
    await expectAccessible(page, 'the races for a visitor');

    // the tabs follow the arrow keys
    const running = page.getByRole('tab', { name: 'Running & upcoming' });
    await running.focus();
    await page.keyboard.press('ArrowRight');
    const finished = page.getByRole('tab', { name: 'Finished' });
    await expect(finished).toHaveAttribute('aria-selected', 'true');
    await expect(finished).toBeFocused();
    await expect(page).toHaveURL(/\?tab=finished$/);
    await expect(page.getByTestId('race-card').filter({ hasText: name })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(running).toHaveAttribute('aria-selected', 'true');

    // the race's page: what it is, its prizes, an invitation instead of a standing
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${raceId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('race-prizes')).toContainText('#1€50.00');
    await expect(page.getByTestId('race-prizes')).toContainText('#2€20.00');
    await expect(page.getByRole('heading', { name: 'Race for €70.00' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join race' })).toHaveCount(0);
    await expect(page.getByText('No one has scored yet')).toBeVisible();
    await expectAccessible(page, 'a race for a visitor');

    // a race that does not exist
    await page.goto('/tournaments/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'There is no such race' })).toBeVisible();
  });

  test('a player joins a race, moves up and down the live board as bets are placed, and is paid their prize when it ends', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const now = await advanceServerClock(request, 0);
    const name = `Sprint ${Date.now()}`;
    const endsAt = new Date(now.getTime() + 5 * 60_000);
    const raceId = await createRace(request, {
      name,
      description: 'Stake the most in five minutes.',
      prizes: ['5000', '2000'],
      startsAt: new Date(now.getTime() - 60_000),
      endsAt,
    });

    const player = await registerViaApi(request, { email: uniqueEmail('racer') });
    await fundByCard(request, player.token, '20000');
    const rival = await registerViaApi(request, { email: uniqueEmail('rival') });
    await fundByCard(request, rival.token, '20000');
    const rivalName = `rival${Date.now() % 100_000}`;
    const named = await request.put('/api/user/update-user-details', {
      headers: authHeaders(rival.token),
      data: { nickname: rivalName },
    });
    expect(named.ok(), await named.text()).toBe(true);

    await signInPage(page, player.token);
    const greeted = socketGreeting(page);
    await page.goto('/tournaments');
    const card = page.getByTestId('race-card').filter({ hasText: name });
    await expect(card.getByTestId('race-viewer-state')).toHaveText('Not entered');
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await greeted;

    // joining an opt-in race
    const standing = page.getByTestId('race-standing');
    await expect(standing).toContainText('Join now: your bets count from the moment you join.');
    await expectAccessible(page, 'a race the player has not joined');
    await standing.getByRole('button', { name: 'Join race' }).click();
    await expect(standing.getByTestId('race-viewer-state')).toHaveText('You’re in');
    await expect(page.getByTestId('race-position')).toHaveText('—');
    await expect(standing).toContainText('Place a bet that counts to get on the board.');

    // the player's bets move their standing and the board live, without a reload
    let cash = await cashOf(request, player.token);
    cash += await spin(request, player.token, '500', 'player-1');
    await expect(page.getByTestId('race-position')).toHaveText('#1');
    await expect(page.getByTestId('race-score')).toHaveText('€5.00');
    await expect(page.getByTestId('race-prize')).toHaveText('€50.00');
    const mine = page.getByTestId('race-my-row');
    await expect(mine).toContainText('€5.00');
    await expect(mine).toContainText('You');
    cash += await spin(request, player.token, '500', 'player-2');
    await expect(page.getByTestId('race-score')).toHaveText('€10.00');
    await expect(page.getByTestId('race-entrants')).toHaveText('1 entrant');

    // a rival overtakes; a player in ghost mode comes in below, as "Hidden player"
    await joinRace(request, rival.token, raceId);
    await spin(request, rival.token, '1000', 'rival-1');
    await spin(request, rival.token, '1000', 'rival-2');
    await expect(page.getByTestId('race-position')).toHaveText('#2');
    await expect(page.getByTestId('race-prize')).toHaveText('€20.00');
    const board = page.getByTestId('race-leaderboard');
    await expect(board.getByRole('row').nth(1)).toContainText(rivalName);
    await expect(board.getByRole('row').nth(1)).toContainText('€20.00');
    await expect(board.getByRole('row').nth(2)).toContainText('€10.00');

    const ghost = await registerViaApi(request, { email: uniqueEmail('ghost') });
    await fundByCard(request, ghost.token, '5000');
    const hidden = await request.put('/api/user/ghost-mode', {
      headers: authHeaders(ghost.token),
      data: { enabled: true },
    });
    expect(hidden.ok(), await hidden.text()).toBe(true);
    await joinRace(request, ghost.token, raceId);
    await spin(request, ghost.token, '500', 'ghost-1');
    await expect(board.getByRole('row').nth(3)).toContainText('Hidden player');
    await expect(board.getByRole('row').nth(3).getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('race-entrants')).toHaveText('3 entrants');
    await expectAccessible(page, 'a running race with the player on its board');

    // a player's stats, in a dialog that keeps the focus and closes on Escape
    const rivalButton = board.getByRole('button', { name: rivalName });
    await rivalButton.click();
    const dialog = page.getByRole('dialog', { name: rivalName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('player-stats')).toContainText('Total bets2');
    await expect(dialog).toContainText('Total games1');
    await expect(dialog).toContainText('No finished races yet.');
    await expectAccessible(page, 'a player’s race statistics');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rivalButton).toBeFocused();

    // the race ends (and settles): its result is counted, the prizes paid, the page follows
    const serverNow = await advanceServerClock(request, 0);
    await advanceServerClock(request, endsAt.getTime() - serverNow.getTime() + 7_000);
    await expect(page.getByTestId('race-status')).toHaveText('Ended', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Final result' })).toBeVisible();
    await expect(page.getByTestId('race-position')).toHaveText('#2');
    await expect(page.getByTestId('race-paid')).toContainText('€20.00 was added to your balance on');
    await expect(standing.getByTestId('race-viewer-state')).toHaveText('Ended');
    await expect.poll(() => cashOf(request, player.token)).toBe(cash + 2000n);
    await expect(page.getByTestId('header-balance')).toContainText(euros(cash + 2000n).replace('€', ''));
    await expectAccessible(page, 'an ended race with the prize paid');

    // the list moves it to the finished races
    await page.getByRole('link', { name: 'All races' }).click();
    await page.getByRole('tab', { name: 'Finished' }).click();
    const ended = page.getByTestId('race-card').filter({ hasText: name });
    await expect(ended.getByTestId('race-status')).toHaveText('Ended');
    await expect(ended.getByTestId('race-viewer-state')).toHaveText('Ended');
  });
});
