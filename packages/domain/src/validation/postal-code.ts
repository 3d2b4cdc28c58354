/**
 * A Spanish postal code: five digits, the first two a province, 01 (Araba/Álava) to 52 (Melilla)
 * (Correos; docs/decisions/022-known-formats-are-checked.md).
 */
export function isSpanishPostalCode(value: string): boolean {
  const match = /^(\d{2})\d{3}$/.exec(value.trim());
  if (!match) return false;
  const province = Number(match[1]);
  return province >= 1 && province <= 52;
}
