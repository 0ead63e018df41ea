import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../lib/app-error.ts';
import {
  type SandboxOutcome,
  type SandboxProvider,
  type SandboxTransaction,
  sandboxOutcomes,
} from './sandbox.service.ts';

const paramsSchema = z.strictObject({
  page: z.enum(['3ds', 'pay']),
  reference: z.string().regex(/^sbx_[0-9a-f]{24}$/),
});
const formSchema = z.object({ outcome: z.enum(sandboxOutcomes) });

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const labels: Record<SandboxOutcome, [string, string]> = {
  success: ['Approve', 'The bank authenticates the card and the payment goes through.'],
  failed: ['Fail', 'The payment fails at the provider (a technical error).'],
  declined: ['Decline', 'The issuing bank declines the card.'],
  cancelled: ['Cancel', 'The player gives up on this page.'],
  pending: ['Leave pending', 'The bank has not answered yet; the payment stays in progress.'],
};

function amountText(row: SandboxTransaction): string {
  // the sandbox shows amounts in minor units with the currency's usual two decimals for fiat
  const digits =
    row.currency === 'BTC'
      ? 8
      : row.currency === 'ETH'
        ? 18
        : row.currency === 'USDT'
          ? 6
          : row.currency === 'JPY'
            ? 0
            : 2;
  const whole = row.amount.toString().padStart(digits + 1, '0');
  return `${digits === 0 ? whole : `${whole.slice(0, -digits)}.${whole.slice(-digits)}`} ${row.currency}`;
}

/** The sandbox's hosted page: what is being paid, and one button per outcome the tester may pick. */
function page(kind: '3ds' | 'pay', row: SandboxTransaction): string {
  const heading = kind === '3ds' ? '3-D Secure check' : 'Confirm the payment';
  const card = row.cardLast4
    ? `<p class="card">Card ending in <strong>${escapeHtml(row.cardLast4)}</strong></p>`
    : row.payer
      ? `<p class="card">Paid from <strong>${escapeHtml(row.payer)}</strong></p>`
      : '';
  const decided = row.status !== 'created';
  const buttons = sandboxOutcomes
    .map(
      (
        outcome,
      ) => `<button type="submit" name="outcome" value="${outcome}" class="${outcome}"${decided ? ' disabled' : ''}>
        <span>${labels[outcome][0]}</span><small>${labels[outcome][1]}</small></button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · Payment sandbox</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #18202b; }
  *, *::before, *::after { box-sizing: border-box; }
  main { width: min(28rem, calc(100vw - 2rem)); background: #fff; border-radius: 14px; padding: 1.5rem; box-shadow: 0 10px 30px rgb(20 30 50 / 12%); }
  .badge { display: inline-block; font-size: .75rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: #7a4a00; background: #fff1cc; padding: .2rem .5rem; border-radius: 6px; }
  h1 { font-size: 1.35rem; margin: .75rem 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 800; margin: .5rem 0; }
  .card, .note { color: #4b5566; margin: .25rem 0; }
  form { display: grid; gap: .6rem; margin-top: 1.25rem; }
  button { display: grid; gap: .15rem; text-align: start; padding: .75rem 1rem; border-radius: 10px; border: 1px solid #cfd6e2; background: #f8fafc; font: inherit; cursor: pointer; min-height: 44px; }
  button span { font-weight: 700; }
  button small { color: #5b6475; }
  button.success { background: #e8f8f0; border-color: #2ecc8f; }
  button.declined, button.failed { background: #fdeeee; border-color: #f0a0a0; }
  button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
  button:disabled { opacity: .5; cursor: not-allowed; }
</style></head>
<body><main>
  <span class="badge">Sandbox — no real money</span>
  <h1>${heading}</h1>
  <p class="note">A deposit to the casino by <strong>${escapeHtml(row.method)}</strong></p>
  <p class="amount">${escapeHtml(amountText(row))}</p>
  ${card}
  ${decided ? `<p class="note" role="status">This payment was already answered: ${escapeHtml(row.status)}.</p>` : '<p class="note">Pick what the bank answers. The casino hears it by webhook, as from a real provider.</p>'}
  <form method="post">${buttons}</form>
</main></body></html>`;
}

/** The sandbox provider's hosted pages under /sandbox (only where the sandbox is configured). */
export const sandboxRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (app, { sandbox }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get('/sandbox/:page/:reference', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const row = params.success ? await sandbox.find(params.data.reference) : null;
    if (!params.success || !row) throw new AppError('NOT_FOUND', 'No such sandbox payment');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(params.data.page, row));
  });

  app.post('/sandbox/:page/:reference', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const form = formSchema.safeParse(request.body);
    if (!params.success) throw new AppError('NOT_FOUND', 'No such sandbox payment');
    if (!form.success) throw new AppError('VALIDATION_ERROR', 'Pick an outcome');
    const { returnTo } = await sandbox.decide(params.data.reference, form.data.outcome);
    // back to the casino, which opens the result modal (303: the browser follows with a GET)
    return reply.redirect(returnTo, 303);
  });
};
