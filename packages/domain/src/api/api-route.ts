import type { z } from 'zod';
import type { fileResponse } from './file-response';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route's key in the table: its method and its path under /api, Fastify's `:param` syntax. */
export type ApiRouteKey = `${HttpMethod} /${string}`;

/** What a route answers with one status: JSON described by a zod schema, or a file of some media types. */
export type ApiAnswer = z.ZodType | ReturnType<typeof fileResponse>;

/**
 * One API route as the server registers it and the web client calls it
 * (docs/decisions/160-one-typed-route-table.md). The fields the server passes on are named as
 * Fastify names them (`querystring`, `consumes`), so the entry is the route's schema.
 */
export interface ApiRoute {
  /** Unique across the API; a client generator names its function after it. */
  operationId: string;
  /** One line: what the call does, for the OpenAPI document. */
  summary: string;
  tags: string[];
  /** Answers without a session (the server registers it outside the session scope); a session route otherwise. */
  isPublic?: true;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload reads its one `file` part in the handler, so it has no body schema. */
  consumes?: string[];
  /** The success answers by status; every route also answers the one error shape (4xx, 5xx). */
  response: Record<number, ApiAnswer>;
}

export type ApiRouteTable = Record<ApiRouteKey, ApiRoute>;
