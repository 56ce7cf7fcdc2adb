/** Uploaded files (uploads): who uploaded what, so a URL can be checked as the caller's own. */
import type { Executor } from '../../db';
import type { StorageProvider } from '../../providers/storage';

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
