import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from '../fixtures';

/** The development owner seeded outside production (README "Back-office"). */
export const owner = {
  email: 'owner@casino.local',
  password: 'Owner#2026',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

// the last 30-second step whose code this run offered, per secret (the journeys run one at a time)
const usedSteps = new Map<string, number>();
const stepNow = () => Math.floor(Date.now() / 30_000);

/** Waits, when needed, for a code step this run has not offered yet, and marks it used. */
async function nextUnusedCode(page: Page, secret: string, refused = false): Promise<void> {
  if (refused) usedSteps.set(secret, Math.max(usedSteps.get(secret) ?? 0, stepNow()));
  const used = usedSteps.get(secret) ?? 0;
  if (stepNow() <= used) await page.waitForTimeout((used + 1) * 30_000 - Date.now() + 500);
  usedSteps.set(secret, stepNow());
}

/**
 * Signs an enrolled operator in through the page: password, then the authenticator's code. A code
 * is accepted once: a sign-in within the same 30 seconds as the last one waits for the next code.
 */
export async function signInEnrolled(page: Page, email: string, password: string, secret: string) {
  await page.goto('/backoffice');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  // each refused code counts towards the operator's lock-out: never offer a code this run used
  await nextUnusedCode(page, secret);
  await code.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  const refused = page.getByText('That code is not right');
  const signedIn = page.getByRole('navigation', { name: 'Main' });
  // a code already used (by the journey before, within the same 30 seconds) is refused: wait for
  // the next one, a few times at most
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(signedIn.or(refused)).toBeVisible();
    // an answer still on its way may replace the refusal shown for the code before
    await page.waitForTimeout(1_000);
    if (await signedIn.isVisible()) return;
    await nextUnusedCode(page, secret, true);
    await code.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(signedIn).toBeVisible();
}
