import { api } from './api-client';

/**
 * The password travels encrypted (docs/product/employee-portal.md §5 Login): RSA-OAEP with SHA-256 under the
 * server's public key, base64 encoded (docs/api.md, POST /auth/login). The profile sends the
 * current password the same way before a password, e-mail or bank-account change.
 */

/** WebCrypto exists only in secure contexts: HTTPS, or a *.localhost name. */
export class SecureContextRequiredError extends Error {
  constructor() {
    super('WebCrypto is unavailable: the portal must be served over HTTPS');
    this.name = 'SecureContextRequiredError';
  }
}

export function canEncryptPasswords(): boolean {
  return typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined';
}

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END)[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  if (!canEncryptPasswords()) throw new SecureContextRequiredError();
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const ciphertext = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(new Uint8Array(ciphertext));
}

/** Encrypts under the server's current public key (GET /auth/public-key), fetched each time: the key may rotate. */
export async function encryptWithServerKey(password: string): Promise<string> {
  const { publicKeyPem } = await api.get('/auth/public-key', { notifyOnError: false });
  return encryptPassword(password, publicKeyPem);
}
