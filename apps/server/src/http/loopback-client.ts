import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Headers a reverse proxy adds: a proxied request came from elsewhere, whatever socket it arrived on. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * Whether the request comes from this machine: the socket's own address (127.0.0.0/8, ::1,
 * ::ffff:127.x), never a header a client can write, and not relayed by a proxy on this machine.
 * What the dev outbox and the benchmark's routes answer to.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const family = isIP(address);
  if (family === 0 || !loopback.check(address, family === 6 ? 'ipv6' : 'ipv4')) return false;
  return !forwardingHeaders.some((name) => request.headers[name] !== undefined);
}
