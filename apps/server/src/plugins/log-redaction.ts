import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { redactError, redactErrorText } from './redact-db-error';
import { redactQueryValues } from './redact-query';

const serializeError = (error: unknown) => pino.stdSerializers.err(redactError(error) as Error);

/**
 * The server's logger: JSON lines at LOG_LEVEL with nothing a reader could reuse — request URLs
 * without their query values (reset, acceptance and download tokens), no credentials, and errors
 * without the parameters of a failed query (docs/decisions/271-the-dev-outbox-is-the-developers-machines-a-sent-e.md).
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const destination = stream ?? (logFormatOf(config) === 'pretty' ? prettyStream() : undefined);
  return {
    level: config.LOG_LEVEL,
    ...(destination ? { stream: destination } : {}),
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      '*.headers.authorization',
      '*.headers.cookie',
      'res.headers["set-cookie"]',
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

/**
 * JSON lines for machines (production, CI, a log file); readable lines for a person running
 * `npm start` in a terminal. Redaction happens before either: the pretty printer only formats.
 */
export function logFormatOf(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>): 'json' | 'pretty' {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json');
}

function prettyStream(): DestinationStream {
  return pretty({ colorize: process.stdout.isTTY ?? false, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true });
}
