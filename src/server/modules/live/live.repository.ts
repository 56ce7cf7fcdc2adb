/**
 * Queries of live streaming (docs/api-live.md): room cards, a room's goods, the library and
 * comments, each mapped to the shared answer types.
 */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type {
  LiveComment,
  LiveGoods,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
  LiveState,
} from '../../../shared/contract/live';
import type { Executor } from '../../db';
import type { LiveCommentsTable, LiveRoomsTable } from '../../db/schema';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { reasonText } from '../../lib/reason-text';
import type { Lang } from '../../messages';

export const countAll = sql<number>`count(*)`.as('n');

/** The nickname as the user info shows it: `用户<last 4 digits>` when none is set. */
export function shownName(nickname: string, mobile: string): string {
  return nickname || `用户${mobile.slice(-4)}`;
}

export function roomsQuery(db: Executor) {
  return db
    .selectFrom('live_rooms as r')
    .innerJoin('users as u', 'u.id', 'r.owner_user_id')
    .select([
      'r.id',
      'r.owner_user_id',
      'r.title',
      'r.cover',
      'r.intro',
      'r.scheduled_at',
      'r.review_status',
      'r.review_reason',
      'r.review_code',
      'r.state',
      'r.started_at',
      'r.ended_at',
      'r.stream_key',
      'r.like_count',
      'r.viewers_peak',
      'u.nickname as u_nickname',
      'u.mobile as u_mobile',
      'u.avatar as u_avatar',
      sql<number>`(select count(*) from live_room_goods g where g.room_id = r.id)`.as(
        'goods_count',
      ),
    ]);
}

export type RoomRow = Awaited<ReturnType<ReturnType<typeof roomsQuery>['executeTakeFirstOrThrow']>>;

export function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  return roomsQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** `viewers`: the audience now while upcoming or live, the peak once ended. */
export function toCard(r: RoomRow, viewersNow: number): LiveRoomCard {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    state: r.state,
    scheduled_at: Number(r.scheduled_at),
    started_at: r.started_at === null ? null : Number(r.started_at),
    ended_at: r.ended_at === null ? null : Number(r.ended_at),
    viewers: r.state === 'ended' ? r.viewers_peak : viewersNow,
    like_count: r.like_count,
    goods_count: Number(r.goods_count),
    owner: { nickname: shownName(r.u_nickname, r.u_mobile), avatar: r.u_avatar },
  };
}

/** A manager's room; the review reason in the reader's language (issue 23: code + text). */
export function toManage(r: RoomRow, viewersNow: number, lang: Lang): LiveRoomManage {
  return {
    ...toCard(r, viewersNow),
    intro: r.intro,
    review_status: r.review_status as 0 | 1 | 2,
    review_reason: reasonText(lang, r.review_code, r.review_reason),
  };
}

const stockOf = sql<number>`(select coalesce(sum(st.quantity), 0) from stock st inner join goods_skus s on s.id = st.sku_id where s.goods_id = lg.goods_id and st.location_id = ${WAREHOUSE_LOCATION_ID})`;

export function libraryQuery(db: Executor) {
  return db
    .selectFrom('live_goods as lg')
    .innerJoin('goods as sg', 'sg.id', 'lg.goods_id')
    .select([
      'lg.id',
      'lg.owner_user_id',
      'lg.goods_id',
      'lg.title',
      'lg.selling_point',
      'lg.sort',
      'sg.image',
      'sg.price',
      'sg.status as goods_status',
      stockOf.as('stock'),
    ]);
}

type LibraryRow = Awaited<ReturnType<ReturnType<typeof libraryQuery>['executeTakeFirstOrThrow']>>;

export function toLiveGoods(r: LibraryRow): LiveGoods {
  return {
    id: r.id,
    goods_id: r.goods_id,
    title: r.title,
    selling_point: r.selling_point,
    sort: r.sort,
    image: r.image,
    price: r.price,
    stock: Number(r.stock),
    on_sale: r.goods_status === 1,
  };
}

export function findLiveGoods(db: Executor, id: number) {
  return libraryQuery(db).where('lg.id', '=', id).executeTakeFirst();
}

/** A room's goods: the pinned one first, then by sort and time added. */
export async function roomGoods(
  db: Executor,
  roomId: number,
  page = { limit: 100, offset: 0 },
): Promise<LiveRoomGoods[]> {
  const rows = await libraryQuery(db)
    .innerJoin('live_room_goods as rg', 'rg.live_goods_id', 'lg.id')
    .select(['rg.pinned', 'rg.sort as room_sort'])
    .where('rg.room_id', '=', roomId)
    .orderBy('rg.pinned', 'desc')
    .orderBy('rg.sort')
    .orderBy('rg.created_at')
    .orderBy('lg.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => ({
    ...toLiveGoods(r),
    live_goods_id: r.id,
    pinned: r.pinned === 1,
  }));
}

export function commentsQuery(db: Executor) {
  return db
    .selectFrom('live_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.room_id',
      'c.user_id',
      'c.content',
      'c.client_id',
      'c.created_at',
      'u.nickname as u_nickname',
      'u.mobile as u_mobile',
      'u.avatar as u_avatar',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsQuery>['executeTakeFirstOrThrow']>>;

export function toComment(r: CommentRow): LiveComment {
  return {
    id: r.id,
    room_id: r.room_id,
    user_id: r.user_id,
    nickname: shownName(r.u_nickname, r.u_mobile),
    avatar: r.u_avatar,
    content: r.content,
    created_at: Number(r.created_at),
    client_id: r.client_id,
  };
}

/** Comments ascending: after `afterId`, before `beforeId`, or the newest `limit`. */
export async function listComments(
  db: Executor,
  roomId: number,
  opts: { afterId?: number; beforeId?: number; limit: number },
): Promise<LiveComment[]> {
  let q = commentsQuery(db).where('c.room_id', '=', roomId);
  if (opts.afterId !== undefined) {
    const rows = await q
      .where('c.id', '>', opts.afterId)
      .orderBy('c.id', 'asc')
      .limit(opts.limit)
      .execute();
    return rows.map(toComment);
  }
  if (opts.beforeId !== undefined) q = q.where('c.id', '<', opts.beforeId);
  const rows = await q.orderBy('c.id', 'desc').limit(opts.limit).execute();
  return rows.reverse().map(toComment);
}

// ---- rooms ----

/** Whether the user holds the right `right` (user_rights). */
export async function hasRight(db: Executor, userId: number, right: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_rights')
    .select('id')
    .where('user_id', '=', userId)
    .where('right', '=', right)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Moves a room by one conditional update (only from state `from`, optionally only when
 * approved); whether this call moved it.
 */
export async function moveRoomState(
  db: Executor,
  roomId: number,
  from: LiveState,
  set: { state?: LiveState; started_at?: number; ended_at?: number; stream_key?: string },
  now: number,
  approvedOnly: boolean,
): Promise<boolean> {
  let q = db
    .updateTable('live_rooms')
    .set({ ...set, updated_at: now })
    .where('id', '=', roomId)
    .where('state', '=', from);
  if (approvedOnly) q = q.where('review_status', '=', 1);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Approved live rooms, latest started first (at most `max`). */
export function approvedLiveRooms(db: Executor, max: number) {
  return roomsQuery(db)
    .where('r.review_status', '=', 1)
    .where('r.state', '=', 'live')
    .orderBy('r.started_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(max)
    .execute();
}

/** A page of approved upcoming (soonest first) or ended (latest first) rooms, and their count. */
export async function approvedRoomsPage(
  db: Executor,
  state: 'upcoming' | 'ended',
  limit: number,
  offset: number,
) {
  let q = roomsQuery(db).where('r.review_status', '=', 1).where('r.state', '=', state);
  q =
    state === 'upcoming'
      ? q.orderBy('r.scheduled_at', 'asc').orderBy('r.id', 'asc')
      : q.orderBy('r.ended_at', 'desc').orderBy('r.id', 'desc');
  const [rows, total] = await Promise.all([
    q.limit(limit).offset(offset).execute(),
    db
      .selectFrom('live_rooms')
      .select(countAll)
      .where('review_status', '=', 1)
      .where('state', '=', state)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A page of the owner's rooms (newest first), and their count. */
export async function ownerRoomsPage(
  db: Executor,
  ownerId: number,
  f: { status?: number; state?: LiveState; limit: number; offset: number },
) {
  let count = db
    .selectFrom('live_rooms as r')
    .select(countAll)
    .where('r.owner_user_id', '=', ownerId);
  let q = roomsQuery(db).where('r.owner_user_id', '=', ownerId);
  if (f.status !== undefined) {
    q = q.where('r.review_status', '=', f.status);
    count = count.where('r.review_status', '=', f.status);
  }
  if (f.state !== undefined) {
    q = q.where('r.state', '=', f.state);
    count = count.where('r.state', '=', f.state);
  }
  const [rows, total] = await Promise.all([
    q.orderBy('r.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    count.executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertRoom(
  db: Executor,
  values: Insertable<LiveRoomsTable>,
): Promise<number> {
  const row = await db
    .insertInto('live_rooms')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Edits an upcoming room; whether it was still upcoming. */
export async function updateUpcomingRoom(
  db: Executor,
  roomId: number,
  set: {
    title: string;
    cover: string;
    intro: string;
    scheduled_at: number;
    review_status: number;
    review_code: string;
    review_reason: string;
    updated_at: number;
  },
): Promise<boolean> {
  const res = await db
    .updateTable('live_rooms')
    .set(set)
    .where('id', '=', roomId)
    .where('state', '=', 'upcoming')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Touches the room row: concurrent writes to one room's goods run one after the other
 * (PostgreSQL row lock; SQLite locks the file).
 */
export async function lockRoom(tx: Executor, roomId: number, now: number): Promise<void> {
  await tx.updateTable('live_rooms').set({ updated_at: now }).where('id', '=', roomId).execute();
}

/** Adds likes to a live approved room; its new count, or undefined when it is not live. */
export async function addLikes(db: Executor, roomId: number, count: number) {
  const row = await db
    .updateTable('live_rooms')
    .set({ like_count: sql<number>`like_count + ${count}` })
    .where('id', '=', roomId)
    .where('state', '=', 'live')
    .where('review_status', '=', 1)
    .returning('like_count')
    .executeTakeFirst();
  return row?.like_count;
}

// ---- comments ----

export function commentByClientId(db: Executor, roomId: number, userId: number, clientId: string) {
  return commentsQuery(db)
    .where('c.room_id', '=', roomId)
    .where('c.user_id', '=', userId)
    .where('c.client_id', '=', clientId)
    .executeTakeFirst();
}

export function commentById(db: Executor, id: number) {
  return commentsQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export async function insertComment(
  db: Executor,
  values: Insertable<LiveCommentsTable>,
): Promise<number> {
  const row = await db
    .insertInto('live_comments')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---- goods library ----

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the owner's goods library (by sort, newest first), and its count. */
export async function libraryPage(
  db: Executor,
  ownerId: number,
  f: { keyword?: string; limit: number; offset: number },
) {
  let q = libraryQuery(db).where('lg.owner_user_id', '=', ownerId);
  let count = db
    .selectFrom('live_goods as lg')
    .innerJoin('goods as sg', 'sg.id', 'lg.goods_id')
    .select(countAll)
    .where('lg.owner_user_id', '=', ownerId);
  if (f.keyword) {
    const like = likeOf(f.keyword);
    const match = sql<boolean>`(lg.title like ${like} escape '\\' or sg.title like ${like} escape '\\')`;
    q = q.where(match);
    count = count.where(match);
  }
  const [rows, total] = await Promise.all([
    q.orderBy('lg.sort').orderBy('lg.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    count.executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A page of the shop goods on sale that are not yet in the owner's library, and its count. */
export async function candidatesPage(
  db: Executor,
  ownerId: number,
  f: { keyword?: string; limit: number; offset: number },
) {
  let q = db
    .selectFrom('goods as g')
    .where('g.status', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('live_goods as lg')
            .select('lg.id')
            .whereRef('lg.goods_id', '=', 'g.id')
            .where('lg.owner_user_id', '=', ownerId),
        ),
      ),
    );
  if (f.keyword) q = q.where(sql<boolean>`g.title like ${likeOf(f.keyword)} escape '\\'`);
  const [rows, total] = await Promise.all([
    q
      .select([
        'g.id',
        'g.title',
        'g.image',
        'g.price',
        sql<number>`(select coalesce(sum(st.quantity), 0) from stock st inner join goods_skus s on s.id = st.sku_id where s.goods_id = g.id and st.location_id = ${WAREHOUSE_LOCATION_ID})`.as(
          'stock',
        ),
      ])
      .orderBy('g.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select(countAll).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A shop goods on sale. */
export function findShopGoodsOnSale(db: Executor, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'title'])
    .where('id', '=', goodsId)
    .where('status', '=', 1)
    .executeTakeFirst();
}

export async function inLibrary(db: Executor, ownerId: number, goodsId: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_goods')
    .select('id')
    .where('owner_user_id', '=', ownerId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function librarySize(db: Executor, ownerId: number): Promise<number> {
  const have = await db
    .selectFrom('live_goods')
    .select(countAll)
    .where('owner_user_id', '=', ownerId)
    .executeTakeFirst();
  return Number(have?.n ?? 0);
}

export async function insertLiveGoods(
  db: Executor,
  values: {
    owner_user_id: number;
    goods_id: number;
    title: string;
    selling_point: string;
    sort: number;
    created_at: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('live_goods')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLiveGoods(
  db: Executor,
  ownerId: number,
  id: number,
  set: { title: string; selling_point: string; sort: number },
): Promise<void> {
  await db
    .updateTable('live_goods')
    .set(set)
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerId)
    .execute();
}

/** Whether a library goods is in a room that is live now. */
export async function inLiveRoom(tx: Executor, liveGoodsId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('live_room_goods as rg')
    .innerJoin('live_rooms as r', 'r.id', 'rg.room_id')
    .select('r.id')
    .where('rg.live_goods_id', '=', liveGoodsId)
    .where('r.state', '=', 'live')
    .executeTakeFirst();
  return Boolean(row);
}

/** Deletes a library goods and its places in rooms. */
export async function deleteLiveGoods(tx: Executor, id: number): Promise<void> {
  await tx.deleteFrom('live_room_goods').where('live_goods_id', '=', id).execute();
  await tx.deleteFrom('live_goods').where('id', '=', id).execute();
}

// ---- goods of a room ----

export function liveGoodsOwners(tx: Executor, ids: number[]) {
  return tx
    .selectFrom('live_goods')
    .select(['id', 'owner_user_id'])
    .where('id', 'in', ids)
    .execute();
}

export async function roomGoodsIds(tx: Executor, roomId: number): Promise<Set<number>> {
  const present = await tx
    .selectFrom('live_room_goods')
    .select('live_goods_id')
    .where('room_id', '=', roomId)
    .execute();
  return new Set(present.map((p) => p.live_goods_id));
}

/** Appends goods to a room after its last sort (a goods already there is skipped). */
export async function appendRoomGoods(
  tx: Executor,
  roomId: number,
  liveGoodsIds: number[],
  now: number,
): Promise<void> {
  const max = await tx
    .selectFrom('live_room_goods')
    .select(sql<number>`coalesce(max(sort), -1)`.as('m'))
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  const start = Number(max?.m ?? -1) + 1;
  await tx
    .insertInto('live_room_goods')
    .values(
      liveGoodsIds.map((g, i) => ({
        room_id: roomId,
        live_goods_id: g,
        sort: start + i,
        pinned: 0,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['room_id', 'live_goods_id']).doNothing())
    .execute();
}

export function roomGoodsRow(tx: Executor, roomId: number, liveGoodsId: number) {
  return tx
    .selectFrom('live_room_goods')
    .select(['live_goods_id', 'pinned'])
    .where('room_id', '=', roomId)
    .where('live_goods_id', '=', liveGoodsId)
    .executeTakeFirst();
}

export async function removeRoomGoods(
  tx: Executor,
  roomId: number,
  liveGoodsId: number,
): Promise<void> {
  await tx
    .deleteFrom('live_room_goods')
    .where('room_id', '=', roomId)
    .where('live_goods_id', '=', liveGoodsId)
    .execute();
}

/** Pins one goods of a room (0: none), unpinning the one pinned before. */
export async function pinRoomGoods(tx: Executor, roomId: number, liveGoodsId: number) {
  await tx
    .updateTable('live_room_goods')
    .set({ pinned: 0 })
    .where('room_id', '=', roomId)
    .where('pinned', '=', 1)
    .execute();
  if (liveGoodsId !== 0) {
    await tx
      .updateTable('live_room_goods')
      .set({ pinned: 1 })
      .where('room_id', '=', roomId)
      .where('live_goods_id', '=', liveGoodsId)
      .execute();
  }
}

/** issue 24: the room of a stream key (the ingest's publish check). */
export function findRoomByKey(db: Executor, key: string) {
  return db
    .selectFrom('live_rooms')
    .select(['id', 'owner_user_id', 'review_status', 'state', 'stream_key'])
    .where('stream_key', '=', key)
    .executeTakeFirst();
}
