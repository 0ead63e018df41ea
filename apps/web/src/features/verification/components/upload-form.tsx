import type { DocumentKind } from '@casino/contracts';
import { addressProofMaxAgeMonths } from '@casino/contracts/verification';
import { type ChangeEvent, type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useUploadDocument } from '../api/upload-document';
import {
  acceptedFiles,
  type CardDetails,
  type CardField,
  checkCardDetails,
  checkDocumentFile,
  checkIssueDate,
  type DetailField,
  describeUploadError,
  digitsOnly,
  emptyCardDetails,
  type FileProblem,
  fileSizeText,
  oldestIssueDate,
  type UploadErrorView,
  uploadFileName,
  utcToday,
} from '../lib/documents';
import { calendarDateText } from '../lib/format';
import { FilePreview } from './document-thumbnail';
import { FeatureIcon } from './feature-icons';
import { UploadProgress } from './upload-progress';

type UploadKind = Extract<DocumentKind, 'address' | 'card'>;

export type UploadFormProps = {
  kind: UploadKind;
  /** Tells the card whether a picked file waits to be sent (its badge says "New file"). */
  onDraftChange: (hasFile: boolean) => void;
  /** After the file was accepted: the card moves focus to where the player is told what is next. */
  onSent: () => void;
};

const cardFields: readonly CardField[] = ['cardholderName', 'firstFour', 'lastFour'];

/**
 * The file picker of a proof of address or card proof, with what the player states about it: the
 * date of issue, or the name and the first and last four digits on the card (never the whole
 * number). A picked file shows as "New file" with Send and Remove until it is sent. The checks are
 * the server's, run in the browser first; what the server still refuses shows by its field or on top.
 */
export function UploadForm({ kind, onDraftChange, onSent }: UploadFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // a second click before React re-renders must not send the file twice
  const sending = useRef(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | 'noFile' | null>(null);
  const [issueDate, setIssueDate] = useState('');
  const [card, setCard] = useState<CardDetails>(emptyCardDetails);
  const [touched, setTouched] = useState<ReadonlySet<DetailField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<UploadErrorView | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const working = upload.isPending;

  useEffect(() => onDraftChange(file !== null), [file, onDraftChange]);

  const now = new Date();
  const oldest = oldestIssueDate(now);
  const dateProblem = kind === 'address' ? checkIssueDate(issueDate, now) : null;
  const cardProblems = kind === 'card' ? checkCardDetails(card) : {};
  const shows = (field: DetailField) => submitted || touched.has(field);
  const touch = (field: DetailField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const forgetServer = (field: DetailField) =>
    setServerError((current) => {
      if (!current?.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });

  const dateError =
    serverError?.fields.issueDate ??
    (dateProblem && shows('issueDate')
      ? t(`verification.address.errors.${dateProblem}`, {
          months: addressProofMaxAgeMonths,
          oldest: calendarDateText(oldest, locale),
        })
      : undefined);
  const cardError = (field: CardField) => {
    const fromServer = serverError?.fields[field];
    if (fromServer) return fromServer;
    const problem = cardProblems[field];
    return problem && shows(field) ? t(`verification.card.errors.${field}.${problem}`) : undefined;
  };

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkDocumentFile(picked);
    setServerError(null);
    setFileProblem(problem);
    if (!problem) setFile(picked);
  };
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    pick(event.target.files?.[0]);
    // the same file may be picked again after Remove
    event.target.value = '';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!working) pick(event.dataTransfer.files[0]);
  };
  const remove = () => {
    setFile(null);
    setFileProblem(null);
    setServerError(null);
    requestAnimationFrame(() => document.getElementById(`${id}-choose`)?.focus());
  };

  const send = () => {
    if (!file || sending.current) return;
    sending.current = true;
    const details: Record<string, string> =
      kind === 'address'
        ? { issueDate }
        : { cardholderName: card.cardholderName.trim(), firstFour: card.firstFour, lastFour: card.lastFour };
    setServerError(null);
    setProgress(0);
    // the answer is handled even once the card has moved on (the page is read again before it
    // arrives, and a document waiting for review shows no form): mutate's own callbacks would not run
    upload
      .mutateAsync({
        kind,
        source: 'upload',
        details,
        file,
        fileName: uploadFileName(kind, file.name),
        onProgress: setProgress,
      })
      .then(
        () => {
          sending.current = false;
          setProgress(null);
          setFile(null);
          setIssueDate('');
          setCard(emptyCardDetails);
          setTouched(new Set());
          setSubmitted(false);
          onSent();
        },
        (error: unknown) => {
          sending.current = false;
          setProgress(null);
          const view = describeUploadError(error instanceof ApiError ? error : null);
          setServerError(view);
          requestAnimationFrame(() => {
            const field = (['issueDate', ...cardFields] as const).find((entry) => view.fields[entry]);
            if (field) document.getElementById(`${id}-${field}`)?.focus();
            else alertRef.current?.focus();
          });
        },
      );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!file) {
      setFileProblem('noFile');
      document.getElementById(`${id}-choose`)?.focus();
      return;
    }
    if (dateProblem) {
      document.getElementById(`${id}-issueDate`)?.focus();
      return;
    }
    const firstCardProblem = cardFields.find((field) => cardProblems[field]);
    if (firstCardProblem) {
      document.getElementById(`${id}-${firstCardProblem}`)?.focus();
      return;
    }
    send();
  };

  const serverText = serverError
    ? serverError.key
      ? t(serverError.key, { defaultValue: serverError.message })
      : serverError.message
    : null;
  const showFormError = serverError && Object.keys(serverError.fields).length === 0;

  return (
    <form className="kyc-upload" noValidate onSubmit={onSubmit} aria-busy={working || undefined}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut for "Choose file" */}
      <div
        className={`kyc-upload__file${dragging ? ' kyc-upload__file--dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!working) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {file ? (
          <div className="kyc-newfile" data-testid="kyc-new-file">
            <FilePreview file={file} alt={t('verification.upload.previewAlt')} />
            <div className="kyc-newfile__text">
              <p className="kyc-newfile__name">{file.name}</p>
              <p className="kyc-newfile__meta">
                {t('verification.upload.ready', { size: fileSizeText(file.size, locale) })}
              </p>
            </div>
          </div>
        ) : (
          <div className="kyc-upload__pick">
            <Button
              id={`${id}-choose`}
              variant="secondary"
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-hint${fileProblem ? ` ${id}-file-error` : ''}`}
              disabled={working}
            >
              <FeatureIcon name="upload" size={18} />
              {t('verification.upload.choose')}
            </Button>
            <p id={`${id}-hint`} className="kyc-upload__hint">
              {t('verification.upload.types')}{' '}
              <span className="kyc-upload__drop">{t('verification.upload.drop')}</span>
            </p>
          </div>
        )}
        <input
          ref={input}
          type="file"
          accept={acceptedFiles}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onPicked}
        />
        {fileProblem ? (
          <p id={`${id}-file-error`} className="kyc-upload__error" role="alert">
            {t(`verification.errors.${fileProblem}`)}
          </p>
        ) : null}
      </div>

      <fieldset className="kyc-upload__details" disabled={working}>
        <legend className="visually-hidden">{t(`verification.${kind}.legend`)}</legend>
        {kind === 'address' ? (
          <Field
            id={`${id}-issueDate`}
            label={t('verification.address.issueDate')}
            hint={t('verification.address.issueDateHint', { oldest: calendarDateText(oldest, locale) })}
            error={dateError}
            required
          >
            {(control) => (
              <TextInput
                {...control}
                type="date"
                name="issueDate"
                min={oldest}
                max={utcToday(now)}
                value={issueDate}
                onChange={(event) => {
                  forgetServer('issueDate');
                  setIssueDate(event.target.value);
                }}
                onBlur={() => touch('issueDate')}
              />
            )}
          </Field>
        ) : (
          <>
            <p className="kyc-upload__notice">{t('verification.card.notice')}</p>
            <Field
              id={`${id}-cardholderName`}
              label={t('verification.card.cardholderName')}
              error={cardError('cardholderName')}
              required
            >
              {(control) => (
                <TextInput
                  {...control}
                  name="cardholderName"
                  autoComplete="cc-name"
                  maxLength={255}
                  value={card.cardholderName}
                  onChange={(event) => {
                    forgetServer('cardholderName');
                    setCard((current) => ({ ...current, cardholderName: event.target.value }));
                  }}
                  onBlur={() => touch('cardholderName')}
                />
              )}
            </Field>
            <div className="kyc-upload__digits">
              {(['firstFour', 'lastFour'] as const).map((field) => (
                <Field
                  key={field}
                  id={`${id}-${field}`}
                  label={t(`verification.card.${field}`)}
                  error={cardError(field)}
                  required
                >
                  {(control) => (
                    <TextInput
                      {...control}
                      name={field}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={4}
                      placeholder="0000"
                      className="kyc-upload__four"
                      value={card[field]}
                      onChange={(event) => {
                        forgetServer(field);
                        setCard((current) => ({ ...current, [field]: digitsOnly(event.target.value) }));
                      }}
                      onBlur={() => touch(field)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </>
        )}
      </fieldset>

      {showFormError && serverText ? (
        <div ref={alertRef} tabIndex={-1} className="kyc-focus-target">
          <Alert
            tone="danger"
            title={serverError.retry ? serverText : undefined}
            actions={
              serverError.retry ? (
                <Button size="sm" onClick={send} disabled={working}>
                  {t('verification.errors.retry')}
                </Button>
              ) : null
            }
          >
            {serverError.retry ? t('verification.errors.failedText') : serverText}
          </Alert>
        </div>
      ) : null}

      {progress !== null ? <UploadProgress share={progress} /> : null}

      {file ? (
        <div className="kyc-upload__actions">
          <Button type="submit" disabled={working}>
            {working ? <span className="kyc-spinner" aria-hidden="true" /> : null}
            {working ? t('verification.upload.sending') : t('verification.upload.send')}
          </Button>
          <Button variant="secondary" onClick={remove} disabled={working}>
            {t('verification.upload.remove')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
