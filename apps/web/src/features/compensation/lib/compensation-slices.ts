import type { CompensationAnswer } from '../api/get-compensation';

export interface CompensationSlice {
  key: string;
  /** Cents. */
  value: number;
  /** A Mantine colour, always the same for the same entry (docs/product/employee-portal.md §2: "fixed colours"). */
  color: string;
  kind: 'cashSalary' | 'benefit' | 'socialSecurity';
}

/** Each product keeps its colour whatever else the person has. */
const benefitColors: Record<string, string> = {
  'health-insurance': 'red.7',
  food: 'orange.7',
  kindergarten: 'pink.7',
  formation: 'violet.7',
  transport: 'teal.7',
  'life-insurance': 'grape.7',
  'life-insurance-axa': 'grape.9',
  renting: 'indigo.5',
  'saving-plan': 'lime.8',
  gym: 'yellow.8',
  lottery: 'green.8',
  informative: 'gray.5',
};

/**
 * The parts of the total, in a fixed order: the salary received in money, each benefit, social
 * security. They add up to the total: the benefits are a split of the gross pay, not an addition
 * to it (docs/decisions/062-compensation-splits-gross-pay.md). Empty parts are left out.
 */
export function compensationSlices(answer: CompensationAnswer): CompensationSlice[] {
  const slices: CompensationSlice[] = [
    { key: 'cashSalary', value: answer.cashSalary, color: 'blue.8', kind: 'cashSalary' },
    ...answer.entries.map((entry) => ({ key: entry.product, value: entry.value, color: benefitColors[entry.product] ?? 'gray.6', kind: 'benefit' as const })),
  ];
  if (answer.socialSecurityCost !== null) slices.push({ key: 'socialSecurity', value: answer.socialSecurityCost, color: 'gray.7', kind: 'socialSecurity' });
  return slices.filter((slice) => slice.value > 0);
}
