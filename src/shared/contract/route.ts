/**
 * One endpoint's contract, written once in `src/shared/contract/<domain>.ts` and read by all three
 * sides (ARCHITECTURE.md "Typed contracts"):
 *
 * - the server registers the route from it (`consumerRoute` / `merchantRoute` in
 *   server/lib/route.ts take `route:`): the URL, the input schema that validates the request and
 *   the output type the handler must return;
 * - the client's endpoint functions call it through `http().call<typeof X.y>('api/…', …)`, whose
 *   URL argument must equal the contract's (checked by the compiler) and whose answer is typed by
 *   the contract's output;
 * - tests read the same output type (`RouteOutput<typeof X.y>`).
 *
 * The client only ever imports a contract module with `import type`: the input schemas are zod
 * objects and must not reach a browser bundle.
 */
import type { z, ZodType } from 'zod';

export interface RouteContract<
  Url extends string = string,
  S extends ZodType = ZodType,
  Out = unknown,
> {
  /** the path the server registers, with its leading slash: `/api/cart/cart_list` */
  readonly url: Url;
  /** validates the query merged with the body (server/lib/route.ts `requestInput`) */
  readonly input: S;
  /** never set: carries the type of a successful reply's `data` */
  readonly output?: Out;
}

/**
 * `route<CartListData>()('/api/cart/cart_list', cartListInput)`: the output type is written, the
 * URL and the schema are inferred (two calls, because TypeScript cannot infer some type
 * parameters and take others).
 */
export function route<Out>() {
  return <const Url extends string, S extends ZodType>(
    url: Url,
    input: S,
  ): RouteContract<Url, S, Out> => ({ url, input });
}

/** The `data` of a successful reply of `R`. */
export type RouteOutput<R> = R extends RouteContract<string, ZodType, infer O> ? O : never;

/** What the handler of `R` receives: the schema's output (coerced, defaulted). */
export type RouteInput<R> = R extends RouteContract<string, infer S, unknown> ? z.output<S> : never;

/** The URL the client passes for `R`: the contract's path without its leading slash. */
export type RoutePath<R> =
  R extends RouteContract<infer U, ZodType, unknown> ? (U extends `/${infer P}` ? P : U) : never;
