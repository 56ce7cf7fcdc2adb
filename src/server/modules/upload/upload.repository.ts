/** Uploaded files (uploads): who uploaded what, so a URL can be checked as the caller's own. */
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
