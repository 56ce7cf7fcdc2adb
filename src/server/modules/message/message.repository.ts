/**
 * The SQL of the message routes (message.routes.ts): a user's messages, shop news, push devices
 * and clauses. Messages are always looked up with the caller's id by the routes.
 */
import type { MsgCategory } from '../../../shared/contract/messages';
import type { Executor } from '../../db';

const MESSAGE_COLUMNS = [
  'id',
  'category',
  'title',
  'body',
  'link',
  'created_at',
  'read_at',
  'announcement_id',
] as const;

/** A page of the user's messages (newest first), of one category or all, and their count. */
export async function messagePage(
  db: Executor,
  userId: number,
  q: { category?: MsgCategory | undefined; page: number; limit: number },
) {
  let base = db.selectFrom('user_messages').where('user_id', '=', userId);
  if (q.category) base = base.where('category', '=', q.category);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...MESSAGE_COLUMNS])
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

/** One message with its owner. */
export function messageById(db: Executor, id: number) {
  return db
    .selectFrom('user_messages')
    .select([
      'id',
      'user_id',
      'category',
      'title',
      'body',
      'link',
      'created_at',
      'read_at',
      'announcement_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The owner of a message. */
export function messageOwner(db: Executor, id: number) {
  return db.selectFrom('user_messages').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** Marks one message read at `now`; the first read wins (a read message keeps its time). */
export async function markMessageRead(db: Executor, id: number, now: number): Promise<void> {
  await db
    .updateTable('user_messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/** Marks the user's unread messages read: one (`id`), a category, or all; answers how many. */
export async function markUserMessagesRead(
  db: Executor,
  userId: number,
  which: { id?: number | undefined; category?: MsgCategory | undefined },
  now: number,
): Promise<number> {
  let q = db
    .updateTable('user_messages')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (which.id !== undefined) q = q.where('id', '=', which.id);
  if (which.category !== undefined) q = q.where('category', '=', which.category);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** A page of the published articles (newest first) and their count. */
export async function articlePage(db: Executor, q: { page: number; limit: number }, now: number) {
  const base = db.selectFrom('articles').where('status', '=', 1).where('published_at', '<=', now);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'title', 'cover', 'summary', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

/** A published article. */
export function publishedArticle(db: Executor, id: number, now: number) {
  return db
    .selectFrom('articles')
    .select(['id', 'title', 'cover', 'summary', 'body', 'published_at'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

/** Registers a push device; a cid known already moves to `userId`. */
export async function upsertPushDevice(
  db: Executor,
  v: { cid: string; userId: number; platform: string; allData: string; now: number },
): Promise<void> {
  await db
    .insertInto('push_devices')
    .values({
      cid: v.cid,
      user_id: v.userId,
      platform: v.platform,
      all_data: v.allData,
      created_at: v.now,
      updated_at: v.now,
    })
    .onConflict((oc) =>
      oc.column('cid').doUpdateSet({
        user_id: v.userId,
        platform: v.platform,
        all_data: v.allData,
        updated_at: v.now,
      }),
    )
    .execute();
}

/** The latest published version of a clause. */
export function latestClause(db: Executor, type: string, now: number) {
  return db
    .selectFrom('notice_clauses')
    .select(['type', 'version', 'title', 'body', 'published_at'])
    .where('type', '=', type)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The id of the user with `mobile` (throws when none). */
export function userIdByMobile(db: Executor, mobile: string) {
  return db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
}
