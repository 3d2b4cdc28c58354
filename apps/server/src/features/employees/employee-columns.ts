import type { EmployeeRecord } from '@flexplan/domain/employees/employee-record-schema';
import { personalIdColumns } from '../../db/crypto/active-cipher';

/**
 * The users columns an employee record sets, for the admin form and the import alike;
 * the role is never among them (an administrator cannot change one). Drizzle encrypts the
 * personal ID and the bank account.
 */
export function employeeColumnsOf(companyId: number, record: EmployeeRecord) {
  return {
    email: record.email,
    firstName: record.firstName,
    lastName1: record.lastName1,
    lastName2: record.lastName2,
    ...personalIdColumns(companyId, record.personalId),
    language: record.language ?? null,
    employeeNumber: record.employeeNumber,
    costCenter: record.costCenter,
    collectiveId: record.collectiveId ?? null,
    officeId: record.officeId ?? null,
    legalEntityId: record.legalEntityId ?? null,
    fixedSalary: record.fixedSalary,
    variableSalary: record.variableSalary ?? null,
    paymentCount: record.paymentCount,
    flexibleBag: record.flexibleBag ?? null,
    topBag: record.topBag ?? null,
    companyBag: record.companyBag ?? null,
    userBag: record.userBag ?? null,
    userBagProrate: record.userBagProrate,
    userBagRestricted: record.userBagRestricted,
    privateUse: record.privateUse,
    ban: record.BAN ?? null,
  };
}
