/**
 * A live manager's goods (docs/api-live.md): the goods library (shop goods with the manager's
 * own title and selling point) and the goods of a room (import, remove, pin). Writes to one
 * room's goods lock the room row first; the pinned goods goes out through the live hub.
 */
import type {
  LiveGoods,
  LiveGoodsCandidate,
  LiveImportResult,
  LivePage,
  LivePinResult,
  LiveRoomGoods,
} from '../../../shared/contract/live';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthUser } from '../../lib/auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { forbidden, invalid, locked } from '../../lib/reply';
import {
  appendRoomGoods,
  candidatesPage,
  deleteLiveGoods,
  findLiveGoods,
  findShopGoodsOnSale,
  inLibrary,
  inLiveRoom,
  insertLiveGoods,
  libraryPage,
  librarySize,
  liveGoodsOwners,
  lockRoom,
  pinRoomGoods,
  removeRoomGoods,
  roomGoods,
  roomGoodsIds,
  roomGoodsRow,
  toLiveGoods,
  updateLiveGoods,
} from './live.repository';
import { managedRoom, ownRoom, requireManager } from './live-room.service';
import { LIVE_LIBRARY_MAX, LIVE_ROOM_GOODS_MAX } from './live.service';
import { liveHub } from './live.sockets';

interface PageInput {
  keyword?: string;
  page: number;
  limit: number;
}

async function ownLiveGoods(ex: Executor, id: number, user: AuthUser, lang: Lang) {
  const g = await findLiveGoods(ex, id);
  if (!g) throw invalid(t(lang, 'live.goodsNotFound'));
  if (g.owner_user_id !== user.id) throw forbidden(t(lang, 'live.notYourRoom'));
  return g;
}

export async function library(
  app: AppContext,
  input: PageInput,
  user: AuthUser,
  lang: Lang,
): Promise<LivePage<LiveGoods>> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const { rows, total } = await libraryPage(db, user.id, {
    keyword: input.keyword,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { list: rows.map(toLiveGoods), total };
}

export async function candidates(
  app: AppContext,
  input: PageInput,
  user: AuthUser,
  lang: Lang,
): Promise<LivePage<LiveGoodsCandidate>> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const { rows, total } = await candidatesPage(db, user.id, {
    keyword: input.keyword,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      goods_id: r.id,
      title: r.title,
      image: r.image,
      price: r.price,
      stock: Number(r.stock),
    })),
    total,
  };
}

export async function addLiveGoods(
  app: AppContext,
  input: { goods_id: number; title?: string; selling_point: string },
  user: AuthUser,
  lang: Lang,
): Promise<LiveGoods> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const goods = await findShopGoodsOnSale(db, input.goods_id);
  if (!goods) throw invalid(`goods_id: ${t(lang, 'live.shopGoodsNotFound')}`);
  if (await inLibrary(db, user.id, goods.id)) {
    throw invalid(`goods_id: ${t(lang, 'live.goodsDuplicate')}`);
  }
  if ((await librarySize(db, user.id)) >= LIVE_LIBRARY_MAX) {
    throw invalid(t(lang, 'live.libraryFull', { n: LIVE_LIBRARY_MAX }));
  }
  let id: number;
  try {
    id = await insertLiveGoods(db, {
      owner_user_id: user.id,
      goods_id: goods.id,
      title: input.title || goods.title.slice(0, 40),
      selling_point: input.selling_point,
      sort: 0,
      created_at: app.clock.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(`goods_id: ${t(lang, 'live.goodsDuplicate')}`);
    throw err;
  }
  const g = await findLiveGoods(db, id);
  if (!g) throw invalid(t(lang, 'live.goodsNotFound'));
  return toLiveGoods(g);
}

export async function editLiveGoods(
  app: AppContext,
  input: { id: number; title: string; selling_point: string; sort: number },
  user: AuthUser,
  lang: Lang,
): Promise<LiveGoods> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const g = await ownLiveGoods(db, input.id, user, lang);
  await updateLiveGoods(db, user.id, g.id, {
    title: input.title,
    selling_point: input.selling_point,
    sort: input.sort,
  });
  const after = await findLiveGoods(db, g.id);
  if (!after) throw invalid(t(lang, 'live.goodsNotFound'));
  return toLiveGoods(after);
}

/** Deletes a library goods (and its places in rooms); refused while a live room shows it. */
export async function removeLiveGoods(
  app: AppContext,
  id: number,
  user: AuthUser,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  await db.transaction().execute(async (tx) => {
    const g = await ownLiveGoods(tx, id, user, lang);
    if (await inLiveRoom(tx, g.id)) throw locked(t(lang, 'live.goodsInLiveRoom'));
    await deleteLiveGoods(tx, g.id);
  });
  return null;
}

// ---- goods of a room ----

export async function roomGoodsPage(
  app: AppContext,
  input: { room_id: number; page: number; limit: number },
  user: AuthUser,
  lang: Lang,
): Promise<LivePage<LiveRoomGoods>> {
  const room = await managedRoom(app, input.room_id, user, lang);
  return {
    list: await roomGoods(app.database.db, room.id, {
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    }),
    total: Number(room.goods_count),
  };
}

export async function importRoomGoods(
  app: AppContext,
  input: { room_id: number; live_goods_ids: number[] },
  user: AuthUser,
  lang: Lang,
): Promise<LiveImportResult> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const wanted = [...new Set(input.live_goods_ids)];
  return db.transaction().execute(async (tx) => {
    const room = await ownRoom(tx, input.room_id, user, lang);
    if (room.state === 'ended') throw locked(t(lang, 'live.roomEnded'));
    // serialise imports and pins of one room (PostgreSQL row lock; SQLite locks the file)
    await lockRoom(tx, room.id, app.clock.now());
    const mine = await liveGoodsOwners(tx, wanted);
    if (mine.length !== wanted.length) {
      throw invalid(`live_goods_ids: ${t(lang, 'live.goodsNotFound')}`);
    }
    if (mine.some((g) => g.owner_user_id !== user.id)) throw forbidden(t(lang, 'live.notYourRoom'));
    const have = await roomGoodsIds(tx, room.id);
    const fresh = wanted.filter((g) => !have.has(g));
    if (have.size + fresh.length > LIVE_ROOM_GOODS_MAX) {
      throw invalid(t(lang, 'live.roomGoodsFull', { n: LIVE_ROOM_GOODS_MAX }));
    }
    if (fresh.length) await appendRoomGoods(tx, room.id, fresh, app.clock.now());
    return { imported: fresh.length, skipped: input.live_goods_ids.length - fresh.length };
  });
}

export async function removeFromRoom(
  app: AppContext,
  input: { room_id: number; live_goods_id: number },
  user: AuthUser,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const wasPinned = await db.transaction().execute(async (tx) => {
    const room = await ownRoom(tx, input.room_id, user, lang);
    if (room.state === 'ended') throw locked(t(lang, 'live.roomEnded'));
    const row = await roomGoodsRow(tx, room.id, input.live_goods_id);
    if (!row) throw invalid(`live_goods_id: ${t(lang, 'live.notInRoom')}`);
    await removeRoomGoods(tx, room.id, input.live_goods_id);
    return row.pinned === 1;
  });
  if (wasPinned) liveHub(app).pinned(input.room_id, null);
  return null;
}

/** Pins one goods of a room (`live_goods_id` 0 unpins). */
export async function pinGoods(
  app: AppContext,
  input: { room_id: number; live_goods_id: number },
  user: AuthUser,
  lang: Lang,
): Promise<LivePinResult> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  await db.transaction().execute(async (tx) => {
    const room = await ownRoom(tx, input.room_id, user, lang);
    if (room.state === 'ended') throw locked(t(lang, 'live.roomEnded'));
    // the room row first: concurrent pins of one room run one after the other
    await lockRoom(tx, room.id, app.clock.now());
    if (input.live_goods_id !== 0) {
      const inRoom = await roomGoodsRow(tx, room.id, input.live_goods_id);
      if (!inRoom) throw invalid(`live_goods_id: ${t(lang, 'live.notInRoom')}`);
    }
    await pinRoomGoods(tx, room.id, input.live_goods_id);
  });
  const goods =
    input.live_goods_id === 0
      ? null
      : ((await roomGoods(db, input.room_id)).find(
          (g) => g.live_goods_id === input.live_goods_id,
        ) ?? null);
  liveHub(app).pinned(input.room_id, goods);
  return { goods };
}
