import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { paymentMethods } from '../../db/schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The cashier's tables: payment methods (deposits and withdrawals come next). */
export function createCashierRepository(db: Executor) {
  return {
    /** Every payment method, best first (the service filters them per player). */
    async listMethods(): Promise<PaymentMethodRow[]> {
      return db.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
    },
  };
}

export type CashierRepository = ReturnType<typeof createCashierRepository>;
