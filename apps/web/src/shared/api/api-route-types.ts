import type { z } from 'zod';
import type { HttpMethod } from '@flexplan/domain/api/api-route';
import type { ApiRouteName, ApiRoutes } from '@flexplan/domain/api/routes/api-routes';
import type { Wire } from '@flexplan/domain/api/wire';

/*
 * The web client's types, read from the domain's route table (packages/domain/src/api/routes/,
 * docs/decisions/160-one-typed-route-table.md): a path is one of the table's, as it is written
 * there (`/families/:id`), and what goes and comes is what its schemas say. Types only: the
 * table's schemas never reach the browser through here.
 */

type RouteAt<M extends HttpMethod, P extends string> = ApiRoutes[`${M} ${P}` & ApiRouteName];

/** A JSON answer's schema among a route's success answers (a file answer is not one). */
type JsonSuccess<R> = R extends { response: infer Answers } ? { [S in keyof Answers]: S extends 200 | 201 ? Answers[S] : never }[keyof Answers] : never;

/** The paths of a method's routes that answer JSON or nothing (204), `:param` placeholders in them. */
export type ApiPath<M extends HttpMethod> = {
  [K in ApiRouteName]: K extends `${M} ${infer P}`
    ? RouteAt<M, P> extends { response: { 204: unknown } }
      ? P
      : JsonSuccess<RouteAt<M, P>> extends z.ZodType
        ? P
        : never
    : never;
}[ApiRouteName];

/** What a call answers: its JSON as it arrives (dates as text), nothing on a 204. */
export type ApiAnswer<M extends HttpMethod, P extends string> =
  RouteAt<M, P> extends { response: { 204: unknown } } ? void : JsonSuccess<RouteAt<M, P>> extends infer S extends z.ZodType ? Wire<z.output<S>> : never;

/**
 * What a path or a query string carries: the keys as the schema takes them (optional where it
 * has a default), each value as the schema reads it (`id: number`, which the URL writes as text).
 */
type UrlValues<S extends z.ZodType> = { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : z.input<S>[K] };

type ParamsOption<R> = R extends { params: infer S extends z.ZodType } ? { params: UrlValues<S> } : { params?: never };
type QueryOption<R> = R extends { querystring: infer S extends z.ZodType }
  ? Record<string, never> extends UrlValues<S>
    ? { query?: UrlValues<S> }
    : { query: UrlValues<S> }
  : { query?: never };

/** The options a route takes besides its body: its path parameters and query when it has them. */
export type RouteOptions<M extends HttpMethod, P extends string, Common> = Common & ParamsOption<RouteAt<M, P>> & QueryOption<RouteAt<M, P>>;

/** Whether a call must pass options: a path parameter or a required query value. */
type NeedsOptions<R> = R extends { params: z.ZodType }
  ? true
  : R extends { querystring: z.ZodType }
    ? QueryOption<R> extends { query: unknown }
      ? true
      : false
    : false;

/** The options argument of a call: required when the route needs one. */
export type OptionsArg<M extends HttpMethod, P extends string, Common> =
  NeedsOptions<RouteAt<M, P>> extends true ? [options: RouteOptions<M, P, Common>] : [options?: RouteOptions<M, P, Common>];

/** The body argument of a write: its schema's input, FormData for an upload, none otherwise. */
export type BodyArg<M extends HttpMethod, P extends string> =
  RouteAt<M, P> extends { body: infer S extends z.ZodType }
    ? [body: z.input<S>]
    : RouteAt<M, P> extends { consumes: string[] }
      ? [body: FormData]
      : NeedsOptions<RouteAt<M, P>> extends true
        ? [body: undefined]
        : [body?: undefined];

/** The upload routes: one multipart part `file`, read by the handler (no body schema). */
export type UploadPath = {
  [K in ApiRouteName]: K extends `POST ${infer P}` ? (RouteAt<'POST', P> extends { consumes: string[] } ? P : never) : never;
}[ApiRouteName];
