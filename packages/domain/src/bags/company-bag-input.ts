import { MAX_ANNUAL_SALARY_CENTS, employeeRecordMessages as m } from '../employees/employee-messages';
import { companyBagSchema } from '../profile/profile-api';

/**
 * A company bag as an administrator sets it, on an employee or on the company: an amount of 0 to
 * 10 M€ in cents, or 0–100 % of the fixed salary in basis points.
 */
export const companyBagInputSchema = companyBagSchema.superRefine((bag, ctx) => {
  if (bag.kind === 'amount' && (bag.cents < 0 || bag.cents > MAX_ANNUAL_SALARY_CENTS))
    ctx.addIssue({ code: 'custom', path: ['cents'], message: m.salaryRange });
  if (bag.kind === 'percent' && (bag.basisPoints < 0 || bag.basisPoints > 10_000))
    ctx.addIssue({ code: 'custom', path: ['basisPoints'], message: m.percentRange });
});
