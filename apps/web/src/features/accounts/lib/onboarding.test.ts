import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import { finishOnboardingTour, isOnboardingTourPending, requestOnboardingTour } from './onboarding';

describe('onboarding tour', () => {
  it('is asked for by the first registration and shown once', () => {
    const store = createMemoryStore();
    expect(isOnboardingTourPending(store)).toBe(false);
    requestOnboardingTour(store);
    expect(isOnboardingTourPending(store)).toBe(true);
    finishOnboardingTour(store);
    expect(isOnboardingTourPending(store)).toBe(false);
    requestOnboardingTour(store);
    expect(isOnboardingTourPending(store)).toBe(false);
  });
});
