// Reality check in the shell: a small listener that reads the state after sign-in and waits for the
// reminder; the dialog (and the dialog library) is a lazy chunk fetched when it is due.

export { RealityCheckReminder } from './components/reality-check-reminder';
