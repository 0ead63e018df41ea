// Loyalty in the shell: live VIP figures and the level-up notice (its body is a lazy chunk).

export { LoyaltyNotices } from './components/loyalty-notices';
