import { WithdrawPage } from '../../features/cashier/pages';
import { bonusParts } from './cashier-pages';

/**
 * The cashier's withdrawal page, where an active bonus shows as the reason that blocks it. A chunk
 * apart from the deposit page's: its destination checks bring zod, which the deposit page does without.
 */
export function WithdrawWithBonuses() {
  return <WithdrawPage bonuses={bonusParts} />;
}
