/**
 * `POST /api/upload/image` (docs/api-wallet-account.md): one multipart field `file`, a JPEG, PNG
 * or WebP image of at most UPLOAD_MAX_BYTES. The type is read from the file's first bytes,
 * never from the client's name or content type; the file is stored through the storage
 * provider under `<yyyy>/<mm>/<random>.<ext>` (China time) with a 128-bit random name, and an
 * `uploads` row records its owner, so routes that take an image URL (real-name photos, avatar)
 * accept the caller's own uploads only. At most UPLOAD_DAILY_LIMIT uploads per user and day.
 * Metadata (EXIF with GPS, XMP, comments) is stripped before storing (strip-metadata.ts).
 *
 * Public uploads are public to whoever has the URL (unguessable, served with nosniff). ID card
 * photos go through `POST /api/upload/private_image` instead: stored apart (the provider's
 * private area, never under /uploads/), answered as `/api/upload/private/<key>`, and served by
 * `GET /api/upload/private/<key>` to their owner only, with `cache-control: no-store`.
 */
import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadResult } from '../../../shared/contract';
import { UPLOAD } from '../../../shared/contract/user';
import type { AppContext } from '../../context';
import { authUser, type AuthUser } from '../../lib/auth';
import { chinaDayStart, chinaYearMonth } from '../../lib/china-time';
import { langOf, t, tDetail, type Lang } from '../../messages';
import { closed, invalid, locked } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import {
  PRIVATE_PREFIX,
  StorageUnavailable,
  isSafeKey,
  privateUrlOf,
} from '../../providers/storage';
import { readSettings } from '../config/config.repository';
import type { Executor } from '../../db';
import { insertUpload, mayReadPrivateUpload, uploadAt, uploadsSince } from './upload.repository';
import { sniffImage, type ImageType } from './image-type';
import { UnreadableImage, stripImageMetadata } from './strip-metadata';

function fileRequired(lang: Lang) {
  return invalid(`file: ${tDetail(lang, 'required')}`);
}

/** Multipart errors of @fastify/multipart by their code (size, count, malformed body). */
function multipartError(err: unknown, lang: Lang, maxBytes: number): Error {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(lang, maxBytes);
  if (typeof code === 'string' && code.startsWith('FST_')) return fileRequired(lang);
  return err instanceof Error ? err : new Error(String(err));
}

const tooLarge = (lang: Lang, maxBytes: number) =>
  invalid(t(lang, 'uploadTooLarge', { mb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 }));

/** The largest upload now (business settings `upload.max_bytes`), bytes. */
export async function uploadMaxBytes(db: Executor): Promise<number> {
  return (await readSettings(db, 'upload')).max_bytes;
}

/**
 * Reads the one multipart field `file` (at most `maxBytes`, uploadMaxBytes) and sniffs its
 * image type; 422 otherwise.
 */
// issue 20 part goods: exported for the console's upload (ops/goods.routes.ts)
export async function receiveImage(
  req: FastifyRequest,
  lang: Lang,
  maxBytes: number,
): Promise<{ data: Buffer; type: ImageType }> {
  if (!req.isMultipart()) throw fileRequired(lang);
  let part: MultipartFile | undefined;
  let data: Buffer;
  try {
    part = await req.file();
    if (!part || part.fieldname !== 'file') throw fileRequired(lang);
    data = await part.toBuffer();
  } catch (err) {
    throw multipartError(err, lang, maxBytes);
  }
  if (data.length > maxBytes) throw tooLarge(lang, maxBytes);
  const type = sniffImage(data);
  if (!type) throw invalid(t(lang, 'uploadType'));
  try {
    return { data: stripImageMetadata(data, type), type };
  } catch (err) {
    if (err instanceof UnreadableImage) throw invalid(t(lang, 'uploadType'));
    throw err;
  }
}

/**
 * Stores an image under `<yyyy>/<mm>/<random>.<ext>` (China time); answers its public URL, or
 * for a private one the URL of the authorised route.
 */
// issue 20 part goods: exported for the console's upload (ops/goods.routes.ts)
export async function storeImage(
  app: AppContext,
  img: { data: Buffer; type: ImageType },
  now: number,
  area: 'public' | 'private' = 'public',
): Promise<string> {
  const { year, month } = chinaYearMonth(now);
  const key = `${year}/${month}/${randomBytes(16).toString('base64url')}.${img.type.ext}`;
  const { url } =
    area === 'private'
      ? await app.storage.putPrivate(key, img.data, img.type.mime)
      : await app.storage.put(key, img.data, img.type.mime);
  return url;
}

/**
 * storeImage, with a store that refused or could not be reached (object storage) answered as
 * a clear refusal (423: try again later) and logged; the caller records nothing then.
 */
export async function storeOrRefuse(
  app: AppContext,
  req: FastifyRequest,
  lang: Lang,
  img: { data: Buffer; type: ImageType },
  now: number,
  area: 'public' | 'private' = 'public',
): Promise<string> {
  try {
    return await storeImage(app, img, now, area);
  } catch (err) {
    if (!(err instanceof StorageUnavailable)) throw err;
    req.log.warn({ provider: app.storage.name, reason: err.message }, 'storage: put refused');
    throw locked(t(lang, 'uploadFailed'));
  }
}

/** A refusal of the private file route: an HTTP status (an image URL, not an envelope call). */
function refusePrivate(reply: FastifyReply, status: 401 | 404, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send({ code: status, message, data: null });
}

export function uploadRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  /** One consumer upload: the account, the daily limit, the file, its row. */
  const consumerUpload = async (
    req: FastifyRequest,
    user: AuthUser,
    lang: Lang,
    area: 'public' | 'private',
  ): Promise<UploadResult> => {
    if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
    if (!req.isMultipart()) throw fileRequired(lang);
    const now = app.clock.now();
    const today = await uploadsSince(db, user.id, chinaDayStart(now));
    const rules = await readSettings(db, 'upload');
    if (today >= rules.daily_count) throw locked(t(lang, 'uploadDailyLimit'));

    const img = await receiveImage(req, lang, rules.max_bytes);
    const url = await storeOrRefuse(app, req, lang, img, now, area);
    await insertUpload(db, {
      user_id: user.id,
      path: url,
      mime: img.type.mime,
      size: img.data.length,
      created_at: now,
    });
    return { url };
  };

  consumerRoute(fastify, app, {
    method: 'POST',
    route: UPLOAD.image,
    auth: 'required',
    handler: ({ req, user, lang }) => consumerUpload(req, user, lang, 'public'),
  });

  // ID card photos: the same checks, stored in the private area (module comment).
  consumerRoute(fastify, app, {
    method: 'POST',
    route: UPLOAD.privateImage,
    auth: 'required',
    handler: ({ req, user, lang }) => consumerUpload(req, user, lang, 'private'),
  });

  // A private file, to its owner only (mayReadPrivateUpload), never cached. Refusals are HTTP
  // statuses: 401 without a session, 404 for anything the viewer may not read or that is not
  // there (the same answer, so a key's existence is not told). The wildcard keeps the key whole.
  fastify.get(`${PRIVATE_PREFIX}*`, async (req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    const key = (req.params as { '*'?: string })['*'] ?? '';
    const user = await authUser(app, req);
    if (!user) return refusePrivate(reply, 401, t(lang, 'loginRequired'));
    const row = isSafeKey(key) ? await uploadAt(db, privateUrlOf(key)) : undefined;
    if (!row || !mayReadPrivateUpload({ kind: 'user', id: user.id }, row)) {
      return refusePrivate(reply, 404, t(lang, 'notFound'));
    }
    const file = await app.storage.getPrivate(key);
    if (!file) return refusePrivate(reply, 404, t(lang, 'notFound'));
    void reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cross-origin-resource-policy', 'same-site');
    if (file.kind === 'link') return reply.redirect(file.url, 302);
    return reply.header('content-type', row.mime).send(file.data);
  });

  // Merchant photos (cabinet goods, shop goods): the same checks. Merchant uploads have no
  // `uploads` row (its owner is a user); merchant image fields take any URL of at most 500
  // characters, so there is no ownership to check.
  merchantRoute(fastify, app, {
    method: 'POST',
    route: UPLOAD.adminImage,
    // a courier's session too: the photo proof of a restock line (issue 18)
    auth: 'courier',
    handler: async ({ req, lang }) => {
      const img = await receiveImage(req, lang, await uploadMaxBytes(db));
      return { url: await storeOrRefuse(app, req, lang, img, app.clock.now()) };
    },
  });
}
