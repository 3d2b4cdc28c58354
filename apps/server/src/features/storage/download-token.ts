import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema/index';

const KEY_NAME = 'download-hmac';

const downloadClaimSchema = z.object({
  companyId: z.number().int(),
  userId: z.number().int(),
  container: z.string(),
  file: z.string(),
  /** Expiry, seconds since the epoch. */
  exp: z.number(),
});
export type DownloadClaim = z.infer<typeof downloadClaimSchema>;

/** The HMAC secret for download tokens, shared by every process through the database. */
export async function loadOrCreateDownloadSecret(db: Db): Promise<Buffer> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (existing) return Buffer.from(existing.privatePem, 'base64');
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, publicPem: '', privatePem: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  return Buffer.from(row!.privatePem, 'base64');
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A short-lived token for one file and one user: never the session token in a URL. */
export function signDownload(secret: Buffer, claim: DownloadClaim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a valid, unexpired token for exactly this container and file; null otherwise. */
export function verifyDownload(secret: Buffer, token: string, container: string, file: string, nowSeconds: number): DownloadClaim | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    // Signed by this server, yet read as untrusted text: a claim of another shape is no claim.
    const parsed = downloadClaimSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const claim = parsed.data;
    if (claim.container !== container || claim.file !== file || claim.exp < nowSeconds) return null;
    return claim;
  } catch {
    return null;
  }
}
