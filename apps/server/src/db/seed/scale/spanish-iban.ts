/** A well-formed Spanish IBAN for a 20-digit account number: the check digits by ISO 13616 (mod 97). */
export function spanishIban(bban: string): string {
  // "ES" is 14 28; the check digits start as 00 and the country code moves to the end.
  const remainder = BigInt(`${bban}142800`) % 97n;
  return `ES${String(98n - remainder).padStart(2, '0')}${bban}`;
}
