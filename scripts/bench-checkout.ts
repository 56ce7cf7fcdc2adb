/**
 * The checkout benchmarks, run by scripts/bench.mjs under `node --import tsx`:
 *
 *   storm <sqlite file | postgres url>   the checkout STORM, a race: BENCH_BUYERS (200) buyers
 *                                        submit at once for the last UNITS (10) units of one
 *                                        SKU against the real app (in process, `inject`).
 *                                        Prints one JSON line: units sold, oversold (must be 0),
 *                                        refusals and the time the race took. It is not a
 *                                        throughput: 10 units divided by that time says nothing.
 *   serve-sustained <sqlite file | postgres url>
 *                                        the SUSTAINED checkout's server: a fresh migrated and
 *                                        seeded database, BENCH_CK_BUYERS (500) logged-in buyers
 *                                        with a default address, one SKU with ample stock, and
 *                                        the real app (as the catalogue cases serve it) on
 *                                        127.0.0.1. Prints one JSON line (tokens, SKU, stock
 *                                        before), then `READY <port>`. Reading `check` on stdin
 *                                        closes the server and prints the consistency figures
 *                                        of the run (orders, units, stock decrease, ledger rows,
 *                                        payments) as one JSON line; then it exits.
 *
 * The PostgreSQL database is made (and dropped) by scripts/bench.mjs, fresh per case.
 */
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database, type Db } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import { hashPassword } from '../src/server/lib/crypto';
import { WAREHOUSE_LOCATION_ID } from '../src/server/modules/catalogue/goods.repository';
import { createSession, newInviteCode } from '../src/server/modules/user/user.repository';
import { seedDemo } from '../src/server/seed/seed';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const CK_BUYERS = Number(process.env.BENCH_CK_BUYERS ?? 500);
const UNITS = 10;
/** Ample: 20 s at several thousand orders/s never runs out. */
const AMPLE_STOCK = 10_000_000;

function open(target: string): { database: Database; label: 'sqlite' | 'postgres' } {
  return /^postgres(ql)?:/.test(target)
    ? { database: openDatabase({ databaseUrl: target }), label: 'postgres' }
    : { database: openDatabase({ sqliteFile: target }), label: 'sqlite' };
}

/** Migrates and seeds, picks an on-sale SKU outside every activity and sets its stock. */
async function prepare(db: Db, now: number, stock: number) {
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
    .set({ quantity: stock })
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', '=', sku.id)
    .execute();
  return sku;
}

/** `count` buyers, each with a default address and a session token. */
async function buyers(db: Db, now: number, count: number): Promise<string[]> {
  const hash = await hashPassword('bench-secret');
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
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
  return Promise.all(users.map((u) => createSession(db, 'user_tokens', u.id, 'bench', now)));
}

function appConfig() {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    authRateLimit: 0,
    logLevel: 'silent' as const,
    webDir: path.join(os.tmpdir(), 'no-web-build'),
  };
}

async function storm(target: string) {
  const { database, label } = open(target);
  try {
    const db = database.db;
    const now = Math.floor(Date.now() / 1000);
    const sku = await prepare(db, now, UNITS);
    const tokens = await buyers(db, now, BUYERS);
    const { fastify } = await buildApp(appConfig(), { database, realtime: false });
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
    return {
      database: label,
      buyers: BUYERS,
      units: UNITS,
      units_sold: Number(sold.n),
      orders: answers.filter((c) => c === 200).length,
      refused_423: answers.filter((c) => c === 423).length,
      other_answers: answers.filter((c) => c !== 200 && c !== 423).length,
      oversold: Math.max(0, Number(sold.n) - UNITS),
      stock_after: stock.quantity,
      ms: Math.round(ms),
    };
  } finally {
    await database.close();
  }
}

/** What the sustained run left in the database, for the consistency check in bench.mjs. */
async function consistency(db: Db, skuId: number, stockBefore: number) {
  const orders = await db
    .selectFrom('orders as o')
    .select(sql<number>`count(*)`.as('n'))
    .where('o.id', 'in', (eb) =>
      eb.selectFrom('order_items').select('order_id').where('sku_id', '=', skuId),
    )
    .executeTakeFirst();
  const units = await db
    .selectFrom('order_items')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  const stock = await db
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', '=', skuId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('stock_ledger')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(-sum(delta), 0)`.as('units')])
    .where('sku_id', '=', skuId)
    .where('reason', '=', 'sale')
    .executeTakeFirst();
  const payments = await db
    .selectFrom('payments')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('trade_no', 'in', (eb) =>
      eb
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select('o.trade_no')
        .where('i.sku_id', '=', skuId),
    )
    .executeTakeFirst();
  const payable = await db
    .selectFrom('orders as o')
    .select(sql<number>`coalesce(sum(o.pay_amount), 0)`.as('n'))
    .where('o.id', 'in', (eb) =>
      eb.selectFrom('order_items').select('order_id').where('sku_id', '=', skuId),
    )
    .executeTakeFirst();
  return {
    orders: Number(orders?.n ?? 0),
    units_sold: Number(units?.n ?? 0),
    stock_decrease: stockBefore - stock.quantity,
    ledger_rows: Number(ledger?.n ?? 0),
    ledger_units: Number(ledger?.units ?? 0),
    payments: Number(payments?.n ?? 0),
    payments_amount: Number(payments?.amount ?? 0),
    orders_pay_amount: Number(payable?.n ?? 0),
  };
}

async function serveSustained(target: string) {
  const { database, label } = open(target);
  const db = database.db;
  const now = Math.floor(Date.now() / 1000);
  const sku = await prepare(db, now, AMPLE_STOCK);
  const tokens = await buyers(db, now, CK_BUYERS);
  const { fastify } = await buildApp(appConfig(), { database });
  await fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = fastify.server.address();
  console.log(
    JSON.stringify({
      database: label,
      goods_id: sku.goods_id,
      sku_id: sku.id,
      stock_before: AMPLE_STOCK,
      tokens,
    }),
  );
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  const cpuAtReady = process.cpuUsage();
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() !== 'check') continue;
    // the bench has had every answer: nothing is in flight
    const cpu = process.cpuUsage(cpuAtReady);
    console.log(
      JSON.stringify({
        ...(await consistency(db, sku.id, AMPLE_STOCK)),
        // the server's CPU time (user + system) over the run: steadier than orders/s on a
        // shared machine
        server_cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
      }),
    );
    await fastify.close();
    await database.close();
    process.exit(0);
  }
}

const [mode, target] = process.argv.slice(2);
const run =
  mode === 'storm' && target
    ? storm(target).then((r) => console.log(JSON.stringify(r)))
    : mode === 'serve-sustained' && target
      ? serveSustained(target)
      : Promise.reject(
          new Error('usage: bench-checkout.ts storm <target> | serve-sustained <target>'),
        );
run.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
