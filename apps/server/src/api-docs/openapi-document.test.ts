import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@flexplan/domain/api/routes/api-routes';
import { TEST_DATA_KEY } from '../test/test-data-key';
import { formatOpenApiDocument, generateOpenApiDocument } from './openapi-document';

const committedPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

describe('the OpenAPI document', () => {
  let document: { paths: Paths };
  beforeAll(async () => {
    document = (await generateOpenApiDocument(TEST_DATA_KEY)) as { paths: Paths };
  });

  it('is committed as the routes declare it (npm run openapi writes it)', () => {
    expect(readFileSync(committedPath, 'utf8')).toBe(formatOpenApiDocument(document));
  });

  it('holds every route of the route table once, with its operationId, summary and security', () => {
    const operations = Object.entries(document.paths).flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`, op })),
    );
    expect(operations.map(({ key }) => key).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const { key, op } of operations) {
      const route = apiRoutes[key as keyof typeof apiRoutes];
      expect({ key, operationId: op.operationId, summary: op.summary }).toEqual({ key, operationId: route.operationId, summary: route.summary });
      expect({ key, security: op.security }).toEqual({ key, security: 'isPublic' in route ? [] : [{ session: [] }] });
    }
  });

  it('gives every route a success answer with its schema (or a 204), besides the error shape', () => {
    const undeclared: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
        // A 204 has no body to describe; any other success names its schema.
        const described = success.some(([status, response]) => status === '204' || Object.values(response.content ?? {}).some((c) => c.schema !== undefined));
        if (!described || !operation.responses['4XX']) undeclared.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('declares the body of every route that reads one', () => {
    const writes = Object.entries(document.paths).flatMap(([url, ops]) =>
      Object.entries(ops)
        .filter(([method]) => method === 'put' || method === 'post')
        .map(([method, op]) => ({ key: `${method} ${url}`, op })),
    );
    expect(writes.length).toBeGreaterThan(10);
    // A write with neither a body nor a parameter declared is a route that skipped its schema;
    // logging out reads nothing but the session, and the import preview reads its one multipart
    // part in the handler (a body schema makes the multipart plugin attach the part to the body,
    // which the input guard then refuses).
    const bare = writes.filter(({ op }) => op.requestBody === undefined && (op.parameters ?? []).length === 0).map(({ key }) => key);
    expect(bare.filter((key) => key !== 'post /api/auth/logout' && key !== 'post /api/admin/employees/import/preview')).toEqual([]);
  });
});
