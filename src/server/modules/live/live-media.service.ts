/**
 * issue 24: the shop's side of the RTMP ingest (docs/live-media.md). The ingest (embedded, or
 * nginx-rtmp calling live-media.routes.ts) asks here whether a stream key may publish, and
 * reports when the stream runs and when it stopped: an approved room that has not ended goes
 * live when its stream starts and ends when it stops; a stopped room's publisher is dropped.
 */
import type { AppContext } from '../../context';
import {
  hlsDirOf,
  liveIngestOf,
  streamName,
  type IngestLog,
  type LiveIngest,
} from '../../providers/live-ingest';
import { findRoom, findRoomByKey, hasRight, moveRoomState } from './live.repository';
import { LIVE_RIGHT } from './live-room.service';
import { liveHub } from './live.sockets';

const ingests = new WeakMap<AppContext, LiveIngest>();

/** The app's ingest (LIVE_MEDIA), made once. */
export function liveIngest(app: AppContext): LiveIngest {
  let ingest = ingests.get(app);
  if (!ingest) {
    ingest = liveIngestOf(app.config.live.media, app.config.dataDir);
    ingests.set(app, ingest);
  }
  return ingest;
}

/** Where the embedded ingest writes the HLS of the rooms (served at /live-hls/). */
export const liveHlsDir = (app: AppContext) => hlsDirOf(app.config.live.media, app.config.dataDir);

/** Why `key` may not publish (for the log, never the key), or the room it publishes to. */
export async function authorisePublish(
  app: AppContext,
  key: string,
): Promise<{ roomId: number } | { refused: string }> {
  const { db } = app.database;
  const room = key ? await findRoomByKey(db, key) : undefined;
  if (!room) return { refused: 'unknown or reset stream key' };
  if (room.review_status !== 1) return { refused: `room ${room.id} is not approved` };
  if (room.state === 'ended') return { refused: `room ${room.id} has ended` };
  if (!(await hasRight(db, room.owner_user_id, LIVE_RIGHT))) {
    return { refused: `the owner of room ${room.id} has no live-room manager right` };
  }
  return { roomId: room.id };
}

/** The stream runs: upcoming → live (or already live by the manager's start). */
export async function publishStarted(app: AppContext, roomId: number): Promise<boolean> {
  const { db } = app.database;
  const now = app.clock.now();
  if (await moveRoomState(db, roomId, 'upcoming', { state: 'live', started_at: now }, now, true)) {
    liveHub(app).state(roomId, 'live');
    return true;
  }
  const room = await findRoom(db, roomId);
  return room?.state === 'live' && room.review_status === 1;
}

/** The stream stopped: live → ended (nothing when the room was stopped already). */
export async function publishEnded(app: AppContext, roomId: number): Promise<void> {
  const now = app.clock.now();
  if (
    await moveRoomState(
      app.database.db,
      roomId,
      'live',
      { state: 'ended', ended_at: now },
      now,
      false,
    )
  ) {
    liveHub(app).state(roomId, 'ended');
  }
}

/**
 * Stops a live room now (an operator's or a manager's stop): live → ended, viewers told, and
 * its publisher dropped at once. Answers false when the room was not live.
 */
export async function stopLiveRoom(app: AppContext, roomId: number): Promise<boolean> {
  const now = app.clock.now();
  const moved = await moveRoomState(
    app.database.db,
    roomId,
    'live',
    { state: 'ended', ended_at: now },
    now,
    false,
  );
  if (moved) liveHub(app).state(roomId, 'ended');
  liveIngest(app).drop(roomId);
  return moved;
}

/** Starts the ingest with the shop's handlers (the app's onReady). */
export function startLiveIngest(app: AppContext, log: IngestLog): Promise<void> {
  return liveIngest(app).start(
    {
      authorise: (key) => authorisePublish(app, key),
      started: (roomId) => publishStarted(app, roomId),
      ended: (roomId) => publishEnded(app, roomId),
    },
    log,
  );
}

export { streamName };
