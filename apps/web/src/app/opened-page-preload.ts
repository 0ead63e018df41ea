import { matchPage } from '@casino/contracts/page-match';
import { bootData } from '../lib/boot';
import { preloadDeposit } from './routes/deposit-preload';

/**
 * The first reads of the page the visitor opened, as the app's code runs: before the first render,
 * the router and the translations, which take a few tasks (×4 on a phone) the reads need not wait
 * for. The page is matched as the server matched it (contracts `matchPage`, with the operator's
 * page URLs of the boot data). Pages whose first reads the server carries in the boot data (the
 * lobby, a game's page) have nothing to ask for; the router's preloads follow for every page.
 */
export function preloadOpenedPage(): void {
  const page = matchPage(window.location.pathname, bootData()?.settings.pageUrlSetup);
  if (page?.key === 'deposit') preloadDeposit();
}
