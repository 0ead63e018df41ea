/** Shared validation limits: the web forms and the server routes read the same numbers (spec §5, §9). */
export const limits = {
  passwordMinLength: 6,
  passwordMaxLength: 255,
  nameMaxLength: 255,
  addressMaxLength: 255,
  minAgeYears: 18,
  maxAgeYears: 100,
  phoneMinLength: 6,
  phoneNationalMinDigits: 2,
  phoneNationalMaxDigits: 17,
  phoneInputMaxLength: 250,
  cvcLength: 3,
  ifscMinLength: 8,
  ifscMaxLength: 15,
  uploadMaxBytes: 25 * 1024 * 1024,
  deviceStringMaxLength: 500,
  /** Free-form text accepted by the tracking endpoints. */
  urlMaxLength: 2048,
  eventNameMaxLength: 100,
  eventDataMaxBytes: 8 * 1024,
  /** Request body ceiling for JSON endpoints. */
  jsonBodyLimitBytes: 64 * 1024,
} as const;

/** Timing constants of spec §9, in milliseconds unless named otherwise. */
export const timing = {
  requestTimeoutMs: 15_000,
  userCheckTimeoutMs: 2_000,
  geolocationTimeoutMs: 10_000,
  modalExitFadeMs: 300,
  pageViewDelayMs: 300,
  visitEventIntervalMs: 30 * 60_000,
  trackingEntryStaleMs: 60 * 60_000,
  trackingParamTtlDays: 365,
  trackingLastUsedMaxAgeMs: 7 * 24 * 60 * 60_000,
  trackingLastUsedToleranceMs: 60 * 60_000,
  navigationHistorySize: 5,
  cookieConsentMaxAgeSeconds: 31_536_000,
  accessTokenCookieMaxAgeSeconds: 2_592_000,
  registeredUserCookieMaxAgeSeconds: 31_536_000,
  localeCacheMs: 5 * 60_000,
  localeCacheEntries: 50,
  socketReconnectDelayMinMs: 1_000,
  socketReconnectDelayMaxMs: 5_000,
  socketConnectTimeoutMs: 20_000,
  /** Spec §9 polls: the rakeback days every 10 s, the calendar award every 15 s; the accumulator ticks each second. */
  rakebackDaysPollMs: 10_000,
  calendarAwardPollMs: 15_000,
  accumulatorTickMs: 1_000,
  /** Spec §9: the rakeback carousel scrolls on every 3000 ms. */
  rakebackCarouselAutoplayMs: 3_000,
} as const;

/** Viewport breakpoints of spec §9, in CSS pixels. */
export const breakpoints = {
  mobileMax: 767,
  tabletMin: 768,
  tabletMax: 1024,
  menuCollapse: 1450,
} as const;
