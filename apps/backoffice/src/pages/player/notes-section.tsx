import { noteInputSchema, type PlayerDetail } from '@casino/contracts/backoffice';
import { useCreate } from '@refinedev/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import type { PatchPlayer } from './player-cache.ts';

type Note = PlayerDetail['notes'][number];

const noteMaxLength = 2000;

export function NotesSection({ player, patch }: { player: PlayerDetail; patch: PatchPlayer }) {
  const { can } = useIdentity();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const { mutate, mutation } = useCreate<Note>();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = noteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setFieldError(zodFieldErrors(parsed.error).text);
      return;
    }
    setFieldError(undefined);
    setSaved('');
    mutate(
      // a sub-resource of the player: POST /players/:id/notes
      { resource: `players/${player.id}/notes`, values: parsed.data, invalidates: [] },
      {
        // the answer is the new note: it goes on top of the list without reading the player again
        onSuccess: ({ data: note }) => {
          setText('');
          setSaved('Note added');
          patch((current) => ({
            ...current,
            notes: [note, ...current.notes.filter((item) => item.id !== note.id)],
          }));
        },
        onError: (error) => setFieldError(serverFieldErrors(error).text),
      },
    );
  };

  const shownError = fieldError ?? undefined;

  return (
    <Section title="Notes">
      {can('players.notes') ? (
        <form className="note-form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>New note</label>
          <textarea
            id={inputId}
            name="text"
            rows={3}
            maxLength={noteMaxLength}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (fieldError) setFieldError(undefined);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${inputId}-error` : `${inputId}-hint`}
            placeholder="What happened, what you did, what to watch for"
          />
          {shownError ? (
            <p id={`${inputId}-error`} className="field-error">
              {shownError}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="field-hint">
              Operators with access to this player can read notes; players never see them. {text.length}/
              {noteMaxLength}
            </p>
          )}
          {mutation.error && !serverFieldErrors(mutation.error).text ? (
            <FormError error={mutation.error} />
          ) : null}
          <div className="button-row">
            <Button type="submit" variant="primary" loading={mutation.isPending}>
              Add note
            </Button>
            <span className="result" role="status">
              {saved}
            </span>
          </div>
        </form>
      ) : null}
      {player.notes.length === 0 ? (
        <EmptyState title="No notes yet" />
      ) : (
        <ol className="notes">
          {player.notes.map((note) => (
            <li key={note.id} className="note">
              <p className="note-meta">
                <strong>{note.operatorEmail}</strong> · <DateTime value={note.createdAt} />
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
