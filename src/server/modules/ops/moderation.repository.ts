/**
 * SQL of the console's moderation area (issue 23, moderation): the queues of live rooms, feed
 * posts, goods reviews and local shop applications, and the conditional updates of each
 * decision (a row moves only from the state the decision expects; 0 rows = refused).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';

type Page = { page: number; limit: number };
const offsetOf = (p: Page) => (p.page - 1) * p.limit;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function paged<O>(
  q: SelectQueryBuilder<DB, never, O>,
  count: SelectQueryBuilder<DB, never, { n: number }>,
  p: Page,
) {
  const [rows, total] = await Promise.all([
    q.limit(p.limit).offset(offsetOf(p)).execute(),
    count.executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---- live rooms ----

export type LiveFilter = 'pending' | 'approved' | 'rejected' | 'live' | 'all';

function liveBase(db: Executor, filter: LiveFilter, keyword: string | undefined) {
  let q = db.selectFrom('live_rooms as r').leftJoin('users as u', 'u.id', 'r.owner_user_id');
  if (filter === 'pending') q = q.where('r.review_status', '=', 0);
  if (filter === 'approved') q = q.where('r.review_status', '=', 1);
  if (filter === 'rejected') q = q.where('r.review_status', '=', 2);
  if (filter === 'live') q = q.where('r.state', '=', 'live');
  if (keyword) q = q.where(sql<boolean>`r.title like ${like(keyword)} escape '\\'`);
  return q;
}

const liveCols = [
  'r.id',
  'r.owner_user_id',
  'r.title',
  'r.cover',
  'r.intro',
  'r.scheduled_at',
  'r.review_status',
  'r.review_code',
  'r.review_reason',
  'r.state',
  'r.started_at',
  'r.ended_at',
  'r.created_at',
  'u.nickname as u_nickname',
  'u.mobile as u_mobile',
] as const;

export function liveRoomsPage(
  db: Executor,
  q: Page & { filter: LiveFilter; keyword?: string | undefined },
) {
  const base = liveBase(db, q.filter, q.keyword);
  // pending: oldest first (a queue); otherwise newest first
  const dir = q.filter === 'pending' ? 'asc' : 'desc';
  return paged(
    base.select([...liveCols]).orderBy('r.id', dir) as never,
    base.select(sql<number>`count(*)`.as('n')) as never,
    q,
  ) as Promise<{ rows: LiveModRow[]; total: number }>;
}

export function findLiveRoom(db: Executor, id: number) {
  return db
    .selectFrom('live_rooms as r')
    .leftJoin('users as u', 'u.id', 'r.owner_user_id')
    .select([...liveCols])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type LiveModRow = NonNullable<Awaited<ReturnType<typeof findLiveRoom>>>;

/** Sets the review of an upcoming room whose review is one of `from`. */
export async function setLiveReview(
  tx: Executor,
  id: number,
  from: number[],
  set: { review_status: number; review_code: string; review_reason: string },
  now: number,
): Promise<boolean> {
  const res = await tx
    .updateTable('live_rooms')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'upcoming')
    .where('review_status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ends a live room now: rejected with the reason, a new stream key (the old one pushes nothing). */
export async function stopLiveRoom(
  tx: Executor,
  id: number,
  set: { review_code: string; review_reason: string; stream_key: string },
  now: number,
): Promise<boolean> {
  const res = await tx
    .updateTable('live_rooms')
    .set({ ...set, review_status: 2, state: 'ended', ended_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'live')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- feed posts ----

export type PostFilter = 'held' | 'reported' | 'hidden' | 'all';

function postBase(db: Executor, filter: PostFilter, keyword: string | undefined) {
  let q = db
    .selectFrom('feed_posts as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .where('p.deleted_at', 'is', null);
  if (filter === 'held') q = q.where('p.status', '=', 'pending');
  if (filter === 'reported') q = q.where('p.report_count', '>', 0);
  if (filter === 'hidden') q = q.where('p.status', '=', 'hidden');
  if (keyword) q = q.where(sql<boolean>`p.content like ${like(keyword)} escape '\\'`);
  return q;
}

const postCols = [
  'p.id',
  'p.user_id',
  'p.content',
  'p.images',
  'p.place',
  'p.status',
  'p.report_count',
  'p.hidden_code',
  'p.hidden_note',
  'p.created_at',
  'u.nickname as u_nickname',
  'u.mobile as u_mobile',
] as const;

export function postsPage(
  db: Executor,
  q: Page & { filter: PostFilter; keyword?: string | undefined },
) {
  const base = postBase(db, q.filter, q.keyword);
  const ordered =
    q.filter === 'reported'
      ? base
          .select([...postCols])
          .orderBy('p.report_count', 'desc')
          .orderBy('p.id', 'desc')
      : base.select([...postCols]).orderBy('p.id', q.filter === 'held' ? 'asc' : 'desc');
  return paged(
    ordered as never,
    base.select(sql<number>`count(*)`.as('n')) as never,
    q,
  ) as Promise<{ rows: PostModRow[]; total: number }>;
}

export function findPost(db: Executor, id: number) {
  return db
    .selectFrom('feed_posts as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([...postCols])
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
}
export type PostModRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** The report reasons of the posts, counted. */
export async function reportsOf(
  db: Executor,
  postIds: number[],
): Promise<Map<number, { reason: string; count: number }[]>> {
  const out = new Map<number, { reason: string; count: number }[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .selectFrom('feed_reports')
    .select(['post_id', 'reason', sql<number>`count(*)`.as('n')])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'reason'])
    .orderBy('post_id')
    .orderBy('reason')
    .execute();
  for (const r of rows) {
    const list = out.get(r.post_id) ?? [];
    list.push({ reason: r.reason, count: Number(r.n) });
    out.set(r.post_id, list);
  }
  return out;
}

/** Moves a post from one of `from` statuses (conditional); `set` also clears or sets reports. */
export async function setPost(
  tx: Executor,
  id: number,
  where: { status?: string[]; reported?: boolean },
  set: { status?: string; report_count?: number; hidden_code?: string; hidden_note?: string },
): Promise<boolean> {
  let q = tx
    .updateTable('feed_posts')
    .set(set)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (where.status) q = q.where('status', 'in', where.status);
  if (where.reported) q = q.where('report_count', '>', 0);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- goods reviews (comments) ----

export type ReviewFilter = 'shown' | 'hidden' | 'all';

function reviewBase(
  db: Executor,
  filter: ReviewFilter,
  goodsId: number | undefined,
  keyword: string | undefined,
) {
  let q = db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('goods as g', 'g.id', 'c.goods_id');
  if (filter === 'shown') q = q.where('c.status', '=', 1);
  if (filter === 'hidden') q = q.where('c.status', '=', 0);
  if (goodsId) q = q.where('c.goods_id', '=', goodsId);
  if (keyword) q = q.where(sql<boolean>`c.content like ${like(keyword)} escape '\\'`);
  return q;
}

const reviewCols = [
  'c.id',
  'c.goods_id',
  'c.user_id',
  'c.score',
  'c.content',
  'c.images',
  'c.spec',
  'c.status',
  'c.hidden_code',
  'c.hidden_note',
  'c.created_at',
  'g.title as g_title',
  'g.image as g_image',
  'u.nickname as u_nickname',
  'u.mobile as u_mobile',
] as const;

export function reviewsPage(
  db: Executor,
  q: Page & { filter: ReviewFilter; goods_id?: number | undefined; keyword?: string | undefined },
) {
  const base = reviewBase(db, q.filter, q.goods_id, q.keyword);
  return paged(
    base.select([...reviewCols]).orderBy('c.id', 'desc') as never,
    base.select(sql<number>`count(*)`.as('n')) as never,
    q,
  ) as Promise<{ rows: ReviewModRow[]; total: number }>;
}

export function findReview(db: Executor, id: number) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('goods as g', 'g.id', 'c.goods_id')
    .select([...reviewCols])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type ReviewModRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export async function setReview(
  tx: Executor,
  id: number,
  from: number,
  set: { status: number; hidden_code: string; hidden_note: string },
): Promise<boolean> {
  const res = await tx
    .updateTable('comments')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- local shop applications ----

export type ShopFilter = 'pending' | 'open' | 'rejected' | 'all';
const SHOP_STATUS: Record<Exclude<ShopFilter, 'all'>, number> = {
  pending: 0,
  open: 1,
  rejected: 2,
};

function shopBase(db: Executor, filter: ShopFilter, keyword: string | undefined) {
  let q = db
    .selectFrom('local_shops as s')
    .leftJoin('users as u', 'u.id', 's.owner_user_id')
    .leftJoin('local_shop_categories as c', 'c.id', 's.category_id')
    // applications: shops a user applied for (the seeded shops have no owner)
    .where('s.owner_user_id', 'is not', null);
  if (filter !== 'all') q = q.where('s.status', '=', SHOP_STATUS[filter]);
  if (keyword) q = q.where(sql<boolean>`s.name like ${like(keyword)} escape '\\'`);
  return q;
}

const shopCols = [
  's.id',
  's.owner_user_id',
  's.name',
  's.phone',
  's.province',
  's.city',
  's.district',
  's.address',
  's.lat_e6',
  's.lng_e6',
  's.licence_no',
  's.licence_images',
  's.status',
  's.review_code',
  's.review_reason',
  's.created_at',
  'c.name as c_name',
  'u.nickname as u_nickname',
  'u.mobile as u_mobile',
] as const;

export function shopsPage(
  db: Executor,
  q: Page & { filter: ShopFilter; keyword?: string | undefined },
) {
  const base = shopBase(db, q.filter, q.keyword);
  return paged(
    base.select([...shopCols]).orderBy('s.id', q.filter === 'pending' ? 'asc' : 'desc') as never,
    base.select(sql<number>`count(*)`.as('n')) as never,
    q,
  ) as Promise<{ rows: ShopModRow[]; total: number }>;
}

export function findShop(db: Executor, id: number) {
  return db
    .selectFrom('local_shops as s')
    .leftJoin('users as u', 'u.id', 's.owner_user_id')
    .leftJoin('local_shop_categories as c', 'c.id', 's.category_id')
    .select([...shopCols])
    .where('s.id', '=', id)
    .where('s.owner_user_id', 'is not', null)
    .executeTakeFirst();
}
export type ShopModRow = NonNullable<Awaited<ReturnType<typeof findShop>>>;

export async function rejectShop(
  tx: Executor,
  id: number,
  set: { review_code: string; review_reason: string },
): Promise<boolean> {
  const res = await tx
    .updateTable('local_shops')
    .set({ ...set, status: 2 })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
