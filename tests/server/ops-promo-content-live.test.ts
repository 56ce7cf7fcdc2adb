/**
 * Issue 23 gaps (live lists): every committed write of the promotions, coupons and content
 * services sends `ops:changed` with its topic (`promo` to `promo.read`, `content` to
 * `content.read`), so another operator's open list re-reads; a refusal and a repeated request
 * send nothing; a role without the read permission hears nothing. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPS_ROUTE_ACCESS } from '../../src/server/lib/ops-route';
import type { OpsCoupon } from '../../src/shared/contract/ops-coupons';
import type { OpsPromoDetail } from '../../src/shared/contract/ops-promo';
import { EVENTS, type OpsChangedPayload } from '../../src/shared/realtime';
import type { Actor } from './harness';
import { opsActor } from './ops-helpers';
import { freshSkus } from './order-helpers';
import { connectOperator as connect, fence, t, useListeningServer } from './socket-server';
import { upload } from './wallet-fixtures';

useListeningServer();

/** What the operations, moderator and finance operators heard since the last call. */
async function listeners() {
  const ops = await opsActor(t, 'operations');
  const sockets = await Promise.all(
    [ops, await opsActor(t, 'moderator'), await opsActor(t, 'finance')].map((a) =>
      connect(a.token),
    ),
  );
  const heard = sockets.map(() => [] as OpsChangedPayload[]);
  sockets.forEach((s, i) => s.on(EVENTS.opsChanged, (p: OpsChangedPayload) => heard[i]!.push(p)));
  const topics = (i: number) =>
    heard[i]!.filter((p) => p.topic === 'promo' || p.topic === 'content').map((p) => p.topic);
  return {
    ops,
    async take(): Promise<{ ops: string[]; moderator: string[]; finance: string[] }> {
      await Promise.all(sockets.map((s) => fence(t, s)));
      const out = { ops: topics(0), moderator: topics(1), finance: topics(2) };
      for (const h of heard) h.length = 0;
      return out;
    },
  };
}

type Body = Record<string, unknown>;
interface Write {
  path: string;
  topic: 'promo' | 'content';
  body: () => Promise<Body> | Body;
}

describe('promotions, coupons and content writes tell the operators who read them', () => {
  it('each write route sends its topic once; refusals and repeats send nothing', async () => {
    const l = await listeners();
    const post = async <T>(path: string, body: Body, as: Actor = l.ops) =>
      t.call<T>('POST', path, { as, body: body as never, json: true });
    const now = t.clock.now();
    const [s] = await freshSkus(t, { n: 1, stock: 20, offset: 10, maxPrice: 50_000 });
    const image = async () =>
      (await upload(t, l.ops, undefined, '/api/ops/content/upload')).data.url as string;
    let coupon = 0;
    let activity = 0;
    let banner = 0;
    let article = 0;
    let announcement = 0;
    const user = await t.user();
    const couponBody = {
      title: '实时券',
      kind: 'amount',
      amount: 100,
      threshold: 0,
      start_at: now - 60,
      end_at: now + 86400,
      total: 100,
      per_user_limit: 0,
    };
    const issueKey = randomUUID();
    const P = '/api/ops/promo';
    const C = '/api/ops/coupons';
    const N = '/api/ops/content';
    const writes: Write[] = [
      {
        path: `${P}/create`,
        topic: 'promo',
        body: () => ({
          type: 18,
          title: '实时折扣',
          slots: [{ start_at: now - 60, end_at: now + 3600 }],
          goods: [{ sku_id: s!.sku_id, price: Math.floor(s!.price / 2), limit_per_user: 0 }],
        }),
      },
      {
        path: `${P}/update`,
        topic: 'promo',
        body: () => ({
          id: activity,
          title: '实时折扣（改）',
          start_at: now - 60,
          end_at: now + 7200,
          goods: [{ sku_id: s!.sku_id, price: Math.floor(s!.price / 2) }],
        }),
      },
      { path: `${P}/pause`, topic: 'promo', body: () => ({ id: activity }) },
      { path: `${P}/resume`, topic: 'promo', body: () => ({ id: activity }) },
      { path: `${P}/end`, topic: 'promo', body: () => ({ id: activity }) },
      { path: `${C}/create`, topic: 'promo', body: () => couponBody },
      {
        path: `${C}/update`,
        topic: 'promo',
        body: () => ({ ...couponBody, id: coupon, title: '实时券（改）' }),
      },
      {
        path: `${C}/issue`,
        topic: 'promo',
        body: () => ({ id: coupon, by: 'id', targets: String(user.id), request_id: issueKey }),
      },
      {
        path: `${C}/issue-segment`,
        topic: 'promo',
        body: () => ({
          id: coupon,
          segment: 'registered',
          reg_from: now - 60,
          reg_to: now + 60,
          request_id: randomUUID(),
        }),
      },
      { path: `${C}/stop`, topic: 'promo', body: () => ({ id: coupon }) },
      {
        path: `${C}/sign-rules/update`,
        topic: 'promo',
        body: () => ({ base: 5, streak_bonus: [] }),
      },
      {
        path: `${C}/full-reduction/update`,
        topic: 'promo',
        body: () => ({ tiers: [{ full: 10_000, cut: 500 }] }),
      },
      {
        path: `${N}/banners/create`,
        topic: 'content',
        body: async () => ({ title: '实时横幅', image: await image(), link: '', sort: 0 }),
      },
      {
        path: `${N}/banners/update`,
        topic: 'content',
        body: () => ({ id: banner, title: '实时横幅（改）' }),
      },
      { path: `${N}/banners/delete`, topic: 'content', body: () => ({ id: banner }) },
      {
        path: `${N}/zones/update`,
        topic: 'content',
        body: async () => {
          const zones = await t.call<{ list: { id: number }[] }>('GET', `${N}/zones`, {
            as: l.ops,
          });
          return { id: zones.data.list[0]!.id, sort: 0 };
        },
      },
      { path: `${N}/notices/save`, topic: 'content', body: () => ({ list: ['实时公告'] }) },
      {
        path: `${N}/articles/create`,
        topic: 'content',
        body: () => ({ title: '实时文章', summary: '摘要', body: '正文' }),
      },
      {
        path: `${N}/articles/update`,
        topic: 'content',
        body: () => ({ id: article, title: '实时文章（改）' }),
      },
      {
        path: `${N}/articles/publish`,
        topic: 'content',
        body: () => ({ id: article, publish: true }),
      },
      {
        path: `${N}/announcements/create`,
        topic: 'content',
        body: () => ({
          title: '实时通知',
          title_en: 'Live notice',
          body: '内容',
          body_en: 'Body',
          segment: 'registered',
          reg_from: now - 60,
          reg_to: now + 60,
        }),
      },
      { path: `${N}/announcements/send`, topic: 'content', body: () => ({ id: announcement }) },
      {
        path: `${N}/clauses/publish`,
        topic: 'content',
        body: () => ({ type: 'user_agreement', version: '99.0', title: '用户协议', body: '新版' }),
      },
      {
        path: `${N}/hot-words/save`,
        topic: 'content',
        body: () => ({ list: [{ word: '实时', on: true }] }),
      },
      {
        path: `${N}/service/save`,
        topic: 'content',
        body: () => ({ on: true, phone: '400-000-0000' }),
      },
      {
        path: `${N}/group-gift/save`,
        topic: 'content',
        body: () => ({ qr: '', notice: '进群有礼', coupon_ids: [] }),
      },
    ];
    // every write route of these areas is in the list (the upload stores a file, no list)
    const routes = [...OPS_ROUTE_ACCESS.keys()]
      .filter((k) => /^POST \/api\/ops\/(promo|coupons|content)\//.test(k))
      .map((k) => k.slice(5))
      .filter((p) => p !== `${N}/upload`)
      .sort();
    expect(writes.map((w) => w.path).sort()).toEqual(routes);

    for (const w of writes) {
      const r = await post<Record<string, unknown>>(w.path, await w.body());
      expect(r.code, `${w.path}: ${r.message}`).toBe(200);
      if (w.path === `${P}/create`) {
        activity = (r.data as unknown as { list: OpsPromoDetail[] }).list[0]!.id;
      }
      if (w.path === `${C}/create`) coupon = (r.data as unknown as OpsCoupon).id;
      if (w.path === `${N}/banners/create`) banner = r.data.id as number;
      if (w.path === `${N}/articles/create`) article = r.data.id as number;
      if (w.path === `${N}/announcements/create`) announcement = r.data.id as number;
      const heard = await l.take();
      expect(heard.ops, w.path).toEqual([w.topic]);
      expect(heard.moderator, w.path).toEqual(w.topic === 'content' ? ['content'] : []);
      expect(heard.finance, w.path).toEqual([]);
    }

    // a repeated issue (same request key) and a refusal tell nobody
    const again = await post<{ duplicate: boolean }>(`${C}/issue`, {
      id: coupon,
      by: 'id',
      targets: String(user.id),
      request_id: issueKey,
    });
    expect(again.code, again.message).toBe(200);
    expect(again.data.duplicate).toBe(true);
    const refused = await post(`${N}/banners/update`, { id: 999_999, title: 'x' });
    expect(refused.code).toBe(422);
    expect(await l.take()).toEqual({ ops: [], moderator: [], finance: [] });
  });
});
