import type { FastifyInstance } from 'fastify';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

/**
 * Sends the app's log lines (and its requests' child loggers') to an array instead of stdout,
 * so a test can read what an operator would. The app must be built with a LOG_LEVEL that logs.
 * Pino keeps its destination under a symbol of its own, inherited by the child loggers.
 */
export function captureLogs(app: FastifyInstance): LogLine[] {
  const lines: LogLine[] = [];
  const streamSymbol = Object.getOwnPropertySymbols(app.log).find((symbol) => symbol.description === 'pino.stream');
  if (!streamSymbol) throw new Error('captureLogs: the app has no pino logger (LOG_LEVEL silent?)');
  // The symbol is pino's own, outside its types: set it as the untyped property it is.
  Reflect.set(app.log, streamSymbol, {
    write: (line: string) => {
      lines.push(JSON.parse(line) as LogLine);
    },
  });
  return lines;
}
