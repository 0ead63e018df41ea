import accounts from './locales/en/accounts.json' with { type: 'json' };
import bonuses from './locales/en/bonuses.json' with { type: 'json' };
import cashier from './locales/en/cashier.json' with { type: 'json' };
import cashierPayers from './locales/en/cashier-payers.json' with { type: 'json' };
import features from './locales/en/features.json' with { type: 'json' };
import games from './locales/en/games.json' with { type: 'json' };
import loyalty from './locales/en/loyalty.json' with { type: 'json' };
import marketing from './locales/en/marketing.json' with { type: 'json' };
import profile from './locales/en/profile.json' with { type: 'json' };
import races from './locales/en/races.json' with { type: 'json' };
import rakeback from './locales/en/rakeback.json' with { type: 'json' };
import referrals from './locales/en/referrals.json' with { type: 'json' };
import shell from './locales/en/shell.json' with { type: 'json' };
import slotMachine from './locales/en/slot-machine.json' with { type: 'json' };
import verification from './locales/en/verification.json' with { type: 'json' };
import wallet from './locales/en/wallet.json' with { type: 'json' };
import wins from './locales/en/wins.json' with { type: 'json' };

/**
 * Default English strings of the `common` namespace. Split by owner (shell, features, marketing)
 * so each part can grow without conflicts; keys must not collide across parts (a test checks).
 */
export const defaultEnglishParts = {
  shell,
  features,
  marketing,
  accounts,
  profile,
  wallet,
  games,
  wins,
  slotMachine,
  cashier,
  cashierPayers,
  bonuses,
  rakeback,
  loyalty,
  races,
  referrals,
  verification,
} as const;

export const defaultEnglishStrings: Record<string, string> = {
  ...shell,
  ...features,
  ...marketing,
  ...accounts,
  ...profile,
  ...wallet,
  ...games,
  ...wins,
  ...slotMachine,
  ...cashier,
  ...cashierPayers,
  ...bonuses,
  ...rakeback,
  ...loyalty,
  ...races,
  ...referrals,
  ...verification,
};
