// Plain HTTP to a server on 127.0.0.1 (never elsewhere), with the company's Host header and a hard
// time limit: a request that takes longer counts as a hang. It never throws; a connection error
// comes back as status 0 with its code, so a load loop can count it.
import http from 'node:http';
import { constants, publicEncrypt } from 'node:crypto';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function request({ port, method = 'GET', path, company = 'acme', token, body, timeoutMs = 10_000, headers = {}, agent: ownAgent }) {
  const started = Date.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (!settled) {
        settled = true;
        resolve({ ms: Date.now() - started, ...result });
      }
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: ownAgent ?? agent,
        timeout: timeoutMs,
        headers: {
          host: `${company}.localhost:${port}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          done({ status: res.statusCode, json, text, headers: res.headers });
        });
      },
    );
    req.on('timeout', () => {
      req.destroy();
      done({ status: 0, error: 'TIMEOUT', timedOut: true });
    });
    req.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Logs in the way the browser does (password encrypted with the server's RSA key); the token. */
export async function login({ port, company, email, password = 'Flexible2026' }) {
  const key = await request({ port, path: '/api/auth/public-key', company });
  if (key.status !== 200) throw new Error(`public key on ${port}: ${key.status} ${key.text ?? key.error}`);
  const encrypted = encryptFor(key.json.publicKeyPem, password);
  const res = await request({ port, method: 'POST', path: '/api/auth/login', company, body: { email, password: encrypted, cookiesAccepted: 'v3' } });
  if (res.status !== 200 || !res.json?.token) throw new Error(`login ${email} on ${port}: ${res.status} ${res.text ?? res.error}`);
  return res.json.token;
}

export const encryptFor = (publicKeyPem, password) =>
  publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
