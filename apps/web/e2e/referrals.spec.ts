import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultPassword, registerViaApi, signInPage, uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { authHeaders, fundByCard } from './helpers/funds';

/*
 * Every browser context reaches the server from 127.0.0.1, and the server refuses a friend from the
 * referrer's /24 network: each player here says where they come from in X-Forwarded-For (page and API
 * calls alike). The server takes that address only when it trusts one proxy hop (TRUST_PROXY=1).
 */
const referrerAddress = '203.0.113.25';
const friendAddress = '198.51.100.77';

test.use({
  extraHTTPHeaders: { 'x-forwarded-for': referrerAddress },
  permissions: ['clipboard-read', 'clipboard-write'],
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * `fundByCard` of helpers/funds.ts with a card of one's own: the server refuses a friend who pays with
 * one of the referrer's cards (`same_card`), and the helper always uses the same card.
 */
async function fundByOwnCard(request: APIRequestContext, token: string, amount: string, cardNumber: string) {
  const profile = await request.put('/api/user/update-user-details', {
    headers: authHeaders(token),
    data: { address: '3 Merchants Street', city: 'Valletta', zipCode: 'VLT 1171' },
  });
  expect(profile.status()).toBe(200);
  const started = await request.post('/api/payments/deposit', {
    headers: authHeaders(token),
    data: {
      method: 'visa',
      amount,
      requestId: `fund-friend-${Date.now()}`,
      card: { number: cardNumber, holder: 'Luca Zammit', expiry: '11/38', cvc: '123' },
    },
  });
  expect(started.status()).toBe(200);
  const { next } = (await started.json()).data;
  const answered = await request.post(next.url, { form: { outcome: 'success' }, maxRedirects: 0 });
  const back = new URL(String(answered.headers().location), 'http://casino.test');
  const confirmed = await request.post('/api/user/3ds-webhook', {
    headers: authHeaders(token),
    data: { PaReq: back.searchParams.get('PaReq'), MD: back.searchParams.get('MD') },
  });
  expect((await confirmed.json()).data.payment.status).toBe('completed');
}

/** `count` real-money spins of `bet` (minor units) on a house slot. */
async function spin(request: APIRequestContext, token: string, bet: string, count: number) {
  for (let round = 1; round <= count; round += 1) {
    const response = await request.post('/api/games/copper-cherries/spin', {
      headers: authHeaders(token),
      data: { bet, requestId: `e2e-ref-${Date.now()}-${round}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The JSON body of the next sign-up the page sends. */
function nextSignUpBody(page: Page) {
  return page
    .waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/sign-up',
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

/** Signs up through the registration modal with an email, as a visitor would. */
async function signUpThroughForm(page: Page, email: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(defaultPassword);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const details = page.getByRole('dialog', { name: 'About you' });
  await details.getByLabel('First name').fill('Luca');
  await details.getByLabel('Last name').fill('Zammit');
  await details.getByLabel('Year').selectOption('1992');
  await details.getByRole('checkbox', { name: /I am over 18 and accept the Terms and Conditions/ }).check();
  await details.getByRole('button', { name: 'Create account' }).click();
}

test.describe('refer a friend', () => {
  test('a player shares their link; a friend signs up with it, deposits and wagers; the player is paid the reward', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // the referrer: a depositor (the reward is for depositors only)
    const referrer = await registerViaApi(request);
    await fundByCard(request, referrer.token, '5000');
    await signInPage(page, referrer.token);
    await page.goto('/profile2/my-profile');
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Refer a friend' })
      .click();
    await expect(page).toHaveURL(/\/profile2\/refer-a-friend$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Refer a friend' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get €10.00 for every friend' })).toBeVisible();
    await expect(page.getByTestId('referrals-offer')).toHaveText(
      'Invite a friend: when they deposit and wager €20.00, you get €10.00.',
    );
    await expect(page.getByText('This feature is available only for depositors')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No friends yet — share your link' })).toBeVisible();
    await expect(page.getByTestId('referrals-invited')).toHaveText('0');
    await expect(page.getByTestId('referrals-earned')).toHaveText('€0.00');

    // the link: the home page with ?ref=<the player's code>, copied with one press
    const field = page.getByRole('textbox', { name: 'Referral link' });
    await expect(field).toHaveAttribute('readonly', '');
    const link = await field.inputValue();
    expect(link).toMatch(/\/\?ref=[A-Za-z0-9]{6,16}$/);
    const code = new URL(link).searchParams.get('ref') ?? '';
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`I play at Casino. Sign up with my link: ${link}`)}`,
    );
    await expectAccessible(page, 'refer a friend without friends');

    // the friend: a browser of their own (its own storage, so its own device id), on another network
    const friendContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': friendAddress },
    });
    const friend = await friendContext.newPage();
    // the code is kept for the sign-up from the moment the app's code runs (`load`), before the page
    // the visitor arrived at has rendered, and whatever page they go on to
    await friend.goto(`/?ref=${code}`);
    expect(await friend.evaluate(() => localStorage.getItem('referralCode'))).toContain(`"code":"${code}"`);
    await friend.goto('/casino');
    await expect(friend.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect
      .poll(() => friend.evaluate(() => localStorage.getItem('referralCode')))
      .toContain(`"code":"${code}"`);
    const payload = nextSignUpBody(friend);
    await signUpThroughForm(friend, uniqueEmail('friend'));
    const sent = await payload;
    expect(sent).toMatchObject({ referralCode: code, uniqueKey: expect.stringMatching(uuid) });
    await expect(friend.getByRole('dialog', { name: 'Welcome to Casino!' })).toBeVisible();
    const stored = await friend.evaluate(() => ({
      token: localStorage.getItem('accessToken'),
      deviceId: localStorage.getItem('deviceId'),
      referralCode: localStorage.getItem('referralCode'),
    }));
    // the device id stays with the browser; the code was used up
    expect(stored.deviceId).toBe(sent.uniqueKey);
    expect(stored.referralCode).toBeNull();
    const friendToken = stored.token ?? '';
    expect(friendToken).not.toBe('');

    // the referrer sees the friend signed up, then deposited
    await page.reload();
    const row = page.getByTestId('referral-friend');
    await expect(row).toHaveCount(1);
    await expect(
      row.getByText('They signed up from the same network as you.'),
      'the e2e server must trust X-Forwarded-For (TRUST_PROXY=1), or every player shares 127.0.0.1',
    ).toHaveCount(0);
    await expect(row).toContainText('Signed up');
    await expect(row).toContainText('No deposit yet');
    await expect(page.getByTestId('referrals-invited')).toHaveText('1');
    await fundByOwnCard(friendContext.request, friendToken, '5000', '4242 4242 4242 4242');
    await spin(friendContext.request, friendToken, '500', 2);
    await page.reload();
    await expect(row).toContainText('Playing');
    const progress = row.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(progress).toHaveAttribute('aria-valuetext', '€10.00 of €20.00');

    // the friend wagers the rest: the reward is paid and the open page hears of it over the socket
    await spin(friendContext.request, friendToken, '500', 2);
    await expect(row).toContainText('Paid', { timeout: 15_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(row).toContainText('€10.00');
    await expect(page.getByTestId('referrals-paid')).toHaveText('1');
    await expect(page.getByTestId('referrals-earned')).toHaveText('€10.00');
    await expect(page.getByTestId('header-balance')).toContainText('60.00');
    await expectAccessible(page, 'refer a friend with a paid friend');
    await friendContext.close();
  });

  test('a player who has not deposited is told the rewards are for depositors, and still gets a link', async ({
    page,
    request,
  }) => {
    const player = await registerViaApi(request);
    await signInPage(page, player.token);
    await page.goto('/profile2/refer-a-friend');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'This feature is available only for depositors' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/deposit');
    await expect(page.getByRole('textbox', { name: 'Referral link' })).toHaveValue(
      /\/\?ref=[A-Za-z0-9]{6,16}$/,
    );
    await expectAccessible(page, 'refer a friend for a player who has not deposited');
  });
});
