import { useCallback, useState } from 'react';

/**
 * Values, touched fields and a dirty flag for a small controlled form. Validation is a pure
 * function of the values (the shared zod schemas), so the form only decides when a message shows:
 * once its field was left, or after the player tried to go on.
 */
export function useFormState<Values extends Record<string, unknown>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [dirty, setDirty] = useState(false);

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => (Object.is(current[name], value) ? current : { ...current, [name]: value }));
    setDirty(true);
  }, []);

  const touch = useCallback((name: string) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const touchAll = useCallback((names: readonly string[]) => {
    setTouched((current) => {
      if (names.every((name) => current.has(name))) return current;
      const next = new Set(current);
      for (const name of names) next.add(name);
      return next;
    });
  }, []);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setTouched(new Set());
    setDirty(false);
  }, []);

  return { values, setValues, setValue, touched, touch, touchAll, dirty, reset };
}

/** Server-side field messages, cleared as soon as the player edits that field. */
export function useServerErrors() {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, clear };
}
