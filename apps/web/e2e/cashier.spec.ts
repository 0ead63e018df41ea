import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInPage } from './helpers/accounts';

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
    await page.getByLabel('Address').fill('12 Republic Street');
    await page.getByLabel('City').fill('Valletta');
    await page.getByLabel('Zip code').fill('VLT 1117');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByText('Min €5.00 · Max €5,000.00')).toBeVisible();
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
    await page.getByRole('radio', { name: /Mastercard/ }).check({ force: true });
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\/sbx_/);
    await page.getByRole('button', { name: /^Decline/ }).click();
    await expect(page).toHaveURL(/modal=deposit-decline&met=master/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Deposit declined');
    // the alternative to a card brand is the card-form method (spec §4)
    await dialog.getByRole('button', { name: 'Try another method' }).click();
    await expect(page.getByRole('radio', { name: /Bank card/ })).toBeChecked();
    await expect(headerBalance(page)).toContainText('0.00');
  });
});
