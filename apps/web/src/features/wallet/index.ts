export { transactionsQueryKeyRoot, transactionsQueryOptions, useTransactions } from './api/get-transactions';
export { TransactionHistory } from './components/transaction-history';
