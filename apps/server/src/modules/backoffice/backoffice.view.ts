import type { Operator } from '@casino/contracts/backoffice';
import type { OperatorRow } from './backoffice.repository.ts';

/** An operator as the back-office shows them: never their password hash or second factor. */
export function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    twoFactorEnrolled: row.totpSecret !== null,
    passwordChangeRequired: row.passwordChangeRequired,
    passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
