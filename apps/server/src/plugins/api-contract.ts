import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@flexplan/domain/api/api-error-schema';
import { inputErrorOf } from '../http/input-error-of';
import { keepReferencedComponents } from '../api-docs/referenced-components';
import { createResponseSerializerCompiler } from '../http/response-serializer';

/**
 * Every route's params, query and body are parsed by its zod schema before the handler runs;
 * a refusal is the API's one 400 shape, with a message per field.
 */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: inputErrorOf(result.error) };
  };

/** Any route may refuse or fail; each answer has the one error shape. */
const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const zodToJsonConfig = {
  // JSON has no dates: a timestamp travels as ISO text (domain api/wire.ts).
  unrepresentable: 'any',
  override: ({ zodSchema, jsonSchema }) => {
    if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  },
} satisfies Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig'];
const zodToJsonSchema = createJsonSchemaTransform({ zodToJsonConfig });
const componentsFromRegistry = createJsonSchemaTransformObject({ zodToJsonConfig });

/**
 * The API contract (DESIGN.md, "Routes are thin and schema-first"): zod parses what comes in and
 * serialises what goes out, so a field a query returns by accident never reaches the client; the
 * OpenAPI document is generated from the same schemas (docs/openapi.json, `npm run openapi`).
 */
export const apiContractPlugin = fp(
  async (app: FastifyInstance, opts: { docsUi: boolean }) => {
    app.setValidatorCompiler(zodValidator);
    app.setSerializerCompiler(createResponseSerializerCompiler({ crossCheck: app.config.NODE_ENV === 'test' }));
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiRoute(route.url)) return;
      route.schema = { ...route.schema, response: { ...errorResponses, ...(route.schema?.response as object | undefined) } };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Flexplan API',
          version: '1.0.0',
          description:
            "The employee portal's API. Flows and the error table: docs/api.md. The hot reads answer with an `ETag` and `Cache-Control: private, no-cache`; send the tag back in `If-None-Match` and an unchanged answer is 304.",
        },
        // The Host names the company (docs/api.md, Conventions): one server per company subdomain.
        servers: [
          {
            url: '{scheme}://{company}.{baseDomain}',
            description: "A company's portal; a bare `localhost` is the default company.",
            variables: {
              scheme: { enum: ['https', 'http'], default: 'http' },
              company: { default: 'acme', description: "The company's subdomain (DEFAULT_COMPANY's on a bare host)." },
              baseDomain: { default: 'localhost:3000', description: 'BASE_DOMAIN, and the port when it is not the default one.' },
            },
          },
        ],
        // Every operation says its own security (the route table's `isPublic`: none, else the session).
        components: { securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/auth/login.' } } },
      },
      // The schemas named with `.meta({ id })` become components the operations refer to.
      transformObject: (document) => keepReferencedComponents(componentsFromRegistry(document)),
      transform: (document) => {
        if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
        const transformed = zodToJsonSchema(document);
        // A multipart upload reads its one `file` part in the handler (no body schema, so no
        // validation of it): the document still says what it takes.
        const schema = transformed.schema as { consumes?: string[]; body?: unknown };
        if (schema.consumes?.includes('multipart/form-data') && schema.body === undefined)
          schema.body = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
        return transformed;
      },
    });
    if (opts.docsUi) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-contract' },
);
