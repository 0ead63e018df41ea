import type { Clock } from '../src/lib/clock.ts';
import { signWalletRequest } from '../src/plugins/provider-signature.ts';
import type { TestApp } from './app.ts';

/**
 * Calls the seamless-wallet API as a game provider's server does: the body signed with `secret`
 * at the test clock's time (or `options.timestamp`, signed with `options.key`).
 */
export function providerCaller(app: () => TestApp, secret: string, clock: Clock) {
  return (
    path: string,
    body: Record<string, unknown>,
    options: { timestamp?: number; key?: string } = {},
  ) => {
    const payload = JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(clock.now().getTime() / 1000);
    return app().inject({
      method: 'POST',
      url: `/api/wallet/v1/${path}`,
      payload,
      headers: {
        'content-type': 'application/json',
        'x-wallet-timestamp': String(timestamp),
        'x-wallet-signature': signWalletRequest(options.key ?? secret, timestamp, payload),
      },
    });
  };
}
