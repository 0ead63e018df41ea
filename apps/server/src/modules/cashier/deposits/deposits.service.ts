import {
  type AppSettings,
  type DepositInput,
  type DepositProfileField,
  depositInputSchema,
  depositNextSchema,
  expiryValid,
  missingDepositProfileFields,
  type Payment,
  type PaymentStatus,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { databaseCode } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Bonuses } from '../../bonuses/index.ts';
import type { ResponsibleGaming } from '../../responsible-gaming/index.ts';
import type { Wallet } from '../../wallet/index.ts';
import { type CashierRepository, openStatuses, type PaymentRow } from '../cashier.repository.ts';
import {
  type CashierService,
  countryAllowed,
  currencyAllowed,
  type PaymentAudience,
  playerAllowed,
  presentPayment,
} from '../cashier.service.ts';
import type { DepositAddresses } from '../crypto-addresses/crypto-addresses.service.ts';
import {
  type DepositNext,
  type PaymentProvider,
  type ProviderEvent,
  WebhookRejected,
} from '../providers/provider.ts';

/** The player making a deposit, as the cashier needs them. */
export type Depositor = {
  id: number;
  email: string | null;
  countryCode: string | null;
  currencyCode: string;
  tags: readonly string[];
  isEmailVerified: boolean;
  /** Profile fields a deposit needs (spec §4: the profile is completed before payment). */
  profile: Record<DepositProfileField, string | null>;
};

/** A final deposit status the player hears about over the socket (spec §4 failedDeposit). */
export type FailedDeposit = { paymentId: string; paymentMethod: string; status: PaymentStatus };

const finalFailures: ReadonlySet<PaymentStatus> = new Set(['failed', 'declined', 'cancelled']);

/** The SQLSTATE `bonus_expect` raises: a bonus moved while the deposit's posting was on its way. */
const bonusMovedCode = 'BN001';

/** What deposits ask of the bonuses module. */
export type DepositBonuses = Pick<Bonuses, 'reserve' | 'attach' | 'grantFor' | 'dropFor'>;

/** Without the bonuses module no deposit takes a bonus. */
const noBonuses: DepositBonuses = {
  reserve: async () => {
    throw new AppError('BONUS_NOT_FOUND', 'Bonuses are not available');
  },
  attach: async () => undefined,
  grantFor: async () => null,
  dropFor: async () => undefined,
};

/** Where a deposit's first click was sent, for a repeated click of the same request id. */
function nextOf(row: PaymentRow): DepositNext {
  const kept = row.details.next ? depositNextSchema.safeParse(JSON.parse(row.details.next)) : null;
  if (kept?.success) return kept.data;
  return row.nextUrl ? { kind: 'redirect', url: row.nextUrl } : { kind: 'pending' };
}

/**
 * Deposits: the checks of spec §5/§8 before any money moves, the provider's page, and the outcome
 * from the provider (webhooks, the 3-D Secure return) applied once: a completed deposit is one
 * wallet credit whose transaction also marks the payment completed.
 */
export function createDepositsService({
  repository,
  cashierService,
  providers,
  walletService,
  responsibleGaming,
  clock,
  getSettings,
  onFailed,
  applyPayout,
  depositAddress,
  bonuses = noBonuses,
}: {
  repository: CashierRepository;
  cashierService: CashierService;
  providers: ReadonlyMap<string, PaymentProvider>;
  walletService: Wallet;
  /** The player's deposit limits (responsible gaming), checked before any money moves. */
  responsibleGaming: Pick<ResponsibleGaming, 'assertDepositWithinLimits'>;
  clock: Clock;
  getSettings: () => Promise<Pick<AppSettings, 'allowDepWithoutAddress'>>;
  /** Tells the player's browsers that a deposit failed (after it was recorded). */
  onFailed: (userId: number, failed: FailedDeposit) => void;
  /** A provider's word on a withdrawal's payout (the withdrawals service). */
  applyPayout: (payment: PaymentRow, event: ProviderEvent) => Promise<'applied' | 'stale'>;
  /** The player's own crypto deposit address on a network. */
  depositAddress: DepositAddresses;
  /** Deposit bonuses (the bonuses module): checked on the click, granted with the deposit. */
  bonuses?: DepositBonuses;
}) {
  function providerOf(name: string): PaymentProvider {
    const provider = providers.get(name);
    if (!provider)
      throw new AppError('PAYMENT_SERVICE_ERROR', 'This payment method is not available right now');
    return provider;
  }

  async function methodName(methodId: number): Promise<{ name: string; title: string }> {
    const method = await cashierService.findMethodById(methodId);
    return { name: method?.name ?? 'unknown', title: method?.title ?? 'Unknown' };
  }

  /** Applies a provider's word on a payment; idempotent, and a final status never changes. */
  async function apply(payment: PaymentRow, event: ProviderEvent): Promise<'applied' | 'stale'> {
    if (payment.direction === 'withdrawal') return applyPayout(payment, event);
    if (!openStatuses.includes(payment.status)) return 'stale';
    const at = clock.now();
    const method = await methodName(payment.methodId);
    if (event.status === 'completed') {
      // the credit, its bonus and the payment's completion are one transaction; a replay answers
      // the first. A bonus it replaces that ended meanwhile (BN001) is looked at once more.
      for (let attempt = 1; ; attempt += 1) {
        const grant = await bonuses.grantFor(payment.id);
        try {
          await walletService.deposit({
            userId: payment.userId,
            currency: payment.currency,
            idempotencyKey: `deposit:${payment.publicId}`,
            amount: minor(payment.amount),
            context: { method: method.title, paymentId: payment.publicId },
            ...(grant
              ? {
                  bonus: {
                    key: grant.key,
                    amount: minor(grant.amount),
                    replacesActive: grant.replacesActive,
                  },
                }
              : {}),
            records: [repository.completeRecord(payment.id, at), ...(grant?.records ?? [])],
          });
          return 'applied';
        } catch (error) {
          if (attempt >= 3 || databaseCode(error) !== bonusMovedCode) throw error;
        }
      }
    }
    if (event.status === 'processing') {
      if (payment.status === 'pending') await repository.moveOpen(payment.id, 'processing', at);
      return 'applied';
    }
    if (finalFailures.has(event.status)) {
      const moved = await repository.moveOpen(payment.id, event.status, at, `provider: ${event.status}`);
      if (moved) await bonuses.dropFor(payment.id);
      if (moved)
        onFailed(payment.userId, {
          paymentId: payment.publicId,
          paymentMethod: method.name,
          status: event.status,
        });
      return 'applied';
    }
    return 'applied';
  }

  /**
   * The payment an event is about: by the provider's reference, or by the casino's id the provider
   * echoed when the event outran the start call's answer (the reference is then recorded).
   */
  async function findPayment(providerName: string, event: ProviderEvent): Promise<PaymentRow | null> {
    const byReference = await repository.findByReference(providerName, event.providerReference);
    if (byReference || !event.paymentId || !/^[0-9a-f-]{36}$/.test(event.paymentId)) return byReference;
    const byId = await repository.findByPublicId(event.paymentId);
    if (
      !byId ||
      byId.provider !== providerName ||
      (byId.providerReference ?? event.providerReference) !== event.providerReference
    ) {
      return null;
    }
    return byId;
  }

  return {
    /**
     * Starts a deposit of the player's click. A double click (the same request id) answers the same
     * payment and the same provider page.
     */
    async start(player: Depositor, input: DepositInput, origin: { returnPath: string }) {
      const parsed = depositInputSchema.parse(input);
      const amount = BigInt(parsed.amount);
      if (amount <= 0n) throw new AppError('AMOUNT_BELOW_ZERO', 'The amount must be above zero');
      const method = await cashierService.findMethod(parsed.method);
      if (!method?.isActive || method.hidden) {
        throw new AppError('NOT_FOUND', 'This payment method is not available');
      }
      const audience: PaymentAudience = {
        countryCode: player.countryCode,
        currencyCode: player.currencyCode,
        email: player.email,
        tags: player.tags,
      };
      if (!countryAllowed(method, audience)) {
        throw new AppError(
          'DEPOSIT_COUNTRY_BLOCK',
          'Deposits with this method are not available in your country',
        );
      }
      if (!currencyAllowed(method, player.currencyCode)) {
        throw new AppError('PAYMENT_SERVICE_ERROR', `This method does not take ${player.currencyCode}`);
      }
      if (!playerAllowed(method, audience))
        throw new AppError('NOT_FOUND', 'This payment method is not available');
      if (method.requireVerifiedEmail && !player.isEmailVerified) {
        throw new AppError('REQUIRED_EMAIL_VERIFICATION', 'Verify your email to deposit with this method');
      }
      const missing = missingDepositProfileFields(player.profile, await getSettings());
      if (missing.length > 0) {
        throw new AppError('VALIDATION_ERROR', 'Complete your profile before your first deposit', {
          fields: Object.fromEntries(missing.map((field) => [field, 'Required to deposit'])),
        });
      }
      const limits = method.limits[player.currencyCode];
      if (limits && (amount < BigInt(limits.min) || amount > BigInt(limits.max))) {
        throw new AppError(
          'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
          `The amount must be between ${limits.min} and ${limits.max} (minor units of ${player.currencyCode})`,
        );
      }
      // responsible gaming: gross deposits over each rolling period stay within the player's limits
      await responsibleGaming.assertDepositWithinLimits(player.id, amount);
      if (method.isCardForm || method.kind === 'card') {
        if (!parsed.card) {
          throw new AppError('VALIDATION_ERROR', 'Enter your card details', { fields: { card: 'Required' } });
        }
        if (!expiryValid(parsed.card.expiry, clock.now())) {
          throw new AppError('VALIDATION_ERROR', 'The card has expired', {
            fields: { 'card.expiry': 'The card has expired' },
          });
        }
      }
      if (method.kind === 'skrill' && !parsed.skrillEmail) {
        throw new AppError('VALIDATION_ERROR', 'Enter the email of your Skrill account', {
          fields: { skrillEmail: 'Required' },
        });
      }
      if (method.kind === 'pix' && !parsed.cpf) {
        throw new AppError('VALIDATION_ERROR', 'Enter your CPF number', { fields: { cpf: 'Required' } });
      }
      if (method.kind === 'crypto' && !parsed.network) {
        throw new AppError('VALIDATION_ERROR', 'Choose the network to pay on', {
          fields: { network: 'Required' },
        });
      }
      const cryptoAddress =
        method.kind === 'crypto' && parsed.network ? await depositAddress(player.id, parsed.network) : null;
      const provider = providerOf(method.provider);
      const reserved = parsed.bonus
        ? await bonuses.reserve(
            {
              id: player.id,
              currencyCode: player.currencyCode,
              countryCode: player.countryCode,
              tags: player.tags,
            },
            {
              key: parsed.bonus,
              amount,
              replaceActive: parsed.replaceActiveBonus ?? false,
              timeZone: parsed.timeZone,
            },
          )
        : null;
      const { row, created } = await repository.createPayment({
        userId: player.id,
        direction: 'deposit',
        methodId: method.id,
        provider: provider.name,
        requestKey: `deposit:${player.id}:${parsed.requestId}`,
        amount,
        currency: player.currencyCode,
      });
      if (created && reserved) await bonuses.attach(player.id, row.id, player.currencyCode, reserved);
      if (!created) {
        if (row.amount !== amount || row.methodId !== method.id) {
          throw new AppError('DUPLICATE_TRANSACTION', 'This request id was used for another deposit');
        }
        return { payment: presentPayment(row, method.name), next: nextOf(row) };
      }
      let started: Awaited<ReturnType<PaymentProvider['startDeposit']>>;
      try {
        started = await provider.startDeposit({
          paymentId: row.publicId,
          method: method.name,
          kind: method.kind,
          amount,
          currency: player.currencyCode,
          returnUrl: origin.returnPath,
          ...(parsed.card ? { card: parsed.card } : {}),
          ...(method.kind === 'skrill' && parsed.skrillEmail
            ? { payer: { skrillEmail: parsed.skrillEmail } }
            : {}),
          ...(method.kind === 'pix' && parsed.cpf ? { payer: { cpf: parsed.cpf } } : {}),
          ...(cryptoAddress && parsed.network
            ? { crypto: { network: parsed.network, address: cryptoAddress } }
            : {}),
        });
      } catch (error) {
        await repository.moveOpen(row.id, 'failed', clock.now(), 'the provider refused to start');
        await bonuses.dropFor(row.id);
        if (error instanceof AppError) throw error;
        throw new AppError('PROVIDER_ERROR', 'The payment provider could not start the payment', {
          cause: error,
        });
      }
      const attached = await repository.attachProvider(row.id, {
        providerReference: started.providerReference,
        nextUrl: started.next.kind === 'pending' ? null : started.next.url,
        // kept whole so a double click is sent the same way (a crypto address, a UPI intent)
        details: { ...started.details, next: JSON.stringify(started.next) },
        at: clock.now(),
      });
      return { payment: presentPayment(attached, method.name), next: started.next };
    },

    /** The 3-D Secure result the browser brought back (PaReq, MD): confirmed with the provider, then applied. */
    async confirmChallenge(playerId: number, input: { PaReq: string; MD: string }): Promise<Payment> {
      const payment = /^[0-9a-f-]{36}$/.test(input.MD) ? await repository.findByPublicId(input.MD) : null;
      if (!payment || payment.userId !== playerId || payment.direction !== 'deposit') {
        throw new AppError('NOT_FOUND', 'No such deposit');
      }
      const event = await providerOf(payment.provider).completeChallenge({
        paymentId: payment.publicId,
        paReq: input.PaReq,
      });
      await apply(payment, event);
      const now = (await repository.findByPublicId(payment.publicId)) ?? payment;
      return presentPayment(now, (await methodName(payment.methodId)).name);
    },

    /**
     * A provider's webhook: verified (signature, replay window), then applied once per payment state;
     * every webhook is logged, refused ones too. Throws UNAUTHORIZED for a refused one.
     */
    async receiveWebhook(
      providerName: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ) {
      const provider = providers.get(providerName);
      if (!provider) throw new AppError('NOT_FOUND', 'No such payment provider');
      const at = clock.now();
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(headers, rawBody);
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        await repository.logEvent({
          provider: providerName,
          eventId: null,
          providerReference: null,
          status: null,
          outcome: 'rejected',
          detail: error.message,
          at,
        });
        throw new AppError('UNAUTHORIZED', `The webhook was refused: ${error.message}`);
      }
      const payment = await findPayment(providerName, event);
      const outcome = payment ? await apply(payment, event) : 'unknown';
      const first = await repository.logEvent({
        provider: providerName,
        eventId: event.eventId,
        providerReference: event.providerReference,
        status: event.status,
        outcome,
        at,
      });
      return { outcome: first ? outcome : ('duplicate' as const) };
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
