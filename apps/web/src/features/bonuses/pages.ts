// The bonuses feature's pages: a public entry of their own, because the app loads them lazily (a
// chunk of their own) while the cashier imports index.ts.

export { BonusCalendarModal } from './components/bonus-calendar-modal';
export { MyBonuses } from './components/my-bonuses';
export { PromotionsPage } from './components/promotions-page';
