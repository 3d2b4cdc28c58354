import { memberConflicts, type FamilyPerson } from '@flexplan/domain/profile/family-consistency';
import type { FormSchema } from '../../../shared/forms/use-schema-form';

/**
 * A member's schema followed by the family's own rule (one person, one ID; one spouse or partner:
 * docs/decisions/020-one-person-one-id-in-a-family.md), the one the server applies on save, so the
 * dialog says it under the field before anything is sent.
 */
export function withFamilyConsistency<T extends FamilyPerson>(
  schema: FormSchema<T>,
  others: readonly FamilyPerson[],
  employeePersonalId: string | null,
): FormSchema<T> {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      if (!result.success) return result;
      const conflicts = memberConflicts(result.data, others, employeePersonalId);
      if (conflicts.length === 0) return result;
      return { success: false, error: { issues: conflicts.map((c) => ({ path: [c.field], message: c.message })) } };
    },
  };
}
