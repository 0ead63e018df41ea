import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/database.ts';
import { AppError } from '../../../../lib/app-error.ts';
import type { Clock } from '../../../../lib/clock.ts';
import {
  type DepositRequest,
  type DepositStart,
  type PaymentProvider,
  type PayoutRequest,
  type ProviderEvent,
  WebhookRejected,
} from '../provider.ts';
import { sandboxTransactions } from './sandbox.schema.ts';

/** Outcomes a tester picks on the sandbox's hosted pages. */
export const sandboxOutcomes = ['success', 'failed', 'declined', 'cancelled', 'pending'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

/** How far a webhook's timestamp may be from the clock (a replay after this is refused). */
export const sandboxWebhookWindowSeconds = 300;

const statusOf: Record<SandboxOutcome, ProviderEvent['status']> = {
  success: 'completed',
  failed: 'failed',
  declined: 'declined',
  cancelled: 'cancelled',
  pending: 'pending',
};

/** The result modal the browser lands on for each outcome (spec §2 modal values). */
export const returnModalOf: Record<SandboxOutcome, string> = {
  success: 'deposit-3ds-success',
  failed: 'deposit-failed',
  declined: 'deposit-decline',
  cancelled: 'deposit-cancel',
  pending: 'deposit-pending',
};

/** A card's brand from its number (the sandbox knows the two big schemes). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  return 'card';
}

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** How the sandbox's webhooks reach the casino: an HTTP POST of `body` with `headers`. */
export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<void>;

/**
 * The sandbox payment provider: a real implementation of the provider contract whose "bank" is a
 * tester. Deposits open a hosted page under /sandbox where the tester picks the outcome; the
 * outcome then arrives as signed webhooks, asynchronously, sometimes twice and out of order, as
 * real providers deliver them. The sandbox keeps its own books (sandbox_transactions) and a token
 * of the card, never its number or CVC.
 */
/** The sandbox merchant's UPI id, the payee of every UPI intent it issues. */
export const sandboxUpiPayee = 'casino.sandbox@upi';

/** A UPI deep link (NPCI's upi://pay): payee, name, amount in rupees, currency and the transaction reference. */
function upiIntent(reference: string, request: DepositRequest): string {
  const paise = request.amount.toString().padStart(3, '0');
  const query = new URLSearchParams({
    pa: sandboxUpiPayee,
    pn: 'Casino Sandbox',
    am: `${paise.slice(0, -2)}.${paise.slice(-2)}`,
    cu: request.currency,
    tr: reference,
    tn: 'Casino deposit',
  });
  return `upi://pay?${query.toString()}`;
}

/** The payer as the provider's page shows it; a CPF only masked (its middle six digits). */
function payerText(payer: DepositRequest['payer']): string | null {
  if (payer?.skrillEmail) return `Skrill account ${payer.skrillEmail}`;
  if (payer?.cpf) return `CPF ***.${payer.cpf.slice(3, 6)}.${payer.cpf.slice(6, 9)}-**`;
  return null;
}

export function createSandboxProvider({
  db,
  secret,
  clock,
  deliver,
  random = Math.random,
  maxDelayMs = 600,
}: {
  db: Executor;
  secret: string;
  clock: Clock;
  deliver: WebhookDelivery;
  /** Decides delays, duplicates and order (a seeded one in tests). */
  random?: () => number;
  maxDelayMs?: number;
}) {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  const inFlight = new Set<Promise<void>>();

  async function find(reference: string): Promise<SandboxTransaction | null> {
    const [row] = await db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference));
    return row ?? null;
  }

  function eventOf(row: SandboxTransaction, status: ProviderEvent['status'], eventId: string): ProviderEvent {
    return {
      eventId,
      providerReference: row.reference,
      paymentId: row.merchantReference,
      status,
      occurredAt: clock.now(),
    };
  }

  /** Sends one webhook after a random delay. */
  function send(event: ProviderEvent, delayMs: number) {
    const body = JSON.stringify({
      id: event.eventId,
      reference: event.providerReference,
      merchantReference: event.paymentId,
      status: event.status,
      occurredAt: event.occurredAt.toISOString(),
    });
    const delivery = new Promise<void>((resolve) => {
      setTimeout(() => {
        const timestamp = String(Math.floor(clock.now().getTime() / 1000));
        deliver(body, {
          'content-type': 'application/json',
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-signature': sign(`${timestamp}.${body}`),
        })
          .catch(() => undefined)
          .finally(resolve);
      }, delayMs);
    });
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  /**
   * The notifications of an outcome: "processing" and then the final status, in a random order, each
   * sometimes twice, each after a random delay.
   */
  function notify(row: SandboxTransaction, status: ProviderEvent['status']) {
    const events = [eventOf(row, 'processing', `evt_${randomBytes(8).toString('hex')}`)];
    if (status !== 'pending') events.push(eventOf(row, status, `evt_${randomBytes(8).toString('hex')}`));
    for (const event of events) {
      send(event, Math.floor(random() * maxDelayMs));
      if (random() < 0.3) send(event, Math.floor(random() * maxDelayMs));
    }
  }

  const provider: PaymentProvider & {
    startPayout: (request: PayoutRequest) => Promise<{ providerReference: string }>;
    find: typeof find;
    decide: (
      reference: string,
      outcome: SandboxOutcome,
    ) => Promise<{ row: SandboxTransaction; returnTo: string }>;
    idle: () => Promise<void>;
  } = {
    name: 'sandbox',

    async startDeposit(request: DepositRequest): Promise<DepositStart> {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      const card = request.card;
      if (request.kind === 'card' && !card) throw new AppError('PROVIDER_ERROR', 'Card details are required');
      // a keyed hash stands for the card: the same card gets the same token, and nothing more is kept
      const cardToken = card ? `tok_${sign(`card:${card.number}`).slice(0, 24)}` : null;
      const details: Record<string, string> = card
        ? { cardBrand: cardBrand(card.number), cardLast4: card.number.slice(-4), cardToken: cardToken ?? '' }
        : {};
      await db.insert(sandboxTransactions).values({
        reference,
        merchantReference: request.paymentId,
        kind: 'deposit',
        method: request.method,
        amount: request.amount,
        currency: request.currency,
        status: 'created',
        cardToken,
        cardLast4: card ? card.number.slice(-4) : null,
        payer: payerText(request.payer),
        returnUrl: request.returnUrl,
      });
      if (request.crypto) {
        // the player pays to their own address; the sandbox's "chain" is told on its page
        return {
          providerReference: reference,
          next: { kind: 'address', ...request.crypto, url: `/sandbox/pay/${reference}` },
          details: { destination: `${request.crypto.network} ${request.crypto.address}` },
        };
      }
      if (request.kind === 'upi') {
        // the QR code and the intent link open the player's UPI app; the sandbox's "app" is its page
        return {
          providerReference: reference,
          next: { kind: 'upi', intentUrl: upiIntent(reference, request), url: `/sandbox/pay/${reference}` },
          details,
        };
      }
      const page = request.kind === 'card' ? '3ds' : 'pay';
      return {
        providerReference: reference,
        next: { kind: 'redirect', url: `/sandbox/${page}/${reference}` },
        details,
      };
    },

    async completeChallenge({ paymentId, paReq }) {
      const [reference = '', signature = ''] = paReq.split('.');
      const expected = Buffer.from(sign(`pareq:${reference}`), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('PROVIDER_ERROR', 'The 3-D Secure result is not valid');
      }
      const row = await find(reference);
      if (!row || row.merchantReference !== paymentId) {
        throw new AppError('PROVIDER_ERROR', 'The 3-D Secure result belongs to another payment');
      }
      return eventOf(
        row,
        row.status in statusOf ? statusOf[row.status as SandboxOutcome] : 'pending',
        `pareq_${reference}`,
      );
    },

    parseWebhook(headers, rawBody) {
      const timestamp = Number(headers['x-sandbox-timestamp']);
      const now = Math.floor(clock.now().getTime() / 1000);
      if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > sandboxWebhookWindowSeconds) {
        throw new WebhookRejected('timestamp missing or outside the replay window');
      }
      const expected = Buffer.from(sign(`${timestamp}.${rawBody}`), 'hex');
      const given = Buffer.from(String(headers['x-sandbox-signature'] ?? ''), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookRejected('signature does not match');
      }
      let body: {
        id?: unknown;
        reference?: unknown;
        merchantReference?: unknown;
        status?: unknown;
        occurredAt?: unknown;
      };
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const statuses = ['pending', 'processing', 'completed', 'failed', 'declined', 'cancelled'];
      if (
        typeof body.id !== 'string' ||
        typeof body.reference !== 'string' ||
        !statuses.includes(String(body.status))
      ) {
        throw new WebhookRejected('body is not a sandbox event');
      }
      return {
        eventId: body.id,
        providerReference: body.reference,
        ...(typeof body.merchantReference === 'string' ? { paymentId: body.merchantReference } : {}),
        status: body.status as ProviderEvent['status'],
        occurredAt: new Date(String(body.occurredAt)),
      };
    },

    async queryStatus(reference) {
      const row = await find(reference);
      if (!row) throw new AppError('PROVIDER_ERROR', 'The provider does not know this payment');
      return eventOf(
        row,
        row.status in statusOf ? statusOf[row.status as SandboxOutcome] : 'pending',
        `query_${reference}`,
      );
    },

    /** Pays out at once: the sandbox's bank always pays, and says so by webhook. */
    async startPayout(request) {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(sandboxTransactions)
        .values({
          reference,
          merchantReference: request.paymentId,
          kind: 'payout',
          method: request.method,
          amount: request.amount,
          currency: request.currency,
          status: 'success',
        })
        .returning();
      if (row) notify(row, 'completed');
      return { providerReference: reference };
    },

    find,

    /**
     * The tester's choice on a hosted page: recorded once (the first choice stands), notified by
     * webhooks, and the address the browser returns to with the result modal (and, after a passed
     * 3-D Secure challenge, PaReq and MD for the casino to confirm).
     */
    async decide(reference, outcome) {
      const [updated] = await db
        .update(sandboxTransactions)
        .set({ status: outcome, updatedAt: clock.now() })
        .where(
          sql`${sandboxTransactions.reference} = ${reference} and ${sandboxTransactions.status} = 'created'`,
        )
        .returning();
      const row = updated ?? (await find(reference));
      if (!row) throw new AppError('NOT_FOUND', 'No such sandbox payment');
      if (updated) notify(row, statusOf[outcome]);
      const decided = (row.status in statusOf ? row.status : outcome) as SandboxOutcome;
      const target = new URL(row.returnUrl ?? '/deposit', 'http://return.invalid');
      target.searchParams.set('modal', returnModalOf[decided]);
      target.searchParams.set('met', row.method);
      if (decided === 'success' && row.cardToken) {
        target.searchParams.set('PaReq', `${row.reference}.${sign(`pareq:${row.reference}`)}`);
        target.searchParams.set('MD', row.merchantReference);
      }
      return { row, returnTo: `${target.pathname}${target.search}` };
    },

    /** Resolves when every webhook sent so far has been delivered (tests, shutdown). */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
