/**
 * Live rooms in real time (docs/api-live.md "Real time"): guests join with an ack, receive
 * comments, likes, viewers, state and pinned goods; unapproved rooms and bad payloads are
 * refused by the ack; after a reconnect `comments?after_id` answers exactly the missed ones.
 */
import { setAppConfig } from './moderation-helpers';
import { type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { LiveComment, LiveCommentList } from '../../src/shared/contract/live';
import {
  CLIENT_EVENTS,
  EVENTS,
  type LiveJoinAck,
  type LiveLikesPayload,
  type LivePinnedPayload,
  type LiveStatePayload,
  type LiveViewersPayload,
} from '../../src/shared/realtime';
import { openSocket, t, useListeningServer } from './socket-server';
import { library, manager, onSaleGoods, room } from './live-helpers';

useListeningServer();

/** A connected socket (a guest without a token). */
async function connect(auth: Record<string, unknown> = {}): Promise<Socket> {
  const socket = openSocket(auth);
  await new Promise<void>((resolve, reject) => {
    socket.once(EVENTS.hello, () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function join(socket: Socket, payload: unknown): Promise<LiveJoinAck> {
  return socket.timeout(5000).emitWithAck(CLIENT_EVENTS.liveJoin, payload) as Promise<LiveJoinAck>;
}

/** Payloads of an event matching `pred`, the first one within `ms` or null. */
function next<T>(socket: Socket, event: string, pred: (p: T) => boolean = () => true, ms = 4000) {
  return new Promise<T | null>((resolve) => {
    const handler = (p: T) => {
      if (!pred(p)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(p);
    };
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, ms);
    socket.on(event, handler);
  });
}

describe('live rooms over socket.io', () => {
  it('a guest joins and receives a comment posted by a user and the like count', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const guest = await connect();
    const ack = await join(guest, { room_id: r.id });
    expect(ack).toEqual({ ok: true, viewers: 1 });

    const u = await t.user();
    const gotComment = next<LiveComment>(guest, EVENTS.liveComment);
    const posted = await t.call('POST', '/api/live/comment', {
      as: u,
      body: { room_id: r.id, content: '来了', client_id: 'sock-1' },
    });
    expect(posted.code).toBe(200);
    expect(await gotComment).toEqual(posted.data);

    // a retried post is not pushed twice
    const noSecond = next<LiveComment>(guest, EVENTS.liveComment, () => true, 600);
    await t.call('POST', '/api/live/comment', {
      as: u,
      body: { room_id: r.id, content: '来了', client_id: 'sock-1' },
    });
    expect(await noSecond).toBeNull();

    // likes: throttled, the last count always arrives
    const gotFinal = next<LiveLikesPayload>(guest, EVENTS.liveLikes, (p) => p.like_count === 15);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.call('POST', '/api/live/like', {
        as: u,
        body: { room_id: r.id, count: 3 },
      });
      expect(res.code).toBe(200);
    }
    expect(await gotFinal).toEqual({ room_id: r.id, like_count: 15 });
  });

  it('refuses by ack to join an unapproved or unknown room or a bad payload', async () => {
    await setAppConfig(t, 'live_auto_approve', false);
    let pendingId: number;
    try {
      const m = await manager(t);
      pendingId = (await room(t, m)).id;
    } finally {
      await setAppConfig(t, 'live_auto_approve', true);
    }
    const guest = await connect();
    for (const payload of [
      { room_id: pendingId },
      { room_id: 99999999 },
      { room_id: 'x' },
      null,
      5,
    ]) {
      const ack = await join(guest, payload);
      expect(ack.ok).toBe(false);
      expect(ack.message).toBeTruthy();
    }
    // a comment in the pending room never reaches this socket
    const none = next(guest, EVENTS.liveComment, () => true, 300);
    expect(await none).toBeNull();
  });

  it('after a reconnect, comments?after_id answers exactly the missed ones', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const u = await t.user();
    const post = async (n: number) => {
      t.clock.advance(3); // past the comment rate window
      const res = await t.call<LiveComment>('POST', '/api/live/comment', {
        as: u,
        body: { room_id: r.id, content: `c${n}`, client_id: `rc-${n}` },
      });
      expect(res.code).toBe(200);
      return res.data;
    };
    const first = await connect();
    expect((await join(first, { room_id: r.id })).ok).toBe(true);
    const got = next<LiveComment>(first, EVENTS.liveComment);
    const c1 = await post(1);
    const last = await got;
    expect(last?.id).toBe(c1.id);
    first.close();

    const c2 = await post(2);
    const c3 = await post(3);

    const again = await connect();
    expect((await join(again, { room_id: r.id })).ok).toBe(true);
    const missed = await t.call<LiveCommentList>('GET', '/api/live/comments', {
      query: { room_id: r.id, after_id: last?.id },
    });
    expect(missed.data.list.map((c) => c.id)).toEqual([c2.id, c3.id]);
    // and the next one arrives live
    const live = next<LiveComment>(again, EVENTS.liveComment);
    const c4 = await post(4);
    expect((await live)?.id).toBe(c4.id);
  });

  it('counts viewers up and down and raises the peak', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const a = await connect();
    expect((await join(a, { room_id: r.id })).viewers).toBe(1);
    const up = next<LiveViewersPayload>(a, EVENTS.liveViewers, (p) => p.viewers === 3);
    const u = await t.user();
    const b = await connect({ token: u.token, role: 'user' });
    const c = await connect();
    expect((await join(b, { room_id: r.id })).viewers).toBe(2);
    expect((await join(c, { room_id: r.id })).viewers).toBe(3);
    expect(await up).toEqual({ room_id: r.id, viewers: 3 });

    const view = await t.call('GET', '/api/live/room', { query: { id: r.id } });
    expect(view.data.viewers).toBe(3);
    // the live tab lists the room with the most viewers first
    const list = await t.call('GET', '/api/live/list', { query: { tab: 'live' } });
    expect(list.data.list[0]).toMatchObject({ id: r.id, viewers: 3 });

    const down = next<LiveViewersPayload>(a, EVENTS.liveViewers, (p) => p.viewers === 1);
    b.emit(CLIENT_EVENTS.liveLeave, { room_id: r.id });
    c.close();
    expect(await down).toEqual({ room_id: r.id, viewers: 1 });

    const peak = await t.app.database.db
      .selectFrom('live_rooms')
      .select('viewers_peak')
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(peak.viewers_peak).toBe(3);
  });

  it('pushes the state and the pinned goods to the audience after the change', async () => {
    const m = await manager(t);
    const r = await room(t, m);
    const [lg] = await library(t, m, await onSaleGoods(t, 1, 60));
    await t.call('POST', '/api/live/room_goods/import', {
      as: m,
      body: { room_id: r.id, live_goods_ids: [lg as number] },
    });
    const guest = await connect();
    expect((await join(guest, { room_id: r.id })).ok).toBe(true);

    const started = next<LiveStatePayload>(guest, EVENTS.liveState);
    await t.call('POST', '/api/live/start', { as: m, body: { id: r.id } });
    expect(await started).toEqual({ room_id: r.id, state: 'live' });

    const pinned = next<LivePinnedPayload>(guest, EVENTS.livePinned);
    await t.call('POST', '/api/live/room_goods/pin', {
      as: m,
      body: { room_id: r.id, live_goods_id: lg as number },
    });
    const p = await pinned;
    expect(p?.goods?.live_goods_id).toBe(lg);
    expect(p?.goods?.pinned).toBe(true);

    const unpinned = next<LivePinnedPayload>(guest, EVENTS.livePinned);
    await t.call('POST', '/api/live/room_goods/remove', {
      as: m,
      body: { room_id: r.id, live_goods_id: lg as number },
    });
    expect(await unpinned).toEqual({ room_id: r.id, goods: null });

    const ended = next<LiveStatePayload>(guest, EVENTS.liveState);
    await t.call('POST', '/api/live/stop', { as: m, body: { id: r.id } });
    expect(await ended).toEqual({ room_id: r.id, state: 'ended' });
  });
});
