/**
 * issue 24: the ingest's callbacks for LIVE_MEDIA=external (nginx-rtmp; docs/live-media.md) and
 * what a streamer is told when publishing is refused for the whole server (off, no ffmpeg).
 * No ffmpeg needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { stopLiveRoom } from '../../src/server/modules/live/live-media.service';
import { startTestServer, type TestServer } from './harness';
import { manager, room } from './live-helpers';

const SECRET = 'a-shared-secret-of-the-media-server-0123';
const base = loadConfig({ NODE_ENV: 'test' }).live;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    live: {
      ...base,
      hlsBase: 'https://media.example.com/hls',
      rtmpBase: 'rtmp://media.example.com/live',
      media: { ...base.media, mode: 'external', secret: SECRET },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function callback(path: string, fields: Record<string, string>, secret: string | null = SECRET) {
  return t.inject({
    method: 'POST',
    url: `/api/live/media/${path}${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const stateOf = async (id: number) =>
  (
    await t.app.database.db
      .selectFrom('live_rooms')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;

describe('LIVE_MEDIA=external: the nginx-rtmp callbacks', () => {
  it('on_publish with the room key: live, renamed to room-<id>; on_publish_done: ended', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const manage = await t.call('GET', '/api/live/manage', { as: m, query: { id: r.id } });
    expect(manage.data.push_url).toBe(`rtmp://media.example.com/live/${r.stream_key}`);
    expect(manage.data.ingest_ready).toBe(true);

    const pub = await callback('on_publish', { call: 'publish', app: 'live', name: r.stream_key });
    expect(pub.statusCode).toBe(302);
    expect(pub.headers.location).toBe(`room-${r.id}`);
    expect(await stateOf(r.id)).toBe('live');
    const view = await t.call('GET', '/api/live/room', { query: { id: r.id } });
    expect(view.data.pull_url).toBe(`https://media.example.com/hls/room-${r.id}/index.m3u8`);

    const upd = await callback('on_update', {
      call: 'update_publish',
      app: 'live',
      name: `room-${r.id}`,
    });
    expect(upd.statusCode).toBe(200);

    const done = await callback('on_publish_done', { app: 'live', name: `room-${r.id}` });
    expect(done.statusCode).toBe(200);
    expect(await stateOf(r.id)).toBe('ended');
    // an ended room cannot publish again, and its updates answer no (nginx drops it)
    expect((await callback('on_publish', { app: 'live', name: r.stream_key })).statusCode).toBe(
      403,
    );
    expect(
      (await callback('on_update', { call: 'update_publish', name: `room-${r.id}` })).statusCode,
    ).toBe(403);
  });

  it('refuses a wrong secret, a wrong key, another application and an unapproved room', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const before = await t.snapshot();
    for (const secret of [null, 'wrong', `${SECRET}x`]) {
      const res = await callback('on_publish', { app: 'live', name: r.stream_key }, secret);
      expect(res.statusCode).toBe(403);
      expect((await callback('on_publish_done', { name: `room-${r.id}` }, secret)).statusCode).toBe(
        403,
      );
    }
    expect((await callback('on_publish', { app: 'live', name: 'nokey' })).statusCode).toBe(403);
    expect((await callback('on_publish', { app: 'other', name: r.stream_key })).statusCode).toBe(
      403,
    );
    await t.app.database.db
      .updateTable('live_rooms')
      .set({ review_status: 0 })
      .where('id', '=', r.id)
      .execute();
    expect((await callback('on_publish', { app: 'live', name: r.stream_key })).statusCode).toBe(
      403,
    );
    await t.app.database.db
      .updateTable('live_rooms')
      .set({ review_status: 1 })
      .where('id', '=', r.id)
      .execute();
    expect(await t.snapshot()).toBe(before);
  });

  it("stopLiveRoom (an operator's stop) ends a live room; its next on_update answers no", async () => {
    const m = await manager(t);
    const r = await room(t, m);
    expect((await callback('on_publish', { app: 'live', name: r.stream_key })).statusCode).toBe(
      302,
    );
    expect(await stopLiveRoom(t.app, r.id)).toBe(true);
    expect(await stateOf(r.id)).toBe('ended');
    expect(await stopLiveRoom(t.app, r.id)).toBe(false);
    const upd = await callback('on_update', { call: 'update_publish', name: `room-${r.id}` });
    expect(upd.statusCode).toBe(403);
  });
});

describe('publishing refused for the whole server', () => {
  it('says why on the manage page: off, or ffmpeg missing', async () => {
    const off = await startTestServer();
    const noFfmpeg = await startTestServer({
      live: {
        ...base,
        media: { ...base.media, mode: 'embedded', rtmpPort: 0, ffmpeg: '/nonexistent/ffmpeg' },
      },
    });
    try {
      for (const [s, en] of [
        [off, 'Live streaming is turned off on this server; streams are refused'],
        [noFfmpeg, 'The live server lacks ffmpeg; streams are refused until it is installed'],
      ] as const) {
        const m = await manager(s);
        const r = await room(s, m);
        const res = await s.call('GET', '/api/live/manage', {
          as: m,
          query: { id: r.id },
          headers: { 'accept-language': 'en' },
        });
        expect(res.data).toMatchObject({ ingest_ready: false, ingest_message: en });
      }
      // the callbacks exist only with LIVE_MEDIA=external
      expect(
        (await off.inject({ method: 'POST', url: '/api/live/media/on_publish' })).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
      await noFfmpeg.close();
    }
    // two more servers, each with a fresh database
  }, 90_000);
});
