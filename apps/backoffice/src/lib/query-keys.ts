/*
 * Query keys the app sets itself, for reads whose cache a page updates or invalidates directly: a
 * player's page (each read is audited, so mutations patch it in place), a player's loyalty, the
 * settings, the rakeback and loyalty terms, win of the month's rule, the public ladder and the
 * dashboard (single reads that refine's resource invalidation does not reach).
 */
export const queryKeys = {
  player: (id: number) => ['backoffice', 'player', id] as const,
  settings: ['backoffice', 'settings'] as const,
  playerLoyalty: (id: number) => ['backoffice', 'player-loyalty', id] as const,
  rakebackSettings: ['backoffice', 'rakeback-settings'] as const,
  loyaltySettings: ['backoffice', 'loyalty-settings'] as const,
  /** The ladder as players see it (public): its levels' names for the player page's level picker. */
  loyaltyLadder: ['loyalty-ladder'] as const,
  dashboard: ['backoffice', 'dashboard'] as const,
  winOfTheMonth: ['backoffice', 'win-of-the-month'] as const,
  referralSettings: ['backoffice', 'referral-settings'] as const,
};
