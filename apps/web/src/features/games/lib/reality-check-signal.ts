/**
 * The window event the shell's reality-check reminder listens for (features/reality-check names it
 * realityCheckDueEvent; features do not import each other): a spin refused with REALITY_CHECK_DUE
 * makes the shell read the state again and show the reminder at once.
 */
export const realityCheckDueEvent = 'casino:reality-check-due';

/** Asks the shell to show the reality-check reminder. */
export function showRealityCheck(): void {
  window.dispatchEvent(new Event(realityCheckDueEvent));
}
