import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';

/** The part of a zod schema a form needs; the schemas themselves live in @flexplan/domain. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

type Values<K extends string> = Record<K, string>;

/**
 * Text fields validated by a domain schema. Errors are `validation.*` keys, from the schema or
 * from the server's `fields`, and are translated when shown so they follow the language switch.
 * A form may load its schema only when it is submitted (`null` here, the schema given to
 * `validate`), to keep zod out of a page's first download (the login page).
 */
export function useSchemaForm<K extends string, T>(schema: FormSchema<T> | null, initialValues: Values<K>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values<K>>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // Bounds the server names in a message ("at most {{max}} characters").
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});

  const validate = useCallback(
    (against: FormSchema<T> | null = schema): T | null => {
      if (!against) throw new Error('useSchemaForm: validate() needs the schema this form was created without');
      const result = against.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Partial<Record<K, string>> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as K;
        if (field in values && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return null;
    },
    [schema, values],
  );

  /** Puts the server's per-field messages back on their fields; true when there were some. */
  const applyServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error)) return false;
      const next: Partial<Record<K, string>> = {};
      for (const [field, key] of Object.entries(error.fields)) {
        if (field in values) next[field as K] = key;
      }
      setErrors(next);
      setErrorParams(error.params);
      return Object.keys(next).length > 0;
    },
    [values],
  );

  /** For inputs that do not send a change event (a number input, a switch). */
  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.currentTarget.value),
    error: errors[name] ? t(errors[name], errorParams) : undefined,
  });

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, field, setValue, validate, applyServerErrors, reset };
}
