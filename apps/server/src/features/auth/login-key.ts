import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema/index';

const KEY_NAME = 'login-rsa';

export interface LoginKey {
  publicKeyPem: string;
  privateKeyPem: string;
}

/**
 * The RSA key pair the browser encrypts passwords with (docs/product/employee-portal.md §5 Login: "sends the
 * password encrypted"). Kept in the database so it survives restarts and every process shares
 * it; the first process to start creates it, the others read the winner's.
 */
export async function loadOrCreateLoginKey(db: Db): Promise<LoginKey> {
  const existing = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (existing[0]) return { publicKeyPem: existing[0].publicPem, privateKeyPem: existing[0].privatePem };
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db.insert(serverKeys).values({ name: KEY_NAME, publicPem: publicKey, privatePem: privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  return { publicKeyPem: row!.publicPem, privateKeyPem: row!.privatePem };
}

/** The plain password from the browser's RSA-OAEP (SHA-256) ciphertext; null when it does not decrypt. */
export function decryptPassword(key: LoginKey, base64Ciphertext: string): string | null {
  try {
    const plain = privateDecrypt(
      { key: key.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64Ciphertext, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
