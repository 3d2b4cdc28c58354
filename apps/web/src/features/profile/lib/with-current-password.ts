import { validationMessages } from '@flexplan/domain';
import type { FormSchema } from '../../../shared/forms/use-schema-form';

/**
 * A form's schema that also asks for the current password while `isNeeded` says the form changes
 * the e-mail or the bank account (the domain's needsCurrentPassword); the password is passed on
 * only then. Instant feedback: the server decides again.
 */
export function withCurrentPassword<V extends { currentPassword: string }, T>(
  schema: FormSchema<T>,
  isNeeded: (values: V) => boolean,
): FormSchema<T & { currentPassword?: string }> {
  return {
    safeParse(value: unknown) {
      const values = value as V;
      const result = schema.safeParse(values);
      const needed = isNeeded(values);
      const missing = needed && values.currentPassword === '';
      if (result.success && !missing) {
        const data: T & { currentPassword?: string } = needed
          ? { ...result.data, currentPassword: values.currentPassword }
          : (result.data as T & { currentPassword?: string });
        return { success: true as const, data };
      }
      const issues = [
        ...(result.success ? [] : result.error.issues),
        ...(missing ? [{ path: ['currentPassword'], message: validationMessages.required }] : []),
      ];
      return { success: false as const, error: { issues } };
    },
  };
}
