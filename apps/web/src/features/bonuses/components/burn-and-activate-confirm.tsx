import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OnDemandModal as Modal } from '../../../components/ui/lazy-modal';
import { ApiError } from '../../../lib/api-client';

export type BurnAndActivateConfirmProps = {
  open: boolean;
  /** What the player is about to take: a promotion (its name) or a coupon (its code). */
  taking: { promotion: string } | { code: string };
  pending: boolean;
  /** Why the last try failed (the new bonus was refused for its own reason), if it did. */
  failure: string | null;
  /** "Burn and Activate new bonus": the active bonus ends, its money burnt, and the new one starts. */
  onBurn: () => void;
  /** "Keep bonus": nothing changes. */
  onKeep: () => void;
};

/**
 * The choice when a player takes a bonus while another is active (spec §4): burn the active one
 * (its bonus money and progress are lost) and activate the new one, or keep the active bonus.
 */
export function BurnAndActivateConfirm({
  open,
  taking,
  pending,
  failure,
  onBurn,
  onKeep,
}: BurnAndActivateConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onKeep();
      }}
      title={t('promotions.burn.title')}
      description={
        'code' in taking
          ? t('promotions.burn.textCoupon', { code: taking.code.toUpperCase() })
          : t('promotions.burn.text', { title: taking.promotion })
      }
      size="md"
      name="bonus-burn-activate"
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={pending}>
            {t('promotions.burn.keep')}
          </Button>
          <Button onClick={onBurn} disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('promotions.taking') : t('promotions.burn.confirm')}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Modal>
  );
}

/**
 * A refusal the player may answer by burning: another money bonus is active (the server names it).
 * A cashback still running is also ACTIVE_BONUS but names none: nothing to burn, a plain refusal.
 */
const burnable = (error: Error | null): error is ApiError =>
  error instanceof ApiError &&
  error.errorCode === 'ACTIVE_BONUS' &&
  error.fields?.activeBonusId !== undefined;

/**
 * Taking a bonus with the burn choice: `take` asks without replacing; a refusal because another
 * bonus is active opens the choice (`confirmProps`), whose Burn asks again with `replaceActive`.
 * `refusal` is the error to show beside the form: any other refusal of a first try.
 */
export function useBurnAndActivate<
  T extends { replaceActive?: boolean; replaceBonusId?: string | undefined },
  R,
>(mutation: UseMutationResult<R, Error, T>, errorText: (error: Error) => string) {
  const [asked, setAsked] = useState<T | null>(null);
  const replacing = mutation.variables?.replaceActive === true;
  const activeBonus = burnable(mutation.error);
  return {
    take: (variables: T, options?: { onSuccess?: () => void }) => {
      setAsked(null);
      mutation.mutate(variables, {
        onSuccess: () => options?.onSuccess?.(),
        onError: (error) => {
          // the bonus the player is shown as the one to burn: the server burns no other
          if (burnable(error)) setAsked({ ...variables, replaceBonusId: error.fields?.activeBonusId });
        },
      });
    },
    refusal: mutation.error && !replacing && !activeBonus ? errorText(mutation.error) : null,
    confirmProps: {
      open: asked !== null,
      pending: mutation.isPending,
      failure: mutation.error && replacing ? errorText(mutation.error) : null,
      onBurn: () => {
        if (asked) mutation.mutate({ ...asked, replaceActive: true }, { onSuccess: () => setAsked(null) });
      },
      onKeep: () => {
        setAsked(null);
        mutation.reset();
      },
    },
  };
}
