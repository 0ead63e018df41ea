// What the cashier's pages read first, for start-up to ask for while their code downloads (the
// router's `handle.preload`): a public entry of its own, zod-free, since start-up imports it.
export { fetchPaymentMethods, paymentMethodsQueryOptions } from './api/get-payment-methods';
