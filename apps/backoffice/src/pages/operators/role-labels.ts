import type { OperatorRole } from '@casino/contracts/backoffice';

export const roleLabels: Record<OperatorRole, string> = {
  owner: 'Owner',
  support: 'Support',
  payments: 'Payments',
  risk: 'Risk',
  marketing: 'Marketing',
};
