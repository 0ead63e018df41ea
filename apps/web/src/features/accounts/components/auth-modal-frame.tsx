import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useSettings } from '../../../lib/settings';
import './accounts.css';

export type AuthModalKind = 'registration' | 'login' | 'linked-signup';

export type AuthModalFrameProps = {
  kind: AuthModalKind;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Form steps (1 and 2) show where the player is. */
  step?: { current: number; total: number };
  /** The finishing steps (3 and 4) show a success mark. */
  success?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
};

/**
 * The frame of the registration, login and linked sign-up modals (spec §2 "Registration modal
 * wrapper"): the product logo unless the navigation is the panel one, a success mark on the
 * finishing steps, the step counter on the form steps, then title, description and content.
 */
export function AuthModalFrame({
  kind,
  open,
  onClose,
  title,
  description,
  step,
  success = false,
  children,
  footer,
}: AuthModalFrameProps) {
  const { t } = useTranslation();
  const { navigationSystem, brandName } = useSettings();
  const showLogo = navigationSystem !== 'panel';
  const mark =
    showLogo || success ? (
      <div className="auth-frame__marks">
        {showLogo ? (
          <span className="auth-frame__logo">
            <span className="auth-frame__logo-mark">
              <Icon name="casino" size={18} />
            </span>
            <span className="auth-frame__logo-name">{brandName}</span>
          </span>
        ) : null}
        {success ? (
          <span className="auth-frame__success">
            <Icon name="check" size={30} strokeWidth={2.4} />
          </span>
        ) : null}
      </div>
    ) : undefined;

  return (
    <Modal
      name={kind}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      mark={mark}
      className={`auth-frame auth-frame--${kind}${success ? ' auth-frame--success' : ''}`}
      footer={footer}
    >
      {step ? (
        <div className="auth-frame__steps">
          <span className="auth-frame__step-text">
            {t('accounts.register.step', { current: step.current, total: step.total })}
          </span>
          <span className="auth-frame__step-bar" aria-hidden="true">
            {Array.from({ length: step.total }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, nothing else
              <span key={index} className={index < step.current ? 'is-done' : undefined} />
            ))}
          </span>
        </div>
      ) : null}
      {children}
    </Modal>
  );
}
