/**
 * The checkout storm benchmark, run by scripts/bench.mjs under `node --import tsx`: BUYERS
 * buyers submit at once for the last UNITS units of one SKU against the real app (in process,
 * `inject`), on a fresh SQLite database and, when BENCH_DATABASE_URL / TEST_DATABASE_URL
 * reaches a PostgreSQL server, on a fresh PostgreSQL database too. Prints one JSON line per
 * database: submissions/s, orders/s and `oversold` (units sold beyond the stock; must be 0).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import { hashPassword } from '../src/server/lib/crypto';
import { WAREHOUSE_LOCATION_ID } from '../src/server/modules/catalogue/goods.repository';
import { createSession, newInviteCode } from '../src/server/modules/user/user.repository';
import { seedDemo } from '../src/server/seed/seed';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const UNITS = 10;

async function storm(database: Database, label: string) {
  const db = database.db;
  const now = Math.floor(Date.now() / 1000);
  await migrateToLatest(db);
  await seedDemo(db, { now, demoAccounts: false });
  const sku = await db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id'])
    .where('g.status', '=', 1)
    .where('s.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('sku_id'))
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('stock')
    .set({ quantity: UNITS })
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', '=', sku.id)
    .execute();
  const hash = await hashPassword('bench-secret');
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        mobile: `139${String(i).padStart(8, '0')}`,
        password_hash: hash,
        invite_code: newInviteCode(),
        inviter_id: null,
        pay_password_hash: null,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('user_addresses')
    .values(
      users.map((u) => ({
        user_id: u.id,
        name: '买家',
        mobile: '13800138000',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路1号',
        is_default: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const tokens = await Promise.all(
    users.map((u) => createSession(db, 'user_tokens', u.id, 'bench', now)),
  );

  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDir: path.join(os.tmpdir(), 'no-web') };
  const { fastify } = await buildApp(config, { database, realtime: false });
  await fastify.ready();
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map((token) =>
      fastify
        .inject({
          method: 'POST',
          url: '/api/order/buy',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({
            goods_id: String(sku.goods_id),
            sku_id: String(sku.id),
            num: '1',
            coupon_user_id: '0',
            client_key: randomBytes(12).toString('hex'),
          }).toString(),
        })
        .then((r) => r.json<{ code: number }>().code),
    ),
  );
  const ms = performance.now() - started;
  await fastify.close();
  const stock = await db
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', '=', sku.id)
    .executeTakeFirstOrThrow();
  const sold = await db
    .selectFrom('order_items')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .where('sku_id', '=', sku.id)
    .executeTakeFirstOrThrow();
  const orders = answers.filter((c) => c === 200).length;
  return {
    database: label,
    buyers: BUYERS,
    units: UNITS,
    orders,
    refused_423: answers.filter((c) => c === 423).length,
    other_answers: answers.filter((c) => c !== 200 && c !== 423).length,
    oversold: Math.max(0, Number(sold.n) - UNITS),
    stock_after: stock.quantity,
    ms: Math.round(ms),
    submissions_per_s: Math.round((BUYERS / ms) * 1000),
    orders_per_s: Number(((orders / ms) * 1000).toFixed(1)),
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  try {
    const sqlite = openDatabase({ sqliteFile: path.join(dir, 'checkout.sqlite') });
    try {
      console.log(JSON.stringify(await storm(sqlite, 'sqlite')));
    } finally {
      await sqlite.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) return;
  const name = `shop_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (err) {
    console.error(`checkout storm: PostgreSQL not reachable (${(err as Error).message}); skipped`);
    return;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = openDatabase({ databaseUrl: u.toString() });
    try {
      console.log(JSON.stringify(await storm(database, 'postgres')));
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
