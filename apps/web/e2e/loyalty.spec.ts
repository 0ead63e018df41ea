import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { authHeaders, fundByCard } from './helpers/funds';
import { socketGreeting } from './helpers/realtime';

const euros = (minor: bigint) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(minor) / 100);

async function cashOf(request: APIRequestContext, token: string): Promise<bigint> {
  const details = await request.get('/api/user/get-user-details', { headers: authHeaders(token) });
  return BigInt((await details.json()).data.userWallet.amount);
}

test.describe('VIP club', () => {
  test('a visitor sees the ladder with each level’s perks and a way to join', async ({ page }) => {
    await page.goto('/vip-club');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join the VIP club' })).toBeVisible();
    const silver = page.getByTestId('vip-level-2');
    await expect(silver).toContainText('Silver');
    await expect(silver).toContainText('From 100\u00a0xp');
    await expect(silver).toContainText('€5.00');
    await expect(page.getByTestId('vip-level-4')).toContainText('7.5%');
    await expect(page.getByTestId('vip-rate')).toHaveText('1 point for every €1.00 of real money staked');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page, 'the VIP club for a visitor');
  });

  test('a new player climbs to Silver by playing: the progress moves live, the reward is paid once and shows in the history', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const player = await registerViaApi(request);
    await fundByCard(request, player.token, '15000');
    await signInPage(page, player.token);
    // the page reads the club, then hears what changes over the socket once it has connected
    const greeted = socketGreeting(page);
    await page.goto('/vip-club');
    await greeted;
    const progress = page.getByTestId('vip-progress');
    await expect(progress).toContainText('Bronze');
    const bar = page.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('vip-till')).toHaveText('100\u00a0xp to reach Silver');
    await expect(page.getByTestId('vip-history')).toHaveCount(0);
    await expectAccessible(page, 'the VIP club for a new player');

    // four real-money spins of €25.00 on a house slot: 25 points each, whatever they win
    let cash = await cashOf(request, player.token);
    for (let spin = 1; spin <= 4; spin += 1) {
      const response = await request.post('/api/games/copper-cherries/spin', {
        headers: authHeaders(player.token),
        data: { bet: '2500', requestId: `e2e-vip-${Date.now()}-${spin}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const round = (await response.json()).data.round;
      cash += BigInt(round.win) - BigInt(round.cost);
      if (spin < 4) {
        // the page hears each counted stake over the socket, without a reload
        await expect(page.getByTestId('vip-xp')).toHaveText(String(25 * spin));
        await expect(bar).toHaveAttribute('aria-valuenow', String(25 * spin));
        await expect(page.getByTestId('vip-till')).toHaveText(`${100 - 25 * spin}\u00a0xp to reach Silver`);
      }
    }
    const notice = page.locator('.loyalty-notice').filter({ hasText: 'You reached Silver!' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your reward of €5.00 is on its way to your balance.');
    await expect(progress).toContainText('Silver');
    await expect(page.getByTestId('vip-till')).toHaveText('900\u00a0xp to reach Gold');
    // the reward is cash, credited once
    await expect.poll(() => cashOf(request, player.token)).toBe(cash + 500n);
    await expect(page.getByTestId('header-balance')).toContainText(euros(cash + 500n).replace('€', ''));
    const history = page.getByTestId('vip-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Reached Silver');
    await expect(history).toContainText('€5.00');
    await expect(history).toContainText('Paid');
    await expectAccessible(page, 'the VIP club with a level-up notice');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();

    // the profile area shows the same standing; user details carry it too
    await page.goto('/profile2/vip-club');
    await expect(page.getByTestId('vip-progress')).toContainText('Silver');
    await expect(page.getByTestId('vip-xp')).toHaveText('100');
    const details = await (
      await request.get('/api/user/get-user-details', { headers: authHeaders(player.token) })
    ).json();
    expect(details.data.userLoyaltyLevel).toEqual({
      level: 2,
      loyaltyPoints: 100,
      pointsTillLevelUp: 900,
      xp: 100,
    });
    await expectAccessible(page, 'the VIP club in the profile area');
  });
});
