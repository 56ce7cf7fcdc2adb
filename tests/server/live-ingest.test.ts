/**
 * issue 24: the embedded RTMP ingest (docs/live-media.md) with real ffmpeg pushes: a room's
 * key goes live and its HLS is served, a stopped push ends the room (with a replay), a manager's
 * stop drops the publisher at once and the stopped room cannot publish again, a wrong key and
 * an unapproved room are refused. Skipped (with a message) only where ffmpeg is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { liveIngest } from '../../src/server/modules/live/live-media.service';
import {
  CLIENT_EVENTS,
  EVENTS,
  type LiveJoinAck,
  type LiveStatePayload,
} from '../../src/shared/realtime';
import { manager, room } from './live-helpers';
import { openSocket, t, useListeningServer } from './socket-server';

const HAS_FFMPEG = spawnSync('ffmpeg', ['-hide_banner', '-version']).status === 0;
if (!HAS_FFMPEG) {
  console.warn('live-ingest tests skipped: ffmpeg is not installed (apt-get install ffmpeg)');
}

const base = loadConfig({ NODE_ENV: 'test' }).live;
if (HAS_FFMPEG) {
  useListeningServer({
    live: {
      ...base,
      // port 0: the ingest binds a free port (liveIngest(app).port())
      media: { ...base.media, mode: 'embedded', rtmpPort: 0, rtmpHost: '127.0.0.1' },
    },
  });
}

const pushes: ChildProcess[] = [];
afterEach(() => {
  for (const p of pushes.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill();
});

/** ffmpeg pushing a test pattern to the ingest with `key` (killed after each test). */
function push(key: string): { child: ChildProcess; exited: Promise<number | null> } {
  const url = `rtmp://127.0.0.1:${liveIngest(t.app).port()}/live/${key}`;
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine', '-t', '60'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-pix_fmt', 'yuv420p'], // what browsers decode (testsrc is RGB)
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  pushes.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { child, exited };
}

async function watch(roomId: number): Promise<Socket> {
  const socket = openSocket({});
  await new Promise<void>((resolve, reject) => {
    socket.once(EVENTS.hello, () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket
    .timeout(5000)
    .emitWithAck(CLIENT_EVENTS.liveJoin, { room_id: roomId })) as LiveJoinAck;
  expect(ack.ok).toBe(true);
  return socket;
}

/** The next live:state of the room (rejects after `ms`). */
function stateEvent(socket: Socket, roomId: number, state: string, ms = 20_000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no live:state ${state} in ${ms} ms`)), ms);
    const on = (p: LiveStatePayload) => {
      if (p.room_id !== roomId || p.state !== state) return;
      clearTimeout(timer);
      socket.off(EVENTS.liveState, on);
      resolve();
    };
    socket.on(EVENTS.liveState, on);
  });
}

/** Resolves with the exit code, or rejects when the process still runs after `ms`. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_r, reject) =>
      setTimeout(() => reject(new Error(`${what} after ${ms} ms`)), ms),
    ),
  ]);
}

async function roomState(id: number): Promise<string> {
  const row = await t.app.database.db
    .selectFrom('live_rooms')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.state;
}

describe.skipIf(!HAS_FFMPEG)('the embedded RTMP ingest', () => {
  it('goes live with the room key, serves the HLS, ends when the push stops, keeps a replay', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const manage = await t.call('GET', '/api/live/manage', { as: m, query: { id: r.id } });
    expect(manage.data).toMatchObject({ ingest_ready: true, ingest_message: '' });
    const viewer = await watch(r.id);
    const live = stateEvent(viewer, r.id, 'live');
    const p = push(r.stream_key);
    await live;

    const view = await t.call('GET', '/api/live/room', { query: { id: r.id } });
    expect(view.data.state).toBe('live');
    expect(view.data.pull_url).toBe(`/live-hls/room-${r.id}/index.m3u8`);
    const playlist = await t.inject({ method: 'GET', url: view.data.pull_url as string });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    const segment = /^live-\d+\.ts$/m.exec(playlist.body)?.[0];
    expect(segment).toBeDefined();
    const ts = await t.inject({ method: 'GET', url: `/live-hls/room-${r.id}/${segment}` });
    expect(ts.statusCode).toBe(200);
    expect(ts.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    // nothing else of the folder is served
    expect((await t.inject({ method: 'GET', url: `/live-hls/room-${r.id}/` })).statusCode).toBe(
      404,
    );

    const ended = stateEvent(viewer, r.id, 'ended');
    p.child.kill('SIGINT');
    await ended;
    expect(await roomState(r.id)).toBe('ended');
    const after = await t.call('GET', '/api/live/room', { query: { id: r.id } });
    expect(after.data.replay_url).toBe(`/live-hls/room-${r.id}/replay.m3u8`);
    const replay = await t.inject({ method: 'GET', url: after.data.replay_url as string });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain('#EXT-X-ENDLIST');
    expect(replay.body).toMatch(/^rec-\d+\.ts$/m);
  });

  it("a manager's stop drops the publisher at once, and the stopped room cannot publish again", async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const viewer = await watch(r.id);
    const live = stateEvent(viewer, r.id, 'live');
    const p = push(r.stream_key);
    await live;
    const ended = stateEvent(viewer, r.id, 'ended');
    const stop = await t.call('POST', '/api/live/stop', { as: m, body: { id: r.id } });
    expect(stop.code).toBe(200);
    await ended;
    // the encoder loses its connection (it would push for 60 s otherwise)
    await within(p.exited, 10_000, 'the publisher was not dropped');

    const again = push(r.stream_key);
    expect(await within(again.exited, 10_000, 'a stopped room was not refused')).not.toBe(0);
    expect(await roomState(r.id)).toBe('ended');
  });

  it('refuses a wrong key, a reset key and a room that is not approved', async () => {
    const m = await manager(t);
    const wrong = push('not-a-key-of-any-room-000');
    expect(await within(wrong.exited, 10_000, 'a wrong key was not refused')).not.toBe(0);

    const r = await room(t, m);
    const reset = await t.call('POST', '/api/live/reset_key', { as: m, body: { id: r.id } });
    expect(reset.code).toBe(200);
    const old = push(r.stream_key);
    expect(await within(old.exited, 10_000, 'a reset key was not refused')).not.toBe(0);
    expect(await roomState(r.id)).toBe('upcoming');

    const pending = await room(t, m);
    await t.app.database.db
      .updateTable('live_rooms')
      .set({ review_status: 0 })
      .where('id', '=', pending.id)
      .execute();
    const p = push(pending.stream_key);
    expect(await within(p.exited, 10_000, 'an unapproved room was not refused')).not.toBe(0);
    expect(await roomState(pending.id)).toBe('upcoming');
  });
});
