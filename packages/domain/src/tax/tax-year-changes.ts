import type { TaxYear } from './tax-year';

type Leaf = string | number | boolean | null;
export interface TaxYearChanges {
  before: Record<string, Leaf>;
  after: Record<string, Leaf>;
}

function leavesOf(value: unknown, path: string, into: Map<string, Leaf>): Map<string, Leaf> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leavesOf(inner, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(path, value as Leaf);
  }
  return into;
}

/**
 * The figures an edit of a tax year changed, each by its path (`productTax.food.limitDay`), as
 * the audit log keeps them: before and after, nothing else (docs/decisions/433-tax-year-changes-audited-in-the-platform.md).
 * A figure that appears or disappears (a scale bracket added) is null on the side without it.
 */
export function taxYearChanges(before: TaxYear, after: TaxYear): TaxYearChanges {
  const old = leavesOf(before, '', new Map());
  const now = leavesOf(after, '', new Map());
  const changes: TaxYearChanges = { before: {}, after: {} };
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const from = old.get(path) ?? null;
    const to = now.get(path) ?? null;
    if (from === to) continue;
    changes.before[path] = from;
    changes.after[path] = to;
  }
  return changes;
}
