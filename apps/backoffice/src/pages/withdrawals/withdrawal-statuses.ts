import { withdrawalQueueQuerySchema } from '@casino/contracts/backoffice';

export const withdrawalStatuses = withdrawalQueueQuerySchema.shape.status.unwrap().options;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const statusLabels: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  declined: 'Declined',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function isWithdrawalStatus(value: string | null): value is WithdrawalStatus {
  return value !== null && (withdrawalStatuses as readonly string[]).includes(value);
}
