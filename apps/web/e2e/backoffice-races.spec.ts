import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { authHeaders, fundByCard } from './helpers/funds';
import { owner, signInEnrolled } from './helpers/operators';

/** A datetime-local value (UTC, to the minute) `ms` from now. */
const utcInput = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

const day = 86_400_000;

/** A race made through the API with the operator's session (the form is the first race's job). */
async function createRaceViaApi(page: Page, request: APIRequestContext, name: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('backoffice.token'));
  const response = await request.post('/api/backoffice/races', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Every stake on the house slots counts.',
      currency: 'EUR',
      metric: 'wagered',
      entry: 'automatic',
      games: [],
      minBet: '0',
      prizes: ['2000', '1000'],
      // running at once: a start a minute ago
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + day).toISOString(),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { id: string };
}

test.describe('back-office races', () => {
  // the form's server check is provoked on purpose: the browser logs the refused request
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('the owner creates a race with a prize table, edits it, follows a live board, cancels a race with a reason and turns on win of the month', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signInEnrolled(page, owner.email, owner.password, owner.secret);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Races' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Races' })).toBeVisible();
    await expectAccessible(page, 'the races list');

    // a new race through the form: rounds played on one game, three prizes
    const name = `Sprint ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'New race' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New race' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('The most rounds on Copper Cherries this week wins.');
    await page.getByLabel('Ranked by').selectOption({ label: 'Most rounds played' });
    await page.getByLabel('Smallest bet that counts (EUR)').fill('0.10');
    await page.getByRole('checkbox', { name: 'Copper Cherries' }).check();
    await page.getByLabel('Prize for rank 1').fill('100');
    await page.getByRole('button', { name: 'Add rank 2' }).click();
    await page.getByLabel('Prize for rank 2').fill('50');
    await page.getByRole('button', { name: 'Add rank 3' }).click();
    await page.getByLabel('Prize for rank 3').fill('25.50');
    await expect(page.getByText('Prize pool: EUR 175.50 for 3 places.')).toBeVisible();
    // an end already past: the server refuses it beside the field
    await page.getByLabel('Starts (UTC)').fill(utcInput(-2 * day));
    await page.getByLabel('Ends (UTC)').fill(utcInput(-day));
    await page.getByRole('button', { name: 'Review the race' }).click();
    await page.getByRole('button', { name: 'Create race' }).click();
    await expect(page.getByText('The race must end in the future')).toBeVisible();
    await expect(page.getByLabel('Ends (UTC)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Starts (UTC)').fill(utcInput(day));
    await page.getByLabel('Ends (UTC)').fill(utcInput(8 * day));
    await page.getByRole('button', { name: 'Review the race' }).click();
    const review = page.getByRole('region', { name: 'Review the new race' });
    await expect(review).toContainText('EUR 175.50 for 3 places');
    await expect(review).toContainText('copper-cherries');
    await expectAccessible(page, 'the new race’s review');
    await review.getByRole('button', { name: 'Create race' }).click();

    // its page: the terms, an empty board until it starts
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Created “${name}”` })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Terms' });
    await expect(terms).toContainText('Most rounds played');
    await expect(terms).toContainText('EUR 0.10');
    await expect(terms.getByRole('listitem')).toHaveText([
      'Rank 1 EUR 100.00',
      'Rank 2 EUR 50.00',
      'Rank 3 EUR 25.50',
    ]);
    await expect(page.getByRole('region', { name: 'Leaderboard' })).toContainText('No entrants yet');
    await expectAccessible(page, 'an upcoming race’s page');

    // its terms change before it starts: old → new, then saved
    await page.getByRole('link', { name: 'Edit terms' }).click();
    await page.getByLabel('Prize for rank 2').fill('60');
    await page.getByRole('button', { name: 'Review changes' }).click();
    const changes = page.getByRole('table', { name: /Changes to save/ });
    await expect(changes.getByRole('row', { name: /Prize for rank 2/ })).toContainText('EUR 50.00');
    await expect(changes.getByRole('row', { name: /Prize for rank 2/ })).toContainText('EUR 60.00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 2 changes' })).toBeVisible();
    await expectAccessible(page, 'a race’s edit form');

    // the list shows it
    await page.getByRole('link', { name: `← ${name}` }).click();
    await page.getByRole('link', { name: '← Races' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('upcoming');
    await expect(row).toContainText('Most rounds played');
    await expect(row).toContainText('EUR 185.50');

    // a running race: a player's stakes put them on the live board, linked to their page
    const live = await createRaceViaApi(page, request, `Live ${Date.now().toString(36)}`);
    const player = await registerViaApi(request, { email: uniqueEmail('racer') });
    await fundByCard(request, player.token, '5000');
    for (let round = 0; round < 3; round += 1) {
      const spin = await request.post('/api/games/copper-cherries/spin', {
        headers: authHeaders(player.token),
        data: { bet: '100', requestId: `e2e-race-${Date.now()}-${round}` },
      });
      expect(spin.ok()).toBe(true);
    }
    await page.goto(`/backoffice/races/${live.id}`);
    const board = page.getByRole('region', { name: 'Leaderboard' });
    await expect(board).toContainText('Live: refreshed every 5 seconds');
    // the board is read again every 5 seconds: the rounds arrive without a reload
    const entrant = board.getByRole('row').filter({ hasText: 'EUR 3.00' });
    await expect(entrant).toBeVisible({ timeout: 15_000 });
    await expect(entrant.getByRole('cell').first()).toHaveText('1');
    await expect(entrant.getByRole('cell', { name: 'EUR 20.00' })).toBeVisible();
    await expectAccessible(page, 'a running race with its board');
    await entrant.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: player.email })).toBeVisible();
    await page.goBack();

    // cancelling it asks why, then says what it did
    await page.getByRole('button', { name: 'Cancel race' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the race' }).click();
    await expect(page.getByText('Give a reason of at least 3 characters')).toBeVisible();
    await page.getByLabel('Why cancel it?').fill('Prize table set by mistake');
    await expectAccessible(page, 'the cancel form');
    await page.getByRole('button', { name: 'Yes, cancel the race' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('cancelled');
    await expect(page.getByRole('region', { name: 'Terms' })).toContainText('Prize table set by mistake');
    await expect(page.getByRole('button', { name: 'Cancel race' })).toHaveCount(0);

    // win of the month: turned on, reviewed and saved; the month's race appears on the list
    await page.getByRole('link', { name: '← Races' }).click();
    await page
      .getByRole('navigation', { name: 'Races pages' })
      .getByRole('link', { name: 'Win of the month' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Win of the month' })).toBeVisible();
    await page.getByLabel('Run win of the month').check();
    await page.getByLabel('Ranked by').selectOption({ label: 'Most wagered' });
    await page
      .getByLabel('Rule shown to players')
      .fill(`The most staked this month wins (${Date.now().toString(36)}).`);
    await page.getByLabel('Smallest bet that counts (EUR)').fill('0.20');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(page.getByRole('table', { name: /Changes to save/ })).toContainText('Rule shown to players');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved \d+ changes?/ })).toBeVisible();
    await expectAccessible(page, 'win of the month');
    await page.getByRole('navigation', { name: 'Races pages' }).getByRole('link', { name: 'Races' }).click();
    const monthly = page.getByRole('row').filter({ hasText: /Win of the month: \w+ \d{4}/ });
    await expect(monthly).toContainText('running');
    await expect(monthly).toContainText('EUR 700.00');
    await monthly.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /Win of the month/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms' }).getByRole('listitem')).toHaveText([
      'Rank 1 EUR 700.00',
    ]);
  });
});
