/**
 * Customer chat and complaints over HTTP (docs/api-chat.md): bad input refused with the
 * database unchanged, another user's order / complaint refused, idempotent sends, the
 * delivered/read cursors, the service inbox (chat agents only).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import { upload } from './wallet-fixtures';

let t: TestServer;
let agent: Actor;
let outsider: Actor;

const cid = (): string => `c${randomBytes(8).toString('hex')}`;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
  agent = await t.merchant();
  outsider = await t.merchant();
  await db()
    .insertInto('chat_agents')
    .values({ merchant_id: agent.id, created_at: t.clock.now() })
    .execute();
});

afterAll(async () => {
  await t?.close();
});

async function setKf(on: boolean): Promise<void> {
  await db()
    .updateTable('app_config')
    .set({ value: on ? '1' : '0' })
    .where('key', '=', 'kf_on')
    .execute();
}

async function onSaleGoods() {
  return db()
    .selectFrom('goods')
    .select(['id', 'title', 'price', 'image'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function insertOrder(userId: number): Promise<number> {
  const now = t.clock.now();
  const g = await onSaleGoods();
  const row = await db()
    .insertInto('orders')
    .values({
      order_sn: `C${now}${Math.floor(Math.random() * 1e9)}`,
      user_id: userId,
      status: 1,
      goods_amount: 2590,
      pay_amount: 2590,
      pay_deadline: now + 900,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('order_items')
    .values({
      order_id: row.id,
      goods_id: g.id,
      sku_id: 1,
      title: g.title,
      image: g.image,
      price: 1295,
      quantity: 2,
    })
    .execute();
  return row.id;
}

const send = (as: Actor, body: Record<string, string | number>) =>
  t.call('POST', '/api/service/send', { as, body });

describe('consumer chat', () => {
  it('needs a login', async () => {
    expect((await t.call('GET', '/api/service/history_message')).code).toBe(401);
    expect((await t.call('POST', '/api/service/send', { body: {} })).code).toBe(401);
    expect((await t.call('POST', '/api/service/read', { body: { up_to_id: 1 } })).code).toBe(401);
  });

  it('answers an empty history before the first message', async () => {
    const u = await t.user();
    const res = await t.call('GET', '/api/service/history_message', { as: u });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ list: [], has_more: false, conversation_id: 0, unread: 0 });
  });

  it('stores one message per client_id (a repeat answers the stored one)', async () => {
    const u = await t.user();
    const client_id = cid();
    const first = await send(u, { client_id, type: 'text', content: '  你好，在吗？ ' });
    expect(first.code).toBe(200);
    expect(first.data.duplicate).toBe(false);
    expect(first.data.message).toMatchObject({
      client_id,
      sender: 'user',
      type: 'text',
      content: '你好，在吗？',
      state: 'sent',
      card: null,
    });
    const before = await t.snapshot();
    const again = await send(u, { client_id, type: 'text', content: 'something else' });
    expect(again.code).toBe(200);
    expect(again.data.duplicate).toBe(true);
    expect(again.data.message.id).toBe(first.data.message.id);
    expect(again.data.message.content).toBe('你好，在吗？');
    expect(await t.snapshot()).toBe(before);
    // the same client id of another user is another message
    const other = await t.user();
    const theirs = await send(other, { client_id, type: 'text', content: 'hi' });
    expect(theirs.data.duplicate).toBe(false);
    expect(theirs.data.message.id).not.toBe(first.data.message.id);
  });

  it('refuses bad input with the database unchanged', async () => {
    const u = await t.user();
    await send(u, { client_id: cid(), type: 'text', content: 'start' });
    // with the service switched off every accepted shape is refused (423), so no generated
    // value stores a message; the shape checks (422 naming the field) come first
    await setKf(false);
    try {
      await expectBadInputRefused(t, {
        method: 'POST',
        url: '/api/service/send',
        as: u,
        valid: { client_id: cid(), type: 'text', content: 'hello' },
      });
    } finally {
      await setKf(true);
    }
    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/service/history_message',
      as: u,
      valid: { before_id: 100000, limit: 20 },
      optional: ['before_id', 'limit'],
    });
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/service/read',
      as: u,
      valid: { up_to_id: 1 },
    });
    const before = await t.snapshot();
    const long = await send(u, { client_id: cid(), type: 'text', content: 'x'.repeat(1001) });
    expect(long.code).toBe(422);
    expect(long.message).toContain('content');
    const blank = await send(u, { client_id: cid(), type: 'text', content: '   ' });
    expect(blank.code).toBe(422);
    const both = await t.call('GET', '/api/service/history_message', {
      as: u,
      query: { before_id: 5, after_id: 1 },
    });
    expect(both.code).toBe(422);
    const foreignImage = await send(u, {
      client_id: cid(),
      type: 'image',
      content: '/uploads/2026/11/not-mine.png',
    });
    expect(foreignImage.code).toBe(422);
    const noGoods = await send(u, { client_id: cid(), type: 'goods', goods_id: 99999999 });
    expect(noGoods.code).toBe(422);
    const noOrderId = await send(u, { client_id: cid(), type: 'order' });
    expect(noOrderId.code).toBe(422);
    expect(noOrderId.message).toContain('order_id');
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses sending while the service is switched off (423)', async () => {
    const u = await t.user();
    await setKf(false);
    try {
      const before = await t.snapshot();
      const res = await send(u, { client_id: cid(), type: 'text', content: 'anyone?' });
      expect(res.code).toBe(423);
      expect(res.message).toBeTruthy();
      expect(await t.snapshot()).toBe(before);
    } finally {
      await setKf(true);
    }
  });

  it('sends goods and order cards as snapshots; another user’s order is refused', async () => {
    const u = await t.user();
    const g = await onSaleGoods();
    const preview = await t.call('GET', '/api/service/card', { as: u, query: { goods_id: g.id } });
    expect(preview.data).toEqual({
      kind: 'goods',
      goods_id: g.id,
      title: g.title,
      image: g.image,
      price: g.price,
    });
    const goods = await send(u, { client_id: cid(), type: 'goods', goods_id: g.id });
    expect(goods.data.message.card).toEqual(preview.data);
    const orderId = await insertOrder(u.id);
    const order = await send(u, { client_id: cid(), type: 'order', order_id: orderId });
    expect(order.code).toBe(200);
    expect(order.data.message.card).toMatchObject({
      kind: 'order',
      order_id: orderId,
      title: g.title,
      item_count: 2,
      pay_amount: 2590,
    });
    // the snapshot keeps the price of then
    await db()
      .updateTable('goods')
      .set({ price: g.price + 100 })
      .where('id', '=', g.id)
      .execute();
    const hist = await t.call('GET', '/api/service/history_message', { as: u });
    const card = hist.data.list.find((m: { type: string }) => m.type === 'goods').card;
    expect(card.price).toBe(g.price);
    await db().updateTable('goods').set({ price: g.price }).where('id', '=', g.id).execute();

    const other = await t.user();
    await send(other, { client_id: cid(), type: 'text', content: 'hello' });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/service/send',
      input: { client_id: cid(), type: 'order', order_id: orderId },
      other,
    });
    const res = await t.call('GET', '/api/service/card', {
      as: other,
      query: { order_id: orderId },
    });
    expect(res.code).toBe(403);
    expect(JSON.stringify(res.data ?? '')).not.toContain(String(orderId));
  });

  it('pages history backwards (before_id) and catches up (after_id)', async () => {
    const u = await t.user();
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await send(u, { client_id: cid(), type: 'text', content: `message ${i}` });
      ids.push(r.data.message.id);
    }
    const newest = await t.call('GET', '/api/service/history_message', { as: u });
    expect(newest.data.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(5));
    expect(newest.data.has_more).toBe(true);
    const older = await t.call('GET', '/api/service/history_message', {
      as: u,
      query: { before_id: ids[5] },
    });
    expect(older.data.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 5));
    expect(older.data.has_more).toBe(false);
    const after = await t.call('GET', '/api/service/history_message', {
      as: u,
      query: { after_id: ids[20], limit: 3 },
    });
    expect(after.data.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(21, 24));
    expect(after.data.has_more).toBe(true);
  });
});

describe('service inbox', () => {
  it('is for chat agents only (401 without a login, 422 for other merchants)', async () => {
    const res = await t.call('GET', '/api/admin/service/conversations');
    expect(res.status).toBe(401);
    const other = await t.call('GET', '/api/admin/service/conversations', { as: outsider });
    expect(other.status).toBe(422);
    expect(other.message).toBeTruthy();
  });

  it('lists conversations by latest with unread counts, replies, and moves the ticks', async () => {
    const u = await t.user();
    const a = await send(u, { client_id: cid(), type: 'text', content: '第一条' });
    const b = await send(u, { client_id: cid(), type: 'text', content: '第二条' });
    const convId = a.data.message.conversation_id as number;
    const list = await t.call('GET', '/api/admin/service/conversations', { as: agent });
    expect(list.status).toBe(200);
    expect(list.data.list[0]).toMatchObject({
      id: convId,
      unread: 2,
      user: { id: u.id },
      last_message: { id: b.data.message.id, content: '第二条' },
    });
    expect(list.data.list[0].user.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    // the agent fetching the thread delivers the user's messages
    const thread = await t.call('GET', '/api/admin/service/messages', {
      as: agent,
      query: { conversation_id: convId },
    });
    expect(thread.data.list.map((m: { id: number }) => m.id)).toEqual([
      a.data.message.id,
      b.data.message.id,
    ]);
    let mine = await t.call('GET', '/api/service/history_message', { as: u });
    expect(mine.data.list.map((m: { state: string }) => m.state)).toEqual([
      'delivered',
      'delivered',
    ]);
    const read = await t.call('POST', '/api/admin/service/read', {
      as: agent,
      body: { conversation_id: convId, up_to_id: a.data.message.id },
    });
    expect(read.data).toEqual({
      read_id: a.data.message.id,
      delivered_id: b.data.message.id,
      unread: 1,
    });
    // a cursor never moves back
    await t.call('POST', '/api/admin/service/read', {
      as: agent,
      body: { conversation_id: convId, up_to_id: 1 },
    });
    mine = await t.call('GET', '/api/service/history_message', { as: u });
    expect(mine.data.list.map((m: { state: string }) => m.state)).toEqual(['read', 'delivered']);

    const reply = await t.call('POST', '/api/admin/service/send', {
      as: agent,
      body: { conversation_id: convId, client_id: cid(), content: '您好，请讲' },
    });
    expect(reply.status).toBe(200);
    expect(reply.data.message).toMatchObject({ sender: 'service', content: '您好，请讲' });
    const unread = await t.call('GET', '/api/service/unread', { as: u });
    expect(unread.data.unread).toBe(1);
    const userRead = await t.call('POST', '/api/service/read', {
      as: u,
      body: { up_to_id: reply.data.message.id },
    });
    expect(userRead.data).toMatchObject({ read_id: reply.data.message.id, unread: 0 });
    const agentView = await t.call('GET', '/api/admin/service/messages', {
      as: agent,
      query: { conversation_id: convId, after_id: b.data.message.id },
    });
    expect(agentView.data.list[0]).toMatchObject({ id: reply.data.message.id, state: 'read' });
  });

  it('refuses bad input and unknown conversations', async () => {
    const u = await t.user();
    const a = await send(u, { client_id: cid(), type: 'text', content: 'hi' });
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/service/read',
      as: agent,
      merchant: true,
      valid: { conversation_id: 99999999, up_to_id: 1 },
    });
    const before = await t.snapshot();
    const missing = await t.call('POST', '/api/admin/service/send', {
      as: agent,
      body: { conversation_id: 99999999, client_id: cid(), content: 'x' },
    });
    expect(missing.status).toBe(422);
    const empty = await t.call('POST', '/api/admin/service/send', {
      as: agent,
      body: { conversation_id: a.data.message.conversation_id, client_id: cid(), content: ' ' },
    });
    expect(empty.status).toBe(422);
    const outsiderSend = await t.call('POST', '/api/admin/service/send', {
      as: outsider,
      body: { conversation_id: a.data.message.conversation_id, client_id: cid(), content: 'x' },
    });
    expect(outsiderSend.status).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('complaints', () => {
  it('adds a complaint idempotently with own photos and lists only the user’s own', async () => {
    const u = await t.user();
    const up = await upload(t, u);
    const url = up.data.url as string;
    const client_id = cid();
    const body = {
      client_id,
      type: 'logistics',
      content: '  快递三天还没到，麻烦查一下  ',
      images: url,
      phone: '13800138000',
    };
    const first = await t.call('POST', '/api/complain/add', { as: u, body });
    expect(first.code).toBe(200);
    expect(first.data.complaint).toMatchObject({
      type: 'logistics',
      content: '快递三天还没到，麻烦查一下',
      images: [url],
      phone: '13800138000',
      status: 0,
      reply: '',
    });
    const again = await t.call('POST', '/api/complain/add', { as: u, body });
    expect(again.data).toMatchObject({
      duplicate: true,
      complaint: { id: first.data.complaint.id },
    });
    const list = await t.call('GET', '/api/complain/list', { as: u });
    expect(list.data).toMatchObject({ total: 1, page: 1 });
    expect(list.data.list[0].id).toBe(first.data.complaint.id);

    const other = await t.user();
    const theirs = await t.call('GET', '/api/complain/list', { as: other });
    expect(theirs.data.total).toBe(0);
    await expectOtherUserRefused(t, {
      method: 'GET',
      url: '/api/complain/detail',
      input: { id: first.data.complaint.id },
      other,
    });
    // another user's photo is refused
    const stolen = await t.call('POST', '/api/complain/add', {
      as: other,
      body: { ...body, client_id: cid() },
    });
    expect(stolen.code).toBe(422);
  });

  it('refuses bad input with the database unchanged', async () => {
    const u = await t.user();
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/complain/add',
      as: u,
      // a photo that is not the user's upload: a generated value that passes the shape checks
      // is still refused, so nothing is stored
      valid: {
        client_id: cid(),
        type: 'app',
        content: '这是一条足够长的建议内容',
        phone: '13800138000',
        images: '/uploads/2026/11/not-mine.png',
      },
      optional: ['phone', 'images'],
      fixed: ['images'],
    });
    const before = await t.snapshot();
    const cases: Record<string, string>[] = [
      { type: 'nonsense', content: '这是一条足够长的建议内容' },
      { type: 'app', content: '太短了' },
      { type: 'app', content: 'x'.repeat(501) },
      { type: 'app', content: '这是一条足够长的建议内容', phone: '12345' },
      {
        type: 'app',
        content: '这是一条足够长的建议内容',
        images: '/uploads/a.png,/uploads/b.png,/uploads/c.png,/uploads/d.png,/uploads/e.png',
      },
    ];
    for (const c of cases) {
      const res = await t.call('POST', '/api/complain/add', {
        as: u,
        body: { client_id: cid(), ...c },
      });
      expect(res.code, JSON.stringify(c)).toBe(422);
    }
    expect(await t.snapshot()).toBe(before);
  });
});
