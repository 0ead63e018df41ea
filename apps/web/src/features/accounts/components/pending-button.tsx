import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import './accounts.css';

/** A button that shows a spinner and its busy label while its request runs. */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  disabled,
  className,
  ...rest
}: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button
      {...rest}
      className={['acc-pending-button', className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner size="sm" label={pendingLabel} className="acc-pending-button__spinner" /> : null}
      <span>{pending ? pendingLabel : children}</span>
    </Button>
  );
}
