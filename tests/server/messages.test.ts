import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendUserMessage } from '../../src/server/modules/message/message.service';
import type { AfterCommit } from '../../src/server/modules/payment/payment-kinds';
import { sweepGroups } from '../../src/server/modules/promo/group.service';
import { EVENTS, SOCKET_PATH, type MessagePayload } from '../../src/shared/realtime';
import { fence } from './socket-server';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  clientKey,
  freshSkus,
  merchantOf,
  PAY_PASSWORD,
  setPayPassword,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  // with a port: socket.io attached (the msg:new test listens on it)
  t = await startTestServer({ port: 0 });
  await t.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  console.info('messages bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const HOUR = 3600;

/** Sends through the real server function (row in a transaction, event after the commit). */
async function send(
  userId: number,
  msg: {
    category: 'system' | 'order' | 'promo' | 'account';
    title: string;
    body?: string;
    link?: string;
  },
): Promise<number> {
  const afterCommit: AfterCommit[] = [];
  const id = await db()
    .transaction()
    .execute((tx) =>
      sendUserMessage(tx, userId, { body: 'body', ...msg }, afterCommit, t.clock.now()),
    );
  for (const run of afterCommit) run(t.app);
  return id;
}

const num = (as: Actor) => t.call('GET', '/api/v3/getUserMsgNum', { as });
const list = (as: Actor, query: Record<string, string | number> = {}) =>
  t.call('GET', '/api/v3/getUserMsgList', { as, query });
const one = (as: Actor, id: number) => t.call('GET', '/api/v3/getOneMsg', { as, query: { id } });
const read = (as: Actor, body: Record<string, string | number>) =>
  t.call('POST', '/api/v3/userRead', { as, body });
const messagesOf = (userId: number) =>
  db()
    .selectFrom('user_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('message centre', () => {
  it('counts unread per category, lists newest first, reads one / a category / all', async () => {
    const u = await t.user();
    const ids: number[] = [];
    for (const [category, title] of [
      ['system', 's1'],
      ['order', 'o1'],
      ['order', 'o2'],
      ['promo', 'p1'],
    ] as const) {
      ids.push(await send(u.id, { category, title }));
    }
    const n = await num(u);
    expect(n.code, n.message).toBe(200);
    expect(n.data.total).toBe(4);
    expect(n.data.categories.map((c: { category: string }) => c.category)).toEqual([
      'system',
      'order',
      'promo',
      'account',
    ]);
    expect(n.data.categories[1]).toMatchObject({
      unread: 2,
      latest: { id: ids[2], title: 'o2' },
    });
    expect(n.data.categories[3]).toMatchObject({ unread: 0, latest: null });

    const all = await list(u, { page: 1, limit: 3 });
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((m: { title: string }) => m.title)).toEqual(['p1', 'o2', 'o1']);
    const orders = await list(u, { category: 'order' });
    expect(orders.data.list).toHaveLength(2);
    expect(orders.data.list[0]).toMatchObject({ category: 'order', read_at: null, link: null });

    // one: marks it read, first read wins
    const readFrom = t.clock.now();
    const got = await one(u, ids[1]!);
    expect(got.code).toBe(200);
    expect(got.data.msg).toMatchObject({ id: ids[1], title: 'o1' });
    expect(got.data.msg.read_at).toBeGreaterThanOrEqual(readFrom);
    expect(got.data.msg.read_at).toBeLessThanOrEqual(t.clock.now());
    expect(got.data.unread_total).toBe(3);
    t.clock.advance(60);
    expect((await one(u, ids[1]!)).data.msg.read_at).toBe(got.data.msg.read_at);

    const cat = await read(u, { category: 'order' });
    expect(cat.data).toEqual({ updated: 1, unread_total: 2 });
    const single = await read(u, { id: ids[0]! });
    expect(single.data).toEqual({ updated: 1, unread_total: 1 });
    const rest = await read(u, { all: 1 });
    expect(rest.data).toEqual({ updated: 1, unread_total: 0 });
    expect((await num(u)).data.total).toBe(0);
    expect((await messagesOf(u.id)).every((m) => m.read_at !== null)).toBe(true);
  });

  it("refuses another user's message and bad input; login required", async () => {
    const owner = await t.user();
    const other = await t.user();
    const id = await send(owner.id, { category: 'system', title: 'private' });
    await expectOtherUserRefused(t, {
      method: 'GET',
      url: '/api/v3/getOneMsg',
      input: { id },
      other,
    });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/v3/userRead',
      input: { id },
      other,
    });
    const leaked = await one(other, id);
    expect(leaked.data).toBeNull();
    // still unread for the owner
    expect((await messagesOf(owner.id))[0]!.read_at).toBeNull();
    // "read all" of another user touches only their own
    await read(other, { all: 1 });
    expect((await messagesOf(owner.id))[0]!.read_at).toBeNull();

    for (const url of ['/api/v3/getUserMsgNum', '/api/v3/getUserMsgList', '/api/v3/getOneMsg']) {
      expect((await t.call('GET', url, { query: { id } })).code).toBe(401);
    }
    expect((await t.call('POST', '/api/v3/userRead', { body: { all: 1 } })).code).toBe(401);

    // none of id / category / all → 422 naming id; two at once → 422
    const none = await read(owner, {});
    expect(none.code).toBe(422);
    expect(none.message).toContain('id');
    expect((await read(owner, { id, all: 1 })).code).toBe(422);

    badCases.list = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/v3/getUserMsgList',
      as: owner,
      valid: { category: 'order', page: 1, limit: 10 },
      optional: ['category', 'page', 'limit'],
    });
    badCases.one = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/v3/getOneMsg',
      as: other,
      valid: { id },
    });
    badCases.read = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/v3/userRead',
      as: owner,
      valid: { category: 'system' },
      // absent: none of the three given → 422 naming id (checked above)
      optional: ['category'],
    });
  });

  it('keeps only in-app links and cuts long text', async () => {
    const u = await t.user();
    await send(u.id, { category: 'system', title: 'a', link: 'https://evil.example/x' });
    await send(u.id, { category: 'system', title: 'b', link: '//evil.example' });
    await send(u.id, { category: 'system', title: 'c', link: 'pages/../x' });
    await send(u.id, {
      category: 'system',
      title: 'x'.repeat(100),
      body: 'y'.repeat(2000),
      link: 'pages/subpack/order/orderWl?order_id=5',
    });
    const rows = await messagesOf(u.id);
    expect(rows.map((r) => r.link)).toEqual([
      null,
      null,
      null,
      'pages/subpack/order/orderWl?order_id=5',
    ]);
    expect(rows[3]!.title).toHaveLength(60);
    expect(rows[3]!.body).toHaveLength(1000);
  });

  it('emits msg:new to the user only, after the commit, with the unread counts', async () => {
    const { port } = t.fastify.server.address() as AddressInfo;
    const u = await t.user();
    const other = await t.user();
    await send(u.id, { category: 'promo', title: 'earlier' });
    const open = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const s = io(`http://127.0.0.1:${port}`, {
          path: SOCKET_PATH,
          auth: { token, role: 'user' },
          transports: ['websocket'],
          reconnection: false,
        });
        s.once(EVENTS.hello, () => resolve(s));
        s.once('connect_error', reject);
      });
    const mine = await open(u.token);
    const theirs = await open(other.token);
    try {
      const got = new Promise<MessagePayload>((resolve) => mine.once(EVENTS.message, resolve));
      const leaked: MessagePayload[] = [];
      theirs.on(EVENTS.message, (p: MessagePayload) => leaked.push(p));

      // a rolled-back transaction sends nothing
      const rolledBack: AfterCommit[] = [];
      await expect(
        db()
          .transaction()
          .execute(async (tx) => {
            await sendUserMessage(
              tx,
              u.id,
              { category: 'order', title: 'never', body: 'x' },
              rolledBack,
            );
            throw new Error('rollback');
          }),
      ).rejects.toThrow('rollback');
      expect(rolledBack).toHaveLength(1); // queued, but the caller runs it only after a commit

      const res = await t.call('POST', '/__test/message', {
        body: { mobile: u.mobile!, category: 'order', title: '已发货', body: '运单号 SF1' },
      });
      expect(res.code).toBe(200);
      const p = await got;
      expect(p).toMatchObject({
        id: res.data.id,
        category: 'order',
        title: '已发货',
        body: '运单号 SF1',
        link: null,
        unread_total: 2,
        unread: { system: 0, order: 1, promo: 1, account: 0 },
      });
      await fence(t, theirs);
      expect(leaked).toEqual([]);
      expect((await messagesOf(u.id)).map((m) => m.title)).toEqual(['earlier', '已发货']);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

describe('messages sent by other modules', () => {
  async function paidOrder(offset: number) {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 10, offset });
    const r = await buyOk(t, u, buyBody(s!, 1));
    await setPayPassword(t, u.id, r.pay_amount);
    const p = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(p.code, p.message).toBe(200);
    const m = await merchantOf(t, s!.seller_id);
    return { u, m, id: r.order_ids[0]!, amount: r.pay_amount };
  }

  it('shipping an order sends an order message linking to its tracking', async () => {
    const { u, m, id } = await paidOrder(70);
    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: id, express_company: '顺丰', express_no: 'SF7001' },
    });
    expect(ship.status, ship.message).toBe(200);
    const rows = await messagesOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      category: 'order',
      title: '您的订单已发货',
      link: `pages/subpack/order/orderWl?order_id=${id}`,
      read_at: null,
    });
    expect(rows[0]!.body).toContain('SF7001');
  });

  it('an after-sale decision sends an account message', async () => {
    const { u, m, id, amount } = await paidOrder(71);
    const a = await t.call('POST', '/api/after_sales/apply', {
      as: u,
      body: { order_id: id, type: 'refund', reason: '不想要了', amount },
    });
    expect(a.code, a.message).toBe(200);
    const d = await t.call('POST', '/api/admin/after_sale/decide', {
      as: m,
      body: { id: a.data.id, action: 'reject', reason: '已与买家协商' },
    });
    expect(d.status, d.message).toBe(200);
    const rows = await messagesOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      category: 'account',
      title: '售后申请未通过',
      link: `pages/subpack1/user/after-sale?id=${a.data.id}`,
    });
    expect(rows[0]!.body).toContain('已与买家协商');
  });

  it('group buying: success messages every paid member once; a failed group messages the member', async () => {
    const now = t.clock.now();
    const [s] = await freshSkus(t, { stock: 50, offset: 0, maxPrice: 20000 });
    const act = await db()
      .insertInto('activities')
      .values({
        type: 4,
        title: '2人团',
        start_at: now - HOUR,
        end_at: now + 30 * 24 * HOUR,
        status: 1,
        rules: JSON.stringify({ group_size: 2, expire_hours: 24 }),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ag = await db()
      .insertInto('activity_goods')
      .values({
        activity_id: act.id,
        goods_id: s!.goods_id,
        sku_id: s!.sku_id,
        price: Math.max(1, Math.floor(s!.price * 0.7)),
        limit_per_user: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const buyGroup = async (as: Actor, groupId?: number) => {
      const r = await t.call('POST', '/api/order/buy', {
        as,
        body: {
          activity_goods_id: ag.id,
          num: 1,
          coupon_user_id: 0,
          client_key: clientKey(),
          ...(groupId ? { group_id: groupId } : {}),
        },
      });
      expect(r.code, r.message).toBe(200);
      await setPayPassword(t, as.id, r.data.pay_amount);
      const p = await t.call('POST', '/api/pay/pay', {
        as,
        body: { trade_no: r.data.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
      });
      expect(p.code, p.message).toBe(200);
      return r.data.order_ids[0] as number;
    };
    const groupOf = async (orderId: number) =>
      (
        await db()
          .selectFrom('group_members')
          .select('group_id')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).group_id;

    const [a, b, c] = [await buyer(t), await buyer(t), await buyer(t)];
    const g = await groupOf(await buyGroup(a));
    expect(await messagesOf(a.id)).toEqual([]);
    await buyGroup(b, g);
    for (const who of [a, b]) {
      const rows = await messagesOf(who.id);
      expect(rows.map((r) => [r.category, r.title])).toEqual([['promo', '拼团成功']]);
    }

    // c opens a group nobody joins: it fails after 24 h and c is told once
    await buyGroup(c);
    t.clock.advance(25 * HOUR);
    await sweepGroups(t.app, t.clock.now());
    await sweepGroups(t.app, t.clock.now());
    const rows = await messagesOf(c.id);
    expect(rows.map((r) => [r.category, r.title])).toEqual([['promo', '拼团未成功']]);
  });
});

// push registration (api/getPhoneCId): tests/server/phone-cid.test.ts (issue 25 §7)

describe('news, clauses, download', () => {
  it('lists published articles newest first and opens one; hidden or future ones are not shown', async () => {
    const now = t.clock.now();
    const hidden = await db()
      .insertInto('articles')
      .values({ title: 'hidden', body: 'x', status: 0, published_at: now - 10, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const future = await db()
      .insertInto('articles')
      .values({ title: 'future', body: 'x', published_at: now + 3600, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.call('GET', '/api/v3/article/list', { query: { page: 1, limit: 50 } });
    expect(res.code).toBe(200);
    expect(res.data.total).toBeGreaterThanOrEqual(5); // seeded
    const times = res.data.list.map((a: { published_at: number }) => a.published_at);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(
      res.data.list.some((a: { title: string }) => a.title === 'hidden' || a.title === 'future'),
    ).toBe(false);
    const first = res.data.list[0];
    const d = await t.call('GET', '/api/v3/article/detail', { query: { id: first.id } });
    expect(d.data).toMatchObject({ id: first.id, title: first.title });
    expect(d.data.body.length).toBeGreaterThan(20);
    for (const id of [hidden.id, future.id, 999999]) {
      expect((await t.call('GET', '/api/v3/article/detail', { query: { id } })).code).toBe(422);
    }
    badCases.article = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/v3/article/detail',
      valid: { id: first.id },
    });
  });

  it('answers the current version of a clause; unknown types refused', async () => {
    const now = t.clock.now();
    const res = await t.call('GET', '/api/notice_clause', { query: { type: 'user_agreement' } });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      type: 'user_agreement',
      title: '用户服务协议',
      version: '2.1',
    });
    await db()
      .insertInto('notice_clauses')
      .values([
        {
          type: 'user_agreement',
          version: '2.2',
          title: 'v2.2',
          body: 'new',
          published_at: now - 1,
          created_at: now,
        },
        {
          type: 'user_agreement',
          version: '3.0',
          title: 'v3',
          body: 'later',
          published_at: now + 999,
          created_at: now,
        },
      ])
      .execute();
    expect(
      (await t.call('GET', '/api/notice_clause', { query: { type: 'user_agreement' } })).data
        .version,
    ).toBe('2.2');
    expect(
      (await t.call('GET', '/api/notice_clause', { query: { type: 'guide' } })).data.body,
    ).toContain('# ');
    badCases.clause = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/notice_clause',
      valid: { type: 'privacy_policy' },
    });
  });

  it('download page: version and configured platform links', async () => {
    const res = await t.call('GET', '/api/v3/app_download');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ version: '24.0.6', version_code: 24, platforms: [] });
    const other = await startTestServer({
      downloadAndroidUrl: 'https://dl.example.com/shop.apk',
      downloadIosUrl: 'https://apps.apple.com/app/id1',
    });
    try {
      const r = await other.call('GET', '/api/v3/app_download');
      expect(r.data.platforms).toEqual([
        { platform: 'android', url: 'https://dl.example.com/shop.apk' },
        { platform: 'ios', url: 'https://apps.apple.com/app/id1' },
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('seed', () => {
  it('gives the demo user messages of several categories, some unread', async () => {
    const rows = await db()
      .selectFrom('user_messages')
      .selectAll()
      .where('user_id', '=', 1)
      .execute();
    if (rows.length === 0) return; // a template without demo accounts
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.read_at === null)).toBe(true);
  });
});
