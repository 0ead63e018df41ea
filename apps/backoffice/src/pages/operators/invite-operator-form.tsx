import {
  type Operator,
  type OperatorRole,
  operatorInviteSchema,
  operatorRoles,
  permissionsByRole,
} from '@casino/contracts/backoffice';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { roleLabels } from './role-labels.ts';

type InviteAnswer = { data: Operator; temporaryPassword: string };

export function InviteOperatorForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [invited, setInvited] = useState<InviteAnswer | null>(null);
  const { mutate, mutation } = useCustomMutation<InviteAnswer>();
  const invalidate = useInvalidate();
  const roleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = operatorInviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    mutate(
      { url: 'operators', method: 'post', values: parsed.data },
      {
        onSuccess: ({ data }) => {
          setInvited(data);
          setEmail('');
          void invalidate({ resource: 'operators', invalidates: ['list'] });
        },
        onError: (error) => setFieldErrors(serverFieldErrors(error)),
      },
    );
  };

  if (invited) return <TemporaryPassword answer={invited} onDone={() => setInvited(null)} />;

  return (
    <Section title="Invite an operator">
      <form className="invite-form" onSubmit={submit} noValidate>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
          required
        />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as OperatorRole)}
            aria-describedby={`${roleId}-hint`}
          >
            {operatorRoles.map((item) => (
              <option key={item} value={item}>
                {roleLabels[item]}
              </option>
            ))}
          </select>
          <p id={`${roleId}-hint`} className="field-hint">
            Can: {permissionsByRole[role].join(', ')}
          </p>
          {fieldErrors.role ? <p className="field-error">{fieldErrors.role}</p> : null}
        </div>
        <div className="invite-actions">
          <Button type="submit" variant="primary" loading={mutation.isPending}>
            Invite operator
          </Button>
        </div>
      </form>
      {Object.keys(serverFieldErrors(mutation.error)).length === 0 ? (
        <FormError error={mutation.error} />
      ) : null}
    </Section>
  );
}

/** The new operator's first password, shown to the owner once. */
function TemporaryPassword({ answer, onDone }: { answer: InviteAnswer; onDone: () => void }) {
  const [status, setStatus] = useState('');
  return (
    <Section title="Operator invited" className="card-success">
      <p>
        <strong>{answer.data.email}</strong> can now sign in as {roleLabels[answer.data.role]} with this
        temporary password. Give it to them through a safe channel: <strong>it is shown only once</strong>.
      </p>
      <p className="secret-row">
        <span className="visually-hidden">Temporary password: </span>
        <code className="secret">{answer.temporaryPassword}</code>
        <Button
          size="sm"
          onClick={async () =>
            setStatus(
              (await copyText(answer.temporaryPassword))
                ? 'Password copied.'
                : 'Copying failed: select the password and copy it.',
            )
          }
        >
          Copy
        </Button>
      </p>
      <p className="field-hint" role="status">
        {status}
      </p>
      <p className="muted">
        At their first sign-in they set up two-factor authentication with an authenticator app and receive
        their recovery codes.
      </p>
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </Section>
  );
}
