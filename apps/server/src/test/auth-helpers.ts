import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const DEMO_PASSWORD = 'Flexible2026';

export const hostOf = (company: string) => `${company}.localhost:3000`;

/** Encrypts a password the way the browser does: RSA-OAEP with SHA-256, base64. */
export async function encryptPassword(app: FastifyInstance, company: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/public-key', headers: { host: hostOf(company) } });
  const { publicKeyPem } = res.json() as { publicKeyPem: string };
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
}

export async function loginRequest(app: FastifyInstance, company: string, email: string, password = DEMO_PASSWORD, cookiesAccepted: string | null = 'v3') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: hostOf(company) },
    payload: { email, password: await encryptPassword(app, company, password), ...(cookiesAccepted ? { cookiesAccepted } : {}) },
  });
}

/** Logs in and answers headers for authenticated calls on that company's host. */
export async function loginAs(app: FastifyInstance, company: string, email: string, password = DEMO_PASSWORD) {
  const res = await loginRequest(app, company, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  return { host: hostOf(company), authorization: `Bearer ${token}` };
}
