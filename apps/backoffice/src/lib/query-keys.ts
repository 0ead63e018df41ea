/*
 * Query keys the app sets itself, for reads whose cache a page updates or invalidates directly: a
 * player's page (each read is audited, so mutations patch it in place), the settings, the rakeback
 * terms and the dashboard (single reads that refine's resource invalidation does not reach).
 */
export const queryKeys = {
  player: (id: number) => ['backoffice', 'player', id] as const,
  settings: ['backoffice', 'settings'] as const,
  rakebackSettings: ['backoffice', 'rakeback-settings'] as const,
  dashboard: ['backoffice', 'dashboard'] as const,
};
