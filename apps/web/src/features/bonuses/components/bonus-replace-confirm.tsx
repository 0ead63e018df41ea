import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { OnDemandModal as Modal } from '../../../components/ui/lazy-modal';

export type BonusReplaceConfirmProps = {
  open: boolean;
  /** The active bonus's title; null when the page does not know it yet (the server said there is one). */
  activeTitle: string | null;
  /** "Yes, Continue": send the deposit, agreeing that the new bonus ends the active one. */
  onContinue: () => void;
  /** "No, Go Back": nothing is sent; the form stays as it was. */
  onBack: () => void;
};

/**
 * The warning before a new deposit bonus replaces the active one (spec §4): its wagering progress
 * is lost. Focus moves into the dialog and back to where it was when it closes.
 */
export function BonusReplaceConfirm({ open, activeTitle, onContinue, onBack }: BonusReplaceConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onBack();
      }}
      title={t('cashier.bonus.replace.title')}
      description={
        activeTitle
          ? t('cashier.bonus.replace.text', { title: activeTitle })
          : t('cashier.bonus.replace.textUnknown')
      }
      size="sm"
      name="bonus-replace"
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            {t('cashier.bonus.replace.back')}
          </Button>
          <Button onClick={onContinue}>{t('cashier.bonus.replace.confirm')}</Button>
        </>
      }
    />
  );
}
