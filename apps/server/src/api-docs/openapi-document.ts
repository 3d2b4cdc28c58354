import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * The OpenAPI document of every /api route, generated from the routes' own zod schemas. The server is built on an empty in-memory database that is never queried: building
 * declares the routes, nothing more. The development routes (the dev outbox) are included.
 */
export async function generateOpenApiDocument(dataKey = Buffer.alloc(32)): Promise<object> {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'off' });
  const database = openDatabase({ pglite: new PGlite() }, { dataKey });
  const app = await buildApp({ config, database, webRoot: null });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

/** The document as committed in docs/openapi.json: two-space JSON and a final newline. */
export const formatOpenApiDocument = (document: object) => `${JSON.stringify(document, null, 2)}\n`;
