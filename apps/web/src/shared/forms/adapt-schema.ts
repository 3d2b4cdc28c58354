import { validationMessages } from '@flexplan/domain';
import type { FormSchema } from './use-schema-form';

/**
 * A domain schema for a form whose inputs are text (selects, numbers and dates included):
 * `toInput` turns the typed text into what the schema reads (cents, booleans, nulls). An issue on
 * an input left empty always reads "required", whatever the rule that failed (a numeric pattern
 * would otherwise say "numbers only" about an empty phone).
 */
export function adaptSchema<K extends string, T>(schema: FormSchema<T>, toInput: (values: Record<K, string>) => unknown): FormSchema<T> {
  return {
    safeParse(value: unknown) {
      const values = value as Record<K, string>;
      const result = schema.safeParse(toInput(values));
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '') as K;
        const input = values[field];
        return typeof input === 'string' && input.trim() === '' ? { ...issue, message: validationMessages.required } : issue;
      });
      return { success: false, error: { issues } };
    },
  };
}
