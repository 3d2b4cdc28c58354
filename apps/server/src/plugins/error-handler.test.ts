import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allErrorCodes, DomainError } from '@flexplan/domain';
import { errorBody, errorHandlerPlugin, statusByCode } from './error-handler';
import { createDatabaseOutage } from './database-outage';
import type { LogLine } from '../test/capture-logs';

/** What a failed query throws: Drizzle's wrapper, with the query and its parameters, around the driver's error. */
const failedQuery = (cause: object) => Object.assign(new Error('Failed query: update users set first_name = $1\nparams: Laura'), { cause });

/**
 * The error handler's last resorts behind the input layer: errors no route should let through
 * still answer 400/415/503 in the house body, never 500, and log no parameter.
 */
describe('the error handler', () => {
  let app: FastifyInstance;
  const lines: LogLine[] = [];
  const thrown: Record<string, () => Error> = {
    'out-of-range': () => failedQuery({ code: '22003', message: 'value "2147483648" is out of range for type integer' }),
    nul: () => failedQuery({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }),
    'json-nul': () => failedQuery({ code: '22P05', message: 'unsupported Unicode escape sequence' }),
    'bad-text': () => failedQuery({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' }),
    'no-boundary': () => new Error('Multipart: Boundary not found'),
    'cut-short': () => new Error('Unexpected end of multipart data'),
    'not-multipart': () => Object.assign(new Error('the request is not multipart'), { code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 406 }),
    refused: () => failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    'admin-shutdown': () => failedQuery({ code: '57P01', message: 'terminating connection due to administrator command' }),
    deadlock: () => failedQuery({ code: '40P01', message: 'deadlock detected' }),
    bug: () => new TypeError('x is not a function'),
    'email-taken': () => new DomainError('EMAIL_NOT_UNIQUE', 'Error al actualizar el perfil, asegúrate de que el e-mail es único'),
    'main-first': () => new DomainError('MAIN_BENEFIT_FIRST', 'Elige primero el beneficio principal'),
    'link-unknown': () => new DomainError('ACCEPTANCE_LINK_INVALID', 'El enlace no es válido'),
  };

  beforeAll(async () => {
    app = Fastify({
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => {
            lines.push(JSON.parse(line) as LogLine);
          },
        },
      },
    });
    await app.register(errorHandlerPlugin);
    app.decorate('databaseOutage', createDatabaseOutage(app.log));
    for (const [name, error] of Object.entries(thrown))
      app.get(`/${name}`, async () => {
        throw error();
      });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['out-of-range', 400, 'VALIDATION'],
    ['nul', 400, 'VALIDATION'],
    ['json-nul', 400, 'VALIDATION'],
    ['bad-text', 400, 'VALIDATION'],
    ['no-boundary', 400, 'VALIDATION'],
    ['cut-short', 400, 'VALIDATION'],
    ['not-multipart', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['refused', 503, 'DATABASE_UNAVAILABLE'],
    ['admin-shutdown', 503, 'DATABASE_UNAVAILABLE'],
    ['deadlock', 409, 'CONFLICT'],
    ['bug', 500, 'INTERNAL'],
    ['email-taken', 409, 'EMAIL_NOT_UNIQUE'],
    ['main-first', 400, 'MAIN_BENEFIT_FIRST'],
    ['link-unknown', 404, 'ACCEPTANCE_LINK_INVALID'],
  ])('answers %s with %i %s', async (name, status, code) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: `/${name}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code, error: expect.any(String), message: expect.any(String) });
    if (status !== 500) {
      expect(JSON.stringify(lines)).not.toContain('Laura');
      expect(JSON.stringify(lines)).not.toContain('2147483648');
      expect(lines.some((line) => line.level >= 50 && line.msg === 'unhandled error')).toBe(false);
    }
  });

  it('has a status for every ErrorCode and no other entry, each an error status with its reason phrase', () => {
    expect(Object.keys(statusByCode).sort()).toEqual([...allErrorCodes].sort());
    const unnamed = allErrorCodes.filter((code) => statusByCode[code] < 400 || errorBody(statusByCode[code], code, '').error === 'Error');
    expect(unnamed).toEqual([]);
  });

  it('logs a refused transaction with its SQLSTATE, not its query: a deadlock in production leaves a trace', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/deadlock' });
    const warned = lines.filter((line) => line.level === 40);
    expect(warned).toEqual([
      expect.objectContaining({ msg: 'transaction refused by the database: another change met it', sqlState: '40P01', code: 'CONFLICT' }),
    ]);
    expect(JSON.stringify(warned)).not.toContain('deadlock detected');
  });

  it('logs one line for an outage however many requests it refuses, and one when it ends', async () => {
    app.databaseOutage.answered(); // ends the outage the cases above began
    lines.length = 0;
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/refused' });
    app.databaseOutage.answered();
    app.databaseOutage.answered();
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([
      expect.stringContaining('database unreachable'),
      'database reachable again',
    ]);
  });
});
