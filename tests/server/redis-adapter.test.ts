/**
 * Scale-out: two real server processes on ONE database with REDIS_URL set (the socket.io Redis
 * adapter). A stock change made through process A reaches a kiosk (merchant socket of that
 * cabinet) connected to process B; and an event emitted by one in-process app reaches a user
 * socket of another. Runs when `redis-server` is installed (CI installs it); each run starts its
 * own Redis on a free loopback port. SQLite (two processes on one WAL file) or PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile, type Database } from '../../src/server/db';
import { createSession } from '../../src/server/modules/user/user.repository';
import { encodeForm } from '../../src/shared/form-encoding';
import { EVENTS, userRoom, type StockChangedPayload } from '../../src/shared/realtime';
import { dialectUnderTest, freshDatabase, startTestServer, type TestServer } from './harness';
import {
  hasRedis,
  startRedis,
  startServerProcess,
  stopServerProcess,
  type RedisProcess,
  type ServerProcess,
} from './server-process';

if (!hasRedis) console.log('redis-adapter tests skipped: redis-server is not installed');

describe.skipIf(!hasRedis)('socket.io across two server processes (Redis adapter)', () => {
  let redis: RedisProcess | undefined;
  let a: TestServer;
  let b: TestServer;
  let socket: Socket | null = null;

  beforeAll(async () => {
    redis = await startRedis();
    const redisUrl = redis.url;
    a = await startTestServer({ port: 0, redisUrl });
    b = await startTestServer({ port: 0, redisUrl });
    await b.fastify.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    socket?.close();
    await a?.close();
    await b?.close();
    redis?.stop();
  });

  it('delivers an event emitted on app A to a user connected to app B', async () => {
    const user = await b.user();
    const address = b.fastify.server.address() as net.AddressInfo;
    socket = connect(`http://127.0.0.1:${address.port}`, {
      path: '/socket.io',
      auth: { token: user.token, role: 'user' },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      socket?.on(EVENTS.hello, () => resolve());
      socket?.on('connect_error', reject);
    });
    const received = new Promise<number>((resolve) => {
      socket?.on(EVENTS.cartCount, (p: { cart_count: number }) => resolve(p.cart_count));
    });
    a.app.io?.to(userRoom(user.id)).emit(EVENTS.cartCount, { cart_count: 42 });
    expect(await received).toBe(42);
  });
});

describe.skipIf(!hasRedis)(
  `two server processes on one ${dialectUnderTest} database and one Redis`,
  () => {
    let redis: RedisProcess | undefined;
    let database: Database;
    let drop: () => Promise<void>;
    let dataDir: string;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    let kiosk: Socket | null = null;

    beforeAll(async () => {
      redis = await startRedis();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
      const fresh = await freshDatabase({ sqliteFile: sqliteFile(dataDir) });
      database = fresh.database;
      drop = fresh.drop;
      const env = { DATA_DIR: dataDir, REDIS_URL: redis.url, ...fresh.env };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 120_000);

    afterAll(async () => {
      kiosk?.close();
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      redis?.stop();
      await drop?.();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('a stock change made through process A reaches the kiosk connected to process B', async () => {
      const db = database.db;
      const merchant = await db
        .selectFrom('merchants')
        .select('id')
        .where('account', '=', 'merchant')
        .executeTakeFirstOrThrow();
      const token = await createSession(
        db,
        'merchant_tokens',
        merchant.id,
        'scale-out test',
        Math.floor(Date.now() / 1000),
      );
      const slot = await db
        .selectFrom('stock_locations as l')
        .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
        .innerJoin('stock as s', 's.location_id', 'l.id')
        .select(['l.id as location_id', 'l.cabinet_id', 's.sku_id'])
        .where('c.merchant_id', '=', merchant.id)
        .orderBy('l.id')
        .executeTakeFirstOrThrow();

      kiosk = connect(b!.base, {
        path: '/socket.io',
        auth: { token, role: 'merchant', cabinet_id: slot.cabinet_id },
        transports: ['websocket'],
      });
      await new Promise<void>((resolve, reject) => {
        kiosk?.on(EVENTS.hello, () => resolve());
        kiosk?.on('connect_error', reject);
      });
      const received = new Promise<StockChangedPayload>((resolve) => {
        kiosk?.on(EVENTS.stockChanged, resolve);
      });

      const res = await fetch(`${a!.base}/api/admin/stock/in`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: encodeForm({
          location_id: slot.location_id,
          sku_id: slot.sku_id,
          quantity: 2,
          idempotency_key: randomUUID(),
          reason: 'correction',
        }),
      });
      const body = (await res.json()) as { data: { ledger_id: number } };
      expect(res.status).toBe(200);
      const event = await received;
      expect(event).toMatchObject({
        cabinet_id: slot.cabinet_id,
        location_id: slot.location_id,
        sku_id: slot.sku_id,
        delta: 2,
        ledger_id: body.data.ledger_id,
      });
    }, 60_000);

    it('a session revoked through process A loses its socket on process B at once', async () => {
      const db = database.db;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('status', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const now = Math.floor(Date.now() / 1000);
      const token = await createSession(db, 'user_tokens', user.id, 'scale-out test', now);
      const other = await createSession(db, 'user_tokens', user.id, 'scale-out test', now);
      const open = async (t: string) => {
        const s = connect(b!.base, {
          path: '/socket.io',
          auth: { token: t, role: 'user' },
          transports: ['websocket'],
          reconnection: false,
        });
        await new Promise<void>((resolve, reject) => {
          s.on(EVENTS.hello, () => resolve());
          s.on('connect_error', reject);
        });
        return s;
      };
      const old = await open(token);
      const live = await open(other);
      try {
        const gone = new Promise<string>((resolve) => old.on('disconnect', resolve));
        const res = await fetch(`${a!.base}/api/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(((await res.json()) as { code: number }).code).toBe(200);
        const reason = await Promise.race([
          gone,
          new Promise<string>((r) => setTimeout(() => r('still connected'), 5000)),
        ]);
        expect(reason).toBe('io server disconnect');
        expect(live.connected).toBe(true);
      } finally {
        old.close();
        live.close();
      }
    }, 60_000);
  },
);
