import type { PlayLimitsSettings } from '@casino/contracts/responsible-gaming';

/*
 * GET and PUT /api/backoffice/responsible-gaming/play-limits: the page reads them with players.read
 * and saves them with settings.manage. The form puts the saved answer in this key's cache.
 */

/** The path under /api/backoffice, as refine's data provider takes it. */
export const playLimitsUrl = 'responsible-gaming/play-limits';

export const playLimitsQueryKey = ['backoffice', 'play-limits'] as const;

/** Both answers: `{ data: PlayLimitsSettings }`. */
export type PlayLimitsAnswer = { data: PlayLimitsSettings };
