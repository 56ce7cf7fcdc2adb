/**
 * Live streaming, `/api/live/*` (docs/api-live.md). Viewers (guests too) list approved rooms,
 * open a room and read comments; logged-in users comment (idempotent by client_id, rate
 * limited) and like (conditional update of like_count). Managers (user right `live_manager`)
 * manage their own rooms, goods library and the goods of their rooms. Events go out through the
 * live hub after the write committed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type {
  LiveComment,
  LiveGoods,
  LiveGoodsCandidate,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
  LiveRoomManageDetail,
  LiveRoomView,
  LiveState,
} from '../../../shared/contract/live';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthUser } from '../../lib/auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../lib/i18n';
import { appRateLimiter } from '../../lib/rate-limit';
import { closed, forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { ownUploadPath } from '../upload/upload.repository';
import { lm } from './live.i18n';
import {
  addRoomInput,
  commentInput,
  commentsInput,
  editRoomInput,
  goodsAddInput,
  goodsEditInput,
  idInput,
  importInput,
  libraryInput,
  likeInput,
  listInput,
  myRoomsInput,
  pinInput,
  roomGoodsInput,
  roomGoodsRefInput,
} from './live.inputs';
import {
  commentsQuery,
  countAll,
  findLiveGoods,
  findRoom,
  libraryQuery,
  listComments,
  roomGoods,
  roomsQuery,
  toCard,
  toComment,
  toLiveGoods,
  toManage,
  type RoomRow,
} from './live.repository';
import {
  LIVE_LIBRARY_MAX,
  LIVE_ROOM_GOODS_MAX,
  newStreamKey,
  pullUrl,
  pushUrl,
  replayUrl,
  reviewOf,
  scheduleProblem,
} from './live.service';
import { liveHub } from './live.sockets';

const PREFIX = '/api/live';
/** live rooms considered for the by-viewers order of the live tab */
const LIVE_TAB_MAX = 1000;

/** The right that `get_seller_access` answers as `live_manager`. */
export const LIVE_RIGHT = 'live_manager';

export function liveRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const cfg = app.config.live;
  const hub = liveHub(app);
  fastify.addHook('onClose', async () => {
    await hub.close();
  });
  const commentLimiter = appRateLimiter(
    app,
    'live-comment',
    cfg.commentIntervalMs > 0 ? 1 : 0,
    cfg.commentIntervalMs,
  );

  const requireManager = async (user: AuthUser, lang: Lang) => {
    const right = await db
      .selectFrom('user_rights')
      .select('id')
      .where('user_id', '=', user.id)
      .where('right', '=', LIVE_RIGHT)
      .executeTakeFirst();
    if (!right) throw forbidden(lm(lang, 'noRight'));
  };

  /** The manager's own room: 422 when there is none, 403 when it is another's. */
  const ownRoom = async (ex: Executor, roomId: number, user: AuthUser, lang: Lang) => {
    const room = await findRoom(ex, roomId);
    if (!room) throw invalid(lm(lang, 'roomNotFound'));
    if (room.owner_user_id !== user.id) throw forbidden(lm(lang, 'notYourRoom'));
    return room;
  };

  /** A manager's own room: the right first (403), then the room (422 / 403). */
  const managedRoom = async (roomId: number, user: AuthUser, lang: Lang) => {
    await requireManager(user, lang);
    return ownRoom(db, roomId, user, lang);
  };

  /**
   * Moves a room by one conditional update (only from `from`); 423 with `refused` when another
   * request moved it first.
   */
  const moveRoom = async (
    roomId: number,
    from: LiveState,
    set: { state?: LiveState; started_at?: number; ended_at?: number; stream_key?: string },
    refused: string,
    approvedOnly = false,
  ): Promise<void> => {
    let q = db
      .updateTable('live_rooms')
      .set({ ...set, updated_at: app.clock.now() })
      .where('id', '=', roomId)
      .where('state', '=', from);
    if (approvedOnly) q = q.where('review_status', '=', 1);
    const res = await q.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw locked(refused);
  };

  const ownLiveGoods = async (ex: Executor, id: number, user: AuthUser, lang: Lang) => {
    const g = await findLiveGoods(ex, id);
    if (!g) throw invalid(lm(lang, 'goodsNotFound'));
    if (g.owner_user_id !== user.id) throw forbidden(lm(lang, 'notYourRoom'));
    return g;
  };

  /** A room a viewer may see: approved, or their own. */
  const visibleRoom = async (roomId: number, user: AuthUser | null, lang: Lang) => {
    const room = await findRoom(db, roomId);
    if (!room || (room.review_status !== 1 && room.owner_user_id !== user?.id)) {
      throw invalid(lm(lang, 'roomNotFound'));
    }
    return room;
  };

  const detail = async (room: RoomRow): Promise<LiveRoomManageDetail> => ({
    ...toManage(room, await hub.viewersOf(room.id)),
    push_url: pushUrl(cfg, room.stream_key),
    stream_key: room.stream_key,
    pull_url: room.state === 'live' ? pullUrl(cfg, room.stream_key) : null,
    goods: await roomGoods(db, room.id),
  });

  const reloadDetail = async (roomId: number) => detail(await findRoomOrThrow(roomId));
  const findRoomOrThrow = async (roomId: number) => {
    const room = await findRoom(db, roomId);
    if (!room) throw new Error(`live room ${roomId} vanished`);
    return room;
  };

  /** Cover: the user's own upload, or the room's current cover unchanged. */
  const checkedCover = async (cover: string, user: AuthUser, lang: Lang, current?: string) => {
    if (current !== undefined && cover === current) return current;
    const own = await ownUploadPath(db, app.storage, user.id, cover);
    if (!own) throw invalid(`cover: ${lm(lang, 'coverNotOwn')}`);
    return own;
  };

  const checkSchedule = (scheduledAt: number, lang: Lang) => {
    const problem = scheduleProblem(app.clock.now(), scheduledAt);
    if (problem) {
      throw invalid(
        `scheduled_at: ${lm(lang, problem === 'past' ? 'scheduledPast' : 'scheduledFar')}`,
      );
    }
  };

  const reviewFields = (title: string, intro: string, lang: Lang) => {
    const review = reviewOf(cfg, title, intro);
    return {
      review_status: review.status,
      review_reason: review.banned ? lm(lang, 'bannedWord', { w: review.banned }) : '',
    };
  };

  // ---- viewers ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/list`,
    auth: 'none',
    input: listInput,
    handler: async ({ input }): Promise<{ list: LiveRoomCard[]; total: number }> => {
      const offset = (input.page - 1) * input.limit;
      const base = roomsQuery(db).where('r.review_status', '=', 1);
      if (input.tab === 'live') {
        // by viewers now (the hub's counts), then the latest started
        const rows = await base
          .where('r.state', '=', 'live')
          .orderBy('r.started_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(LIVE_TAB_MAX)
          .execute();
        const counts = await hub.viewerCounts();
        const sorted = rows.map((r) => ({ r, v: counts.get(r.id) ?? 0 })).sort((a, b) => b.v - a.v);
        return {
          list: sorted.slice(offset, offset + input.limit).map(({ r, v }) => toCard(r, v)),
          total: rows.length,
        };
      }
      const state = input.tab === 'upcoming' ? 'upcoming' : 'ended';
      let q = base.where('r.state', '=', state);
      q =
        state === 'upcoming'
          ? q.orderBy('r.scheduled_at', 'asc').orderBy('r.id', 'asc')
          : q.orderBy('r.ended_at', 'desc').orderBy('r.id', 'desc');
      const [rows, total] = await Promise.all([
        q.limit(input.limit).offset(offset).execute(),
        db
          .selectFrom('live_rooms')
          .select(countAll)
          .where('review_status', '=', 1)
          .where('state', '=', state)
          .executeTakeFirst(),
      ]);
      const counts = await hub.viewerCounts();
      return {
        list: rows.map((r) => toCard(r, counts.get(r.id) ?? 0)),
        total: Number(total?.n ?? 0),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/room`,
    auth: 'optional',
    input: idInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomView> => {
      const room = await visibleRoom(input.id, user, lang);
      const [goods, comments] = await Promise.all([
        roomGoods(db, room.id),
        listComments(db, room.id, { limit: 50 }),
      ]);
      return {
        ...toCard(room, await hub.viewersOf(room.id)),
        intro: room.intro,
        pull_url: room.state === 'live' ? pullUrl(cfg, room.stream_key) : null,
        replay_url: room.state === 'ended' ? replayUrl(cfg, room.stream_key) : null,
        goods,
        comments,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/comments`,
    auth: 'optional',
    input: commentsInput,
    handler: async ({ input, user, lang }): Promise<{ list: LiveComment[] }> => {
      const room = await visibleRoom(input.room_id, user, lang);
      return {
        list: await listComments(db, room.id, {
          afterId: input.after_id,
          beforeId: input.before_id,
          limit: input.limit,
        }),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/comment`,
    auth: 'required',
    input: commentInput,
    handler: async ({ input, user, lang }): Promise<LiveComment> => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      const room = await visibleRoom(input.room_id, user, lang);
      const existing = () =>
        commentsQuery(db)
          .where('c.room_id', '=', room.id)
          .where('c.user_id', '=', user.id)
          .where('c.client_id', '=', input.client_id)
          .executeTakeFirst();
      // a retried post answers the stored comment (no second row, no second event)
      const before = await existing();
      if (before) return toComment(before);
      if (room.state !== 'live' || room.review_status !== 1) throw locked(lm(lang, 'notLive'));
      if (!(await commentLimiter.hit(`${user.id}`))) throw locked(lm(lang, 'commentTooFast'));
      let id: number;
      try {
        const row = await db
          .insertInto('live_comments')
          .values({
            room_id: room.id,
            user_id: user.id,
            content: input.content,
            client_id: input.client_id,
            created_at: app.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const raced = await existing();
        if (!raced) throw err;
        return toComment(raced);
      }
      const stored = await commentsQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
      const comment = toComment(stored);
      hub.comment(comment);
      return comment;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/like`,
    auth: 'required',
    input: likeInput,
    handler: async ({ input, user, lang }): Promise<{ like_count: number }> => {
      const row = await db
        .updateTable('live_rooms')
        .set({ like_count: sql<number>`like_count + ${input.count}` })
        .where('id', '=', input.room_id)
        .where('state', '=', 'live')
        .where('review_status', '=', 1)
        .returning('like_count')
        .executeTakeFirst();
      if (!row) {
        await visibleRoom(input.room_id, user, lang);
        throw locked(lm(lang, 'notLive'));
      }
      hub.likesChanged(input.room_id, row.like_count);
      return { like_count: row.like_count };
    },
  });

  // ---- managers: rooms ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/my_rooms`,
    auth: 'required',
    input: myRoomsInput,
    handler: async ({ input, user, lang }): Promise<{ list: LiveRoomManage[]; total: number }> => {
      await requireManager(user, lang);
      let count = db
        .selectFrom('live_rooms as r')
        .select(countAll)
        .where('r.owner_user_id', '=', user.id);
      let q = roomsQuery(db).where('r.owner_user_id', '=', user.id);
      if (input.status !== undefined) {
        q = q.where('r.review_status', '=', input.status);
        count = count.where('r.review_status', '=', input.status);
      }
      if (input.state !== undefined) {
        q = q.where('r.state', '=', input.state);
        count = count.where('r.state', '=', input.state);
      }
      const [rows, total] = await Promise.all([
        q
          .orderBy('r.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        count.executeTakeFirst(),
      ]);
      const counts = await hub.viewerCounts();
      return {
        list: rows.map((r) => toManage(r, counts.get(r.id) ?? 0)),
        total: Number(total?.n ?? 0),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/add`,
    auth: 'required',
    input: addRoomInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomManage> => {
      await requireManager(user, lang);
      checkSchedule(input.scheduled_at, lang);
      const cover = await checkedCover(input.cover, user, lang);
      const now = app.clock.now();
      const row = await db
        .insertInto('live_rooms')
        .values({
          owner_user_id: user.id,
          title: input.title,
          cover,
          intro: input.intro,
          scheduled_at: input.scheduled_at,
          ...reviewFields(input.title, input.intro, lang),
          state: 'upcoming',
          started_at: null,
          ended_at: null,
          stream_key: newStreamKey(),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toManage(await findRoomOrThrow(row.id), 0);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/edit`,
    auth: 'required',
    input: editRoomInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomManage> => {
      const room = await managedRoom(input.id, user, lang);
      if (room.state !== 'upcoming') throw locked(lm(lang, 'editWhileLive'));
      checkSchedule(input.scheduled_at, lang);
      const cover = await checkedCover(input.cover, user, lang, room.cover);
      const res = await db
        .updateTable('live_rooms')
        .set({
          title: input.title,
          cover,
          intro: input.intro,
          scheduled_at: input.scheduled_at,
          ...reviewFields(input.title, input.intro, lang),
          updated_at: app.clock.now(),
        })
        .where('id', '=', room.id)
        .where('state', '=', 'upcoming')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw locked(lm(lang, 'editWhileLive'));
      const after = await findRoomOrThrow(room.id);
      return toManage(after, await hub.viewersOf(room.id));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/manage`,
    auth: 'required',
    input: idInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomManageDetail> => {
      return detail(await managedRoom(input.id, user, lang));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/start`,
    auth: 'required',
    input: idInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomManageDetail> => {
      const room = await managedRoom(input.id, user, lang);
      if (room.state === 'live') throw locked(lm(lang, 'alreadyLive'));
      if (room.state === 'ended') throw locked(lm(lang, 'alreadyEnded'));
      if (room.review_status !== 1) throw locked(lm(lang, 'notApproved'));
      const now = app.clock.now();
      await moveRoom(
        room.id,
        'upcoming',
        { state: 'live', started_at: now },
        lm(lang, 'alreadyLive'),
        true,
      );
      hub.state(room.id, 'live');
      return reloadDetail(room.id);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/stop`,
    auth: 'required',
    input: idInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomManageDetail> => {
      const room = await managedRoom(input.id, user, lang);
      if (room.state !== 'live') throw locked(lm(lang, 'notLive'));
      await moveRoom(
        room.id,
        'live',
        { state: 'ended', ended_at: app.clock.now() },
        lm(lang, 'notLive'),
      );
      hub.state(room.id, 'ended');
      return reloadDetail(room.id);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/reset_key`,
    auth: 'required',
    input: idInput,
    handler: async ({ input, user, lang }): Promise<LiveRoomManageDetail> => {
      const room = await managedRoom(input.id, user, lang);
      if (room.state !== 'upcoming') throw locked(lm(lang, 'resetWhileLive'));
      await moveRoom(
        room.id,
        'upcoming',
        { stream_key: newStreamKey() },
        lm(lang, 'resetWhileLive'),
      );
      return reloadDetail(room.id);
    },
  });

  // ---- managers: goods library ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/goods/library`,
    auth: 'required',
    input: libraryInput,
    handler: async ({ input, user, lang }): Promise<{ list: LiveGoods[]; total: number }> => {
      await requireManager(user, lang);
      let q = libraryQuery(db).where('lg.owner_user_id', '=', user.id);
      let count = db
        .selectFrom('live_goods as lg')
        .innerJoin('goods as sg', 'sg.id', 'lg.goods_id')
        .select(countAll)
        .where('lg.owner_user_id', '=', user.id);
      if (input.keyword) {
        const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = sql<boolean>`(lg.title like ${like} escape '\\' or sg.title like ${like} escape '\\')`;
        q = q.where(match);
        count = count.where(match);
      }
      const [rows, total] = await Promise.all([
        q
          .orderBy('lg.sort')
          .orderBy('lg.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        count.executeTakeFirst(),
      ]);
      return { list: rows.map(toLiveGoods), total: Number(total?.n ?? 0) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/goods/candidates`,
    auth: 'required',
    input: libraryInput,
    handler: async ({
      input,
      user,
      lang,
    }): Promise<{ list: LiveGoodsCandidate[]; total: number }> => {
      await requireManager(user, lang);
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
                .where('lg.owner_user_id', '=', user.id),
            ),
          ),
        );
      if (input.keyword) {
        const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where(sql<boolean>`g.title like ${like} escape '\\'`);
      }
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
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        q.select(countAll).executeTakeFirst(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          goods_id: r.id,
          title: r.title,
          image: r.image,
          price: r.price,
          stock: Number(r.stock),
        })),
        total: Number(total?.n ?? 0),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/goods/add`,
    auth: 'required',
    input: goodsAddInput,
    handler: async ({ input, user, lang }): Promise<LiveGoods> => {
      await requireManager(user, lang);
      const goods = await db
        .selectFrom('goods')
        .select(['id', 'title'])
        .where('id', '=', input.goods_id)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!goods) throw invalid(`goods_id: ${lm(lang, 'shopGoodsNotFound')}`);
      const dup = await db
        .selectFrom('live_goods')
        .select('id')
        .where('owner_user_id', '=', user.id)
        .where('goods_id', '=', goods.id)
        .executeTakeFirst();
      if (dup) throw invalid(`goods_id: ${lm(lang, 'goodsDuplicate')}`);
      const have = await db
        .selectFrom('live_goods')
        .select(countAll)
        .where('owner_user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(have?.n ?? 0) >= LIVE_LIBRARY_MAX) {
        throw invalid(lm(lang, 'libraryFull', { n: LIVE_LIBRARY_MAX }));
      }
      let id: number;
      try {
        const row = await db
          .insertInto('live_goods')
          .values({
            owner_user_id: user.id,
            goods_id: goods.id,
            title: input.title || goods.title.slice(0, 40),
            selling_point: input.selling_point,
            sort: 0,
            created_at: app.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid(`goods_id: ${lm(lang, 'goodsDuplicate')}`);
        throw err;
      }
      const g = await findLiveGoods(db, id);
      if (!g) throw invalid(lm(lang, 'goodsNotFound'));
      return toLiveGoods(g);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/goods/edit`,
    auth: 'required',
    input: goodsEditInput,
    handler: async ({ input, user, lang }): Promise<LiveGoods> => {
      await requireManager(user, lang);
      const g = await ownLiveGoods(db, input.id, user, lang);
      await db
        .updateTable('live_goods')
        .set({ title: input.title, selling_point: input.selling_point, sort: input.sort })
        .where('id', '=', g.id)
        .where('owner_user_id', '=', user.id)
        .execute();
      const after = await findLiveGoods(db, g.id);
      if (!after) throw invalid(lm(lang, 'goodsNotFound'));
      return toLiveGoods(after);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/goods/delete`,
    auth: 'required',
    input: idInput,
    handler: async ({ input, user, lang }) => {
      await requireManager(user, lang);
      await db.transaction().execute(async (tx) => {
        const g = await ownLiveGoods(tx, input.id, user, lang);
        const inLive = await tx
          .selectFrom('live_room_goods as rg')
          .innerJoin('live_rooms as r', 'r.id', 'rg.room_id')
          .select('r.id')
          .where('rg.live_goods_id', '=', g.id)
          .where('r.state', '=', 'live')
          .executeTakeFirst();
        if (inLive) throw locked(lm(lang, 'goodsInLiveRoom'));
        await tx.deleteFrom('live_room_goods').where('live_goods_id', '=', g.id).execute();
        await tx.deleteFrom('live_goods').where('id', '=', g.id).execute();
      });
      return null;
    },
  });

  // ---- managers: goods of a room ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/room_goods`,
    auth: 'required',
    input: roomGoodsInput,
    handler: async ({ input, user, lang }): Promise<{ list: LiveRoomGoods[]; total: number }> => {
      const room = await managedRoom(input.room_id, user, lang);
      return {
        list: await roomGoods(db, room.id, {
          limit: input.limit,
          offset: (input.page - 1) * input.limit,
        }),
        total: Number(room.goods_count),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/room_goods/import`,
    auth: 'required',
    input: importInput,
    handler: async ({ input, user, lang }): Promise<{ imported: number; skipped: number }> => {
      await requireManager(user, lang);
      const wanted = [...new Set(input.live_goods_ids)];
      return db.transaction().execute(async (tx) => {
        const room = await ownRoom(tx, input.room_id, user, lang);
        if (room.state === 'ended') throw locked(lm(lang, 'roomEnded'));
        // serialise imports and pins of one room (PostgreSQL row lock; SQLite locks the file)
        await tx
          .updateTable('live_rooms')
          .set({ updated_at: app.clock.now() })
          .where('id', '=', room.id)
          .execute();
        const mine = await tx
          .selectFrom('live_goods')
          .select(['id', 'owner_user_id'])
          .where('id', 'in', wanted)
          .execute();
        if (mine.length !== wanted.length) {
          throw invalid(`live_goods_ids: ${lm(lang, 'goodsNotFound')}`);
        }
        if (mine.some((g) => g.owner_user_id !== user.id)) throw forbidden(lm(lang, 'notYourRoom'));
        const present = await tx
          .selectFrom('live_room_goods')
          .select('live_goods_id')
          .where('room_id', '=', room.id)
          .execute();
        const have = new Set(present.map((p) => p.live_goods_id));
        const fresh = wanted.filter((g) => !have.has(g));
        if (have.size + fresh.length > LIVE_ROOM_GOODS_MAX) {
          throw invalid(lm(lang, 'roomGoodsFull', { n: LIVE_ROOM_GOODS_MAX }));
        }
        if (fresh.length) {
          const max = await tx
            .selectFrom('live_room_goods')
            .select(sql<number>`coalesce(max(sort), -1)`.as('m'))
            .where('room_id', '=', room.id)
            .executeTakeFirst();
          const start = Number(max?.m ?? -1) + 1;
          const now = app.clock.now();
          await tx
            .insertInto('live_room_goods')
            .values(
              fresh.map((g, i) => ({
                room_id: room.id,
                live_goods_id: g,
                sort: start + i,
                pinned: 0,
                created_at: now,
              })),
            )
            .onConflict((oc) => oc.columns(['room_id', 'live_goods_id']).doNothing())
            .execute();
        }
        return { imported: fresh.length, skipped: input.live_goods_ids.length - fresh.length };
      });
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/room_goods/remove`,
    auth: 'required',
    input: roomGoodsRefInput,
    handler: async ({ input, user, lang }) => {
      await requireManager(user, lang);
      const wasPinned = await db.transaction().execute(async (tx) => {
        const room = await ownRoom(tx, input.room_id, user, lang);
        if (room.state === 'ended') throw locked(lm(lang, 'roomEnded'));
        const row = await tx
          .selectFrom('live_room_goods')
          .select('pinned')
          .where('room_id', '=', room.id)
          .where('live_goods_id', '=', input.live_goods_id)
          .executeTakeFirst();
        if (!row) throw invalid(`live_goods_id: ${lm(lang, 'notInRoom')}`);
        await tx
          .deleteFrom('live_room_goods')
          .where('room_id', '=', room.id)
          .where('live_goods_id', '=', input.live_goods_id)
          .execute();
        return row.pinned === 1;
      });
      if (wasPinned) hub.pinned(input.room_id, null);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/room_goods/pin`,
    auth: 'required',
    input: pinInput,
    handler: async ({ input, user, lang }): Promise<{ goods: LiveRoomGoods | null }> => {
      await requireManager(user, lang);
      await db.transaction().execute(async (tx) => {
        const room = await ownRoom(tx, input.room_id, user, lang);
        if (room.state === 'ended') throw locked(lm(lang, 'roomEnded'));
        // the room row first: concurrent pins of one room run one after the other
        await tx
          .updateTable('live_rooms')
          .set({ updated_at: app.clock.now() })
          .where('id', '=', room.id)
          .execute();
        if (input.live_goods_id !== 0) {
          const inRoom = await tx
            .selectFrom('live_room_goods')
            .select('live_goods_id')
            .where('room_id', '=', room.id)
            .where('live_goods_id', '=', input.live_goods_id)
            .executeTakeFirst();
          if (!inRoom) throw invalid(`live_goods_id: ${lm(lang, 'notInRoom')}`);
        }
        await tx
          .updateTable('live_room_goods')
          .set({ pinned: 0 })
          .where('room_id', '=', room.id)
          .where('pinned', '=', 1)
          .execute();
        if (input.live_goods_id !== 0) {
          await tx
            .updateTable('live_room_goods')
            .set({ pinned: 1 })
            .where('room_id', '=', room.id)
            .where('live_goods_id', '=', input.live_goods_id)
            .execute();
        }
      });
      const goods =
        input.live_goods_id === 0
          ? null
          : ((await roomGoods(db, input.room_id)).find(
              (g) => g.live_goods_id === input.live_goods_id,
            ) ?? null);
      hub.pinned(input.room_id, goods);
      return { goods };
    },
  });
}
