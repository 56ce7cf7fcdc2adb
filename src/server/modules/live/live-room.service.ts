/**
 * Live rooms (docs/api-live.md): what viewers see (approved rooms, a room, its comments),
 * comments and likes, and a manager's own rooms (add, edit, start, stop, new stream key).
 * Events go out through the live hub after the write committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
  LiveComment,
  LiveCommentList,
  LiveLikeResult,
  LivePage,
  LiveRoomCard,
  LiveRoomManage,
  LiveRoomManageDetail,
  LiveRoomView,
  LiveState,
} from '../../../shared/contract/live';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthUser } from '../../lib/auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import type { RateLimiter } from '../../lib/rate-limit';
import { ownUploadPath } from '../upload/upload.repository';
import { closed, forbidden, invalid, locked } from '../../lib/reply';
import { notifyOps } from '../../lib/ops-events';
import {
  addLikes,
  approvedLiveRooms,
  approvedRoomsPage,
  commentByClientId,
  commentById,
  findRoom,
  hasRight,
  insertComment,
  insertRoom,
  listComments,
  moveRoomState,
  ownerRoomsPage,
  roomGoods,
  toCard,
  toComment,
  toManage,
  updateUpcomingRoom,
  type RoomRow,
} from './live.repository';
import { liveHlsDir, liveIngest } from './live-media.service';
import {
  LIVE_HLS_PREFIX,
  newStreamKey,
  pullUrl,
  pushUrl,
  replayUrl,
  reviewOf,
  scheduleProblem,
} from './live.service';
import { liveHub } from './live.sockets';
import { autoApprove, bannedWords } from '../config/moderation-settings';

/** live rooms considered for the by-viewers order of the live tab */
const LIVE_TAB_MAX = 1000;

/** The right that `get_seller_access` answers as `live_manager`. */
export const LIVE_RIGHT = 'live_manager';

export async function requireManager(db: Executor, user: AuthUser, lang: Lang): Promise<void> {
  if (!(await hasRight(db, user.id, LIVE_RIGHT))) throw forbidden(t(lang, 'live.noRight'));
}

/** The manager's own room: 422 when there is none, 403 when it is another's. */
export async function ownRoom(ex: Executor, roomId: number, user: AuthUser, lang: Lang) {
  const room = await findRoom(ex, roomId);
  if (!room) throw invalid(t(lang, 'live.roomNotFound'));
  if (room.owner_user_id !== user.id) throw forbidden(t(lang, 'live.notYourRoom'));
  return room;
}

/** A manager's own room: the right first (403), then the room (422 / 403). */
export async function managedRoom(app: AppContext, roomId: number, user: AuthUser, lang: Lang) {
  const { db } = app.database;
  await requireManager(db, user, lang);
  return ownRoom(db, roomId, user, lang);
}

/** A room a viewer may see: approved, or their own. */
async function visibleRoom(app: AppContext, roomId: number, user: AuthUser | null, lang: Lang) {
  const room = await findRoom(app.database.db, roomId);
  if (!room || (room.review_status !== 1 && room.owner_user_id !== user?.id)) {
    throw invalid(t(lang, 'live.roomNotFound'));
  }
  return room;
}

/**
 * Moves a room by one conditional update (only from `from`); 423 with `refused` when another
 * request moved it first.
 */
async function moveRoom(
  app: AppContext,
  roomId: number,
  from: LiveState,
  set: { state?: LiveState; started_at?: number; ended_at?: number; stream_key?: string },
  refused: string,
  approvedOnly = false,
): Promise<void> {
  const moved = await moveRoomState(
    app.database.db,
    roomId,
    from,
    set,
    app.clock.now(),
    approvedOnly,
  );
  if (!moved) throw locked(refused);
}

async function findRoomOrThrow(app: AppContext, roomId: number) {
  const room = await findRoom(app.database.db, roomId);
  if (!room) throw new Error(`live room ${roomId} vanished`);
  return room;
}

async function detail(
  app: AppContext,
  room: RoomRow,
  lang: Lang,
  host: string,
): Promise<LiveRoomManageDetail> {
  const cfg = app.config.live;
  return {
    ...toManage(room, await liveHub(app).viewersOf(room.id), lang),
    push_url: pushUrl(cfg, room.stream_key, host),
    stream_key: room.stream_key,
    ...ingestStatus(app, lang),
    pull_url: room.state === 'live' ? pullUrl(cfg, room.id) : null,
    goods: await roomGoods(app.database.db, room.id),
  };
}

const reloadDetail = async (app: AppContext, roomId: number, lang: Lang, host: string) =>
  detail(app, await findRoomOrThrow(app, roomId), lang, host);

/** issue 24: whether the ingest takes this room's stream now, and why not. */
function ingestStatus(app: AppContext, lang: Lang) {
  const problem = liveIngest(app).problem();
  return {
    ingest_ready: problem === null,
    ingest_message: problem ? t(lang, `live.${problem}`) : '',
  };
}

/** issue 24: the replay URL; with the embedded ingest only once its recording exists. */
async function replayOf(app: AppContext, roomId: number): Promise<string | null> {
  const url = replayUrl(app.config.live, roomId);
  if (!url || app.config.live.hlsBase || !url.startsWith(LIVE_HLS_PREFIX)) return url;
  const file = path.join(liveHlsDir(app), `room-${roomId}`, 'replay.m3u8');
  return (await fs.promises.stat(file).catch(() => null)) ? url : null;
}

/** Cover: the user's own upload, or the room's current cover unchanged. */
async function checkedCover(
  app: AppContext,
  cover: string,
  user: AuthUser,
  lang: Lang,
  current?: string,
) {
  if (current !== undefined && cover === current) return current;
  const own = await ownUploadPath(app.database.db, app.storage, user.id, cover);
  if (!own) throw invalid(`cover: ${t(lang, 'live.coverNotOwn')}`);
  return own;
}

function checkSchedule(app: AppContext, scheduledAt: number, lang: Lang) {
  const problem = scheduleProblem(app.clock.now(), scheduledAt);
  if (problem) {
    throw invalid(
      `scheduled_at: ${t(lang, problem === 'past' ? 'live.scheduledPast' : 'live.scheduledFar')}`,
    );
  }
}

/** The review by rules with the console's current settings (issue 23, moderation). */
async function reviewFields(app: AppContext, title: string, intro: string) {
  const { db } = app.database;
  const [auto, words] = await Promise.all([autoApprove(db, 'live'), bannedWords(db, 'live')]);
  const review = reviewOf({ autoApprove: auto, bannedWords: words }, title, intro);
  return {
    review_status: review.status,
    review_code: review.banned ? 'banned_word' : '',
    review_reason: review.banned ?? '',
  };
}

// ---- viewers ----

export async function roomList(
  app: AppContext,
  input: { tab: 'live' | 'upcoming' | 'replay'; page: number; limit: number },
): Promise<LivePage<LiveRoomCard>> {
  const { db } = app.database;
  const hub = liveHub(app);
  const offset = (input.page - 1) * input.limit;
  if (input.tab === 'live') {
    // by viewers now (the hub's counts), then the latest started
    const rows = await approvedLiveRooms(db, LIVE_TAB_MAX);
    const counts = await hub.viewerCounts();
    const sorted = rows.map((r) => ({ r, v: counts.get(r.id) ?? 0 })).sort((a, b) => b.v - a.v);
    return {
      list: sorted.slice(offset, offset + input.limit).map(({ r, v }) => toCard(r, v)),
      total: rows.length,
    };
  }
  const state = input.tab === 'upcoming' ? 'upcoming' : 'ended';
  const { rows, total } = await approvedRoomsPage(db, state, input.limit, offset);
  const counts = await hub.viewerCounts();
  return { list: rows.map((r) => toCard(r, counts.get(r.id) ?? 0)), total };
}

export async function roomView(
  app: AppContext,
  roomId: number,
  user: AuthUser | null,
  lang: Lang,
): Promise<LiveRoomView> {
  const { db } = app.database;
  const cfg = app.config.live;
  const room = await visibleRoom(app, roomId, user, lang);
  const [goods, comments] = await Promise.all([
    roomGoods(db, room.id),
    listComments(db, room.id, { limit: 50 }),
  ]);
  return {
    ...toCard(room, await liveHub(app).viewersOf(room.id)),
    intro: room.intro,
    pull_url: room.state === 'live' ? pullUrl(cfg, room.id) : null,
    replay_url: room.state === 'ended' ? await replayOf(app, room.id) : null,
    goods,
    comments,
  };
}

export async function roomComments(
  app: AppContext,
  input: { room_id: number; after_id?: number; before_id?: number; limit: number },
  user: AuthUser | null,
  lang: Lang,
): Promise<LiveCommentList> {
  const room = await visibleRoom(app, input.room_id, user, lang);
  return {
    list: await listComments(app.database.db, room.id, {
      afterId: input.after_id,
      beforeId: input.before_id,
      limit: input.limit,
    }),
  };
}

/** A comment (idempotent by client_id: a retried post answers the stored comment). */
export async function postComment(
  app: AppContext,
  limiter: RateLimiter,
  input: { room_id: number; content: string; client_id: string },
  user: AuthUser,
  lang: Lang,
): Promise<LiveComment> {
  const { db } = app.database;
  if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
  const room = await visibleRoom(app, input.room_id, user, lang);
  const existing = () => commentByClientId(db, room.id, user.id, input.client_id);
  // a retried post answers the stored comment (no second row, no second event)
  const before = await existing();
  if (before) return toComment(before);
  if (room.state !== 'live' || room.review_status !== 1) throw locked(t(lang, 'live.notLive'));
  if (!(await limiter.hit(`${user.id}`))) throw locked(t(lang, 'live.commentTooFast'));
  let id: number;
  try {
    id = await insertComment(db, {
      room_id: room.id,
      user_id: user.id,
      content: input.content,
      client_id: input.client_id,
      created_at: app.clock.now(),
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const raced = await existing();
    if (!raced) throw err;
    return toComment(raced);
  }
  const comment = toComment(await commentById(db, id));
  liveHub(app).comment(comment);
  return comment;
}

export async function like(
  app: AppContext,
  input: { room_id: number; count: number },
  user: AuthUser,
  lang: Lang,
): Promise<LiveLikeResult> {
  const likeCount = await addLikes(app.database.db, input.room_id, input.count);
  if (likeCount === undefined) {
    await visibleRoom(app, input.room_id, user, lang);
    throw locked(t(lang, 'live.notLive'));
  }
  liveHub(app).likesChanged(input.room_id, likeCount);
  return { like_count: likeCount };
}

// ---- managers: rooms ----

export async function myRooms(
  app: AppContext,
  input: { status?: number; state?: LiveState; page: number; limit: number },
  user: AuthUser,
  lang: Lang,
): Promise<LivePage<LiveRoomManage>> {
  const { db } = app.database;
  await requireManager(db, user, lang);
  const { rows, total } = await ownerRoomsPage(db, user.id, {
    status: input.status,
    state: input.state,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const counts = await liveHub(app).viewerCounts();
  return { list: rows.map((r) => toManage(r, counts.get(r.id) ?? 0, lang)), total };
}

interface RoomInput {
  title: string;
  cover: string;
  intro: string;
  scheduled_at: number;
}

export async function addRoom(
  app: AppContext,
  input: RoomInput,
  user: AuthUser,
  lang: Lang,
): Promise<LiveRoomManage> {
  await requireManager(app.database.db, user, lang);
  checkSchedule(app, input.scheduled_at, lang);
  const cover = await checkedCover(app, input.cover, user, lang);
  const now = app.clock.now();
  const id = await insertRoom(app.database.db, {
    owner_user_id: user.id,
    title: input.title,
    cover,
    intro: input.intro,
    scheduled_at: input.scheduled_at,
    ...(await reviewFields(app, input.title, input.intro)),
    state: 'upcoming',
    started_at: null,
    ended_at: null,
    stream_key: newStreamKey(),
    created_at: now,
    updated_at: now,
  });
  // issue 23: a room submitted for review reaches the console's moderation queue at once
  notifyOps(app, 'moderation', id);
  return toManage(await findRoomOrThrow(app, id), 0, lang);
}

export async function editRoom(
  app: AppContext,
  input: RoomInput & { id: number },
  user: AuthUser,
  lang: Lang,
): Promise<LiveRoomManage> {
  const room = await managedRoom(app, input.id, user, lang);
  if (room.state !== 'upcoming') throw locked(t(lang, 'live.editWhileLive'));
  checkSchedule(app, input.scheduled_at, lang);
  const cover = await checkedCover(app, input.cover, user, lang, room.cover);
  const updated = await updateUpcomingRoom(app.database.db, room.id, {
    title: input.title,
    cover,
    intro: input.intro,
    scheduled_at: input.scheduled_at,
    ...(await reviewFields(app, input.title, input.intro)),
    updated_at: app.clock.now(),
  });
  if (!updated) throw locked(t(lang, 'live.editWhileLive'));
  // issue 23: an edited room is reviewed again (the console's moderation queue)
  notifyOps(app, 'moderation', room.id);
  const after = await findRoomOrThrow(app, room.id);
  return toManage(after, await liveHub(app).viewersOf(room.id), lang);
}

export async function manageDetail(
  app: AppContext,
  roomId: number,
  user: AuthUser,
  lang: Lang,
  host = '',
): Promise<LiveRoomManageDetail> {
  return detail(app, await managedRoom(app, roomId, user, lang), lang, host);
}

export async function startRoom(
  app: AppContext,
  roomId: number,
  user: AuthUser,
  lang: Lang,
  host = '',
): Promise<LiveRoomManageDetail> {
  const room = await managedRoom(app, roomId, user, lang);
  if (room.state === 'live') throw locked(t(lang, 'live.alreadyLive'));
  if (room.state === 'ended') throw locked(t(lang, 'live.alreadyEnded'));
  if (room.review_status !== 1) throw locked(t(lang, 'live.notApproved'));
  const now = app.clock.now();
  await moveRoom(
    app,
    room.id,
    'upcoming',
    { state: 'live', started_at: now },
    t(lang, 'live.alreadyLive'),
    true,
  );
  liveHub(app).state(room.id, 'live');
  return reloadDetail(app, room.id, lang, host);
}

export async function stopRoom(
  app: AppContext,
  roomId: number,
  user: AuthUser,
  lang: Lang,
  host = '',
): Promise<LiveRoomManageDetail> {
  const room = await managedRoom(app, roomId, user, lang);
  if (room.state !== 'live') throw locked(t(lang, 'live.notLive'));
  await moveRoom(
    app,
    room.id,
    'live',
    { state: 'ended', ended_at: app.clock.now() },
    t(lang, 'live.notLive'),
  );
  liveHub(app).state(room.id, 'ended');
  // issue 24: the stream stops with the room
  liveIngest(app).drop(room.id);
  return reloadDetail(app, room.id, lang, host);
}

export async function resetStreamKey(
  app: AppContext,
  roomId: number,
  user: AuthUser,
  lang: Lang,
  host = '',
): Promise<LiveRoomManageDetail> {
  const room = await managedRoom(app, roomId, user, lang);
  if (room.state !== 'upcoming') throw locked(t(lang, 'live.resetWhileLive'));
  await moveRoom(
    app,
    room.id,
    'upcoming',
    { stream_key: newStreamKey() },
    t(lang, 'live.resetWhileLive'),
  );
  return reloadDetail(app, room.id, lang, host);
}
