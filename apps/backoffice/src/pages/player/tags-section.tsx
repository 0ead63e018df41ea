import { type PlayerDetail, tagInputSchema } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import type { PatchPlayer } from './player-cache.ts';

type TagsAnswer = { data: { tags: string[] } };

/** The player's tags as chips; with players.tags, a remove button on each and an "Add tag" input. */
export function TagsSection({ player, patch }: { player: PlayerDetail; patch: PatchPlayer }) {
  const { can } = useIdentity();
  const editable = can('players.tags');
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | undefined>();
  const [result, setResult] = useState('');
  const add = useCustomMutation<TagsAnswer>();
  const remove = useCustomMutation<TagsAnswer>();
  const [removing, setRemoving] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // the answer holds the player's tags now: they replace the cached ones, no new read of the player
  const applyTags = (tags: string[]) => patch((current) => ({ ...current, tags }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult('');
    remove.mutation.reset();
    const parsed = tagInputSchema.safeParse({ tag });
    if (!parsed.success) {
      setTagError(zodFieldErrors(parsed.error).tag);
      input.current?.focus();
      return;
    }
    setTagError(undefined);
    add.mutate(
      { url: `players/${player.id}/tags`, method: 'post', values: parsed.data },
      {
        onSuccess: ({ data }) => {
          applyTags(data.data.tags);
          setTag('');
          setResult(`Tag “${parsed.data.tag.toLowerCase()}” added`);
        },
        onError: (error) => setTagError(serverFieldErrors(error).tag),
      },
    );
  };

  const removeTag = (name: string) => {
    setResult('');
    add.mutation.reset();
    setRemoving(name);
    remove.mutate(
      { url: `players/${player.id}/tags/${encodeURIComponent(name)}`, method: 'delete', values: {} },
      {
        onSuccess: ({ data }) => {
          applyTags(data.data.tags);
          setResult(`Tag “${name}” removed`);
          // the chip and its button are gone: focus goes to the input, where the list continues
          setTimeout(() => input.current?.focus(), 0);
        },
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Section title="Tags">
      {player.tags.length > 0 ? (
        <ul className="tags" aria-label="Tags">
          {player.tags.map((name) => (
            <li key={name} className={`tag${editable ? ' tag-removable' : ''}`}>
              <span>{name}</span>
              {editable ? (
                <button
                  type="button"
                  className="tag-remove"
                  aria-label={`Remove tag ${name}`}
                  title={`Remove tag ${name}`}
                  disabled={removing !== null}
                  aria-busy={removing === name || undefined}
                  onClick={() => removeTag(name)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No tags</p>
      )}
      {editable ? (
        <form className="tag-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>Add tag</label>
            <div className="inline-input">
              <input
                ref={input}
                id={inputId}
                name="tag"
                value={tag}
                maxLength={32}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setTag(event.target.value);
                  if (tagError) setTagError(undefined);
                }}
                aria-invalid={tagError ? true : undefined}
                aria-describedby={`${inputId}-${tagError ? 'error' : 'hint'}`}
              />
              <Button type="submit" loading={add.mutation.isPending}>
                Add
              </Button>
            </div>
            {tagError ? (
              <p id={`${inputId}-error`} className="field-error">
                {tagError}
              </p>
            ) : (
              <p id={`${inputId}-hint`} className="field-hint">
                Letters, digits, - and _, up to 32; stored in lower case.
              </p>
            )}
          </div>
        </form>
      ) : null}
      {add.mutation.error && !serverFieldErrors(add.mutation.error).tag ? (
        <FormError error={add.mutation.error} />
      ) : null}
      <FormError error={remove.mutation.error} />
      <p className="result" role="status">
        {result}
      </p>
    </Section>
  );
}
