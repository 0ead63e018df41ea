/** Currencies seeded on first start; `exponent` is the number of minor-unit digits. */
export const currencySeeds = [
  { code: 'EUR', name: 'Euro', symbol: '€', exponent: 2, isCrypto: false, isDefault: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'NOK', name: 'Norwegian Krone', symbol: 'kr', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'PLN', name: 'Polish Zloty', symbol: 'zł', exponent: 2, isCrypto: false, isDefault: false },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', exponent: 0, isCrypto: false, isDefault: false },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', exponent: 8, isCrypto: true, isDefault: false },
  { code: 'ETH', name: 'Ether', symbol: 'Ξ', exponent: 18, isCrypto: true, isDefault: false },
  { code: 'USDT', name: 'Tether USD', symbol: '₮', exponent: 6, isCrypto: true, isDefault: false },
] as const;
