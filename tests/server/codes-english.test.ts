/**
 * Issue 19 part E, English everywhere: the texts the system writes are stored as CODES with
 * params (order timeline events, close reasons) or computed from codes (logistics traces) and
 * rendered in the reader's language (Accept-Language); local-shop categories carry an English
 * name. Each is read in zh-CN and in en.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { buyBody, buyer, buyOk, freshSkus, merchantOf, payOnline } from './order-helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

describe('order timeline and logistics in the reader language', () => {
  it('stores codes and renders the timeline, carrier and traces in zh-CN and en', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 31 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    const id = r.order_ids[0]!;
    await payOnline(t, u, r.trade_no);
    const m = await merchantOf(t, s!.seller_id);
    const ship = { order_id: id, express_company: '顺丰速运', express_no: 'SF100200300' };
    expect((await t.call('POST', '/api/admin/order/ship', { as: m, body: ship })).status).toBe(200);

    // stored: codes with params (the carrier as its code), plus the Chinese text for old readers
    const rows = await t.app.database.db
      .selectFrom('order_events')
      .select(['kind', 'code', 'params', 'text'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((e) => e.code)).toEqual(['created', 'paid', 'shipped']);
    expect(JSON.parse(rows[2]!.params)).toEqual({ carrier: 'sf', no: 'SF100200300' });
    expect(rows[2]!.text).toBe('商家已发货：顺丰速运 SF100200300');

    const info = (headers: Record<string, string>) =>
      t.call('GET', '/api/user/order_info', { as: u, query: { order_id: id }, headers });
    const en = await info(EN);
    expect(en.data.timeline.map((e: { text: string }) => e.text)).toEqual([
      'Order placed',
      'Payment received',
      'Shipped by the seller: SF Express SF100200300',
    ]);
    const zh = await info(ZH);
    expect(zh.data.timeline.map((e: { text: string }) => e.text)).toEqual([
      '订单已提交',
      '支付成功',
      '商家已发货：顺丰速运 SF100200300',
    ]);

    t.clock.advance(40 * 3600);
    const lg = (headers: Record<string, string>) =>
      t.call('GET', '/api/user/order_logistics', { as: u, query: { order_id: id }, headers });
    const lgEn = await lg(EN);
    expect(lgEn.data.events).toHaveLength(5);
    for (const e of lgEn.data.events as { text: string }[]) expect(hasChinese(e.text)).toBe(false);
    expect(lgEn.data.events[0].text).toBe('Delivered and signed for');
    const lgZh = await lg(ZH);
    expect(lgZh.data.events[0].text).toBe('快件已签收');
    expect(lgZh.data.events[4].text).toBe('商家已发货，快递已揽收');

    // the merchant's order detail renders the same codes in the merchant's language
    const md = await t.call('GET', '/api/admin/order/detail', {
      as: m,
      query: { order_id: id },
      headers: EN,
    });
    expect(md.status, md.message).toBe(200);
    expect(md.data.timeline.at(-1).text).toBe('Shipped by the seller: SF Express SF100200300');
  });

  it('renders a system close reason in both languages and keeps a buyer reason as written', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 32 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    const id = r.order_ids[0]!;
    const closed = await t.call('POST', '/api/user/order_close', { as: u, body: { order_id: id } });
    expect(closed.code, closed.message).toBe(200);
    const en = await t.call('GET', '/api/user/order_info', {
      as: u,
      query: { order_id: id },
      headers: EN,
    });
    expect(en.data.close_reason).toBe('Cancelled by the buyer');
    expect(en.data.timeline.at(-1).text).toBe('Cancelled by the buyer');
    const zh = await t.call('GET', '/api/user/order_info', {
      as: u,
      query: { order_id: id },
      headers: ZH,
    });
    expect(zh.data.close_reason).toBe('买家取消订单');

    const r2 = await buyOk(t, u, buyBody(s!, 1));
    const id2 = r2.order_ids[0]!;
    await t.call('POST', '/api/user/order_close', {
      as: u,
      body: { order_id: id2, reason: '不想要了' },
    });
    const en2 = await t.call('GET', '/api/user/order_info', {
      as: u,
      query: { order_id: id2 },
      headers: EN,
    });
    expect(en2.data.timeline.at(-1).text).toBe('Order closed: 不想要了');
  });
});

describe('local-shop categories', () => {
  it('are named in the reader language', async () => {
    const en = await t.call('GET', '/api/trashy/categories', { headers: EN });
    const zh = await t.call('GET', '/api/trashy/categories', { headers: ZH });
    expect(en.data.map((c: { name: string }) => c.name)).toContain('Food');
    expect(zh.data.map((c: { name: string }) => c.name)).toContain('美食');
    for (const c of en.data as { name: string }[]) expect(hasChinese(c.name)).toBe(false);
  });
});
