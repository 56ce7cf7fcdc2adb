/** Helpers of the live-streaming tests (docs/api-live.md). */
import { randomBytes } from 'node:crypto';
import type { Actor, TestServer } from './harness';

/** A user with the live-room manager right. */
export async function manager(t: TestServer): Promise<Actor> {
  const u = await t.user();
  await t.app.database.db
    .insertInto('user_rights')
    .values({ user_id: u.id, right: 'live_manager', granted_at: t.clock.now() })
    .execute();
  return u;
}

/** An uploaded image of the user (as the upload route records it). */
export async function ownCover(t: TestServer, u: Actor): Promise<string> {
  const path = `/uploads/2026/11/${randomBytes(12).toString('hex')}.jpg`;
  await t.app.database.db
    .insertInto('uploads')
    .values({ user_id: u.id, path, mime: 'image/jpeg', size: 1000, created_at: t.clock.now() })
    .execute();
  return path;
}

/** An approved room of the manager (auto approval), optionally started. */
export async function room(
  t: TestServer,
  u: Actor,
  opts: { title?: string; intro?: string; live?: boolean } = {},
): Promise<{ id: number; stream_key: string }> {
  const res = await t.call('POST', '/api/live/add', {
    as: u,
    body: {
      title: opts.title ?? '测试直播间',
      cover: await ownCover(t, u),
      intro: opts.intro ?? '简介',
      scheduled_at: t.clock.now() + 3600,
    },
  });
  if (res.code !== 200) throw new Error(`add room: ${res.message}`);
  const id = res.data.id as number;
  if (opts.live) {
    const started = await t.call('POST', '/api/live/start', { as: u, body: { id } });
    if (started.code !== 200) throw new Error(`start room: ${started.message}`);
  }
  const key = await t.app.database.db
    .selectFrom('live_rooms')
    .select('stream_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, stream_key: key.stream_key };
}

/** Ids of on-sale shop goods. */
export async function onSaleGoods(t: TestServer, n: number, skip = 0): Promise<number[]> {
  const rows = await t.app.database.db
    .selectFrom('goods')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .limit(n)
    .offset(skip)
    .execute();
  return rows.map((r) => r.id);
}

/** Adds shop goods to the manager's library; answers the live goods ids. */
export async function library(t: TestServer, u: Actor, goodsIds: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const goods_id of goodsIds) {
    const res = await t.call('POST', '/api/live/goods/add', {
      as: u,
      body: { goods_id, title: '', selling_point: '直播价' },
    });
    if (res.code !== 200) throw new Error(`goods/add: ${res.message}`);
    ids.push(res.data.id as number);
  }
  return ids;
}
