/** Message keys of the administrator's employee record, translated by the web app. */
export const employeeRecordMessages = {
  iban: 'employees.validation.iban',
  salaryRange: 'employees.validation.salaryRange',
  bagOverSalary: 'employees.validation.bagOverSalary',
  paymentCount: 'employees.validation.paymentCount',
  percentRange: 'employees.validation.percentRange',
} as const;

/** The highest yearly salary a record may hold: 10 000 000 € (a typo guard, not a policy). */
export const MAX_ANNUAL_SALARY_CENTS = 1_000_000_000;
/**
 * The payments a year a salary is paid in: 12, or 14 with the two extra payments of Spain's
 * collective agreements; the payslips and the withholding know these two (docs/decisions/022).
 */
export const PAYMENT_COUNTS = [12, 14] as const;
export type PaymentCount = (typeof PAYMENT_COUNTS)[number];
export const isPaymentCount = (value: number): value is PaymentCount => (PAYMENT_COUNTS as readonly number[]).includes(value);
