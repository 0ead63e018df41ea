import type { ReactNode } from 'react';
import { statusOf } from '../lib/api-client.ts';
import type { FieldErrors } from '../lib/form-errors.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export const permissionMessage = 'You do not have permission for this page';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}

export function PermissionState() {
  return (
    <div className="state state-permission" role="alert">
      <svg className="state-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />
      </svg>
      <p className="state-title">{permissionMessage}</p>
      <p className="state-text">Your role does not include it. Ask an owner if you need access.</p>
    </div>
  );
}

/** A whole page refused: its heading, then the permission state (the role lacks it, or lost it). */
export function PermissionPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <PermissionState />
    </section>
  );
}

type ErrorStateProps = {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  title?: string;
};

/** A failed load: the server's message and a Retry; a 403 becomes the permission state. */
export function ErrorState({
  error,
  onRetry,
  retrying = false,
  title = 'This could not be loaded',
}: ErrorStateProps) {
  if (statusOf(error) === 403) return <PermissionState />;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{title}</p>
      <p className="state-text">{message}</p>
      {onRetry ? (
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {children ? <div className="state-text">{children}</div> : null}
    </div>
  );
}

/** An inline message for a form: the server's answer to a failed action. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    statusOf(error) === 403
      ? permissionMessage
      : error instanceof Error
        ? error.message
        : 'Something went wrong.';
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** Said once above a form's buttons while the check refuses fields (each message sits beside its field). */
export function FieldsNeedAttention({
  errors,
  message = 'Some fields need attention: see the messages beside them.',
}: {
  errors: FieldErrors;
  message?: string;
}) {
  return Object.keys(errors).length > 0 ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
