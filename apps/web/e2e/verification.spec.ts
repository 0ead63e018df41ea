import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkPath, readMailbox, registerViaApi, signInPage } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { choose } from './helpers/choose';
import { authHeaders, fundByCard } from './helpers/funds';
import { owner, signInEnrolled } from './helpers/operators';

// Chromium's fake camera (a moving test pattern) stands in for the player's, and its prompt is answered
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

/**
 * A player with a verified email, €300 deposited by card and wagered once (so only KYC may hold a
 * withdrawal; what is left after 60 spins of €5 stays well above the €60 the journey withdraws).
 */
async function readyToWithdraw(request: APIRequestContext) {
  const player = await registerViaApi(request);
  await expect.poll(async () => (await readMailbox(request, player.email)).length).toBeGreaterThan(0);
  const [mail] = await readMailbox(request, player.email);
  expect((await request.get(linkPath(mail?.text ?? ''), { maxRedirects: 0 })).status()).toBeLessThan(400);
  await fundByCard(request, player.token, '30000');
  for (let round = 0; round < 60; round += 1) {
    const spin = await request.post('/api/games/copper-cherries/spin', {
      headers: authHeaders(player.token),
      data: { bet: '500', requestId: `e2e-kyc-${Date.now()}-${round}` },
    });
    expect(spin.ok()).toBe(true);
  }
  return player;
}

/** A small PNG made by the browser (a utility bill's stand-in), different each call. */
async function documentImage(page: Page, text: string): Promise<Buffer> {
  const base64 = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#f4efe1';
    context.fillRect(0, 0, 480, 320);
    context.fillStyle = '#222';
    context.font = '28px sans-serif';
    context.fillText(label, 24, 80);
    context.fillText(String(Date.now()), 24, 140);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, text);
  return Buffer.from(base64, 'base64');
}

/** Fills the withdrawal form for a bank transfer of `amount` euros and sends it. */
async function withdrawByBank(form: Locator, amount: string) {
  await choose(form.getByRole('radio', { name: 'Bank transfer' }));
  await form.getByLabel('Beneficiary name').fill('Maria Borg');
  await form.getByLabel('Account number').fill('MT84MALT011000012345678');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
  await form.getByLabel('IFSC').fill('MALTMTMT');
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await expect(form.locator('[aria-busy="true"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

const kinds: Record<string, string> = {
  'Identity document': 'identity',
  Selfie: 'selfie',
  'Proof of address': 'address',
  'Card proof': 'card',
};
/** The card of one document on the player's verification page. */
const card = (page: Page, title: string) => page.getByTestId(`kyc-requirement-${kinds[title]}`);

test.describe('verification', () => {
  test('a player captures their identity document and a selfie, uploads proof of address and card proof; a reviewer approves, asks for more and the player sees it live; a withdrawal over the threshold waits for approval', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const player = await readyToWithdraw(request);

    // the operator asks for verification beyond €50 in 30 days (and puts the threshold back at the end)
    const backoffice = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInEnrolled(backoffice, owner.email, owner.password, owner.secret);
    const operatorToken = await backoffice.evaluate(() => sessionStorage.getItem('backoffice.token'));
    const operator = { authorization: `Bearer ${operatorToken}` };
    const thresholds = await request.get('/api/backoffice/verification/settings', { headers: operator });
    const before = (await thresholds.json()).data;
    const set = await request.put('/api/backoffice/verification/settings', {
      headers: operator,
      data: { withdrawalThresholds: { ...before.withdrawalThresholds, EUR: '5000' } },
    });
    expect(set.ok()).toBe(true);

    try {
      await signInPage(page, player.token);
      // the withdrawal page says how much may leave before verification, and refuses more
      await page.goto('/withdraw');
      const form = page.locator('section', {
        has: page.getByRole('heading', { name: 'Request a withdrawal' }),
      });
      await expect(form).toContainText('€50.00');
      await withdrawByBank(form, '60');
      await expect(form).toContainText('Verify your account to withdraw more than €50.00 in 30 days');

      await page.goto('/profile/verify');
      await expect(page.getByRole('heading', { name: 'Not verified' })).toBeVisible();
      await expectAccessible(page, 'the verification page before anything is sent');

      // identity document and selfie, by camera
      for (const title of ['Identity document', 'Selfie']) {
        await card(page, title).getByRole('button', { name: 'Use camera' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('button', { name: 'Capture' })).toBeEnabled();
        if (title === 'Selfie') await expect(dialog).toContainText('Face detection is not available');
        // the fake camera's pattern moves with time: two photos a moment apart differ, as real ones do
        // (the same photo twice is refused as a duplicate)
        await expect
          .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
          .toBeGreaterThan(title === 'Selfie' ? 1.5 : 0.5);
        await dialog.getByRole('button', { name: 'Capture' }).click();
        await expect(dialog.getByRole('img', { name: 'The photo you took' })).toBeVisible();
        if (title === 'Identity document')
          await expectAccessible(page, 'the camera dialog with a photo taken');
        await dialog.getByRole('button', { name: 'Use photo' }).click();
        await expect(dialog).toBeHidden();
        await expect(card(page, title)).toContainText('Pending Review');
      }

      // proof of address: a file and its date of issue
      const address = card(page, 'Proof of address');
      await address.locator('input[type="file"]').setInputFiles({
        name: 'utility-bill.png',
        mimeType: 'image/png',
        buffer: await documentImage(page, 'Utility bill, 12 Republic Street'),
      });
      await expect(address).toContainText('New file');
      const issued = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      await address.getByLabel('Date of issue').fill(issued);
      await address.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(address).toContainText('Pending Review');

      // card proof: the player paid by card, so it is needed; only the first and last four digits
      const cardProof = card(page, 'Card proof');
      await cardProof.locator('input[type="file"]').setInputFiles({
        name: 'card.png',
        mimeType: 'image/png',
        buffer: await documentImage(page, 'VISA 4111 **** **** 1111'),
      });
      await cardProof.getByLabel('Name on the card').fill('Maria Borg');
      await cardProof.getByLabel('First four digits').fill('4111');
      await cardProof.getByLabel('Last four digits').fill('1111');
      await cardProof.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(cardProof).toContainText('Pending Review');
      await expect(page.getByRole('heading', { name: 'Pending Review', exact: true })).toBeVisible();
      await expectAccessible(page, 'the verification page with documents waiting for review');

      // the reviewer: approves the identity document and asks for more on the proof of address
      const queue = await request.get('/api/backoffice/verification/documents?status=pending&pageSize=100', {
        headers: operator,
      });
      const mine = (
        (await queue.json()).data as Array<{ id: string; kind: string; player: { email: string } }>
      ).filter((document) => document.player.email === player.email);
      const idOf = (kind: string) => mine.find((document) => document.kind === kind)?.id ?? '';
      expect(mine.map((document) => document.kind).sort()).toEqual(['address', 'card', 'identity', 'selfie']);

      await backoffice
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Verification' })
        .click();
      await expect(backoffice.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
      await backoffice.goto(`/backoffice/verification/${idOf('identity')}`);
      await expect(backoffice.getByRole('heading', { name: 'Identity document' })).toBeVisible();
      await expect(backoffice.getByRole('img').first()).toBeVisible();
      await backoffice.getByRole('button', { name: 'Approve', exact: true }).click();
      await backoffice.getByRole('button', { name: 'Approve document' }).click();
      // the player's page follows without a reload
      await expect(card(page, 'Identity document')).toContainText('Approved');

      await backoffice.goto(`/backoffice/verification/${idOf('address')}`);
      await backoffice.getByRole('button', { name: 'Request more info' }).click();
      await backoffice.getByLabel(/What more do you need/).fill('Send the page with your full address on it');
      await backoffice.getByRole('button', { name: 'Send request' }).click();
      await expect(address).toContainText('Additional Info Required');
      await expect(address).toContainText('Send the page with your full address on it');
      await expect(
        page.getByRole('heading', { name: 'Additional Info Required', exact: true }),
      ).toBeVisible();
      const mails = await readMailbox(request, player.email);
      expect(mails.map((message) => message.subject)).toEqual(
        expect.arrayContaining([
          'Your identity document was approved',
          'Your proof of address needs more from you',
        ]),
      );

      // a new file for the proof of address; then everything is approved and the withdrawal goes
      await address.locator('input[type="file"]').setInputFiles({
        name: 'utility-bill-2.png',
        mimeType: 'image/png',
        buffer: await documentImage(page, 'Utility bill page 1, Maria Borg, 12 Republic Street'),
      });
      await address.getByLabel('Date of issue').fill(issued);
      await address.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(address).toContainText('Pending Review');
      const again = await request.get(
        '/api/backoffice/verification/documents?status=pending&kind=address&pageSize=100',
        {
          headers: operator,
        },
      );
      const newAddress = ((await again.json()).data as Array<{ id: string; player: { email: string } }>).find(
        (document) => document.player.email === player.email,
      );
      for (const id of [newAddress?.id, idOf('selfie'), idOf('card')]) {
        const decided = await request.post(`/api/backoffice/verification/documents/${id}/review`, {
          headers: operator,
          data: { decision: 'approve' },
        });
        expect(decided.ok()).toBe(true);
      }
      await expect(page.getByRole('heading', { name: 'Verified', exact: true })).toBeVisible();

      await page.goto('/withdraw');
      await withdrawByBank(form, '60');
      const list = page.locator('section', { has: page.getByRole('heading', { name: 'Your withdrawals' }) });
      await expect(list.getByRole('listitem').first()).toContainText('Pending');
    } finally {
      await request.put('/api/backoffice/verification/settings', { headers: operator, data: before });
      await backoffice.close();
    }
  });
});
