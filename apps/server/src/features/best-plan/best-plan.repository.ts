import { and, asc, eq } from 'drizzle-orm';
import type { EmployeeFacts } from '@flexplan/domain/tax/employee-tax-profile';
import type { DbOrTx } from '../../db/client';
import { familyMembers, users } from '../../db/schema/index';

/** The profile's tax facts (docs/product/employee-portal.md §3 User), the private use for renting; undefined for no such user. */
export async function findTaxFacts(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      fixedSalary: users.fixedSalary,
      variableSalary: users.variableSalary,
      paymentCount: users.paymentCount,
      birthday: users.birthday,
      disability: users.disability,
      maritalStatus: users.maritalStatus,
      spouseEarnsOver1500: users.spouseEarnsOver1500,
      contractType: users.contractType,
      childrenLiveWithEmployee: users.childrenLiveWithEmployee,
      privateUse: users.privateUse,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row as (Omit<EmployeeFacts, 'year' | 'family'> & { firstName: string; privateUse: number }) | undefined;
}

/** Every family member with what the tax engine and the benefit rules read of them. */
export function listFamilyFacts(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select({
      id: familyMembers.id,
      firstName: familyMembers.firstName,
      relationship: familyMembers.relationship,
      birthday: familyMembers.birthday,
      disability: familyMembers.disability,
      active: familyMembers.active,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.companyId, companyId), eq(familyMembers.userId, userId)))
    .orderBy(asc(familyMembers.id));
}
