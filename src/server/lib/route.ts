/**
 * Route helpers: every route declares its input schema and who may call it. Input is the
 * query merged with the (form or JSON) body; zod coerces strings. Bad input answers 422 with a
 * message naming the field, never a 500 (ARCHITECTURE.md "Request and response conventions").
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { REPLY } from '../../shared/constants';
import type { RouteContract, RouteOutput } from '../../shared/contract/route';
import { firstForbiddenText } from '../../shared/rules/text';
import type { AppContext } from '../context';
import { langOf, t, tDetail, type Lang } from '../messages';
import { EnvelopeReply, RawReply, ReplyError } from './reply';
import { authMerchant, userSession, type AuthMerchant, type AuthUser } from './auth';
import { CachedAnswer } from './public-cache';

type Method = 'GET' | 'POST';

export interface Ctx<I> {
  input: I;
  req: FastifyRequest;
  lang: Lang;
  app: AppContext;
}

export function requestInput(req: FastifyRequest): Record<string, unknown> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {};
  return { ...q, ...(b as Record<string, unknown>) };
}

/**
 * Refuses (422 `field: invalid`) a request any string of which — query or body, at any depth —
 * holds a lone UTF-16 surrogate or a control character other than TAB, LF, CR (shared/rules/
 * text.ts). Runs for every route as a preValidation hook (app.ts), before any handler, so the
 * database never sees such text; single-line fields refuse line breaks through their schemas.
 */
export function assertCleanText(req: FastifyRequest): void {
  const field = firstForbiddenText(requestInput(req));
  if (field === null) return;
  const lang = langOf(req.headers['accept-language']);
  throw new ReplyError(REPLY.INVALID, `${field.slice(0, 64)}: ${tDetail(lang, 'invalid')}`);
}

export function zodMessage(lang: Lang, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return t(lang, 'invalid');
  const field = issue.path.map(String).join('.') || 'input';
  let detail: string = issue.message;
  if (issue.code === 'invalid_type') {
    detail = issue.input === undefined ? 'required' : 'invalid';
  } else if (issue.code === 'too_big' && issue.origin === 'string') {
    detail = 'too long';
  } else if (issue.code === 'too_big') {
    detail = 'too large';
  } else if (issue.code === 'invalid_value' || issue.code === 'invalid_format') {
    detail = 'invalid';
  } else if (issue.code === 'too_small' && issue.origin === 'string') {
    detail = issue.minimum === 1 ? 'required' : 'invalid';
  } else if (issue.code === 'too_small') {
    detail = 'invalid';
  }
  return `${field}: ${tDetail(lang, detail)}`;
}

/** The request's input checked by `schema` (422 naming the field); also lib/ops-route.ts. */
export function parse<S extends ZodType>(schema: S, req: FastifyRequest, lang: Lang): z.output<S> {
  const result = schema.safeParse(requestInput(req));
  if (!result.success) throw new ReplyError(REPLY.INVALID, zodMessage(lang, result.error));
  return result.data;
}

/**
 * The encoding to send to a client with this Accept-Encoding: brotli, else gzip, else none
 * (a `q=0` refuses one; `*` stands for the others).
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name === 'x-gzip' ? 'gzip' : name, weight === undefined || Number(weight.slice(2)) > 0);
  }
  const ok = (enc: string) => q.get(enc) ?? q.get('*') ?? false;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** As app.ts has @fastify/compress do: answers of 1 KB and more, brotli at quality 4. */
const COMPRESS_MIN_BYTES = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const OK_HEAD = `{"code":${REPLY.OK},"message":"","data":`;

/**
 * Sends a cached answer (lib/public-cache.ts): the envelope's bytes and their brotli / gzip
 * copy are made once per cached answer, then sent as they are (the compression hook leaves an
 * encoded answer alone). The bytes are exactly what `send` would have made of the value.
 */
export function sendAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<unknown>,
): unknown {
  const body = answer.encoded('ok', () => Buffer.from(`${OK_HEAD}${answer.json}}`));
  void reply.header('content-type', 'application/json; charset=utf-8');
  const encoding =
    body.length >= COMPRESS_MIN_BYTES && req.headers['x-no-compression'] === undefined
      ? acceptedEncoding(req.headers['accept-encoding'])
      : null;
  if (encoding === null) return reply.send(body);
  const packed = answer.encoded(`ok.${encoding}`, () =>
    encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body),
  );
  const vary = reply.getHeader('vary');
  void reply
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .header('content-encoding', encoding);
  return reply.send(packed);
}

/** Sends a handler's result in the envelope (`code: 200` unless an EnvelopeReply says otherwise). */
export function send(reply: FastifyReply, result: unknown): unknown {
  if (result instanceof CachedAnswer) return sendAnswer(reply.request, reply, result);
  if (result instanceof EnvelopeReply) {
    const r = result as EnvelopeReply<unknown>;
    return reply.send({ code: r.code, message: r.message, data: r.data });
  }
  return reply.send({ code: REPLY.OK, message: '', data: result ?? null });
}

type Auth = 'required' | 'optional' | 'none';

/**
 * A handler's answer: the contract's output, or an envelope carrying it (another code or a
 * message), or the public cache's answer of it (sent as cached bytes, consumer routes).
 */
export type Reply<Out> = Out | EnvelopeReply<Out> | RawReply | CachedAnswer<Out>;

type ConsumerUser<A extends Auth> = A extends 'required' ? AuthUser : AuthUser | null;

/** A consumer route typed by its contract (src/shared/contract/<domain>.ts). */
interface ContractConsumerRoute<R extends RouteContract, A extends Auth> {
  method: Method | Method[];
  route: R;
  auth: A;
  /** issue 20, part users: true = a restricted account may still call it (logout) */
  restrictedAllowed?: boolean;
  /**
   * issue 21: the route answers from the public cache. Its answers are sent by `sendAnswer`
   * (a plain result too), which compresses them itself, so the compression plugin's hooks are
   * left off the route: measured ~2 % of the CPU of a cached hit.
   */
  cached?: boolean;
  handler: (
    ctx: Ctx<z.output<R['input']>> & { user: ConsumerUser<A> },
  ) => Promise<Reply<RouteOutput<R>>>;
}

/** Consumer route: HTTP 200 with the reply code in the envelope. */
export function consumerRoute<R extends RouteContract, A extends Auth>(
  fastify: FastifyInstance,
  app: AppContext,
  def: ContractConsumerRoute<R, A>,
): void;
export function consumerRoute(
  fastify: FastifyInstance,
  app: AppContext,
  def: ContractConsumerRoute<RouteContract, Auth>,
): void {
  const { url, input: schema } = def.route;
  const handler = def.handler as (ctx: Ctx<unknown> & { user: AuthUser }) => Promise<unknown>;
  fastify.route({
    method: def.method,
    url,
    ...(def.cached ? { compress: false as const } : {}),
    handler: async (req, reply) => {
      const lang = langOf(req.headers['accept-language']);
      const session = def.auth === 'none' ? null : await userSession(app, req);
      const user = session?.user ?? null;
      if (def.auth === 'required' && !user) {
        // an expired session answers the spec's 202 (login expired); none at all 401
        const code = session?.expired ? REPLY.LOGIN_EXPIRED : REPLY.UNAUTHORIZED;
        throw new ReplyError(code, t(lang, 'loginRequired'));
      }
      // issue 20, part users: an account restricted by staff (users.status 1) answers the spec's
      // 237 on every logged-in request (the app shows the closed modal, then goes home)
      if (def.auth === 'required' && user?.status === 1 && !def.restrictedAllowed) {
        throw new ReplyError(REPLY.CLOSED, t(lang, 'accountRestricted'));
      }
      const input = parse(schema, req, lang);
      const result = await handler({ input, req, lang, app, user: user as AuthUser });
      // a cached route's per-request answer (a signed-in user's detail): an answer of its own,
      // not stored, so that it is compressed like the cached ones
      if (def.cached && !(result instanceof CachedAnswer) && !(result instanceof EnvelopeReply)) {
        return sendAnswer(req, reply, new CachedAnswer(result ?? null, 0));
      }
      return send(reply, result);
    },
  });
}

/**
 * Who may call a merchant route: `required` the merchant only (a courier's session is refused,
 * HTTP 403), `courier` the merchant or one of its couriers (`merchant.courierId` says which; the
 * handler limits a courier to its own work), `none` anyone.
 */
type MerchantAuth = 'required' | 'courier' | 'none';
type MerchantOf<A extends MerchantAuth> = A extends 'none' ? null : AuthMerchant;

/** A merchant route typed by its contract (src/shared/contract/<domain>.ts). */
interface ContractMerchantRoute<R extends RouteContract, A extends MerchantAuth> {
  method: Method | Method[];
  route: R;
  auth: A;
  handler: (
    ctx: Ctx<z.output<R['input']>> & { merchant: MerchantOf<A> },
  ) => Promise<Reply<RouteOutput<R>>>;
}

/** Merchant route: success is HTTP 200 with `code: 1`; errors use HTTP 401 / 422. */
export function merchantRoute<R extends RouteContract, A extends MerchantAuth>(
  fastify: FastifyInstance,
  app: AppContext,
  def: ContractMerchantRoute<R, A>,
): void;
export function merchantRoute(
  fastify: FastifyInstance,
  app: AppContext,
  def: ContractMerchantRoute<RouteContract, MerchantAuth>,
): void {
  const { url, input: schema } = def.route;
  const handler = def.handler as (ctx: Ctx<unknown> & { merchant: unknown }) => Promise<unknown>;
  fastify.route({
    method: def.method,
    url,
    config: { merchant: true },
    handler: async (req, reply) => {
      const lang = langOf(req.headers['accept-language']);
      const merchant = def.auth === 'none' ? null : await authMerchant(app, req);
      if (def.auth !== 'none' && !merchant) {
        throw new ReplyError(REPLY.UNAUTHORIZED, t(lang, 'merchantLoginRequired'));
      }
      if (def.auth === 'required' && merchant?.courierId != null) {
        throw new ReplyError(REPLY.FORBIDDEN, t(lang, 'cabinet.courierForbidden'));
      }
      const input = parse(schema, req, lang);
      const result = await handler({ input, req, lang, app, merchant });
      // issue 18: a file answer (CSV export) goes out as is
      if (result instanceof RawReply) {
        return reply.headers(result.headers).type(result.contentType).send(result.body);
      }
      const env = result instanceof EnvelopeReply ? (result as EnvelopeReply<unknown>) : null;
      const data: unknown = env
        ? env.data
        : result instanceof CachedAnswer
          ? (result as CachedAnswer<unknown>).value
          : result;
      const message = env ? env.message : '';
      return reply.send({ code: REPLY.MERCHANT_OK, message, data: data ?? null });
    },
  });
}
