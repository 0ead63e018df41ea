import {
  type CryptoNetwork,
  cryptoNetworks,
  type Payment,
  type PaymentStatus,
  type WithdrawalBlock,
  type WithdrawalInput,
  type WithdrawalMethod,
  type WithdrawalQuote,
  type WithdrawalQuoteQuery,
  withdrawalInputSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { type DatabaseHandle, databaseCode, type Statement } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type Wallet, withdrawalCancelledByPlayer } from '../../wallet/index.ts';
import type { CashierRepository, PaymentMethodRow, PaymentRow } from '../cashier.repository.ts';
import {
  type CashierService,
  countryAllowed,
  currencyAllowed,
  playerAllowed,
  presentPayment,
} from '../cashier.service.ts';
import type { PaymentProvider, ProviderEvent } from '../providers/provider.ts';

/** The SQLSTATE `payment_expect` raises: the payment moved while the posting was on its way. */
const paymentMovedCode = 'PY001';
/** The withdrawal would pass the player's level's 24-hour limit (migration 0039). */
const levelLimitCode = 'CW001';
/** The withdrawal would pass what may be withdrawn in 30 days without verification (migration 0042). */
const kycLimitCode = 'CW002';

/** Withdrawals a player sees listed. */
const listSize = 50;

/** The player asking to withdraw, as the cashier needs them. */
export type Withdrawer = {
  id: number;
  currencyCode: string;
  countryCode: string | null;
  isEmailVerified: boolean;
  /** For methods kept to some players (allow-lists of emails or tags), as for deposits. */
  email: string | null;
  tags: readonly string[];
};

/** Which kinds of method pay out to which kind of destination. */
const destinationKinds: Record<string, 'bank' | 'upi' | 'crypto'> = {
  bank: 'bank',
  upi: 'upi',
  crypto: 'crypto',
};

/** The networks a crypto method pays out on, each with its network fee in `currency` (none configured: all, free). */
function payoutNetworks(method: PaymentMethodRow, currency: string): WithdrawalMethod['networks'] {
  if (method.kind !== 'crypto') return [];
  const configured = method.withdrawalFees.networks;
  // in the contracts' order (a jsonb object keeps its keys in an order of its own)
  return (Object.keys(cryptoNetworks) as CryptoNetwork[])
    .filter((network) => !configured || network in configured)
    .map((network) => ({ network, fee: configured?.[network]?.[currency] ?? '0' }));
}

/**
 * What a withdrawal costs: the method's rate of the amount (rounded down, in the player's favour)
 * plus the network's fee; what is left reaches the player and must be above zero.
 */
function quoteOf(
  method: PaymentMethodRow,
  currency: string,
  amount: bigint,
  network: CryptoNetwork | undefined,
): WithdrawalQuote {
  const fee = (amount * BigInt(method.withdrawalFees.rateBp ?? 0)) / 10_000n;
  let networkFee = 0n;
  if (method.kind === 'crypto') {
    const chosen = payoutNetworks(method, currency).find((entry) => entry.network === network);
    if (!chosen) {
      throw new AppError('VALIDATION_ERROR', 'Choose a network this method pays out on', {
        fields: { network: 'Choose a network' },
      });
    }
    networkFee = BigInt(chosen.fee);
  }
  const receiveAmount = amount - fee - networkFee;
  if (receiveAmount <= 0n) {
    throw new AppError('WITHDRAWAL_CALCULATION_ERROR', 'The amount does not cover the fees');
  }
  return {
    amount: amount.toString(),
    fee: fee.toString(),
    networkFee: networkFee.toString(),
    receiveAmount: receiveAmount.toString(),
    currency,
  };
}

/** A destination shortened for the player's list: never the whole account number. */
function destinationSummary(
  destination: ReturnType<typeof withdrawalInputSchema.parse>['destination'],
): string {
  switch (destination.kind) {
    case 'bank':
      return `Bank ••${destination.accountNumber.replace(/\s/g, '').slice(-4)}`;
    case 'upi':
      return `UPI ${destination.vpa}`;
    case 'crypto':
      return `${destination.network} ${destination.address.slice(0, 6)}…${destination.address.slice(-4)}`;
  }
}

/** Whether the player's country allows withdrawing with this method (a payout method, in their currency). */
function withdrawalMethodAllowed(method: PaymentMethodRow, player: Withdrawer): boolean {
  const audience = {
    countryCode: player.countryCode,
    currencyCode: player.currencyCode,
    email: player.email,
    tags: player.tags,
  };
  return (
    method.isActive &&
    method.withdrawalExist &&
    method.kind in destinationKinds &&
    currencyAllowed(method, player.currencyCode) &&
    countryAllowed(method, audience) &&
    playerAllowed(method, audience)
  );
}

function presentWithdrawalMethod(method: PaymentMethodRow, currency: string): WithdrawalMethod {
  const limits = method.limits[currency];
  return {
    name: method.name,
    title: method.title,
    kind: destinationKinds[method.kind] ?? 'bank',
    thumbnailUrl: method.thumbnailUrl,
    minAmount: limits?.min ?? null,
    maxAmount: limits?.max ?? null,
    feeRateBp: method.withdrawalFees.rateBp ?? 0,
    networks: payoutNetworks(method, currency),
  };
}

/**
 * Withdrawals (spec §4, issue 6): the funds are locked when the player asks, the player may cancel
 * while it waits (the lock is released, no fees), the operator approves (the provider pays out and
 * its webhook settles the lock) or rejects (released). Every status change is written in the
 * transaction of its ledger posting and checks the payment had not moved meanwhile.
 */
export function createWithdrawalsService({
  repository,
  cashierService,
  providers,
  walletService,
  clock,
  pipelined,
  hasActiveBonus = async () => false,
  withdrawalLimitOf = async () => null,
  kycThresholdOf = async () => null,
}: {
  /** Statements in one transaction (an approval with the caller's records, e.g. its audit row). */
  pipelined: DatabaseHandle['pipelined'];
  repository: CashierRepository;
  cashierService: CashierService;
  providers: ReadonlyMap<string, PaymentProvider>;
  walletService: Wallet;
  clock: Clock;
  /** Bonuses arrive with their own issue; until then no player has one. */
  hasActiveBonus?: (userId: number) => Promise<boolean>;
  /** The most the player's loyalty level lets them withdraw in 24 hours; null when unlimited. */
  withdrawalLimitOf?: (userId: number, currency: string) => Promise<bigint | null>;
  /**
   * What the player may withdraw in 30 days without an approved verification; null when they need
   * none (verified, or no threshold for the currency).
   */
  kycThresholdOf?: (userId: number, currency: string) => Promise<bigint | null>;
}) {
  const kycRefused = (allowance: bigint, currency: string) =>
    new AppError(
      'KYC_REQUIRED',
      allowance > 0n
        ? `Verify your account to withdraw more than ${allowance} (minor units of ${currency}) in 30 days`
        : 'Verify your account to withdraw: your withdrawals of the last 30 days reached the limit without verification',
    );

  /** What the player may still withdraw in 30 days without verification; null when unlimited. */
  async function kycAllowance(player: Withdrawer): Promise<{ threshold: bigint; allowance: bigint } | null> {
    const threshold = await kycThresholdOf(player.id, player.currencyCode);
    if (threshold === null) return null;
    const used = await repository.withdrawnInLast30Days(player.id, player.currencyCode);
    return { threshold, allowance: threshold > used ? threshold - used : 0n };
  }

  const levelLimitRefused = (limit: bigint, currency: string) =>
    new AppError(
      'WITHDRAWAL_LEVEL_LIMIT',
      `Your VIP level lets you withdraw up to ${limit} (minor units of ${currency}) in 24 hours`,
    );

  async function present(row: PaymentRow): Promise<Payment> {
    return presentPayment(row, (await cashierService.findMethodById(row.methodId))?.name ?? 'unknown');
  }

  /** Why the player may not withdraw now, and what is left to wager on their latest deposit. */
  async function blocks(player: Withdrawer): Promise<{
    blocks: WithdrawalBlock[];
    wagerLeft: bigint;
    kyc: { threshold: bigint; allowance: bigint } | null;
  }> {
    const found: WithdrawalBlock[] = [];
    const kyc = await kycAllowance(player);
    if (kyc && kyc.allowance <= 0n) found.push('KYC_REQUIRED');
    const wager = await walletService.wagerSinceLastDeposit(player.id);
    if (!wager) found.push('NO_DEPOSIT');
    if (!player.isEmailVerified) found.push('EMAIL_NOT_VERIFIED');
    if (await hasActiveBonus(player.id)) found.push('BONUS_ACTIVE');
    const wagerLeft = wager && wager.wagered < wager.deposit ? wager.deposit - wager.wagered : 0n;
    if (wagerLeft > 0n) found.push('DEPOSIT_WAGER_INCOMPLETE');
    return { blocks: found, wagerLeft, kyc };
  }

  async function withdrawalById(paymentId: string): Promise<PaymentRow> {
    const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(paymentId)
      ? await repository.findByPublicId(paymentId)
      : null;
    if (row?.direction !== 'withdrawal') throw new AppError('WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
    return row;
  }

  /**
   * Returns a withdrawal's locked funds to cash (one release per withdrawal, whatever asks for it),
   * moving the payment from `from` to `to` in the same transaction or not at all (PY001).
   */
  function release(
    row: PaymentRow,
    from: PaymentStatus,
    to: PaymentStatus,
    reason: string,
    records: Statement[] = [],
  ) {
    return walletService.releaseWithdrawal({
      userId: row.userId,
      currency: row.currency,
      idempotencyKey: `${row.requestKey}:release`,
      lockKey: row.requestKey,
      context: { reason },
      records: [repository.expectMove(row.id, from, to, clock.now(), reason), ...records],
    });
  }

  /** Runs a posting whose payment change may find the payment moved (PY001): then `moved` is thrown. */
  async function guarded<T>(posting: () => Promise<T>, moved: () => AppError): Promise<T> {
    try {
      return await posting();
    } catch (error) {
      if (databaseCode(error) === paymentMovedCode) throw moved();
      throw error;
    }
  }

  /** The methods this player may withdraw with, best first. */
  async function methodsFor(player: Withdrawer): Promise<PaymentMethodRow[]> {
    const all = await cashierService.allMethods();
    return all
      .filter((method) => withdrawalMethodAllowed(method, player))
      .sort((a, b) => b.sortPriority - a.sortPriority || a.id - b.id);
  }

  /** A method the player may withdraw with, or NOT_FOUND / PAYMENT_SERVICE_ERROR saying why not. */
  async function usableMethod(player: Withdrawer, name: string): Promise<PaymentMethodRow> {
    const method = await cashierService.findMethod(name);
    if (!method?.isActive || !method.withdrawalExist || !(method.kind in destinationKinds)) {
      throw new AppError('NOT_FOUND', 'Withdrawals with this method are not available');
    }
    if (!currencyAllowed(method, player.currencyCode)) {
      throw new AppError('PAYMENT_SERVICE_ERROR', `This method does not pay out ${player.currencyCode}`);
    }
    if (!withdrawalMethodAllowed(method, player)) {
      throw new AppError('NOT_FOUND', 'Withdrawals with this method are not available in your country');
    }
    return method;
  }

  return {
    async status(player: Withdrawer) {
      const [found, rows, methods] = await Promise.all([
        blocks(player),
        repository.listPayments(player.id, 'withdrawal', listSize),
        methodsFor(player),
      ]);
      return {
        blocks: found.blocks,
        depositWagerLeft: found.wagerLeft.toString(),
        withdrawableWithoutKyc: found.kyc ? found.kyc.allowance.toString() : null,
        methods: methods.map((method) => presentWithdrawalMethod(method, player.currencyCode)),
        withdrawals: await Promise.all(rows.map(present)),
      };
    },

    /** What a withdrawal of this amount would cost and what would reach the player (the calculator). */
    async quote(player: Withdrawer, query: WithdrawalQuoteQuery): Promise<WithdrawalQuote> {
      const amount = BigInt(query.amount);
      if (amount <= 0n) throw new AppError('AMOUNT_BELOW_ZERO', 'The amount must be above zero');
      const method = await usableMethod(player, query.method);
      return quoteOf(method, player.currencyCode, amount, query.network);
    },

    /** Locks the amount and records the withdrawal (one per click); it waits for the operator. */
    async request(player: Withdrawer, input: WithdrawalInput): Promise<Payment> {
      const parsed = withdrawalInputSchema.parse(input);
      const amount = BigInt(parsed.amount);
      if (amount <= 0n) throw new AppError('AMOUNT_BELOW_ZERO', 'The amount must be above zero');
      const method = await usableMethod(player, parsed.method);
      if (destinationKinds[method.kind] !== parsed.destination.kind) {
        throw new AppError(
          'VALIDATION_ERROR',
          `This method pays out to a ${destinationKinds[method.kind] ?? 'different'} destination`,
          {
            fields: { destination: 'Does not match the method' },
          },
        );
      }
      const destination = parsed.destination;
      if (destination.kind === 'crypto' && !cryptoNetworks[destination.network].test(destination.address)) {
        throw new AppError('VALIDATION_ERROR', `This is not a ${destination.network} address`, {
          fields: { 'destination.address': `Enter a ${destination.network} address` },
        });
      }
      if (destination.kind === 'bank' && destination.netBanking && !destination.bankName) {
        throw new AppError('VALIDATION_ERROR', 'The bank name is required for net banking', {
          fields: { 'destination.bankName': 'Required for net banking' },
        });
      }
      const found = await blocks(player);
      const others = found.blocks.filter((block) => block !== 'KYC_REQUIRED');
      if (others.length > 0) {
        throw new AppError(
          'WITHDRAWAL_NOT_ALLOWED',
          `Withdrawals are not possible yet: ${others.join(', ')}`,
        );
      }
      if (found.kyc && amount > found.kyc.allowance)
        throw kycRefused(found.kyc.allowance, player.currencyCode);
      const limits = method.limits[player.currencyCode];
      if (limits && (amount < BigInt(limits.min) || amount > BigInt(limits.max))) {
        throw new AppError(
          'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
          `The amount must be between ${limits.min} and ${limits.max} (minor units of ${player.currencyCode})`,
        );
      }
      const quote = quoteOf(
        method,
        player.currencyCode,
        amount,
        destination.kind === 'crypto' ? destination.network : undefined,
      );
      const requestKey = `withdrawal:${player.id}:${parsed.requestId}`;
      const levelLimit = await withdrawalLimitOf(player.id, player.currencyCode);
      const details: Record<string, string> = {
        destination: destinationSummary(destination),
        payout: JSON.stringify(destination),
        fee: quote.fee,
        networkFee: quote.networkFee,
        receiveAmount: quote.receiveAmount,
      };
      const lock = walletService.lockWithdrawal({
        userId: player.id,
        currency: player.currencyCode,
        idempotencyKey: requestKey,
        amount: minor(amount),
        context: { method: method.title },
        records: [
          // checked under the player's lock, so two withdrawals at once cannot both pass the limit
          ...(levelLimit === null
            ? []
            : [repository.levelLimitCheck(player.id, player.currencyCode, amount, levelLimit)]),
          ...(found.kyc === null
            ? []
            : [repository.kycLimitCheck(player.id, player.currencyCode, amount, found.kyc.threshold)]),
          repository.withdrawalRecord({
            userId: player.id,
            direction: 'withdrawal',
            methodId: method.id,
            provider: method.provider,
            requestKey,
            amount,
            currency: player.currencyCode,
            details,
          }),
        ],
      });
      const result = await lock.catch((error: unknown) => {
        if (levelLimit !== null && databaseCode(error) === levelLimitCode)
          throw levelLimitRefused(levelLimit, player.currencyCode);
        if (found.kyc && databaseCode(error) === kycLimitCode)
          throw kycRefused(found.kyc.allowance, player.currencyCode);
        throw error;
      });
      const row = await repository.findByRequestKey(requestKey);
      if (!row) throw new Error(`withdrawal ${requestKey} was locked but not recorded`);
      if (result.replayed && (row.amount !== amount || row.methodId !== method.id)) {
        throw new AppError('DUPLICATE_TRANSACTION', 'This request id was used for another withdrawal');
      }
      return present(row);
    },

    /** The player takes back a withdrawal still waiting: the locked funds return, without fees. */
    async cancel(playerId: number, paymentId: string): Promise<Payment> {
      const row = await withdrawalById(paymentId);
      if (row.userId !== playerId) throw new AppError('WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
      if (row.status === 'cancelled') return present(row);
      if (row.status !== 'pending') {
        throw new AppError('WITHDRAWAL_IN_PROGRESS', 'This withdrawal is already being paid out or finished');
      }
      await guarded(
        () => release(row, 'pending', 'cancelled', withdrawalCancelledByPlayer),
        () => new AppError('WITHDRAWAL_IN_PROGRESS', 'This withdrawal is already being paid out or finished'),
      );
      return present((await repository.findByPublicId(paymentId)) ?? row);
    },

    /** The player's latest deposits and withdrawals, newest first (the back-office's player page). */
    async latestPayments(userId: number, limit: number): Promise<Payment[]> {
      return Promise.all((await repository.latestPayments(userId, limit)).map(present));
    },

    /** A page of withdrawals in a status, oldest first, with their players (the back-office's queue). */
    async queue(status: PaymentStatus, page: { offset: number; limit: number }) {
      const { rows, total } = await repository.withdrawalPage(status, page);
      const data = await Promise.all(
        rows.map(async (row) => ({ ...(await present(row)), playerId: row.userId })),
      );
      return { data, total };
    },

    /** Withdrawals waiting for the operator, oldest first (admin API). */
    async pending(): Promise<Array<Payment & { playerId: number }>> {
      const rows = await repository.listWithdrawals('pending', 200);
      return Promise.all(rows.map(async (row) => ({ ...(await present(row)), playerId: row.userId })));
    },

    /**
     * The operator approves: the payment goes to the provider; its webhook settles the lock. The
     * caller's `records` (its audit row) commit with the move out of pending, or not at all.
     */
    async approve(paymentId: string, records: Statement[] = []): Promise<Payment> {
      const row = await withdrawalById(paymentId);
      // only one approval wins: the payment moves from pending exactly once
      await guarded(
        () =>
          pipelined((run) =>
            run([repository.expectMove(row.id, 'pending', 'processing', clock.now()), ...records], {
              commit: true,
            }),
          ),
        () =>
          new AppError(
            'WITHDRAWAL_IN_PROGRESS',
            `This withdrawal is ${row.status}, not waiting for approval`,
          ),
      );
      const provider = providers.get(row.provider);
      const method = await cashierService.findMethodById(row.methodId);
      if (!provider) throw new AppError('PAYMENT_SERVICE_ERROR', `No provider ${row.provider} is configured`);
      const { providerReference } = await provider.startPayout({
        paymentId: row.publicId,
        method: method?.name ?? 'unknown',
        // the provider sends what reaches the player; the fees stay with it (older rows had none)
        amount: BigInt(row.details.receiveAmount ?? row.amount),
        currency: row.currency,
        destination: JSON.parse(row.details.payout ?? '{}'),
      });
      const attached = await repository.attachProvider(row.id, {
        providerReference,
        nextUrl: null,
        details: row.details,
        at: clock.now(),
      });
      return present(attached);
    },

    /** The operator rejects: the locked funds return to the player (with the caller's `records`). */
    async reject(paymentId: string, reason: string, records: Statement[] = []): Promise<Payment> {
      const row = await withdrawalById(paymentId);
      await guarded(
        () => release(row, 'pending', 'declined', `rejected: ${reason}`, records),
        () =>
          new AppError(
            'WITHDRAWAL_IN_PROGRESS',
            `This withdrawal is ${row.status}, not waiting for approval`,
          ),
      );
      return present((await repository.findByPublicId(paymentId)) ?? row);
    },

    /**
     * A provider's word on a payout: completed settles the lock (the money leaves), a failure
     * releases it back to the player. Applied once; a moved payment makes it stale.
     */
    async applyPayout(row: PaymentRow, event: ProviderEvent): Promise<'applied' | 'stale'> {
      if (row.status !== 'processing') return 'stale';
      const at = clock.now();
      try {
        if (event.status === 'completed') {
          await walletService.settleWithdrawal({
            userId: row.userId,
            currency: row.currency,
            idempotencyKey: `${row.requestKey}:settle`,
            lockKey: row.requestKey,
            records: [repository.expectMove(row.id, 'processing', 'completed', at)],
          });
        } else if (event.status === 'failed' || event.status === 'declined' || event.status === 'cancelled') {
          await release(row, 'processing', event.status, `payout ${event.status}`);
        }
      } catch (error) {
        if (databaseCode(error) === paymentMovedCode) return 'stale';
        throw error;
      }
      return 'applied';
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
