/**
 * Every table, for drizzle-kit (migrations) and Drizzle's typed database handle. Each module owns
 * its tables in `<module>.schema.ts` and only its own code queries them; this file only gathers
 * them. A foreign key from one module's table to another's is written in the migration's SQL (the
 * schema of a module names no other module's table).
 */
export * from '../modules/accounts/accounts.schema.ts';
export * from '../modules/backoffice/backoffice.schema.ts';
export * from '../modules/bonuses/bonuses.schema.ts';
export * from '../modules/cashier/cashier.schema.ts';
export * from '../modules/cashier/providers/sandbox/sandbox.schema.ts';
export * from '../modules/content/content.schema.ts';
export * from '../modules/games/games.schema.ts';
export * from '../modules/loyalty/loyalty.schema.ts';
export * from '../modules/mail/mail.schema.ts';
export * from '../modules/races/races.schema.ts';
export * from '../modules/rakeback/rakeback.schema.ts';
export * from '../modules/referrals/referrals.schema.ts';
export * from '../modules/responsible-gaming/responsible-gaming.schema.ts';
export * from '../modules/safety/safety.schema.ts';
export * from '../modules/verification/verification.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
export * from '../platform/jobs.schema.ts';
