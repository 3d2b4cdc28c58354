import type { TaxYear } from '@flexplan/domain/tax/tax-year';

/**
 * How a figure of a tax year is shown and typed: money in euros (stored in cents), a rate in
 * percent with two decimals (stored in basis points), a whole percent, a count (months, ages,
 * slopes), or the law's text that the form shows and never changes (a product's kind).
 */
export type FieldUnit = 'money' | 'basisPoints' | 'wholePercent' | 'count' | 'fixed';

export interface TaxYearField {
  /** The figure's path in the year (`productTax.food.limitDay`), as a 400 names it. */
  path: string;
  /** The path of the group it is shown in, and its own key there. */
  group: string;
  key: string;
  unit: FieldUnit;
  /** Empty means "no such limit" (null). */
  isNullable: boolean;
  value: number | string | null;
}

const nullableKeys = new Set(['limitExemption', 'limitExemptionDisability', 'limitDay', 'upToPercentAboveMax']);
const countKeys = new Set(['numberOfMonths', 'firstSlope', 'secondSlope']);

function unitOf(segments: readonly string[]): FieldUnit {
  const [section] = segments;
  const key = segments[segments.length - 1] ?? '';
  if (key === 'exemption' || key === 'whoBenefit') return 'fixed';
  if (section === 'socialSecurity' && (segments[1] === 'rate' || segments[1] === 'parts')) return 'basisPoints';
  if (key === 'rate' || section === 'minimumRate' || section === 'maxInKindShare') return 'basisPoints';
  if (key === 'percentOfValue' || key === 'percent' || key === 'upToPercentAboveMax') return 'wholePercent';
  if (countKeys.has(key) || /Age/.test(key)) return 'count';
  return 'money';
}

function leaves(value: unknown, segments: string[], into: TaxYearField[]): TaxYearField[] {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leaves(inner, [...segments, key], into);
    return into;
  }
  const key = segments[segments.length - 1] ?? '';
  const isSituationWithoutChildren = segments[1] === 'bySituation' && key === '0';
  into.push({
    path: segments.join('.'),
    group: segments.slice(0, -1).join('.'),
    key,
    unit: unitOf(segments),
    isNullable: nullableKeys.has(key) || isSituationWithoutChildren,
    value: value as number | string | null,
  });
  return into;
}

/** The sections of the form, in the year's own order, each with its figures. */
export function taxYearSections(taxYear: TaxYear): { section: string; fields: TaxYearField[] }[] {
  return Object.entries(taxYear)
    .filter(([section]) => section !== 'year')
    .map(([section, value]) => ({ section, fields: leaves(value, [section], []) }));
}

/** A stored figure as the form shows it: euros and percents with their decimals. */
export function shownValue(unit: FieldUnit, stored: number | null): number | '' {
  if (stored === null) return '';
  return unit === 'money' || unit === 'basisPoints' ? stored / 100 : stored;
}

/** A typed figure as the year stores it; NaN when it is missing and may not be (the schema names it). */
export function storedValue(unit: FieldUnit, typed: number | string, isNullable: boolean): number | null {
  if (typed === '' || typeof typed !== 'number') return isNullable ? null : Number.NaN;
  return unit === 'money' || unit === 'basisPoints' ? Math.round(typed * 100) : typed;
}

/**
 * The year with one figure replaced, on a copy through JSON: the form's state is never changed in
 * place, and no object stays shared between two products (a structured clone would keep them shared).
 */
export function withFigure(taxYear: TaxYear, path: string, value: number | null): TaxYear {
  const copy = JSON.parse(JSON.stringify(taxYear)) as unknown as Record<string, unknown>;
  const segments = path.split('.');
  let node = copy;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments[segments.length - 1]!] = value;
  return copy as unknown as TaxYear;
}
