/** Message keys of the administrator's employee record (issue 17), translated by the web app. */
export const employeeRecordMessages = {
  iban: 'employees.validation.iban',
  salaryRange: 'employees.validation.salaryRange',
  bagOverSalary: 'employees.validation.bagOverSalary',
  paymentCount: 'employees.validation.paymentCount',
  percentRange: 'employees.validation.percentRange',
} as const;

/** The highest yearly salary a record may hold: 10 000 000 € (a typo guard, not a policy). */
export const MAX_ANNUAL_SALARY_CENTS = 1_000_000_000;
/** Spain pays 12 or 14 salaries a year; some agreements pay 15 or 16. */
export const MIN_PAYMENT_COUNT = 12;
export const MAX_PAYMENT_COUNT = 16;
