import type { AppSettings } from '@casino/contracts';
import type { Page } from '@playwright/test';

/**
 * Shows the page with some of the operator's settings changed, wherever the app reads them: in the
 * start-up data the server writes into every page (lib/boot.ts) and in GET settings2, which the
 * app asks once they are stale.
 */
export async function withSettings(page: Page, patch: Partial<AppSettings>): Promise<void> {
  await page.route('**/api/core/casino/settings2', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
  });
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(
        /(<script[^>]* id="casino-boot" type="application\/json">)(.*?)(<\/script>)/,
        (_match, open: string, json: string, close: string) => {
          const boot = JSON.parse(json);
          boot.settings = { ...boot.settings, ...patch };
          return `${open}${JSON.stringify(boot).replaceAll('<', '\\u003c')}${close}`;
        },
      );
      if (patched === html) throw new Error('the page carries no start-up data (casino-boot) to change');
      await route.fulfill({ response, body: patched });
    },
  );
}
