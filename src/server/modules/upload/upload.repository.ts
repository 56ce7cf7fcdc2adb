/** Uploaded files (uploads): who uploaded what, so a URL can be checked as the caller's own. */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { privateKeyOf, privateUrlOf, type StorageProvider } from '../../providers/storage';

/**
 * The stored path of `url` when it is an upload of `userId`, else null (another user's file, a
 * URL of elsewhere, or nothing at all).
 */
export async function ownUploadPath(
  db: Executor,
  storage: StorageProvider,
  userId: number,
  url: string,
): Promise<string | null> {
  const key = storage.keyOf(url);
  if (key === null) return null;
  const row = await db
    .selectFrom('uploads')
    .select(['path', 'user_id'])
    .where('path', '=', storage.urlOf(key))
    .executeTakeFirst();
  return row && row.user_id === userId ? row.path : null;
}

/**
 * The stored path of `url` when it is a private upload (ID card photo) of `userId`, else null
 * (a public upload, another user's file, anything else).
 */
export async function ownPrivateUploadPath(
  db: Executor,
  userId: number,
  url: string,
): Promise<string | null> {
  const key = privateKeyOf(url);
  if (key === null) return null;
  const row = await db
    .selectFrom('uploads')
    .select(['path', 'user_id'])
    .where('path', '=', privateUrlOf(key))
    .executeTakeFirst();
  return row && row.user_id === userId ? row.path : null;
}

/** Who may read a private upload. */
export type PrivateViewer = { kind: 'user'; id: number };

/**
 * The owner only, today. Operators reviewing real-name photos come in here later (a viewer kind
 * of their own, checked against a permission and written to an audit log), not in the route.
 */
export function mayReadPrivateUpload(viewer: PrivateViewer, upload: { user_id: number }): boolean {
  return viewer.kind === 'user' && viewer.id === upload.user_id;
}

/** How many files `userId` uploaded since `since` (Unix seconds). */
export async function uploadsSince(db: Executor, userId: number, since: number): Promise<number> {
  const today = await db
    .selectFrom('uploads')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(today?.n ?? 0);
}

/** Records a stored file of `userId`. */
export async function insertUpload(
  db: Executor,
  v: { user_id: number; path: string; mime: string; size: number; created_at: number },
): Promise<void> {
  await db.insertInto('uploads').values(v).execute();
}

/** The owner and type of the upload stored at `path`. */
export function uploadAt(
  db: Executor,
  path: string,
): Promise<{ user_id: number; mime: string } | undefined> {
  return db
    .selectFrom('uploads')
    .select(['user_id', 'mime'])
    .where('path', '=', path)
    .executeTakeFirst();
}
