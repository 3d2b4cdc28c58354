import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  params: unknown[];
}

let captured: CapturedStatement[] | null = null;
let isInstalled = false;

type AnyMethod = (this: unknown, ...args: unknown[]) => unknown;

function record(text: unknown, params: unknown): void {
  if (captured && typeof text === 'string') captured.push({ text, params: Array.isArray(params) ? params : [] });
}

function wrap(prototype: object, method: string, before: (args: unknown[]) => unknown[]): void {
  const target = prototype as Record<string, AnyMethod>;
  const original = target[method]!;
  target[method] = function captureCall(this: unknown, ...args: unknown[]) {
    return original.apply(this, before(args));
  };
}

/**
 * Records the text and parameters of every statement the app sends, whichever driver: node-postgres'
 * `Client#query` (a string or a config with `text`) and PGlite's `query`, also inside a transaction
 * (its statements go through the transaction object PGlite hands the callback). For tests that look
 * at the SQL a request really runs (its plans: hot-query-plans.test.ts).
 */
export function installStatementCapture(): void {
  if (isInstalled) return;
  isInstalled = true;
  wrap(pg.Client.prototype, 'query', (args) => {
    const [first, second] = args;
    if (typeof first === 'string') record(first, second);
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: unknown; values?: unknown };
      record(config.text, Array.isArray(second) ? second : config.values);
    }
    return args;
  });
  wrap(PGlite.prototype, 'query', (args) => {
    record(args[0], args[1]);
    return args;
  });
  wrap(PGlite.prototype, 'transaction', (args) => {
    const callback = args[0] as (tx: Transaction) => unknown;
    const recorded = (tx: Transaction) =>
      callback({
        ...tx,
        closed: tx.closed,
        query: (text: string, params?: unknown[], options?: object) => {
          record(text, params);
          return tx.query(text, params, options);
        },
      } as Transaction);
    return [recorded, ...args.slice(1)];
  });
}

/** The statements `run` sent (nothing else may run meanwhile: the capture is for the whole process). */
export async function statementsOf(run: () => Promise<unknown>): Promise<CapturedStatement[]> {
  captured = [];
  try {
    await run();
    return captured;
  } finally {
    captured = null;
  }
}
