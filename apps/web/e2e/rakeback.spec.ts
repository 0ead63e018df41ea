import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { advanceServerClock, clockServerUrl } from './helpers/clock-server';
import { providerCall } from './helpers/provider';
import { socketGreeting } from './helpers/realtime';

// these journeys move the server's clock: they run against the second server (its own database)
test.use({ baseURL: clockServerUrl });

const euros = (minor: bigint) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(minor) / 100);
/** ngr × 5% in euros, exact, as the accumulator's long mode shows it (0.00 when not positive). */
function payout(ngr: bigint): string {
  if (ngr <= 0n) return '0.00';
  const units = (ngr * 500n).toString().padStart(7, '0'); // millionths of a euro
  const whole = units.slice(0, -6);
  const fraction = units.slice(-6).replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

async function demoLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: 'demo@casino.local', password: 'Demo#2026' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).accessToken as string;
}

test.describe('rakeback calendar', () => {
  test('a visitor sees a demo calendar: an amount on every day, nothing to claim, a way to sign up', async ({
    page,
  }) => {
    await page.goto('/cashback');
    await expect(page.getByText('This is a demo calendar')).toBeVisible();
    const days = page.getByRole('list', { name: 'Rakeback calendar, day by day' });
    await expect(days.getByRole('listitem')).toHaveCount(28);
    for (const text of await days.getByRole('listitem').allTextContents()) {
      const amount = /€([\d,]+\.\d{2})/.exec(text)?.[1];
      expect(amount, text).toBeDefined();
      const value = Number(amount?.replace(/,/g, ''));
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(1000);
    }
    await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Today’s rakeback' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    // the demo calendar's accessibility is checked in the guest's ?modal=rakeback (shell-features)
  });

  test('a depositor’s play moves the accumulator live, the half hour reads it again, and the next day it is claimed', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    let token = await demoLogin(request);
    const auth = { authorization: `Bearer ${token}` };
    const details = (await (await request.get('/api/user/get-user-details', { headers: auth })).json()).data;
    const [game] = (await (await request.get('/api/games?category=bonus-buy&sort=name')).json()).data.rows;

    // the page's clock starts a minute after a half hour (the server's runs on real time)
    const halfHour = 30 * 60_000;
    await page.clock.install({ time: new Date(Math.floor(Date.now() / halfHour) * halfHour + 60_000) });
    await signInPage(page, token);
    const greeted = socketGreeting(page);
    await page.goto('/cashback');
    const card = page.getByRole('region', { name: 'Today’s rakeback' });
    await expect(card).toBeVisible();
    await greeted;
    const award = (await (await request.get('/api/user/calendar-award', { headers: auth })).json()).data
      .userCalendarData;
    expect(award).toMatchObject({ percent: 5, status: 'active', currency: 'EUR' });
    let ngr = BigInt(award.ngr);
    const ngrText = page.getByTestId('rakeback-ngr');
    await expect(ngrText).toHaveText(`Net play today: ${euros(ngr)}`);

    // each spin moves today's net play, without a reload: the wallet's events over the socket
    for (let spin = 0; spin < 3; spin += 1) {
      const response = await request.post(`/api/games/${game.slug}/spin`, {
        headers: auth,
        data: { bet: game.minBet, requestId: `e2e-rakeback-${Date.now()}-${spin}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const round = (await response.json()).data.round;
      ngr += BigInt(round.cost) - BigInt(round.win);
      await expect(ngrText).toHaveText(`Net play today: ${euros(ngr)}`);
    }
    // a table game's round lost, so that the day surely earns something
    const stake = ngr < 1_000n ? 1_000n - ngr : 500n;
    const roundId = `e2e-rakeback-table-${Date.now()}`;
    const movement = { playerId: details.getUser.uniqueId, currency: 'EUR', roundId, gameId: 'e2e-table' };
    const bet = await providerCall(request, 'bet', {
      ...movement,
      transactionId: `${roundId}-bet`,
      amount: stake.toString(),
    });
    expect(bet.status(), await bet.text()).toBe(200);
    const settled = await providerCall(request, 'win', {
      ...movement,
      transactionId: `${roundId}-win`,
      betTransactionId: `${roundId}-bet`,
      amount: '0',
    });
    expect(settled.status(), await settled.text()).toBe(200);
    ngr += stake;
    await expect(ngrText).toHaveText(`Net play today: ${euros(ngr)}`);
    await expect(page.getByTestId('rakeback-payout')).toContainText(`${payout(ngr)} EUR`);
    await expectAccessible(page, 'the rakeback page with the accumulator');

    // the countdown reaches the half hour: the award is read again, and it counts to the next one
    const countdown = page.getByTestId('rakeback-countdown');
    const [minutes, seconds] = ((await countdown.textContent()) ?? '').split(':').map(Number);
    expect(minutes).toBeLessThan(30);
    const readAgain = page.waitForRequest((sent) => sent.url().includes('/api/user/calendar-award'));
    // a visitor who moves keeps their session: the page's inactivity limit is 30 minutes
    await page.mouse.move(10, 10);
    await page.clock.fastForward(((minutes ?? 0) * 60 + (seconds ?? 0) + 1) * 1000);
    await readAgain;
    await expect(countdown).toHaveText(/^(29:[0-5]\d|30:00)$/);
    await expect(ngrText).toHaveText(`Net play today: ${euros(ngr)}`);

    // the next day: yesterday's play is today's to claim
    await advanceServerClock(request, 24 * 60 * 60_000 + 60_000);
    token = await demoLogin(request);
    const balance = BigInt(
      (
        await (
          await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).data.userWallet.totalAmount,
    );
    await signInPage(page, token);
    const greetedAgain = socketGreeting(page);
    await page.goto('/cashback');
    await greetedAgain;
    const earned = (ngr * 500n) / 10_000n;
    const today = page
      .getByRole('list', { name: 'Rakeback calendar, day by day' })
      .locator('li[aria-current="date"]');
    await expect(today).toContainText(euros(earned));
    await today
      .getByRole('button', { name: new RegExp(`^Claim ${euros(earned).replace('.', '\\.')} for`) })
      .click();
    const claimed = page.getByRole('dialog', { name: 'Rakeback claimed' });
    await expect(claimed).toContainText(
      `${(Number(earned) / 100).toFixed(2)} EUR has been added to your cash balance.`,
    );
    // the balance rises live
    await expect(page.getByTestId('header-balance')).toContainText(euros(balance + earned));
    await expectAccessible(page, 'the rakeback claimed modal');
    await claimed.getByRole('button', { name: 'OK' }).click();
    await expect(claimed).toBeHidden();
    await expect(today).toContainText('Claimed');
    await expect(today.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  });

  test('marketing sets the share in the back-office: the player sees it on the accumulator, support sees the player’s days', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL: clockServerUrl,
      viewport: { width: 1280, height: 800 },
    });
    const operator = await context.newPage();
    await operator.goto('/backoffice');
    await operator.getByLabel('Email').fill('owner@casino.local');
    await operator.getByLabel('Password').fill('Owner#2026');
    await operator.getByRole('button', { name: 'Sign in' }).click();
    // the code of the server's own time: an earlier journey moved it forward
    const serverNow = await advanceServerClock(request, 0);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await operator
      .getByLabel('Authentication code')
      .fill(await generate({ secret, epoch: Math.floor(serverNow.getTime() / 1000) }));
    await operator.getByRole('button', { name: 'Verify' }).click();
    await operator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rakeback' }).click();
    const share = operator.getByLabel('Flat share (%)');
    await expect(share).toHaveValue('5');
    await expectAccessible(operator, 'the back-office rakeback page');
    await share.fill('7.5');
    await operator.getByRole('button', { name: 'Review changes' }).click();
    await expect(operator.getByRole('row', { name: /Flat share/ })).toContainText('7.5%');
    await operator.getByRole('button', { name: 'Save changes' }).click();
    await expect(operator.getByRole('status')).toContainText('Saved');

    const token = await demoLogin(request);
    await signInPage(page, token);
    await page.goto('/cashback');
    await expect(page.getByRole('region', { name: 'Today’s rakeback' })).toContainText('7.5% back');

    // the player's page lists their calendar for support
    const details = (
      await (
        await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data;
    await operator.goto(`/backoffice/players/${details.getUser.userId}`);
    const section = operator.getByRole('region', { name: 'Rakeback calendar' });
    await expect(section).toContainText('Active');
    await expect(section).toContainText('Closed days');
    await context.close();
  });

  test('the lobby’s calendar carousel previews 7 days, scrolls by itself every 3 seconds, holds still under the pointer, and View all opens the calendar', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Rakeback calendar' });
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.locator('.rakeback-carousel__track');
    // the 7-day preview, from yesterday on
    await expect(track.getByRole('listitem')).toHaveCount(7);
    const position = () => track.evaluate((element) => getComputedStyle(element).transform);
    const first = await position();
    await page.clock.runFor(3_500);
    await expect.poll(position).not.toBe(first);
    // under the pointer it holds still (once the scroll under way has come to rest)
    await carousel.hover();
    await page.clock.runFor(1_500);
    const held = await position();
    await page.clock.runFor(7_000);
    expect(await position()).toBe(held);
    await carousel.getByRole('link', { name: 'View all' }).click();
    const modal = page.getByRole('dialog', { name: 'Rakeback calendar' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByRole('list', { name: 'Rakeback calendar, day by day' }).getByRole('listitem'),
    ).toHaveCount(28);
  });
});
