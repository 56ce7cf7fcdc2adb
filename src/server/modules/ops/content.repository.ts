/**
 * The SQL of the console's home and content (issue 23, part content; content.service.ts):
 * banners, zones, articles, announcements and their fan-out to user_messages, clauses and the
 * app_config keys the consumer reads.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';

// ---------------------------------------------------------------------------------------------
// app_config

export async function configValue<T>(ex: Executor, key: string, fallback: T): Promise<T> {
  const row = await ex
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? parseJson<T>(row.value, fallback) : fallback;
}

export async function setConfigValue(ex: Executor, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await ex
    .insertInto('app_config')
    .values({ key, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Banners and zones

const BANNER_COLUMNS = [
  'id',
  'position',
  'title',
  'image',
  'link',
  'sort',
  'status',
  'start_at',
  'end_at',
  'created_at',
] as const;

export async function bannerPage(
  ex: Executor,
  q: { page: number; limit: number; position?: string | undefined },
) {
  let base = ex.selectFrom('banners');
  if (q.position) base = base.where('position', '=', q.position);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...BANNER_COLUMNS])
      .orderBy('position')
      .orderBy('sort')
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

export function findBanner(ex: Executor, id: number) {
  return ex
    .selectFrom('banners')
    .select([...BANNER_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type BannerRow = NonNullable<Awaited<ReturnType<typeof findBanner>>>;

export async function insertBanner(
  ex: Executor,
  v: {
    position: string;
    title: string;
    image: string;
    link: string;
    sort: number;
    status: number;
    start_at: number;
    end_at: number;
    created_at: number;
  },
): Promise<number> {
  const { id } = await ex.insertInto('banners').values(v).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateBanner(
  ex: Executor,
  id: number,
  v: Partial<Omit<BannerRow, 'id' | 'created_at'>>,
): Promise<void> {
  if (Object.keys(v).length === 0) return;
  await ex.updateTable('banners').set(v).where('id', '=', id).execute();
}

export async function deleteBanner(ex: Executor, id: number): Promise<void> {
  await ex.deleteFrom('banners').where('id', '=', id).execute();
}

const ZONE_COLUMNS = ['id', 'name', 'name_en', 'icon', 'route', 'sort', 'status'] as const;

export function listZones(ex: Executor) {
  return ex
    .selectFrom('zones')
    .select([...ZONE_COLUMNS])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findZone(ex: Executor, id: number) {
  return ex
    .selectFrom('zones')
    .select([...ZONE_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ZoneRow = NonNullable<Awaited<ReturnType<typeof findZone>>>;

export async function updateZone(
  ex: Executor,
  id: number,
  v: Partial<Omit<ZoneRow, 'id' | 'route'>>,
): Promise<void> {
  if (Object.keys(v).length === 0) return;
  await ex.updateTable('zones').set(v).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// Articles

const ARTICLE_COLUMNS = [
  'id',
  'title',
  'cover',
  'summary',
  'body',
  'status',
  'published_at',
  'created_at',
] as const;

export async function articlePageAll(ex: Executor, q: { page: number; limit: number }) {
  const base = ex.selectFrom('articles');
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...ARTICLE_COLUMNS])
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

export function findArticle(ex: Executor, id: number) {
  return ex
    .selectFrom('articles')
    .select([...ARTICLE_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

export async function insertArticle(ex: Executor, v: Omit<ArticleRow, 'id'>): Promise<number> {
  const { id } = await ex
    .insertInto('articles')
    .values(v)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateArticle(
  ex: Executor,
  id: number,
  v: Partial<Omit<ArticleRow, 'id' | 'created_at'>>,
): Promise<void> {
  if (Object.keys(v).length === 0) return;
  await ex.updateTable('articles').set(v).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// Announcements

export async function announcementPage(ex: Executor, q: { page: number; limit: number }) {
  const base = ex.selectFrom('announcements');
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

export function findAnnouncement(ex: Executor, id: number) {
  return ex.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}
export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

export async function insertAnnouncement(
  ex: Executor,
  v: {
    title: string;
    title_en: string;
    body: string;
    body_en: string;
    link: string | null;
    segment: string;
    reg_from: number;
    reg_to: number;
    right: string;
    operator_id: number;
    created_at: number;
  },
): Promise<number> {
  const { id } = await ex
    .insertInto('announcements')
    .values(v)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Claims a draft for sending (0 → 1); false when it was sent already. */
export async function claimAnnouncement(ex: Executor, id: number, now: number): Promise<boolean> {
  const r = await ex
    .updateTable('announcements')
    .set({ status: 1, sent_at: now })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A segment of users: all, registered in [reg_from, reg_to], or holders of `right`. */
export interface UserSegment {
  segment: string;
  reg_from: number;
  reg_to: number;
  right: string;
}

/**
 * The ids of a segment's users (a query to select from, count or insert from), optionally only
 * up to `maxId` (the users counted before, so a user registering meanwhile is not added).
 */
export function segmentUsers(ex: Executor, a: UserSegment, maxId?: number) {
  let users = ex.selectFrom('users').select('users.id');
  if (a.segment === 'registered') {
    users = users
      .where('users.created_at', '>=', a.reg_from)
      .where('users.created_at', '<=', a.reg_to);
  } else if (a.segment === 'right') {
    users = users.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_rights')
          .select('user_rights.id')
          .whereRef('user_rights.user_id', '=', 'users.id')
          .where('user_rights.right', '=', a.right),
      ),
    );
  }
  if (maxId !== undefined) users = users.where('users.id', '<=', maxId);
  return users;
}

/** How many users a segment has, and the highest id among them (0 when none). */
export async function countSegment(
  ex: Executor,
  a: UserSegment,
): Promise<{ n: number; maxId: number }> {
  const r = await segmentUsers(ex, a)
    .clearSelect()
    .select([sql<number>`count(*)`.as('n'), sql<number | null>`max(users.id)`.as('max_id')])
    .executeTakeFirst();
  return { n: Number(r?.n ?? 0), maxId: Number(r?.max_id ?? 0) };
}

/**
 * Inserts one `system` message per user of the segment (INSERT … SELECT, one statement; the
 * unique (announcement_id, user_id) index makes a repeat impossible). Answers how many.
 */
export async function fanOutAnnouncement(
  ex: Executor,
  a: AnnouncementRow,
  now: number,
): Promise<number> {
  const users = segmentUsers(ex, a);
  const r = await ex
    .insertInto('user_messages')
    .columns(['user_id', 'category', 'title', 'body', 'link', 'created_at', 'announcement_id'])
    .expression(
      // typed casts: PostgreSQL takes an untyped parameter of a select list as text
      users.select([
        sql<string>`cast(${'system'} as varchar(12))`.as('category'),
        sql<string>`cast(${a.title} as varchar(60))`.as('title'),
        sql<string>`cast(${a.body} as varchar(1000))`.as('body'),
        sql<string | null>`cast(${a.link} as varchar(330))`.as('link'),
        sql<number>`cast(${now} as bigint)`.as('created_at'),
        sql<number>`cast(${a.id} as integer)`.as('announcement_id'),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

export async function setRecipients(ex: Executor, id: number, n: number): Promise<void> {
  await ex.updateTable('announcements').set({ recipients: n }).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// Clauses

export function clausesOf(ex: Executor, type: string) {
  return ex
    .selectFrom('notice_clauses')
    .select(['id', 'type', 'version', 'title', 'body', 'published_at'])
    .where('type', '=', type)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function insertClause(
  ex: Executor,
  v: { type: string; version: string; title: string; body: string; now: number },
): Promise<number> {
  const { id } = await ex
    .insertInto('notice_clauses')
    .values({
      type: v.type,
      version: v.version,
      title: v.title,
      body: v.body,
      published_at: v.now,
      created_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// ---------------------------------------------------------------------------------------------
// The group-gift zone

/** The coupon templates of `ids` with what decides whether the centre lists them. */
export function couponTitles(ex: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('coupons')
    .select(['id', 'title', 'in_centre', 'stopped_at', 'end_at'])
    .where('id', 'in', ids)
    .execute();
}
