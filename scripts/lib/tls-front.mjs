// An HTTPS front for a measurement, as the portal is deployed (docs/decisions/377-lighthouse-as-deployed-https-with-http-2.md): haproxy terminating TLS with HTTP/2 (ALPN h2, then http/1.1) in front
// of one server on loopback, with a throwaway self-signed certificate for *.localhost that openssl
// makes in a temporary folder. The browser is told to accept that certificate
// (--ignore-certificate-errors): what is measured is the protocol, not the certificate.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureHaproxy } from '../scale-out/start.mjs';

function selfSignedPem(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  // haproxy takes the certificate and its key in one file.
  const both = path.join(dir, 'front.pem');
  writeFileSync(both, Buffer.concat([readFileSync(cert), readFileSync(key)]));
  return both;
}

const config = (port, pem, target) => `global
    maxconn 2000
defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
frontend https
    bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1
    http-request set-header X-Forwarded-Proto https
    default_backend server
backend server
    server app 127.0.0.1:${target}
`;

/** Resolves once a TLS handshake on `port` offers HTTP/2. */
async function untilOffersH2(port, deadline) {
  for (;;) {
    const protocol = await new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ALPNProtocols: ['h2'], rejectUnauthorized: false }, () => {
        resolve(socket.alpnProtocol);
        socket.end();
      });
      socket.on('error', () => resolve(null));
    });
    if (protocol === 'h2') return;
    if (Date.now() > deadline) throw new Error(`the TLS front on ${port} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts haproxy with TLS and HTTP/2 on `port` in front of the server on `target`; `stop()` ends it and its files. */
export async function startTlsFront({ port, target }) {
  ensureHaproxy();
  const dir = mkdtempSync(path.join(tmpdir(), 'flexplan-tls-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config(port, selfSignedPem(dir), target));
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilOffersH2(port, Date.now() + 15_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
