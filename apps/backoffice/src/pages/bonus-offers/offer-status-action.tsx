import type { BonusOfferAdmin } from '@casino/contracts/backoffice';
import { type HttpError, useUpdate } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { permissionMessage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (statusOf(error) === 403) return permissionMessage;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

type OfferStatusActionProps = {
  offer: BonusOfferAdmin;
  /** The result, said once for the page (a row's cell is too narrow for it). */
  onResult: (message: string) => void;
};

/** A row's quick Deactivate/Activate (PATCH {isActive}), behind a confirm step. */
export function OfferStatusAction({ offer, onResult }: OfferStatusActionProps) {
  const [confirming, setConfirming] = useState(false);
  const { mutate, mutation } = useUpdate<BonusOfferAdmin, HttpError, { isActive: boolean }>({
    resource: 'bonus-offers',
  });
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const deactivating = offer.isActive;
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
      { id: offer.id, values: { isActive: !deactivating } },
      {
        onSuccess: ({ data }) => {
          close();
          onResult(
            data.isActive
              ? `${data.title} is active: players see it within 30 seconds.`
              : `${data.title} is inactive: players stop seeing it within 30 seconds.`,
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
              ? `Deactivate “${offer.title}”? Players stop seeing it within 30 seconds.`
              : `Activate “${offer.title}”? Players see it within 30 seconds.`}
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
          <span className="visually-hidden"> {offer.title}</span>
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
