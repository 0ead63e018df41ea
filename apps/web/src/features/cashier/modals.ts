// The cashier's modal bodies: a public entry of their own, loaded when one first opens (index.ts
// exports them wrapped by lazyModal), so the deposit result modals are not in the lobby's first
// download.
export { cashierModalBodies } from './components/cashier-modals';
