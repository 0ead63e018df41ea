import { expect, type Locator } from '@playwright/test';

/**
 * Checks a radio drawn as a tile (a payment method, a bonus): the transparent input covers its
 * tile. The page may still move the list while it loads (offers arriving above it, scroll
 * restoration), so a click that lands outside is tried again until the radio is checked.
 */
export async function choose(radio: Locator): Promise<void> {
  await expect(async () => {
    await radio.check({ force: true, timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
