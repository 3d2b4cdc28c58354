import { createHmac, type KeyObject } from 'node:crypto';

/** How a personal ID is compared: what people type differs in case and surrounding spaces only. */
export const normalizePersonalId = (personalId: string): string => personalId.trim().toUpperCase();

/**
 * The blind index of a personal ID: an HMAC-SHA256 the database can compare and make unique without
 * holding the ID. The company is part of the input, so the same ID in two companies gives two
 * unrelated values and a dump does not link one person across tenants.
 */
export function personalIdBlindIndex(indexKey: KeyObject, companyId: number, personalId: string): string {
  return createHmac('sha256', indexKey)
    .update(`${companyId}:${normalizePersonalId(personalId)}`)
    .digest('base64url');
}
