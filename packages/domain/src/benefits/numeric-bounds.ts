import { CatalogueError } from '../errors/catalogue-error-codes';

export interface NumericBounds {
  min?: number | null;
  max?: number | null;
}

export interface ClampedNumber {
  value: number;
  /** NUMBER_ABOVE_MAX or NUMBER_BELOW_MIN naming the field and the bound; null when in bounds. */
  error: CatalogueError | null;
}

/**
 * A numeric input above its maximum or below its minimum is clamped to that bound, with an error
 * naming the field and the bound (docs/product/benefits-and-simulation.md §2 "Numeric slider inputs", §8). A non-number is
 * treated as the minimum (or 0).
 */
export function clampToBounds(field: string, value: number, bounds: NumericBounds): ClampedNumber {
  const { min, max } = bounds;
  if (!Number.isFinite(value)) {
    const fallback = min ?? 0;
    return { value: fallback, error: new CatalogueError('NUMBER_BELOW_MIN', { field, min: fallback }) };
  }
  if (max !== null && max !== undefined && value > max) {
    return { value: max, error: new CatalogueError('NUMBER_ABOVE_MAX', { field, max }) };
  }
  if (min !== null && min !== undefined && value < min) {
    return { value: min, error: new CatalogueError('NUMBER_BELOW_MIN', { field, min }) };
  }
  return { value, error: null };
}

/** The server side of the same rule: refuses instead of clamping. */
export function assertWithinBounds(field: string, value: number, bounds: NumericBounds): void {
  const { error } = clampToBounds(field, value, bounds);
  if (error) throw error;
}
