import 'server-only';
import * as z from 'zod/mini';
import { readJsonBody } from './jsonBody';
import { type FailureWording, refusalResponse, routeFailure } from './routeFailure';
import { RouteRefusal } from './routeRefusal';
import { crossOriginRefused, isSameOrigin } from './sameOrigin';

/** What a route takes and how it speaks of it. Every part it names is checked before the handler runs. */
export interface RouteSpec<B, Q, P, S> extends FailureWording {
  /** The JSON body's schema; a body of another shape is 400 with the first field's message (the form's own). */
  body?: z.core.$ZodType<B>;
  /**
   * Instead of the field's message, a shape refusal reads `Expected JSON <shape>`: for a route whose handler checks
   * the fields itself and only wants the shape of the request settled (`{ "email": string }`).
   */
  shape?: string;
  /**
   * `false`: a refusal of the path, query or body says its message alone, `{ error }`, without the `field`: for routes
   * that no form sends and whose callers have always read that (the basket's).
   */
  fields?: false;
  /** The query's schema, over `Object.fromEntries(searchParams)`. */
  query?: z.core.$ZodType<Q>;
  /** The path segments' schema (`[id]`). */
  params?: z.core.$ZodType<P>;
  /** Loads who the route acts for; `null` answers 401 'Please sign in to your account'. */
  session?: () => Promise<S | null>;
  /**
   * Which origins may call: by default another origin may read (GET) but never write (403). `'same'` refuses it a read
   * too (a read that spends the shop's credit); `'any'` lets it write, for a call from another server that proves
   * itself otherwise (the commerce webhook's shared secret).
   */
  origin?: 'same' | 'any';
  /** `cache-control` of a successful answer; `no-store` unless said (most answers are one shopper's own). */
  cache?: string;
}

/** What a handler gets: the parsed parts of the request, and the request itself for what no schema covers. */
export interface RouteInput<B, Q, P, S> {
  body: B;
  query: Q;
  params: P;
  session: S;
  request: Request;
}

/** Next's second argument to a route handler. */
export interface RouteContext {
  params?: Promise<unknown>;
}

const READS = new Set(['GET', 'HEAD']);

/** A JSON answer, `no-store` unless headers say otherwise: for a status other than 200 (201 created, 202 running). */
export const routeJson = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** The 400 for input a schema refused: its first issue's message, and the field's dotted path when there is one. */
function inputRefusal(error: z.core.$ZodError): RouteRefusal {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return new RouteRefusal(issue?.message ?? 'Invalid request', 400, field ? { field } : {});
}

function refuseInput(error: z.core.$ZodError, spec: { shape?: string; fields?: false }): Response {
  if (spec.shape) return refusalResponse({ error: `Expected JSON ${spec.shape}` }, 400);
  const refusal = inputRefusal(error);
  return refusalResponse(spec.fields === false ? { error: refusal.message } : refusal.body, refusal.status);
}

/**
 * Checks input the handler reads itself, as the wrapper checks a `body`: the parsed value, or a thrown 400 refusal
 * with the first field's message and path. For a route that must look at the session before the input (a business
 * customer is refused whatever it sends): it takes `body: z.unknown()`, then parses here.
 */
export function parseInput<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw inputRefusal(parsed.error);
  return parsed.data;
}

/**
 * The one route wrapper between the browser and the server. In order: another origin is refused with 403 (on every
 * write unless `origin: 'any'`, and on a read with `origin: 'same'`); the path, query and JSON body are checked by their schemas (413 over
 * the size limit, 400 with the field's message); `session` must find someone (401); then the handler runs. What it
 * returns is answered as JSON (nothing as 204, a `Response` as it is); what it throws goes through {@link routeFailure}: never a 500.
 */
export function route<B = undefined, Q = undefined, P = undefined, S = undefined>(
  spec: RouteSpec<B, Q, P, S>,
  handler: (input: RouteInput<B, Q, P, S>) => Promise<unknown>,
): (request: Request, context?: RouteContext) => Promise<Response> {
  const wording: FailureWording = { ...spec, signedIn: spec.signedIn ?? spec.session !== undefined };
  return async (request, context) => {
    const checked = spec.origin === 'same' || (spec.origin !== 'any' && !READS.has(request.method));
    if (checked && !isSameOrigin(request)) return crossOriginRefused();
    const input = { request } as RouteInput<B, Q, P, S>;
    if (spec.params) {
      const parsed = z.safeParse(spec.params, (await context?.params) ?? {});
      if (!parsed.success) return refuseInput(parsed.error, { fields: spec.fields });
      input.params = parsed.data;
    }
    if (spec.query) {
      const parsed = z.safeParse(spec.query, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return refuseInput(parsed.error, { fields: spec.fields });
      input.query = parsed.data;
    }
    if (spec.body) {
      const json = await readJsonBody(request);
      if (!json.ok) return json.response;
      // A body that is not JSON reads as empty, so the refusal names the first field it lacks.
      const parsed = z.safeParse(spec.body, json.value ?? {});
      if (!parsed.success) return refuseInput(parsed.error, spec);
      input.body = parsed.data;
    }
    try {
      if (spec.session) {
        const session = await spec.session();
        if (session === null) return refusalResponse({ error: 'Please sign in to your account' }, 401);
        input.session = session;
      }
      const answer = await handler(input);
      if (answer instanceof Response) return answer;
      if (answer === undefined) return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      return routeJson(answer, 200, spec.cache ? { 'cache-control': spec.cache } : undefined);
    } catch (error) {
      return routeFailure(error, wording);
    }
  };
}
