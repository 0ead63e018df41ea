import type { KeyValueStore } from '../../../lib/storage';

/** Local-storage key of the onboarding tour: "pending" after a first registration, then "done". */
export const onboardingTourKey = 'onboardingTour';

/** A registration asks for the tour, unless this browser has already seen it. */
export function requestOnboardingTour(store: KeyValueStore): void {
  if (store.getItem(onboardingTourKey) !== 'done') store.setItem(onboardingTourKey, 'pending');
}

export function isOnboardingTourPending(store: KeyValueStore): boolean {
  return store.getItem(onboardingTourKey) === 'pending';
}

/** Skipped or finished: the tour never shows again in this browser. */
export function finishOnboardingTour(store: KeyValueStore): void {
  store.setItem(onboardingTourKey, 'done');
}
