import type { PlayerDetail } from '@casino/contracts/backoffice';
import {
  type AdminDocument,
  type DocumentDecision,
  type DocumentKind,
  type DocumentStatus,
  documentReviewSchema,
} from '@casino/contracts/verification';
import { type GetOneResponse, useCustomMutation, useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatMinute } from '../../lib/dates.ts';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { documentKindLabels, documentStatusBadges, playerText } from '../../lib/kyc.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { NextInQueue } from './next-in-queue.tsx';

type ReviewAnswer = { data: AdminDocument };

/** The most a reason may say (documentReviewSchema): the player reads it. */
const reasonMax = 500;

const decisionWords: Record<DocumentDecision, { button: string; done: string }> = {
  approve: { button: 'Approve', done: 'Approved' },
  reject: { button: 'Reject', done: 'Rejected' },
  request: { button: 'Request more info', done: 'More information requested' },
};

/** What happened to a document no longer pending, after "This document was". */
const decidedWords: Record<DocumentStatus, string> = {
  pending: 'sent for review',
  approved: 'approved',
  rejected: 'rejected',
  requested: 'sent back for more information',
};

const buttonId = (decision: DocumentDecision) => `kyc-decision-${decision}`;
const panelId = 'kyc-decision-step';

type Outcome = { decision: DocumentDecision; document: AdminDocument };

/**
 * The decision on one document: Approve (a confirm step), Reject or Request more info (each with the
 * message the player reads). Afterwards: the document's and the player's new status, and the next
 * document waiting. A document no longer pending cannot be decided again.
 */
export function DecisionCard({ document, kind }: { document: AdminDocument; kind: DocumentKind | null }) {
  const [open, setOpen] = useState<DocumentDecision | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [conflict, setConflict] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();

  const close = () => {
    const button = open ? buttonId(open) : null;
    setOpen(null);
    setTimeout(() => (button ? window.document.getElementById(button)?.focus() : undefined), 0);
  };

  const decided = (decision: DocumentDecision, answer: AdminDocument) => {
    setOpen(null);
    setOutcome({ decision, document: answer });
    // the answer is the document as it now is: no second (audited) read
    queryClient.setQueryData<GetOneResponse<AdminDocument>>(queryKeys.kycDocument(answer.id), {
      data: answer,
    });
    // the player's page, if open, shows the new verification status without reading the player again
    queryClient.setQueryData<GetOneResponse<PlayerDetail>>(
      queryKeys.player(Number(answer.player.id)),
      (cached) =>
        cached ? { ...cached, data: { ...cached.data, kycStatus: answer.player.kycStatus } } : cached,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.playerDocuments(answer.player.id) });
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'kyc-next'] });
    void invalidate({ resource: 'verification/documents', invalidates: ['list'] });
  };

  // the step's buttons are gone: the outcome takes focus once it is drawn
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const overtaken = () => {
    setOpen(null);
    setConflict(true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.kycDocument(document.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.playerDocuments(document.player.id) });
    void invalidate({ resource: 'verification/documents', invalidates: ['list'] });
  };

  if (outcome)
    return (
      <Section title="Decision" className="kyc-decision">
        <div ref={outcomeRef} tabIndex={-1} className="outcome kyc-outcome">
          <p className="result" role="status">
            {decisionWords[outcome.decision].done}. The player has been told.
          </p>
          <StatusFacts document={outcome.document} />
        </div>
        <NextInQueue currentId={outcome.document.id} kind={kind} />
      </Section>
    );

  const pending = document.status === 'pending';
  const explanationId = `${panelId}-why`;

  return (
    <Section title="Decision" className="kyc-decision">
      {conflict ? (
        <p className="notice notice-warn" role="alert">
          Someone else decided on this document first. It is shown below as they left it.
        </p>
      ) : null}
      {pending ? (
        <p className="muted">
          The player is told of the decision at once, and their verification status is worked out again.
        </p>
      ) : (
        <p id={explanationId} className="notice">
          This document was <strong>{decidedWords[document.status]}</strong>
          {document.reviewedAt ? ` on ${formatMinute(document.reviewedAt)} UTC` : ''}
          {document.reviewedBy ? ` by ${document.reviewedBy}` : ''}. Only a document pending review can be
          decided; a new one from the player comes into the queue.
        </p>
      )}
      <div className="decision-buttons">
        {(['approve', 'reject', 'request'] as const).map((decision) => (
          <Button
            key={decision}
            id={buttonId(decision)}
            variant={decision === 'approve' ? 'primary' : decision === 'reject' ? 'danger' : 'secondary'}
            disabled={!pending}
            aria-describedby={pending ? undefined : explanationId}
            aria-expanded={pending ? open === decision : undefined}
            aria-controls={open === decision ? panelId : undefined}
            onClick={() => {
              setConflict(false);
              setOpen((current) => (current === decision ? null : decision));
            }}
          >
            {decisionWords[decision].button}
          </Button>
        ))}
      </div>
      {pending && open ? (
        <DecisionStep
          key={open}
          document={document}
          decision={open}
          onCancel={close}
          onDone={decided}
          onOvertaken={overtaken}
        />
      ) : null}
    </Section>
  );
}

/** The document's status and the player's verification status, side by side. */
function StatusFacts({ document }: { document: AdminDocument }) {
  const badge = documentStatusBadges[document.status];
  return (
    <dl className="facts kyc-status-facts">
      <div>
        <dt>Document</dt>
        <dd>
          <StatusBadge status={badge.word} tone={badge.tone} />
        </dd>
      </div>
      <div>
        <dt>Player’s verification</dt>
        <dd>
          <StatusBadge status={document.player.kycStatus} />
        </dd>
      </div>
    </dl>
  );
}

type DecisionStepProps = {
  document: AdminDocument;
  decision: DocumentDecision;
  onCancel: () => void;
  onDone: (decision: DocumentDecision, answer: AdminDocument) => void;
  /** Someone else decided first (DOCUMENT_REVIEWED). */
  onOvertaken: () => void;
};

/** The step before a decision is sent: a confirm for Approve, the player's message for the others. */
function DecisionStep({ document, decision, onCancel, onDone, onOvertaken }: DecisionStepProps) {
  const { mutate, mutation } = useCustomMutation<ReviewAnswer>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const what = `${documentKindLabels[document.kind].toLowerCase()} of ${playerText(document.player)}`;

  // the step takes focus when it opens, so a keyboard user lands on it
  useEffect(() => {
    if (decision === 'approve') confirmButton.current?.focus();
    else reasonInput.current?.focus();
  }, [decision]);

  const send = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const parsed = documentReviewSchema.safeParse(
      decision === 'approve' ? { decision } : { decision, reason },
    );
    if (!parsed.success) {
      setReasonError(zodFieldErrors(parsed.error).reason);
      reasonInput.current?.focus();
      return;
    }
    setReasonError(undefined);
    mutate(
      {
        url: `verification/documents/${encodeURIComponent(document.id)}/review`,
        method: 'post',
        values: parsed.data,
      },
      {
        onSuccess: ({ data }) => onDone(decision, data.data),
        onError: (error) => {
          if (isApiError(error) && error.errorCode === 'DOCUMENT_REVIEWED') {
            onOvertaken();
            return;
          }
          setReasonError(serverFieldErrors(error).reason);
        },
      },
    );
  };

  const otherError = mutation.error && !serverFieldErrors(mutation.error).reason ? mutation.error : null;

  if (decision === 'approve')
    return (
      <div className="decision" id={panelId}>
        <p>
          <strong>Approve the {what}?</strong> The player’s verification status is worked out again from their
          documents.
        </p>
        <FormError error={otherError} />
        <div className="button-row">
          <Button ref={confirmButton} variant="primary" loading={mutation.isPending} onClick={() => send()}>
            Approve document
          </Button>
          <Button onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    );

  const rejecting = decision === 'reject';
  return (
    <form
      className={`decision note-form${rejecting ? ' decision-reject' : ''}`}
      id={panelId}
      onSubmit={send}
      noValidate
    >
      <ReasonField
        ref={reasonInput}
        id={reasonId}
        label={
          <>
            {rejecting ? `Why is the ${what} rejected?` : 'What more do you need from the player?'}{' '}
            <span className="muted">(the player sees this)</span>
          </>
        }
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (reasonError) setReasonError(undefined);
        }}
        error={reasonError}
        maxLength={reasonMax}
        hint={`Required, up to ${reasonMax} characters. ${
          rejecting
            ? 'The player can send a new document.'
            : 'The player is asked to send a new document with what you need.'
        }`}
      />
      <FormError error={otherError} />
      <div className="button-row">
        <Button type="submit" variant={rejecting ? 'danger' : 'primary'} loading={mutation.isPending}>
          {rejecting ? 'Reject document' : 'Send request'}
        </Button>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
