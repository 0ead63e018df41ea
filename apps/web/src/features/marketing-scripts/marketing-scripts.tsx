import { useEffect } from 'react';
import { usePageSettled } from '../../lib/page-settled';
import { useRouteFlags } from '../../lib/route-flags';
import { useIsSignedIn } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useScripts } from './api/get-scripts';
import { injectSnippets, readCspNonce, removeInjected } from './inject-snippets';

/**
 * What is in the page now. Module state rather than React state: injected scripts outlive any
 * component, and a remount (StrictMode, a layout change) must not run them twice.
 */
let injected: { audienceKey: string; controller: AbortController } | null = null;

/**
 * Spec §6, §2: injects the operator's marketing snippets (head, body start, body end) with the CSP
 * nonce; play pages load none. A sign-in or sign-out swaps them for the other audience's (spec §4).
 * They are asked for once the first page has settled, so they do not slow the page they measure.
 */
export function MarketingScripts() {
  const { skipExternalScripts } = useRouteFlags();
  const signedIn = useIsSignedIn();
  const { cacheControlHash } = useSettings();
  // Depositors get their own snippets once the wallet knows the deposit count (cashier feature).
  const audience = { signedIn, depositor: false, cacheControlHash };
  const settled = usePageSettled();
  const { data: entries } = useScripts(audience, settled && !skipExternalScripts);
  const audienceKey = `${signedIn}:${audience.depositor}`;

  useEffect(() => {
    if (skipExternalScripts || !entries) return;
    if (injected?.audienceKey === audienceKey) return;
    injected?.controller.abort();
    removeInjected(document);
    const controller = new AbortController();
    injected = { audienceKey, controller };
    void injectSnippets(document, entries, { nonce: readCspNonce(document), signal: controller.signal });
  }, [entries, audienceKey, skipExternalScripts]);

  return null;
}
