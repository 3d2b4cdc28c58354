import { z } from 'zod';
import { idTypes } from './spanish-id';

/**
 * One entry of the family list as GET /families answers it (docs/product/employee-portal.md §3 Family member):
 * entry 0 is the employee (`id: 0`, relationship "you"), whose birthday may not be on file yet.
 */
export const familyMemberViewSchema = z
  .object({
    id: z.number().int(),
    relationship: z.enum(['you', 'spouse', 'child', 'domestic_partner']),
    firstName: z.string(),
    lastName1: z.string(),
    lastName2: z.string().nullable(),
    fullName: z.string(),
    personalID: z.string().nullable(),
    idType: z.enum(idTypes),
    birthday: z.string().nullable(),
    disabilityType: z.boolean(),
    disability: z.number(),
    active: z.boolean(),
  })
  .meta({ id: 'FamilyMember' });

export const familyListViewSchema = z.array(familyMemberViewSchema);
export type FamilyMemberView = z.output<typeof familyMemberViewSchema>;
