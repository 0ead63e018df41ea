import { type BaseRecord, type HttpError, useUpdate } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { statusOf } from '../lib/api-client.ts';
import { Button } from './button.tsx';
import { permissionMessage } from './states.tsx';

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (statusOf(error) === 403) return permissionMessage;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

type ActiveToggleProps = {
  /** The refine resource the row belongs to (PATCH /<resource>/<id>). */
  resource: string;
  id: number;
  isActive: boolean;
  /** The row's name in the confirm question and the result ("Welcome bonus", "TEN-OFF"). */
  name: string;
  /** When players notice the change: "within 30 seconds", "at once". */
  when: string;
  /** The result, said once for the page (a row's cell is too narrow for it). */
  onResult: (message: string) => void;
};

/** A row's quick Deactivate/Activate (PATCH {isActive}), behind a confirm step. */
export function ActiveToggle({ resource, id, isActive, name, when, onResult }: ActiveToggleProps) {
  const [confirming, setConfirming] = useState(false);
  const { mutate, mutation } = useUpdate<
    BaseRecord & { isActive: boolean },
    HttpError,
    { isActive: boolean }
  >({
    resource,
  });
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const deactivating = isActive;
  const error = errorText(mutation.error);

  // the confirm step takes focus when it opens, and gives it back to the row's button when it closes
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      startButton.current?.focus();
    }
  }, [confirming]);

  const close = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  const confirm = () =>
    mutate(
      { id, values: { isActive: !deactivating } },
      {
        onSuccess: ({ data }) => {
          close();
          onResult(
            data.isActive
              ? `${name} is active: players see it ${when}.`
              : `${name} is inactive: players stop seeing it ${when}.`,
          );
        },
      },
    );

  return (
    <div className="cell-stack">
      {confirming ? (
        <div className="row-confirm">
          <span>
            {deactivating
              ? `Deactivate “${name}”? Players stop seeing it ${when}.`
              : `Activate “${name}”? Players see it ${when}.`}
          </span>
          <Button
            ref={confirmButton}
            size="sm"
            variant={deactivating ? 'danger' : 'primary'}
            loading={mutation.isPending}
            onClick={confirm}
          >
            {deactivating ? 'Deactivate' : 'Activate'}
          </Button>
          <Button size="sm" variant="ghost" disabled={mutation.isPending} onClick={close}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          ref={startButton}
          size="sm"
          variant={deactivating ? 'secondary' : 'primary'}
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          {deactivating ? 'Deactivate' : 'Activate'}
          <span className="visually-hidden"> {name}</span>
        </Button>
      )}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
