/**
 * Crash safety (issue 11): a real server process takes a checkout load and is killed with
 * SIGKILL in the middle of it, then started again on the same database. Every order a client was
 * told about exists with its lines and its stock ledger rows, no order is half-written, and each
 * SKU's warehouse quantity equals its starting quantity plus the ledger's deltas. Runs on SQLite
 * (WAL) and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db';
import { sqliteFile } from '../../src/server/db';
import { hashPassword } from '../../src/server/lib/crypto';
import { createSession, newInviteCode } from '../../src/server/modules/user/user.repository';
import { encodeForm } from '../../src/shared/form-encoding';
import { dialectUnderTest, freshDatabase, nextMobile } from './harness';
import { startServerProcess, stopServerProcess } from './server-process';

const BUYERS = 12;
const SKUS = 4;
const STOCK = 10_000;

describe(`crash safety (${dialectUnderTest})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  let dataDir: string;
  const buyers: { id: number; token: string }[] = [];
  let skus: { goods_id: number; sku_id: number }[] = [];
  const start = { order: 0, ledger: 0 };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    const fresh = await freshDatabase({ sqliteFile: sqliteFile(dataDir) });
    database = fresh.database;
    drop = fresh.drop;
    env = { DATA_DIR: dataDir, ...fresh.env };
    const db = database.db;
    const now = Math.floor(Date.now() / 1000);
    const hash = await hashPassword('secret123');
    for (let i = 0; i < BUYERS; i++) {
      const u = await db
        .insertInto('users')
        .values({
          mobile: nextMobile(),
          password_hash: hash,
          invite_code: newInviteCode(),
          inviter_id: null,
          pay_password_hash: null,
          integral: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_addresses')
        .values({
          user_id: u.id,
          name: '张三',
          mobile: '13800138000',
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          detail: '文三路1号',
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      buyers.push({ id: u.id, token: await createSession(db, 'user_tokens', u.id, 'test', now) });
    }
    skus = await db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.goods_id', 's.id as sku_id'])
      .where('g.status', '=', 1)
      .where('s.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('sku_id'))
      .orderBy('s.id')
      .limit(SKUS)
      .execute();
    for (const s of skus) {
      await db
        .updateTable('stock')
        .set({ quantity: STOCK })
        .where('location_id', '=', 1)
        .where('sku_id', '=', s.sku_id)
        .execute();
    }
    start.order = Number(
      (
        await db
          .selectFrom('orders')
          .select(sql<number>`coalesce(max(id), 0)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    start.ledger = Number(
      (
        await db
          .selectFrom('stock_ledger')
          .select(sql<number>`coalesce(max(id), 0)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  }, 120_000);

  afterAll(async () => {
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGKILL during a checkout load loses no acknowledged order and half-writes none', async () => {
    const first = await startServerProcess(env);
    const acknowledged: number[] = [];
    let fortyAcknowledged = () => {};
    const forty = new Promise<void>((r) => (fortyAcknowledged = r));
    let failures = 0;
    let stop = false;

    const buyLoop = async (buyer: { token: string }, n: number) => {
      for (let i = 0; !stop; i++) {
        const s = skus[(n + i) % skus.length]!;
        try {
          const res = await fetch(`${first.base}/api/order/buy`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${buyer.token}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: encodeForm({
              goods_id: s.goods_id,
              sku_id: s.sku_id,
              num: 1 + ((n + i) % 2),
              coupon_user_id: 0,
              client_key: randomBytes(12).toString('hex'),
            }),
          });
          const body = (await res.json()) as { code: number; data: { order_ids: number[] } };
          if (body.code === 200) {
            acknowledged.push(...body.data.order_ids);
            if (acknowledged.length >= 40) fortyAcknowledged();
          } else failures += 1;
        } catch {
          // the server was killed: this request's outcome is unknown to the client
          return;
        }
      }
    };
    const loops = buyers.map((b, n) => buyLoop(b, n));
    // kill in the middle of the load: after some orders were acknowledged
    await Promise.race([
      forty,
      new Promise((r) => setTimeout(r, 30_000).unref()), // checked below: at least 40
    ]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    stop = true;
    await Promise.all(loops);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(failures).toBe(0);

    // the same database opens again and serves
    const second = await startServerProcess(env);
    try {
      const db = database.db;
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'status', 'goods_amount', 'pay_amount'])
        .where('id', '>', start.order)
        .execute();
      const ids = new Set(orders.map((o) => Number(o.id)));
      for (const id of acknowledged) expect(ids.has(id), `acknowledged order ${id}`).toBe(true);

      // no half-written order: each has lines, and each line its ledger row (reason sale)
      const lines = await db
        .selectFrom('order_items')
        .select(['order_id', 'sku_id', 'quantity', 'price'])
        .where('order_id', '>', start.order)
        .execute();
      const ledger = await db
        .selectFrom('stock_ledger')
        .select(['sku_id', 'delta', 'reason', 'idempotency_key'])
        .where('id', '>', start.ledger)
        .execute();
      const saleByKey = new Map(
        ledger.filter((l) => l.reason === 'sale').map((l) => [l.idempotency_key, Number(l.delta)]),
      );
      for (const o of orders) {
        const mine = lines.filter((l) => Number(l.order_id) === Number(o.id));
        expect(mine.length, `lines of order ${o.id}`).toBeGreaterThan(0);
        expect(Number(o.status)).toBe(0);
        const amount = mine.reduce((a, l) => a + Number(l.price) * Number(l.quantity), 0);
        expect(Number(o.goods_amount)).toBe(amount);
        for (const l of mine) {
          expect(saleByKey.get(`order:${o.id}:${l.sku_id}`), `ledger of order ${o.id}`).toBe(
            -Number(l.quantity),
          );
        }
      }
      // no ledger row without its order
      expect(saleByKey.size).toBe(lines.length);
      console.log(
        `crash safety (${dialectUnderTest}): ${acknowledged.length} orders acknowledged before SIGKILL, ${orders.length} in the database after restart (the rest were in flight)`,
      );

      // stock equals the ledger
      for (const s of skus) {
        const row = await db
          .selectFrom('stock')
          .select('quantity')
          .where('location_id', '=', 1)
          .where('sku_id', '=', s.sku_id)
          .executeTakeFirstOrThrow();
        const deltas = ledger
          .filter((l) => Number(l.sku_id) === s.sku_id)
          .reduce((a, l) => a + Number(l.delta), 0);
        expect(Number(row.quantity)).toBe(STOCK + deltas);
      }

      // and the restarted server takes orders again
      const s = skus[0]!;
      const res = await fetch(`${second.base}/api/order/buy`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${buyers[0]!.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: encodeForm({
          goods_id: s.goods_id,
          sku_id: s.sku_id,
          num: 1,
          coupon_user_id: 0,
          client_key: randomBytes(12).toString('hex'),
        }),
      });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    } finally {
      await stopServerProcess(second);
    }
  }, 180_000);
});
