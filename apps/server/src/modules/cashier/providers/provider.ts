import type { depositNextSchema, PaymentStatus } from '@casino/contracts';
import type { z } from 'zod';

/** What the browser does next after a provider started a deposit. */
export type DepositNext = z.infer<typeof depositNextSchema>;

/** A deposit the cashier asks a provider to take. */
export type DepositRequest = {
  /** The casino's id of the payment (the provider echoes it as MD and in its webhooks). */
  paymentId: string;
  method: string;
  kind: 'card' | 'crypto' | 'upi' | 'skrill' | 'pix' | 'bank' | 'wallet';
  amount: bigint;
  currency: string;
  /** Where the provider sends the browser back to when its page is done. */
  returnUrl: string;
  /** Card details for the card form: passed to the provider, never stored by the casino. */
  card?: { number: string; holder: string; expiry: string; cvc: string };
  /** For crypto: the network and the player's own deposit address the provider watches. */
  crypto?: { network: string; address: string };
  /** Skrill: the wallet's email; PIX: the payer's CPF (digits). */
  payer?: { skrillEmail?: string; cpf?: string };
};

/** What the provider answered: its id for the payment, what the browser does next, what is safe to keep. */
export type DepositStart = {
  providerReference: string;
  next: DepositNext;
  /** Instrument facts the casino may keep (a card's brand and last four digits). */
  details: Record<string, string>;
};

/** A provider's word on a payment, from a verified webhook or a status query. */
export type ProviderEvent = {
  /** The provider's id of this notification (the same event may arrive more than once). */
  eventId: string;
  providerReference: string;
  /** The casino's payment id when the provider echoes it (a webhook may outrun the start call's answer). */
  paymentId?: string;
  status: Exclude<PaymentStatus, 'processing'> | 'processing';
  occurredAt: Date;
};

/** A webhook that must not be applied: bad signature, outside the replay window, unreadable. */
export class WebhookRejected extends Error {}

/**
 * What the cashier needs from a payment provider. Every provider, the sandbox included, is one of
 * these, selected by the payment method's `provider`; docs/payments.md explains how to add one.
 */
export type PaymentProvider = {
  readonly name: string;
  /** Starts a deposit; a refused card or request throws an AppError (PROVIDER_ERROR). */
  startDeposit(request: DepositRequest): Promise<DepositStart>;
  /**
   * The 3-D Secure result the browser brought back (PaReq and MD, spec §4): the provider confirms
   * it and says where the payment stands.
   */
  completeChallenge(input: { paymentId: string; paReq: string }): Promise<ProviderEvent>;
  /** Verifies a webhook (signature, timestamp window) and reads it; throws WebhookRejected. */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderEvent;
  /** Where a payment stands now, asked of the provider. */
  queryStatus(providerReference: string): Promise<ProviderEvent>;
  /** Sends an approved withdrawal; its outcome arrives by webhook. */
  startPayout(request: PayoutRequest): Promise<{ providerReference: string }>;
};

/** A withdrawal the operator approved, for the provider to pay out. */
export type PayoutRequest = {
  paymentId: string;
  method: string;
  amount: bigint;
  currency: string;
  /** Where to pay: the bank account, UPI id or wallet address the player gave. */
  destination: Record<string, string>;
};
