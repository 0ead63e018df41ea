import type { paymentMethods } from '../db/schema.ts';

type PaymentMethodSeed = Omit<typeof paymentMethods.$inferInsert, 'id' | 'createdAt' | 'thumbnailUrl'>;

/** The same limits (minor units) for every two-decimal fiat currency a method takes. */
const fiat = (min: number, max: number, codes: string[]) =>
  Object.fromEntries(codes.map((code) => [code, { min: String(min * 100), max: String(max * 100) }]));

/** The same amount (minor units) in every listed currency. */
const perCurrency = (amount: number, codes: string[]) =>
  Object.fromEntries(codes.map((code) => [code, String(amount)]));

const euroLike = ['EUR', 'USD', 'CAD', 'PLN', 'NOK'];

/**
 * Methods seeded on first start, all served by the sandbox provider until an operator configures a
 * real one. The card brands open the card form; `card` is the card-form method result modals offer
 * instead of a failed brand; `carouseller` gathers local methods and is the alternative for the rest.
 */
export const paymentMethodSeeds: PaymentMethodSeed[] = [
  {
    name: 'visa',
    kind: 'card',
    title: 'Visa',
    rawTitle: 'visa',
    description: 'Pay with a Visa debit or credit card; 3-D Secure protects every payment.',
    sortPriority: 100,
    isCardForm: true,
    withdrawalExist: false,
    restrictedCountries: ['US'],
    limits: {
      ...fiat(5, 5_000, euroLike),
      TRY: { min: '50000', max: '10000000' },
      BRL: { min: '2500', max: '2500000' },
    },
  },
  {
    name: 'master',
    kind: 'card',
    title: 'Mastercard',
    rawTitle: 'master',
    description: 'Pay with a Mastercard debit or credit card; 3-D Secure protects every payment.',
    sortPriority: 95,
    isCardForm: true,
    restrictedCountries: ['US'],
    limits: {
      ...fiat(5, 5_000, euroLike),
      TRY: { min: '50000', max: '10000000' },
      BRL: { min: '2500', max: '2500000' },
    },
  },
  {
    name: 'card',
    kind: 'card',
    title: 'Bank card',
    rawTitle: 'card',
    description: 'Any Visa, Mastercard or Maestro card through the card form.',
    sortPriority: 90,
    isCardForm: true,
    restrictedCountries: ['US'],
    limits: {
      ...fiat(10, 5_000, euroLike),
      TRY: { min: '50000', max: '10000000' },
      BRL: { min: '2500', max: '2500000' },
    },
  },
  {
    name: 'crypto',
    kind: 'crypto',
    title: 'Crypto',
    rawTitle: 'crypto',
    description: 'Bitcoin, Ether or Tether to an address of your own; credited after network confirmation.',
    requireVerifiedEmail: true,
    sortPriority: 80,
    withdrawalExist: true,
    // a small fee of the amount, and each network's cost of sending (what the chain charges today)
    withdrawalFees: {
      rateBp: 50,
      networks: {
        BTC: perCurrency(250, euroLike),
        ETH: perCurrency(150, euroLike),
        'USDT-TRC20': perCurrency(100, euroLike),
        'USDT-ERC20': perCurrency(300, euroLike),
      },
    },
    limits: {
      ...fiat(10, 100_000, euroLike),
      BTC: { min: '10000', max: '1000000000' },
      ETH: { min: '1000000000000000', max: '100000000000000000000' },
      USDT: { min: '10000000', max: '100000000000' },
    },
  },
  {
    name: 'upi',
    kind: 'upi',
    title: 'UPI',
    rawTitle: 'upi',
    description: 'Scan the QR code or open your UPI app to pay instantly.',
    sortPriority: 85,
    withdrawalExist: true,
    allowedCountries: ['IN'],
    allowedCurrencies: ['INR'],
    limits: { INR: { min: '30000', max: '10000000' } },
  },
  {
    name: 'skrill',
    kind: 'skrill',
    title: 'Skrill',
    rawTitle: 'skrill',
    description: 'Pay from your Skrill wallet with your Skrill email.',
    sortPriority: 70,
    restrictedCountries: ['US', 'TR'],
    limits: fiat(10, 10_000, euroLike),
  },
  {
    name: 'pix',
    kind: 'pix',
    title: 'PIX',
    rawTitle: 'pix',
    description: 'Instant transfer from any Brazilian bank with your CPF.',
    sortPriority: 85,
    allowedCountries: ['BR'],
    allowedCurrencies: ['BRL'],
    limits: { BRL: { min: '2500', max: '5000000' } },
  },
  {
    name: 'carouseller',
    kind: 'wallet',
    title: 'Local methods',
    rawTitle: 'carouseller',
    description: 'Bank transfers and e-wallets popular in your country.',
    sortPriority: 60,
    restrictedCountries: ['US'],
    limits: {
      ...fiat(10, 10_000, euroLike),
      TRY: { min: '5000', max: '10000000' },
      INR: { min: '30000', max: '10000000' },
    },
  },
  {
    name: 'bank',
    kind: 'bank',
    title: 'Bank transfer',
    rawTitle: 'bank',
    description: 'Withdraw to your bank account (IMPS, NEFT or SEPA).',
    sortPriority: 50,
    // withdrawals only: listed for the withdrawal form, never selected for a deposit
    hidden: true,
    withdrawalExist: true,
    limits: { ...fiat(20, 50_000, euroLike), INR: { min: '50000', max: '20000000' } },
  },
];
