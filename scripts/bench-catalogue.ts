/**
 * The catalogue benchmark's server side, run by scripts/bench.mjs under `node --import tsx`:
 *
 *   prepare <sqlite file> <goods>  builds a migrated database with the demo catalogue plus
 *                                  generated goods up to <goods>, indexed by the real
 *                                  `indexGoods`; prints one JSON line (counts, timings, and the
 *                                  keywords and goods id the bench should ask for)
 *   serve <sqlite file>            the real app (NODE_ENV=test, auth rate limit off) on
 *                                  127.0.0.1, a free port; prints `READY <port>`
 *   hello                          a bare Fastify hello world, the yardstick; prints `READY <port>`
 *
 * Generated titles reuse the seeded product names with an origin prefix, a selling point and a
 * pack size ("云南 高钙牛奶 整箱 12盒"), so term frequencies look like a real shop's: a
 * two-character word such as 牛奶 hits a few percent of the goods, a four-character phrase a
 * fraction of a percent.
 */
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql, type Insertable } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import type { DB } from '../src/server/db/schema';
import { WAREHOUSE_LOCATION_ID } from '../src/server/modules/catalogue/goods.repository';
import { indexGoods } from '../src/server/modules/catalogue/search.repository';
import { createSession, newInviteCode } from '../src/server/modules/user/user.repository';
import { seedDemo } from '../src/server/seed/seed';
import { prepareDatabase } from '../src/server/setup';

/** The keywords the bench asks for (each hits generated titles). */
export const KEYWORD_2 = '牛奶';
export const KEYWORD_4 = '高钙牛奶';

const ORIGINS = ['', '', '新疆', '云南', '山东', '东北', '内蒙古', '进口', '江南', '海南', '四川'];
const POINTS = [
  '热卖',
  '爆款',
  '精选',
  '家庭装',
  '新品',
  '特惠',
  '包邮',
  '礼盒装',
  '囤货装',
  '优选',
];
const SIZES = ['', '500g', '1kg', '2.5kg', '12盒', '24瓶', '6支装', 'XL', '3L', '2斤装'];
/** Rows per multi-row INSERT (goods have 14 columns: well under the parameter limits). */
const BATCH = 500;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepare(file: string, target: number): Promise<void> {
  const t0 = performance.now();
  const database = openDatabase({ sqliteFile: file });
  const { db } = database;
  await migrateToLatest(db);
  const now = Math.floor(Date.now() / 1000);
  await seedDemo(db, { now, demoAccounts: false });

  const base = await db
    .selectFrom('goods')
    .select(['id', 'title', 'category_id', 'brand_id', 'seller_id', 'price', 'image'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const maxGoods = Number(
    (
      await db
        .selectFrom('goods')
        .select(sql<number>`max(id)`.as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );
  const maxSku = Number(
    (
      await db
        .selectFrom('goods_skus')
        .select(sql<number>`max(id)`.as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );
  const rnd = mulberry32(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

  const goods: Insertable<DB['goods']>[] = [];
  const skus: Insertable<DB['goods_skus']>[] = [];
  const stock: Insertable<DB['stock']>[] = [];
  for (let id = maxGoods + 1, sku = maxSku + 1; id <= target; id++, sku++) {
    const b = pick(base);
    const name = b.title.split(' ')[0] ?? b.title;
    const title = [pick(ORIGINS), name, pick(POINTS), pick(SIZES)].filter(Boolean).join(' ');
    const price = Math.max(99, Math.round((b.price * (0.6 + rnd() * 0.8)) / 10) * 10);
    goods.push({
      id,
      title,
      category_id: b.category_id,
      brand_id: b.brand_id,
      seller_id: b.seller_id,
      image: b.image,
      images: JSON.stringify([b.image]),
      description: title,
      price,
      market_price: Math.round(price * 1.3),
      sales: Math.floor(Math.pow(rnd(), 3) * 20001),
      status: rnd() < 0.02 ? 0 : 1,
      sort: Math.floor(rnd() * 100),
      created_at: now - Math.floor(rnd() * 90 * 86400),
    });
    skus.push({ id: sku, goods_id: id, spec: JSON.stringify({ 规格: '标准装' }), price });
    stock.push({
      location_id: WAREHOUSE_LOCATION_ID,
      sku_id: sku,
      quantity: Math.floor(rnd() * 500),
    });
  }
  const t1 = performance.now();
  let terms = 0;
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < goods.length; i += BATCH) {
      await tx
        .insertInto('goods')
        .values(goods.slice(i, i + BATCH))
        .execute();
      await tx
        .insertInto('goods_skus')
        .values(skus.slice(i, i + BATCH))
        .execute();
      await tx
        .insertInto('stock')
        .values(stock.slice(i, i + BATCH))
        .execute();
    }
  });
  const t2 = performance.now();
  await db.transaction().execute(async (tx) => {
    terms = await indexGoods(
      tx,
      goods.map((g) => ({ id: Number(g.id), title: g.title })),
    );
  });
  const t3 = performance.now();
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const count = await db
    .selectFrom('goods')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const allTerms = await db
    .selectFrom('goods_search_terms')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  // a goods in the middle of the generated ones, on sale
  const detail = await db
    .selectFrom('goods')
    .select('id')
    .where('status', '=', 1)
    .where('id', '>=', Math.floor(target * 0.54321))
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  // a category with goods (the goods list case) and a demo-user session (the cart add case)
  const cat = await db
    .selectFrom('goods')
    .select(['category_id', sql<number>`count(*)`.as('n')])
    .where('status', '=', 1)
    .groupBy('category_id')
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const sku = await db
    .selectFrom('goods_skus')
    .select(['id', 'goods_id'])
    .where('goods_id', '=', detail.id)
    .executeTakeFirstOrThrow();
  // a shopper of its own (the catalogue is seeded without demo accounts)
  const shopper = await db
    .insertInto('users')
    .values({
      mobile: '13900000000',
      password_hash: 'bench-no-login',
      invite_code: newInviteCode(),
      inviter_id: null,
      pay_password_hash: null,
      integral: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(db, 'user_tokens', shopper.id, 'bench', now);
  await database.close();
  console.log(
    JSON.stringify({
      goods: Number(count?.n ?? 0),
      search_terms: Number(allTerms?.n ?? 0),
      generated_terms: terms,
      ms: {
        seed_and_generate: Math.round(t1 - t0),
        insert: Math.round(t2 - t1),
        index: Math.round(t3 - t2),
        total: Math.round(performance.now() - t0),
      },
      keyword2: KEYWORD_2,
      keyword4: KEYWORD_4,
      goods_id: detail.id,
      cat_id: cat.category_id,
      cart: { goods_id: sku.goods_id, sku_id: sku.id, token },
    }),
  );
}

async function serve(file: string): Promise<void> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.dirname(file) }),
    authRateLimit: 0,
    logLevel: 'silent',
    webDir: path.join(os.tmpdir(), 'no-web-build'),
  };
  const database = openDatabase({ sqliteFile: file });
  const { fastify, app } = await buildApp(config, { database });
  await prepareDatabase(database, config, app.clock.now());
  await fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = fastify.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
}

async function hello(): Promise<void> {
  const fastify = Fastify({ logger: false });
  fastify.get('/', () => ({ hello: 'world' }));
  await fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = fastify.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
}

const [mode, file, goods] = process.argv.slice(2);
const run =
  mode === 'prepare' && file
    ? prepare(file, Number(goods ?? 100_000))
    : mode === 'serve' && file
      ? serve(file)
      : mode === 'hello'
        ? hello()
        : Promise.reject(
            new Error('usage: bench-catalogue.ts prepare <file> <goods> | serve <file> | hello'),
          );
run.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
