/*
 * Query keys the app sets itself, for reads whose cache a page updates or invalidates directly: a
 * player's page (each read is audited, so mutations patch it in place), a player's loyalty, the
 * settings, the rakeback and loyalty terms, win of the month's rule, the public ladder and the
 * dashboard (single reads that refine's resource invalidation does not reach); a KYC document, its
 * file (each read is audited) and a player's documents, which a decision updates.
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
  kycDocument: (id: string) => ['backoffice', 'kyc-document', id] as const,
  kycFile: (id: string) => ['backoffice', 'kyc-file', id] as const,
  /** The oldest pending documents (of one kind, or all): where "Next in queue" goes. */
  kycNext: (kind: string | null) => ['backoffice', 'kyc-next', kind ?? 'all'] as const,
  playerDocuments: (playerId: string | number) =>
    ['backoffice', 'player-documents', String(playerId)] as const,
  verificationSettings: ['backoffice', 'verification-settings'] as const,
};
