/**
 * Issue 19 layout: what the goods detail's new rows read from the server — the running activity
 * for the price band, the service guarantees (derived from the category), the shop card's goods
 * count, and the review tags of the comment summary.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const HOUR = 3600;

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

const db = () => t.app.database.db;

/** An on-sale goods of a category named `name` (leaf or top level), not in any activity. */
async function goodsIn(name: string) {
  const row = await db()
    .selectFrom('goods')
    .innerJoin('categories as leaf', 'leaf.id', 'goods.category_id')
    .leftJoin('categories as top', 'top.id', 'leaf.parent_id')
    .select(['goods.id', 'goods.seller_id', 'goods.category_id'])
    .where('goods.status', '=', 1)
    .where((eb) => eb.or([eb('leaf.name', '=', name), eb('top.name', '=', name)]))
    .where('goods.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('goods_id'))
    .orderBy('goods.id')
    .executeTakeFirstOrThrow();
  return row;
}

const detail = (goodsId: number) =>
  t.call('GET', '/api/goods/goods_detail', { query: { goods_id: goodsId } });

describe('goods detail layout data (issue 19)', () => {
  it('derives the 7-day no-reason return from the category: fresh goods are exempt', async () => {
    const fruit = await goodsIn('新鲜水果');
    const toy = await goodsIn('益智玩具');
    const a = await detail(fruit.id);
    const b = await detail(toy.id);
    expect(a.code).toBe(200);
    expect(a.data.guarantees).toEqual(['genuine', 'no_reason_excluded']);
    expect(b.data.guarantees).toEqual(['genuine', 'no_reason_7d']);
    expect(a.data.category_id).toBe(fruit.category_id);
  });

  it('gives the shop card the count of the shop goods on sale', async () => {
    const g = await goodsIn('益智玩具');
    const res = await detail(g.id);
    const n = await db()
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seller_id', '=', g.seller_id)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(res.data.seller).toMatchObject({ id: g.seller_id, goods_count: Number(n.n) });
    expect(Number(n.n)).toBeGreaterThan(0);
  });

  it('names the running activity the goods is in, and none before it starts or after it ends', async () => {
    const g = await goodsIn('新鲜蔬菜');
    const sku = await db()
      .selectFrom('goods_skus')
      .select(['id', 'price'])
      .where('goods_id', '=', g.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await detail(g.id)).data.activity).toBeNull();
    const now = t.clock.now();
    const act = await db()
      .insertInto('activities')
      .values({
        type: 1,
        title: '布局测试秒杀',
        start_at: now - HOUR,
        end_at: now + 2 * HOUR,
        status: 1,
        rules: '{}',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const price = Math.max(1, Math.floor(sku.price / 2));
    const ag = await db()
      .insertInto('activity_goods')
      .values({ activity_id: act.id, goods_id: g.id, sku_id: sku.id, price })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await detail(g.id)).data.activity).toEqual({
      activity_id: act.id,
      activity_goods_id: ag.id,
      type: 1,
      title: '布局测试秒杀',
      price,
      sku_id: sku.id,
      end_at: now + 2 * HOUR,
    });
    t.clock.advance(3 * HOUR);
    expect((await detail(g.id)).data.activity).toBeNull();
    // withdrawn (status 0) is not running either
    t.clock.reset();
    await db().updateTable('activities').set({ status: 0 }).where('id', '=', act.id).execute();
    expect((await detail(g.id)).data.activity).toBeNull();
  });

  it('counts review tags over the shown reviews of the goods, most frequent first', async () => {
    const bare = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 1)
      .where('id', 'not in', (eb) => eb.selectFrom('comments').select('goods_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const user = await t.user();
    const now = t.clock.now();
    const texts: [string, number][] = [
      ['非常新鲜，物流很快，会回购。', 1],
      ['新鲜，性价比很高。', 1],
      ['很新鲜', 1],
      ['物流很快', 0], // hidden by moderation: not counted
    ];
    await db()
      .insertInto('comments')
      .values(
        texts.map(([content, status], i) => ({
          goods_id: bare.id,
          user_id: user.id,
          order_id: null,
          score: 5,
          content,
          status,
          created_at: now - i,
        })),
      )
      .execute();
    const res = await t.call('GET', '/api/comment/comment_list', {
      query: { goods_id: bare.id, page: 1, limit: 2 },
    });
    expect(res.code).toBe(200);
    expect(res.data.summary.total).toBe(3);
    expect(res.data.summary.tags).toEqual([
      { code: 'fresh', count: 3 },
      { code: 'value', count: 1 },
      { code: 'fast_delivery', count: 1 },
      { code: 'repurchase', count: 1 },
    ]);
  });
});
