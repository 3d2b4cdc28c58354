import { referenceKey } from '../employee-import/import-row';

/**
 * Whether another of the company's units of one kind already has `name` (docs/decisions/022): names
 * compare as the employee import finds a unit by its name (without case or surrounding spaces), so
 * two of one name would leave the import unable to tell which a row means. `exceptId`: the unit
 * being renamed, whose own name is no conflict.
 */
export function isStructureNameTaken(name: string, units: readonly { id: number; name: string }[], exceptId?: number): boolean {
  const key = referenceKey(name);
  return units.some((unit) => unit.id !== exceptId && referenceKey(unit.name) === key);
}
