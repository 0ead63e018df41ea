import {
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
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { roleLabels } from './role-labels.ts';
import type { IssuedPassword } from './temporary-password.tsx';

/** Invites an operator; the page shows the temporary password the answer carries. */
export function InviteOperatorForm({ onInvited }: { onInvited: (answer: IssuedPassword) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { mutate, mutation } = useCustomMutation<IssuedPassword>();
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
          setEmail('');
          onInvited(data);
          void invalidate({ resource: 'operators', invalidates: ['list'] });
        },
        onError: (error) => setFieldErrors(serverFieldErrors(error)),
      },
    );
  };

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
