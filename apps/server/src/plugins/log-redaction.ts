import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config';
import { redactError, redactErrorText } from './redact-db-error';
import { redactQueryValues } from './redact-query';

const serializeError = (error: unknown) => pino.stdSerializers.err(redactError(error) as Error);

/**
 * The server's logger: JSON lines at LOG_LEVEL with nothing a reader could reuse — request URLs
 * without their query values (reset, acceptance and download tokens), no credentials, and errors
 * without the parameters of a failed query (docs/decisions.md, 2026-11-23).
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: [
      'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie',
      '*.headers.authorization', '*.headers.cookie', 'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQueryValues(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
      error: serializeError,
    },
    hooks: {
      // Messages are free text: a framework may put a URL or an error's message in them.
      logMethod(args, method) {
        // log.error(err) would take the raw message as msg: give pino the error under `err` and a clean msg.
        const [first, ...rest] = args as unknown[];
        const normalised = first instanceof Error ? [{ err: first }, ...(rest.length > 0 ? rest : [first.message])] : args;
        return method.apply(this, normalised.map((arg) => (typeof arg === 'string' ? redactErrorText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}
