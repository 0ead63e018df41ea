import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { choose } from './helpers/choose';
import { authHeaders } from './helpers/funds';
import { owner, signInEnrolled } from './helpers/operators';

/** A player signed up through the API from the address given (and with the referral code given). */
async function signUpFrom(request: APIRequestContext, firstName: string, ip: string, referralCode?: string) {
  const response = await request.post('/api/user/sign-up', {
    headers: { 'x-forwarded-for': ip },
    data: {
      registrationType: 'email',
      email: uniqueEmail(firstName.toLowerCase()),
      password: 'Secret#123',
      firstName,
      lastName: 'Ellul',
      countryCode: 'MT',
      currencyCode: 'EUR',
      dateOfBirth: '1990-05-17',
      subscribe: true,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = await response.json();
  return { token: body.accessToken as string, id: String(body.createUser.userId) };
}

/**
 * A referrer and a friend who signed up through the referrer's link, each from an address of their
 * own. A server that does not trust X-Forwarded-For sees both on one network and refuses the friend.
 */
async function referralViaApi(request: APIRequestContext) {
  const referrer = await signUpFrom(request, 'Rita', '203.0.113.7');
  const overview = await request.get('/api/user/referrals', { headers: authHeaders(referrer.token) });
  expect(overview.ok()).toBe(true);
  const code = (await overview.json()).data.code as string;
  const friend = await signUpFrom(request, 'Felix', '198.51.100.9', code);
  return { referrerId: referrer.id, friendId: friend.id };
}

test.describe('back-office referrals', () => {
  test('the owner changes the referral reward through a review, sees it saved, and finds a referred friend in the list', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { referrerId, friendId } = await referralViaApi(request);

    await signInEnrolled(page, owner.email, owner.password, owner.secret);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Referrals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    // the terms as they were, put back at the end for the journeys that read them
    const token = await page.evaluate(() => sessionStorage.getItem('backoffice.token'));
    const headers = { authorization: `Bearer ${token}` };
    const before = (await (await request.get('/api/backoffice/referrals/settings', { headers })).json()).data;

    const reward = page.getByLabel('Reward to the referrer in EUR');
    await expect(reward).toBeVisible();
    await expectAccessible(page, 'the referrals page');

    // a cell the form cannot read is refused beside it, before any review
    const saved = await reward.inputValue();
    await reward.fill('12.505');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(
      page.getByText('Enter an amount like 10.00 (up to 2 decimals), or leave it empty'),
    ).toBeVisible();
    await expect(reward).toHaveAttribute('aria-invalid', 'true');

    // the new reward, reviewed old → new, then saved
    const next = saved === '12.50' ? '15.00' : '12.50';
    await reward.fill(next);
    await page.getByRole('button', { name: 'Review changes' }).click();
    const review = page.getByRole('region', { name: 'Review 1 change', exact: true });
    await expect(review).toBeVisible();
    const change = review.getByRole('row', { name: /Reward to the referrer in EUR/ });
    await expect(change.getByRole('deletion')).toHaveText(saved ? `EUR ${saved}` : 'no reward');
    await expect(change.getByRole('insertion')).toHaveText(`EUR ${next}`);
    await expectAccessible(page, 'the referral terms under review');
    await review.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 1 change.' })).toBeVisible();

    // the server has it: a reload shows the saved reward
    await page.reload();
    await expect(page.getByLabel('Reward to the referrer in EUR')).toHaveValue(next);

    // the friend's referral, with both players linked and the status in words
    const list = page.getByRole('region', { name: 'Referred friends', exact: true });
    const friendLink = `a[href$="/players/${friendId}"]`;
    const row = list.getByRole('row').filter({ has: page.locator(friendLink) });
    await expect(row).toBeVisible();
    await expect(row.locator(`a[href$="/players/${referrerId}"]`)).toHaveText('Rita Ellul');
    await expect(row.locator(friendLink)).toHaveText('Felix Ellul');
    // the e2e server may not trust X-Forwarded-For: then both sign-ups come from one network
    const refused = await row.getByText('Refused', { exact: true }).isVisible();
    if (refused) {
      await expect(row.getByText('Same network as the referrer')).toBeVisible();
    } else {
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();
      await expect(row).toContainText('198.51.100.9');
    }

    // the status filter keeps the row under its own status, and not under another
    const filter = list.getByRole('group', { name: 'Show referrals that are' });
    await choose(filter.getByRole('radio', { name: refused ? 'Refused' : 'Pending' }));
    await expect(page).toHaveURL(refused ? /[?&]status=refused/ : /[?&]status=pending/);
    await expect(row).toBeVisible();
    await choose(filter.getByRole('radio', { name: 'Paid' }));
    await expect(page).toHaveURL(/[?&]status=paid/);
    await expect(list.getByText('No paid referrals').or(list.getByRole('table'))).toBeVisible();
    await expect(list.locator('.skeleton-row')).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await choose(filter.getByRole('radio', { name: 'All' }));
    await expect(row).toBeVisible();
    await expectAccessible(page, 'the referrals list');

    // the friend's name opens their player page
    await row.locator(friendLink).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/players/${friendId}$`));

    const restored = await request.put('/api/backoffice/referrals/settings', { headers, data: before });
    expect(restored.ok(), await restored.text()).toBe(true);
  });
});
