import type { DocumentKind, DocumentRequirement } from '@casino/contracts';
import { timing } from '@casino/contracts/validations';
import { addressProofMaxAgeMonths } from '@casino/contracts/verification';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { lazyModal } from '../../../components/ui/lazy-modal';
import { useLocale } from '../../../lib/use-locale';
import { canSendDocument, requirementState } from '../lib/documents';
import { calendarDateText, dateText } from '../lib/format';
import { CameraAction } from './camera-action';
import type { CameraDialogProps } from './camera-dialog';
import { DocumentThumbnail } from './document-thumbnail';
import { StatusBadge } from './status-badge';
import { UploadForm } from './upload-form';

// the capture's code (and the dialog library) is fetched the first time the camera is opened
const CameraDialog = lazyModal<CameraDialogProps>(() =>
  import('./camera-dialog').then((m) => m.CameraDialog),
);

const kindIcons: Record<DocumentKind, IconName> = {
  identity: 'idCard',
  selfie: 'user',
  address: 'home',
  card: 'wallet',
};

/**
 * One document the player needs: what it is, where it stands (with the reviewer's reason when it was
 * rejected or more is asked for), the file sent last, and the way to send one: the camera for an
 * identity document or a selfie, a file with its details for the others. Nothing can be sent while
 * a document waits for review or once it is approved (the server refuses it then).
 */
export function RequirementCard({ requirement }: { requirement: DocumentRequirement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLDivElement>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const [optionalOpen, setOptionalOpen] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const { kind, document, status, required } = requirement;
  const sendable = canSendDocument(status);
  // a picked file counts only while it can still be sent (the form is gone once one waits for review)
  const state = requirementState(requirement, hasDraft && sendable);
  const optional = !required && status === 'missing';
  const withReason = document?.reason && (status === 'rejected' || status === 'requested');
  const cameraKind = kind === 'identity' || kind === 'selfie' ? kind : null;

  // the control that sent the file is gone with the form: focus goes to the card, whose note says what is next
  const onSent = useCallback(() => {
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);
  // the dialog has no trigger of its own to return to: once it has faded, focus goes back to "Use
  // camera", or to the card when the photo was sent (the button is gone then)
  const onCameraOpenChange = useCallback(
    (open: boolean) => {
      setCameraOpen(open);
      if (open) return;
      window.setTimeout(() => {
        const button = window.document.getElementById(`${id}-camera`);
        if (button) button.focus();
        else headingRef.current?.focus();
      }, timing.modalExitFadeMs + 50);
    },
    [id],
  );

  let action: ReactNode = null;
  if (!sendable) {
    action = <p className="kyc-req__note">{t(`verification.note.${status}`)}</p>;
  } else if (optional && !optionalOpen) {
    action = (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setOptionalOpen(true);
          // the button gives way to the form: its first control takes the focus
          requestAnimationFrame(() => actionRef.current?.querySelector('button')?.focus());
        }}
      >
        {t('verification.kind.card.addNow')}
      </Button>
    );
  } else if (cameraKind) {
    action = (
      <CameraAction id={`${id}-camera`} again={status !== 'missing'} onOpen={() => setCameraOpen(true)} />
    );
  } else if (kind === 'address' || kind === 'card') {
    action = <UploadForm kind={kind} onDraftChange={setHasDraft} onSent={onSent} />;
  }

  return (
    <li className={`kyc-req kyc-req--${state}`} data-testid={`kyc-requirement-${kind}`}>
      <div className="kyc-req__head">
        <span className="kyc-req__icon">
          <Icon name={kindIcons[kind]} size={22} />
        </span>
        <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="kyc-req__title">
          {t(`verification.kind.${kind}.title`)}
        </h4>
        <StatusBadge state={state} />
      </div>
      <p className="kyc-req__text">
        {t(`verification.kind.${kind}.text`, { months: addressProofMaxAgeMonths })}
      </p>
      {document ? (
        <div className="kyc-req__document">
          <DocumentThumbnail document={document} />
          <div className="kyc-req__facts">
            <p className="kyc-req__sent">
              {t(`verification.document.sent.${document.source}`, {
                date: dateText(document.createdAt, locale),
              })}
            </p>
            {document.details.issueDate ? (
              <p className="kyc-req__detail">
                {t('verification.document.issued', {
                  date: calendarDateText(document.details.issueDate, locale),
                })}
              </p>
            ) : null}
            {document.details.firstFour && document.details.lastFour ? (
              <p className="kyc-req__detail">
                {t('verification.document.card', {
                  name: document.details.cardholderName ?? '',
                  first: document.details.firstFour,
                  last: document.details.lastFour,
                })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      {withReason ? (
        <div className={`kyc-req__reason kyc-req__reason--${status}`}>
          <p className="kyc-req__reason-label">{t(`verification.document.reason.${status}`)}</p>
          <p className="kyc-req__reason-text">{document.reason}</p>
        </div>
      ) : null}
      <div ref={actionRef} className="kyc-req__action">
        {action}
      </div>
      {/* beside the action, not in it: the dialog stays to close itself once the photo waits for review */}
      {cameraKind ? (
        <CameraDialog open={cameraOpen} onOpenChange={onCameraOpenChange} kind={cameraKind} />
      ) : null}
    </li>
  );
}
