/**
 * Live streaming routes (docs/api-live.md): guest lists and rooms, comments and likes, the
 * manager routes with their right and ownership checks, the state machine, the goods library
 * and the goods of a room, and the served HLS test stream.
 */
import { setAppConfig } from './moderation-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LiveComment,
  LiveCommentList,
  LivePage,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomView,
} from '../../src/shared/contract/live';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import { library, manager, onSaleGoods, ownCover, room } from './live-helpers';
import { AGREED } from './consent-helpers';

let t: TestServer;
let demo: Actor;

beforeAll(async () => {
  t = await startTestServer();
  // the seeded demo user (id 1) with a session
  const login = await t.call('POST', '/api/login', {
    body: { mobile: '13800138000', password: 'demo123456', ...AGREED },
  });
  expect(login.code).toBe(200);
  demo = { id: 1, token: login.data.token as string };
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

async function seededRoom(state: 'live' | 'upcoming' | 'ended', reviewStatus = 1) {
  return db()
    .selectFrom('live_rooms')
    .selectAll()
    .where('owner_user_id', '=', 1)
    .where('state', '=', state)
    .where('review_status', '=', reviewStatus)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('seed', () => {
  it('gives the demo user the right, a library and rooms in every state', async () => {
    const access = await t.call('GET', '/api/user/get_seller_access', { as: demo });
    expect(access.data.live_manager).toBe(true);
    const rooms = await t.call('GET', '/api/live/my_rooms', { as: demo, query: { limit: 50 } });
    expect(rooms.code).toBe(200);
    const list = rooms.data.list as { state: string; review_status: number }[];
    expect(list.filter((r) => r.state === 'live' && r.review_status === 1)).toHaveLength(1);
    expect(list.filter((r) => r.state === 'upcoming' && r.review_status === 1)).toHaveLength(2);
    expect(list.filter((r) => r.state === 'ended')).toHaveLength(2);
    expect(list.filter((r) => r.review_status === 0)).toHaveLength(1);
    expect(list.filter((r) => r.review_status === 2)).toHaveLength(1);
    const lib = await t.call('GET', '/api/live/goods/library', { as: demo });
    expect(lib.data.total).toBe(6);
  });
});

describe('viewers (guests too)', () => {
  it('lists approved rooms per tab in their order, never the stream key', async () => {
    const live = await t.call('GET', '/api/live/list', { query: { tab: 'live' } });
    expect(live.code).toBe(200);
    expect(live.data.list.length).toBeGreaterThanOrEqual(1);
    for (const r of live.data.list as LiveRoomCard[]) expect(r.state).toBe('live');

    const up = await t.call('GET', '/api/live/list', { query: { tab: 'upcoming', limit: 50 } });
    const ups = up.data.list as LiveRoomCard[];
    expect(ups.every((r) => r.state === 'upcoming')).toBe(true);
    expect(ups.map((r) => r.scheduled_at)).toEqual([...ups.map((r) => r.scheduled_at)].sort());
    // the pending and the rejected rooms are not listed
    const pending = await seededRoom('upcoming', 0);
    const rejected = await seededRoom('upcoming', 2);
    expect(ups.map((r) => r.id)).not.toContain(pending.id);
    expect(ups.map((r) => r.id)).not.toContain(rejected.id);
    expect(up.data.total).toBe(ups.length);

    const replay = await t.call('GET', '/api/live/list', { query: { tab: 'replay' } });
    const ended = replay.data.list as LiveRoomCard[];
    expect(ended.length).toBeGreaterThanOrEqual(2);
    expect(ended.every((r) => r.state === 'ended')).toBe(true);
    expect(ended.map((r) => -(r.ended_at ?? 0))).toEqual(
      [...ended.map((r) => -(r.ended_at ?? 0))].sort((a, b) => a - b),
    );

    const keys = await db().selectFrom('live_rooms').select('stream_key').execute();
    const text = JSON.stringify([live.data, up.data, replay.data]);
    for (const k of keys) expect(text).not.toContain(k.stream_key);
  });

  it('paginates a tab', async () => {
    const p1 = await t.call('GET', '/api/live/list', { query: { tab: 'upcoming', limit: 1 } });
    const p2 = await t.call('GET', '/api/live/list', {
      query: { tab: 'upcoming', limit: 1, page: 2 },
    });
    expect(p1.data.list).toHaveLength(1);
    expect(p2.data.list).toHaveLength(1);
    expect(p1.data.list[0].id).not.toBe(p2.data.list[0].id);
  });

  it('opens a live room with the test stream, goods pinned first and the last comments', async () => {
    const live = await seededRoom('live');
    const res = await t.call<LiveRoomView>('GET', '/api/live/room', { query: { id: live.id } });
    expect(res.code).toBe(200);
    expect(res.data.pull_url).toBe('/live-test/index.m3u8');
    expect(res.data.replay_url).toBeNull();
    expect(res.data.goods.length).toBe(res.data.goods_count);
    expect(res.data.goods[0]?.pinned).toBe(true);
    expect(res.data.goods.filter((g) => g.pinned)).toHaveLength(1);
    expect(res.data.comments.length).toBeGreaterThan(0);
    const ids = res.data.comments.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(JSON.stringify(res.data)).not.toContain(live.stream_key);

    const ended = await seededRoom('ended');
    const replay = await t.call<LiveRoomView>('GET', '/api/live/room', {
      query: { id: ended.id },
    });
    expect(replay.data.pull_url).toBeNull();
    expect(replay.data.replay_url).toBe('/live-test/index.m3u8');
  });

  it('builds pull and replay URLs from the media server base when configured', async () => {
    const live = await seededRoom('live');
    const ended = await seededRoom('ended');
    t.app.config.live.hlsBase = 'https://media.example.com/hls';
    try {
      const a = await t.call('GET', '/api/live/room', { query: { id: live.id } });
      // issue 24: named by the room, never by the stream key
      expect(a.data.pull_url).toBe(`https://media.example.com/hls/room-${live.id}/index.m3u8`);
      expect(JSON.stringify(a.data)).not.toContain(live.stream_key);
      const b = await t.call('GET', '/api/live/room', { query: { id: ended.id } });
      expect(b.data.replay_url).toBe(`https://media.example.com/hls/room-${ended.id}/replay.m3u8`);
      // without a recording there is no replay
      t.app.config.live.media.record = false;
      const c = await t.call('GET', '/api/live/room', { query: { id: ended.id } });
      expect(c.data.replay_url).toBeNull();
    } finally {
      t.app.config.live.hlsBase = '';
      t.app.config.live.media.record = true;
    }
  });

  it('hides a room that is not approved from everyone but its owner', async () => {
    const pending = await seededRoom('upcoming', 0);
    const stranger = await t.user();
    for (const as of [null, stranger]) {
      const res = await t.call('GET', '/api/live/room', { as, query: { id: pending.id } });
      expect(res.code).toBe(422);
      expect(res.data).toBeNull();
      const c = await t.call('GET', '/api/live/comments', { as, query: { room_id: pending.id } });
      expect(c.code).toBe(422);
    }
    const own = await t.call('GET', '/api/live/room', { as: demo, query: { id: pending.id } });
    expect(own.code).toBe(200);
    expect((await t.call('GET', '/api/live/room', { query: { id: 99999999 } })).code).toBe(422);
  });

  it('reads comments after an id (catch-up), before an id and the newest', async () => {
    const live = await seededRoom('live');
    const all = await t.call<LiveCommentList>('GET', '/api/live/comments', {
      query: { room_id: live.id },
    });
    const ids = all.data.list.map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const after = await t.call('GET', '/api/live/comments', {
      query: { room_id: live.id, after_id: ids[1] },
    });
    expect(after.data.list.map((c: LiveComment) => c.id)).toEqual(ids.slice(2));
    const before = await t.call('GET', '/api/live/comments', {
      query: { room_id: live.id, before_id: ids[3], limit: 2 },
    });
    expect(before.data.list.map((c: LiveComment) => c.id)).toEqual(ids.slice(1, 3));
    const newest = await t.call('GET', '/api/live/comments', {
      query: { room_id: live.id, limit: 2 },
    });
    expect(newest.data.list.map((c: LiveComment) => c.id)).toEqual(ids.slice(-2));
  });
});

describe('comments and likes', () => {
  it('needs a login', async () => {
    const live = await seededRoom('live');
    const c = await t.call('POST', '/api/live/comment', {
      body: { room_id: live.id, content: 'hi', client_id: 'x1' },
    });
    expect(c.code).toBe(401);
    const l = await t.call('POST', '/api/live/like', { body: { room_id: live.id, count: 1 } });
    expect(l.code).toBe(401);
  });

  it('stores a comment once per client_id, trimmed, and limits the rate', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const u = await t.user();
    const body = { room_id: r.id, content: '  你好主播  ', client_id: 'c-1' };
    const first = await t.call<LiveComment>('POST', '/api/live/comment', { as: u, body });
    expect(first.code).toBe(200);
    expect(first.data.content).toBe('你好主播');
    expect(first.data.client_id).toBe('c-1');
    expect(first.data.user_id).toBe(u.id);
    // a retry (same client_id) answers the same comment, even within the rate window
    const again = await t.call<LiveComment>('POST', '/api/live/comment', { as: u, body });
    expect(again.code).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    const rows = await db()
      .selectFrom('live_comments')
      .select('id')
      .where('room_id', '=', r.id)
      .execute();
    expect(rows).toHaveLength(1);

    // a new comment within 2 s is refused; after 2 s it goes through
    const fast = await t.call('POST', '/api/live/comment', {
      as: u,
      body: { ...body, client_id: 'c-2' },
    });
    expect(fast.code).toBe(423);
    t.clock.advance(2);
    const later = await t.call('POST', '/api/live/comment', {
      as: u,
      body: { ...body, client_id: 'c-2' },
    });
    expect(later.code).toBe(200);
    expect(later.data.id).toBeGreaterThan(first.data.id);
  });

  it('answers concurrent retries of one comment with one row', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const u = await t.user();
    const body = { room_id: r.id, content: 'same', client_id: 'race-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/live/comment', { as: u, body })),
    );
    const ok = answers.filter((a) => a.code === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 423]).toContain(a.code);
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    const rows = await db()
      .selectFrom('live_comments')
      .select('id')
      .where('room_id', '=', r.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses comments and likes with 423 when the room is not live', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const u = await t.user();
    const before = await t.snapshot();
    const c = await t.call('POST', '/api/live/comment', {
      as: u,
      body: { room_id: r.id, content: 'hi', client_id: 'n1' },
    });
    expect(c.code).toBe(423);
    const l = await t.call('POST', '/api/live/like', { as: u, body: { room_id: r.id, count: 3 } });
    expect(l.code).toBe(423);
    const ended = await seededRoom('ended');
    const l2 = await t.call('POST', '/api/live/like', {
      as: u,
      body: { room_id: ended.id, count: 3 },
    });
    expect(l2.code).toBe(423);
    expect(await t.snapshot()).toBe(before);
  });

  it('counts every like under concurrency', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const users = await Promise.all(Array.from({ length: 4 }, () => t.user()));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.call('POST', '/api/live/like', {
          as: users[i % users.length],
          body: { room_id: r.id, count: 3 },
        }),
      ),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const max = Math.max(...answers.map((a) => a.data.like_count as number));
    expect(max).toBe(72);
    const row = await db()
      .selectFrom('live_rooms')
      .select('like_count')
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(row.like_count).toBe(72);
  });
});

describe('managers: rights and ownership', () => {
  it('answers 403 without the live-room manager right, changing nothing', async () => {
    const u = await t.user();
    const cover = await ownCover(t, u);
    const live = await seededRoom('live');
    const before = await t.snapshot();
    const calls: [string, string, Record<string, string | number>][] = [
      ['GET', 'my_rooms', {}],
      ['POST', 'add', { title: 't', cover, intro: '', scheduled_at: t.clock.now() + 60 }],
      ['GET', 'manage', { id: live.id }],
      ['POST', 'start', { id: live.id }],
      ['POST', 'stop', { id: live.id }],
      ['POST', 'reset_key', { id: live.id }],
      ['GET', 'goods/library', {}],
      ['GET', 'goods/candidates', {}],
      ['POST', 'goods/add', { goods_id: 1 }],
      ['GET', 'room_goods', { room_id: live.id }],
      ['POST', 'room_goods/import', { room_id: live.id, live_goods_ids: '1' }],
      ['POST', 'room_goods/pin', { room_id: live.id, live_goods_id: 0 }],
    ];
    for (const [method, path, input] of calls) {
      const res = await t.call(method, `/api/live/${path}`, {
        as: u,
        query: method === 'GET' ? input : undefined,
        body: method === 'POST' ? input : undefined,
      });
      expect(res.code, path).toBe(403);
      expect(res.message).toBeTruthy();
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another manager's room and library goods, leaking nothing", async () => {
    const owner = await manager(t);
    const other = await manager(t);
    const r = await room(t, owner);
    const [lg] = await library(t, owner, await onSaleGoods(t, 1, 40));
    await t.call('POST', '/api/live/room_goods/import', {
      as: owner,
      body: { room_id: r.id, live_goods_ids: String(lg) },
    });
    const cover = await ownCover(t, other);
    const cases: { method: 'GET' | 'POST'; url: string; input: Record<string, string | number> }[] =
      [
        { method: 'GET', url: '/api/live/manage', input: { id: r.id } },
        {
          method: 'POST',
          url: '/api/live/edit',
          input: { id: r.id, title: 'x', cover, intro: '', scheduled_at: t.clock.now() + 60 },
        },
        { method: 'POST', url: '/api/live/start', input: { id: r.id } },
        { method: 'POST', url: '/api/live/stop', input: { id: r.id } },
        { method: 'POST', url: '/api/live/reset_key', input: { id: r.id } },
        { method: 'GET', url: '/api/live/room_goods', input: { room_id: r.id } },
        {
          method: 'POST',
          url: '/api/live/room_goods/import',
          input: { room_id: r.id, live_goods_ids: String(lg) },
        },
        {
          method: 'POST',
          url: '/api/live/room_goods/remove',
          input: { room_id: r.id, live_goods_id: lg as number },
        },
        {
          method: 'POST',
          url: '/api/live/room_goods/pin',
          input: { room_id: r.id, live_goods_id: lg as number },
        },
        {
          method: 'POST',
          url: '/api/live/goods/edit',
          input: { id: lg as number, title: 'x', selling_point: '', sort: 1 },
        },
        { method: 'POST', url: '/api/live/goods/delete', input: { id: lg as number } },
      ];
    for (const c of cases) {
      await expectOtherUserRefused(t, { ...c, other });
      const res = await t.call(c.method, c.url, {
        as: other,
        query: c.method === 'GET' ? c.input : undefined,
        body: c.method === 'POST' ? c.input : undefined,
      });
      expect(res.data, c.url).toBeNull();
    }
    // importing another's library goods into one's own room is refused too
    const mine = await room(t, other);
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/live/room_goods/import',
      input: { room_id: mine.id, live_goods_ids: String(lg) },
      other,
    });
    // the other's lists do not show the owner's rooms or goods
    const rooms = await t.call('GET', '/api/live/my_rooms', { as: other, query: { limit: 50 } });
    expect(rooms.data.list.map((x: { id: number }) => x.id)).not.toContain(r.id);
    const lib = await t.call('GET', '/api/live/goods/library', { as: other });
    expect(lib.data.list.map((x: { id: number }) => x.id)).not.toContain(lg);
  });
});

describe('managers: rooms, review and the state machine', () => {
  it('reviews a new room: approved, rejected for a banned word, or pending', async () => {
    const m = await manager(t);
    const cover = await ownCover(t, m);
    const base = { cover, intro: '冬季新品', scheduled_at: t.clock.now() + 600 };
    const ok = await t.call('POST', '/api/live/add', { as: m, body: { ...base, title: '上新' } });
    expect(ok.code).toBe(200);
    expect(ok.data.review_status).toBe(1);
    expect(ok.data.state).toBe('upcoming');
    expect(ok.data.cover).toBe(cover);

    const bad = await t.call('POST', '/api/live/add', {
      as: m,
      body: { ...base, title: '清仓', intro: '可代开发票' },
    });
    expect(bad.code).toBe(200);
    expect(bad.data.review_status).toBe(2);
    expect(bad.data.review_reason).toContain('代开发票');
    // rejected rooms cannot go live; an edit without the word resubmits and approves
    expect(
      (await t.call('POST', '/api/live/start', { as: m, body: { id: bad.data.id } })).code,
    ).toBe(423);
    const fixed = await t.call('POST', '/api/live/edit', {
      as: m,
      body: { ...base, id: bad.data.id, title: '清仓', intro: '全场一折' },
    });
    expect(fixed.data.review_status).toBe(1);
    expect(fixed.data.review_reason).toBe('');

    await setAppConfig(t, 'live_auto_approve', false);
    try {
      const pending = await t.call('POST', '/api/live/add', {
        as: m,
        body: { ...base, title: '待审' },
      });
      expect(pending.data.review_status).toBe(0);
      const start = await t.call('POST', '/api/live/start', {
        as: m,
        body: { id: pending.data.id },
      });
      expect(start.code).toBe(423);
      const guest = await t.call('GET', '/api/live/room', { query: { id: pending.data.id } });
      expect(guest.code).toBe(422);
    } finally {
      await setAppConfig(t, 'live_auto_approve', true);
    }
  });

  it('refuses a schedule in the past or more than 30 days ahead, and a cover not uploaded by the user', async () => {
    const m = await manager(t);
    const other = await t.user();
    const cover = await ownCover(t, m);
    const othersUpload = await ownCover(t, other);
    const before = await t.snapshot();
    const now = t.clock.now();
    for (const scheduled_at of [now - 3600, now + 31 * 86400]) {
      const res = await t.call('POST', '/api/live/add', {
        as: m,
        body: { title: 'x', cover, intro: '', scheduled_at },
      });
      expect(res.code).toBe(422);
      expect(res.message).toContain('scheduled_at');
    }
    for (const c of [othersUpload, '/uploads/2026/11/nosuchfilenosuchfile.jpg']) {
      const res = await t.call('POST', '/api/live/add', {
        as: m,
        body: { title: 'x', cover: c, intro: '', scheduled_at: now + 60 },
      });
      expect(res.code).toBe(422);
      expect(res.message).toContain('cover');
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('starts only approved upcoming rooms, stops only live ones, edits and resets only before', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const manage = await t.call('GET', '/api/live/manage', { as: m, query: { id: r.id } });
    expect(manage.data.stream_key).toBe(r.stream_key);
    expect(manage.data.push_url).toBe(`rtmp://localhost:1935/live/${r.stream_key}`);
    expect(manage.data.pull_url).toBeNull();

    // stop before start: 423
    expect((await t.call('POST', '/api/live/stop', { as: m, body: { id: r.id } })).code).toBe(423);
    const reset = await t.call('POST', '/api/live/reset_key', { as: m, body: { id: r.id } });
    expect(reset.code).toBe(200);
    expect(reset.data.stream_key).not.toBe(r.stream_key);
    expect(reset.data.stream_key).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const start = await t.call('POST', '/api/live/start', { as: m, body: { id: r.id } });
    expect(start.code).toBe(200);
    expect(start.data.state).toBe('live');
    expect(start.data.started_at).toBeGreaterThan(0);
    expect(start.data.pull_url).toBe('/live-test/index.m3u8');

    const cover = await ownCover(t, m);
    const snap = await t.snapshot();
    expect((await t.call('POST', '/api/live/start', { as: m, body: { id: r.id } })).code).toBe(423);
    expect((await t.call('POST', '/api/live/reset_key', { as: m, body: { id: r.id } })).code).toBe(
      423,
    );
    const edit = await t.call('POST', '/api/live/edit', {
      as: m,
      body: { id: r.id, title: 'new', cover, intro: '', scheduled_at: t.clock.now() + 60 },
    });
    expect(edit.code).toBe(423);
    expect(await t.snapshot()).toBe(snap);

    const stop = await t.call('POST', '/api/live/stop', { as: m, body: { id: r.id } });
    expect(stop.code).toBe(200);
    expect(stop.data.state).toBe('ended');
    expect(stop.data.ended_at).toBeGreaterThanOrEqual(stop.data.started_at);
    for (const path of ['start', 'stop', 'reset_key']) {
      expect((await t.call('POST', `/api/live/${path}`, { as: m, body: { id: r.id } })).code).toBe(
        423,
      );
    }
    const editEnded = await t.call('POST', '/api/live/edit', {
      as: m,
      body: { id: r.id, title: 'new', cover, intro: '', scheduled_at: t.clock.now() + 60 },
    });
    expect(editEnded.code).toBe(423);
    const replay = await t.call('GET', '/api/live/list', { query: { tab: 'replay' } });
    expect(replay.data.list[0].id).toBe(r.id);
  });

  it('filters my rooms by review status and state', async () => {
    const pending = await t.call('GET', '/api/live/my_rooms', {
      as: demo,
      query: { status: 0 },
    });
    expect(pending.data.list.every((r: { review_status: number }) => r.review_status === 0)).toBe(
      true,
    );
    expect(pending.data.total).toBe(pending.data.list.length);
    const ended = await t.call('GET', '/api/live/my_rooms', {
      as: demo,
      query: { state: 'ended' },
    });
    expect(ended.data.list.length).toBeGreaterThanOrEqual(2);
    expect(ended.data.list.every((r: { state: string }) => r.state === 'ended')).toBe(true);
  });
});

describe('managers: goods library and room goods', () => {
  it('adds shop goods once, lists candidates without them, edits and deletes', async () => {
    const m = await manager(t);
    const [g1, g2] = await onSaleGoods(t, 2, 10);
    const add = await t.call('POST', '/api/live/goods/add', {
      as: m,
      body: { goods_id: g1 as number, title: '', selling_point: '直播专享' },
    });
    expect(add.code).toBe(200);
    const shop = await db()
      .selectFrom('goods')
      .select(['title', 'price', 'image'])
      .where('id', '=', g1 as number)
      .executeTakeFirstOrThrow();
    expect(add.data.title).toBe(shop.title.slice(0, 40));
    expect(add.data.price).toBe(shop.price);
    expect(add.data.image).toBe(shop.image);
    expect(add.data.on_sale).toBe(true);
    expect(typeof add.data.stock).toBe('number');

    const snap = await t.snapshot();
    const dup = await t.call('POST', '/api/live/goods/add', {
      as: m,
      body: { goods_id: g1 as number, title: 'x', selling_point: '' },
    });
    expect(dup.code).toBe(422);
    expect(await t.snapshot()).toBe(snap);

    const off = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '!=', 1)
      .executeTakeFirst();
    if (off) {
      const r = await t.call('POST', '/api/live/goods/add', {
        as: m,
        body: { goods_id: off.id, title: 'x', selling_point: '' },
      });
      expect(r.code).toBe(422);
    }

    const cand = await t.call('GET', '/api/live/goods/candidates', {
      as: m,
      query: { limit: 50, page: 1 },
    });
    const candIds = cand.data.list.map((c: { goods_id: number }) => c.goods_id);
    expect(candIds).not.toContain(g1);
    expect(cand.data.total).toBeGreaterThan(0);
    const search = await t.call('GET', '/api/live/goods/library', {
      as: m,
      query: { keyword: shop.title.slice(0, 3) },
    });
    expect(search.data.list.map((x: { id: number }) => x.id)).toContain(add.data.id);
    const none = await t.call('GET', '/api/live/goods/library', {
      as: m,
      query: { keyword: '%%__nomatch' },
    });
    expect(none.data.total).toBe(0);

    const edit = await t.call('POST', '/api/live/goods/edit', {
      as: m,
      body: { id: add.data.id, title: '直播款', selling_point: '买一送一', sort: 5 },
    });
    expect(edit.data).toMatchObject({ title: '直播款', selling_point: '买一送一', sort: 5 });

    // delete also removes it from rooms that are not live; refused while in a live room
    const [lg2] = await library(t, m, [g2 as number]);
    const upcoming = await room(t, m);
    const live = await room(t, m, { live: true });
    for (const r of [upcoming, live]) {
      await t.call('POST', '/api/live/room_goods/import', {
        as: m,
        body: { room_id: r.id, live_goods_ids: [add.data.id, lg2 as number] },
        json: true,
      });
    }
    const refused = await t.call('POST', '/api/live/goods/delete', {
      as: m,
      body: { id: lg2 as number },
    });
    expect(refused.code).toBe(423);
    await t.call('POST', '/api/live/room_goods/remove', {
      as: m,
      body: { room_id: live.id, live_goods_id: lg2 as number },
    });
    const del = await t.call('POST', '/api/live/goods/delete', {
      as: m,
      body: { id: lg2 as number },
    });
    expect(del.code).toBe(200);
    const left = await db()
      .selectFrom('live_room_goods')
      .select('room_id')
      .where('live_goods_id', '=', lg2 as number)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('imports idempotently in one transaction', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const [a, b, c] = await library(t, m, await onSaleGoods(t, 3, 20));
    const first = await t.call('POST', '/api/live/room_goods/import', {
      as: m,
      body: { room_id: r.id, live_goods_ids: [a as number, b as number] },
    });
    expect(first.data).toEqual({ imported: 2, skipped: 0 });
    const second = await t.call('POST', '/api/live/room_goods/import', {
      as: m,
      body: { room_id: r.id, live_goods_ids: [a as number, b as number, c as number] },
    });
    expect(second.data).toEqual({ imported: 1, skipped: 2 });
    const list = await t.call<LivePage<LiveRoomGoods>>('GET', '/api/live/room_goods', {
      as: m,
      query: { room_id: r.id },
    });
    expect(list.data.list.map((g) => g.live_goods_id)).toEqual([a, b, c]);

    // one unknown id refuses the whole import
    const [d] = await library(t, m, await onSaleGoods(t, 1, 23));
    const snap = await t.snapshot();
    const bad = await t.call('POST', '/api/live/room_goods/import', {
      as: m,
      body: { room_id: r.id, live_goods_ids: [d as number, 99999999] },
    });
    expect(bad.code).toBe(422);
    expect(await t.snapshot()).toBe(snap);

    // concurrent imports of the same goods store each once
    const r2 = await room(t, m);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('POST', '/api/live/room_goods/import', {
          as: m,
          body: { room_id: r2.id, live_goods_ids: [a as number, b as number, c as number] },
        }),
      ),
    );
    expect(answers.every((x) => x.code === 200)).toBe(true);
    const rows = await db()
      .selectFrom('live_room_goods')
      .select('live_goods_id')
      .where('room_id', '=', r2.id)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('pins at most one goods per room, also under concurrency, and unpins with 0', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const ids = await library(t, m, await onSaleGoods(t, 4, 30));
    await t.call('POST', '/api/live/room_goods/import', {
      as: m,
      body: { room_id: r.id, live_goods_ids: ids },
    });
    const pinned = async () =>
      db()
        .selectFrom('live_room_goods')
        .select('live_goods_id')
        .where('room_id', '=', r.id)
        .where('pinned', '=', 1)
        .execute();
    const p1 = await t.call('POST', '/api/live/room_goods/pin', {
      as: m,
      body: { room_id: r.id, live_goods_id: ids[2] as number },
    });
    expect(p1.code).toBe(200);
    expect(p1.data.goods.live_goods_id).toBe(ids[2]);
    expect(p1.data.goods.pinned).toBe(true);
    await t.call('POST', '/api/live/room_goods/pin', {
      as: m,
      body: { room_id: r.id, live_goods_id: ids[1] as number },
    });
    expect((await pinned()).map((p) => p.live_goods_id)).toEqual([ids[1]]);
    const view = await t.call<LiveRoomView>('GET', '/api/live/room', { query: { id: r.id } });
    expect(view.data.goods[0]?.live_goods_id).toBe(ids[1]);

    const answers = await Promise.all(
      ids.map((id) =>
        t.call('POST', '/api/live/room_goods/pin', {
          as: m,
          body: { room_id: r.id, live_goods_id: id },
        }),
      ),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await pinned()).toHaveLength(1);

    const notIn = await t.call('POST', '/api/live/room_goods/pin', {
      as: m,
      body: { room_id: r.id, live_goods_id: 99999999 },
    });
    expect(notIn.code).toBe(422);
    expect(await pinned()).toHaveLength(1);

    const unpin = await t.call('POST', '/api/live/room_goods/pin', {
      as: m,
      body: { room_id: r.id, live_goods_id: 0 },
    });
    expect(unpin.data.goods).toBeNull();
    expect(await pinned()).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('every route refuses bad input with 422 and changes nothing', async () => {
    const m = await manager(t);
    const u = await t.user();
    const upcoming = await room(t, m);
    const live = await room(t, m, { live: true });
    const [lg] = await library(t, m, await onSaleGoods(t, 1, 50));
    await t.call('POST', '/api/live/room_goods/import', {
      as: m,
      body: { room_id: live.id, live_goods_ids: [lg as number] },
    });
    const cover = await ownCover(t, m);
    const spare = (await onSaleGoods(t, 1, 51))[0] as number;
    const now = t.clock.now();
    const room_fields = { title: 'x', cover, intro: 'y', scheduled_at: now + 600 };
    const specs: Parameters<typeof expectBadInputRefused>[1][] = [
      {
        method: 'GET',
        url: '/api/live/list',
        valid: { tab: 'live', page: 1, limit: 10 },
        optional: ['tab', 'page', 'limit'],
      },
      { method: 'GET', url: '/api/live/room', valid: { id: live.id } },
      {
        method: 'GET',
        url: '/api/live/comments',
        valid: { room_id: live.id, after_id: 1, limit: 10 },
        optional: ['after_id', 'limit'],
      },
      {
        method: 'POST',
        url: '/api/live/comment',
        as: u,
        // an upcoming room: the valid comment itself is refused (423), so nothing is stored
        valid: { room_id: upcoming.id, content: 'hello', client_id: 'bad-1' },
      },
      { method: 'POST', url: '/api/live/like', as: u, valid: { room_id: live.id, count: 2 } },
      {
        method: 'GET',
        url: '/api/live/my_rooms',
        as: m,
        valid: { page: 1, limit: 10, status: 1, state: 'live' },
        optional: ['page', 'limit', 'status', 'state'],
      },
      {
        method: 'POST',
        url: '/api/live/add',
        as: m,
        valid: room_fields,
        fixed: ['title', 'intro'],
        optional: ['intro'],
      },
      {
        method: 'POST',
        url: '/api/live/edit',
        as: m,
        valid: { id: upcoming.id, ...room_fields },
        fixed: ['title', 'intro'],
        optional: ['intro'],
      },
      { method: 'GET', url: '/api/live/manage', as: m, valid: { id: upcoming.id } },
      { method: 'POST', url: '/api/live/start', as: m, valid: { id: upcoming.id } },
      { method: 'POST', url: '/api/live/stop', as: m, valid: { id: live.id } },
      { method: 'POST', url: '/api/live/reset_key', as: m, valid: { id: upcoming.id } },
      {
        method: 'GET',
        url: '/api/live/goods/library',
        as: m,
        valid: { keyword: 'a', page: 1, limit: 10 },
        optional: ['keyword', 'page', 'limit'],
      },
      {
        method: 'GET',
        url: '/api/live/goods/candidates',
        as: m,
        valid: { keyword: 'a', page: 1, limit: 10 },
        optional: ['keyword', 'page', 'limit'],
      },
      {
        method: 'POST',
        url: '/api/live/goods/add',
        as: m,
        valid: { goods_id: spare, title: 't', selling_point: 's' },
        fixed: ['title', 'selling_point'],
      },
      {
        method: 'POST',
        url: '/api/live/goods/edit',
        as: m,
        valid: { id: lg as number, title: 't', selling_point: 's', sort: 1 },
        fixed: ['title', 'selling_point'],
        optional: ['sort'],
      },
      { method: 'POST', url: '/api/live/goods/delete', as: m, valid: { id: lg as number } },
      {
        method: 'GET',
        url: '/api/live/room_goods',
        as: m,
        valid: { room_id: live.id, page: 1, limit: 10 },
        optional: ['page', 'limit'],
      },
      {
        method: 'POST',
        url: '/api/live/room_goods/import',
        as: m,
        valid: { room_id: upcoming.id, live_goods_ids: String(lg) },
      },
      {
        method: 'POST',
        url: '/api/live/room_goods/remove',
        as: m,
        valid: { room_id: live.id, live_goods_id: lg as number },
      },
      {
        method: 'POST',
        url: '/api/live/room_goods/pin',
        as: m,
        valid: { room_id: live.id, live_goods_id: lg as number },
      },
    ];
    let cases = 0;
    for (const spec of specs) cases += await expectBadInputRefused(t, spec);
    expect(cases).toBeGreaterThan(300);
    // 300+ requests: past the default 20 s on PostgreSQL on a loaded machine (main too)
  }, 90_000);
});

describe('the HLS test stream', () => {
  it('serves the playlist and its segments with their content types', async () => {
    const list = await t.inject({ method: 'GET', url: '/live-test/index.m3u8' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(list.body).toContain('#EXTM3U');
    const seg = /^(seg\d+\.mpegts)$/m.exec(list.body)?.[1];
    expect(seg).toBeTruthy();
    const ts = await t.inject({ method: 'GET', url: `/live-test/${seg as string}` });
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['content-type']).toContain('video/mp2t');
    expect(ts.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await t.inject({ method: 'GET', url: '/live-test/README.md' })).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/live-test/..%2Fpackage.json' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
