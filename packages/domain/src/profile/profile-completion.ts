import { z } from 'zod';
import { emptiedRequiredFields, requiredMessageOf, type StoredEmployeeFields } from './employee-required-fields';
import { employeeDisabilityRule, employeePhoneRule, employeeSaveShape } from './profile-schemas';

// The session's needs and the required fields live apart, free of zod; re-exported here for the
// profile's own readers.
export { missingProfileFields, profileLinkFor, profileTabs, sessionProfileFields } from './session-profile-fields';
export type { ProfileTab, SessionProfileField } from './session-profile-fields';
export { emptiedRequiredFields, fieldsASaveRequires, missingEmployeeFields, requiredEmployeeFields, requiredMessageOf } from './employee-required-fields';
export type { EmployeeRequiredField, StoredEmployeeFields } from './employee-required-fields';

/** The employee tab's schema: each field checked when filled, the required ones by fieldsASaveRequires (employee-required-fields.ts). */
export function employeeSaveSchemaFor(isSpecialBrand: boolean, stored: StoredEmployeeFields) {
  return z
    .object(employeeSaveShape)
    .superRefine(employeeDisabilityRule)
    .refine(...employeePhoneRule)
    .superRefine((value, ctx) => {
      for (const field of emptiedRequiredFields(stored, value, isSpecialBrand)) {
        ctx.addIssue({ code: 'custom', path: [field], message: requiredMessageOf(field) });
      }
    });
}
