import type { CategoryAlias } from '../benefits/category';
import { lifeAxaFields, type LifeAxaField } from '../benefits/life-axa';
import { rentingInKindOfDetails } from '../benefits/renting-in-kind';
import { taxYearFor, type TaxYears } from '../tax/tax-years';

/**
 * A figure of a contract that its monthly rows do not show, and that the employee signs for: a
 * life policy's capitals, a renting's term, fee, vehicle value and taxable value in kind. Money in cents.
 */
export type ContractFact =
  | { kind: 'money'; key: 'death' | 'disability' | LifeAxaField | 'rentingFee' | 'vehicleValue' | 'inKindMonthly'; cents: number }
  | { kind: 'years'; key: 'rentingTerm'; years: number };

const centsOf = (details: Readonly<Record<string, unknown>>, key: string): number | null => {
  const value = details[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * The facts of one stored contract, read from its own details, in the order the contract prints
 * them. A renting contract's taxable value is the one its details stored when it was priced
 * (`inKindMonthly`); only a contract stored without it is valued with the year's rules in `taxYears`.
 */
export function contractFacts(
  category: CategoryAlias,
  year: number,
  details: Readonly<Record<string, unknown>> | null | undefined,
  taxYears: TaxYears,
): ContractFact[] {
  const d = details ?? {};
  const money = (key: Extract<ContractFact, { kind: 'money' }>['key'], cents: number | null): ContractFact[] =>
    cents === null ? [] : [{ kind: 'money', key, cents }];
  switch (category) {
    case 'life-insurance':
      return [...money('death', centsOf(d, 'death')), ...money('disability', centsOf(d, 'disability'))];
    case 'life-insurance-axa':
      return lifeAxaFields.flatMap((field) => money(field, centsOf(d, field)));
    case 'renting': {
      const years = d['years'];
      const inKind = centsOf(d, 'inKindMonthly') ?? rentingInKindOfDetails(d, taxYearFor(year, taxYears).rentingInKind)?.monthly ?? null;
      return [
        ...(typeof years === 'number' && Number.isInteger(years) ? [{ kind: 'years', key: 'rentingTerm', years } as const] : []),
        ...money('rentingFee', centsOf(d, 'feeWithVAT')),
        ...money('vehicleValue', centsOf(d, 'vehicleValue')),
        ...money('inKindMonthly', inKind),
      ];
    }
    default:
      return [];
  }
}
