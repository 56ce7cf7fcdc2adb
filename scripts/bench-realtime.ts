/**
 * The real-time benchmark, run by scripts/bench.mjs under `node --import tsx`: the real app in
 * process on 127.0.0.1 with a temporary SQLite database (migrated, demo seed), the demo
 * merchant logged in over HTTP, BENCH_RT_CLIENTS (default 100) socket.io clients in the
 * merchant's and cabinet 1's rooms, then BENCH_RT_MOVES (default 200) stock moves on one slot,
 * one after the other over HTTP (alternately +1 / -1, reason `correction`). For every client
 * and move: the time from sending the move request to that client receiving its
 * `stockChanged` event (matched by ledger id). The next move starts once every client has its
 * event (or after 5 s). Prints one JSON line: p50 / p95 / max ms, events received (must equal
 * clients × moves), and the wall time; bounded to 60 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import { DEMO_MERCHANT, seedDemo } from '../src/server/seed/seed';
import { EVENTS, SOCKET_PATH, type StockChangedPayload } from '../src/shared/realtime';

const CLIENTS = Number(process.env.BENCH_RT_CLIENTS ?? 100);
const MOVES = Number(process.env.BENCH_RT_MOVES ?? 200);
const BUDGET_MS = 60_000;
const EVENT_WAIT_MS = 5_000;
const CABINET_ID = 1;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function main(): Promise<void> {
  const started = performance.now();
  const deadline = setTimeout(() => {
    console.error(`bench-realtime: over ${BUDGET_MS / 1000} s, giving up`);
    process.exit(1);
  }, BUDGET_MS);
  deadline.unref();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-rt-'));
  const file = path.join(dir, 'bench.sqlite');
  const database = openDatabase({ sqliteFile: file });
  const sockets: Socket[] = [];
  let closeApp: (() => Promise<void>) | null = null;
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db, { now: Math.floor(Date.now() / 1000), demoAccounts: true });
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }),
      authRateLimit: 0,
      logLevel: 'silent',
      webDir: path.join(os.tmpdir(), 'no-web-build'),
    };
    const { fastify } = await buildApp(config, { database, realtime: true });
    closeApp = () => fastify.close();
    await fastify.listen({ host: '127.0.0.1', port: 0 });
    const { port } = fastify.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const login = (await (
      await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_MERCHANT),
      })
    ).json()) as { data: { token: string } };
    const token = login.data.token;
    const slot = await database.db
      .selectFrom('stock_locations as l')
      .innerJoin('stock as s', 's.location_id', 'l.id')
      .select(['l.id as location_id', 's.sku_id'])
      .where('l.cabinet_id', '=', CABINET_ID)
      .orderBy('l.slot_no')
      .executeTakeFirstOrThrow();

    // arrival time (performance.now) per client, by ledger id
    const arrivals: Map<number, number>[] = [];
    let waiting: { ledgerId: number; done: () => void } | null = null;
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => {
        const got = new Map<number, number>();
        arrivals.push(got);
        const socket = io(base, {
          path: SOCKET_PATH,
          auth: { token, role: 'merchant', cabinet_id: CABINET_ID },
          transports: ['websocket'],
          reconnection: false,
          timeout: 10_000,
        });
        sockets.push(socket);
        socket.on(EVENTS.stockChanged, (p: StockChangedPayload) => {
          got.set(p.ledger_id, performance.now());
          if (waiting && arrivals.every((a) => a.has(waiting!.ledgerId))) waiting.done();
        });
        return new Promise<void>((resolve, reject) => {
          socket.once(EVENTS.hello, () => resolve());
          socket.once('connect_error', (err) => reject(new Error(`client ${i}: ${err.message}`)));
        });
      }),
    );

    const latencies: number[] = [];
    let events = 0;
    let missing = 0;
    const movesStarted = performance.now();
    for (let m = 0; m < MOVES; m++) {
      const sent = performance.now();
      const res = await fetch(`${base}/api/admin/stock/${m % 2 === 0 ? 'in' : 'out'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          location_id: slot.location_id,
          sku_id: slot.sku_id,
          quantity: 1,
          idempotency_key: randomUUID(),
          reason: 'correction',
        }),
      });
      const body = (await res.json()) as { data: { ledger_id: number }; message?: string };
      if (res.status !== 200) throw new Error(`move ${m}: HTTP ${res.status} ${body.message}`);
      const ledgerId = body.data.ledger_id;
      if (!arrivals.every((a) => a.has(ledgerId))) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, EVENT_WAIT_MS);
          waiting = {
            ledgerId,
            done: () => {
              clearTimeout(timer);
              resolve();
            },
          };
        });
        waiting = null;
      }
      for (const a of arrivals) {
        const at = a.get(ledgerId);
        if (at === undefined) {
          missing += 1;
          continue;
        }
        events += 1;
        latencies.push(at - sent);
      }
    }
    const movesMs = performance.now() - movesStarted;
    latencies.sort((a, b) => a - b);
    const result = {
      clients: CLIENTS,
      moves: MOVES,
      events_expected: CLIENTS * MOVES,
      events_received: events,
      missing,
      p50_ms: round(percentile(latencies, 50)),
      p95_ms: round(percentile(latencies, 95)),
      max_ms: round(latencies[latencies.length - 1] ?? 0),
      moves_per_s: round(MOVES / (movesMs / 1000)),
      database: 'sqlite',
      total_ms: Math.round(performance.now() - started),
    };
    console.log(JSON.stringify(result));
  } finally {
    for (const s of sockets) s.close();
    await closeApp?.();
    await database.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    clearTimeout(deadline);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
