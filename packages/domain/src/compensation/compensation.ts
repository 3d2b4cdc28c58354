/** spec part 1 §9: social security cost is 30 % of fixed plus variable salary, the base capped at 50 000 €. */
export const SOCIAL_SECURITY_COST_RATE_BASIS_POINTS = 3000;
export const SOCIAL_SECURITY_COST_BASE_CAP = 5_000_000;

export interface CompensationInput {
  fixedSalary: number | null;
  variableSalary: number | null;
  /** The year's value of each contracted benefit (what the company pays, contributions included). */
  benefits: readonly { product: string; value: number }[];
  showSocialSecurity: boolean;
}

export interface Compensation {
  fixedSalary: number;
  variableSalary: number;
  benefits: { product: string; value: number }[];
  benefitsTotal: number;
  /** null when the company hides social security in the compensation page. */
  socialSecurityCost: number | null;
  total: number;
}

/** Rounded half up to the cent (spec: money rounded to 2 decimals). */
export function socialSecurityCost(fixedSalary: number, variableSalary: number): number {
  const base = Math.min(Math.max(0, fixedSalary + variableSalary), SOCIAL_SECURITY_COST_BASE_CAP);
  return Math.floor((base * SOCIAL_SECURITY_COST_RATE_BASIS_POINTS + 5000) / 10_000);
}

/** The compensation page (spec part 1 §2): salaries, benefits, social security cost when shown, total. */
export function totalCompensation(input: CompensationInput): Compensation {
  const fixed = input.fixedSalary ?? 0;
  const variable = input.variableSalary ?? 0;
  const benefits = input.benefits.filter((b) => b.value > 0).map((b) => ({ ...b }));
  const benefitsTotal = benefits.reduce((sum, b) => sum + b.value, 0);
  const ss = input.showSocialSecurity ? socialSecurityCost(fixed, variable) : null;
  return { fixedSalary: fixed, variableSalary: variable, benefits, benefitsTotal, socialSecurityCost: ss, total: fixed + variable + benefitsTotal + (ss ?? 0) };
}
