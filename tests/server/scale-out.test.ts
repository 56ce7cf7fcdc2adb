/**
 * Limits that hold across server processes: two real server processes on ONE database with
 * REDIS_URL set (one redis-server this test starts). The per-IP login limit and the live-room
 * comment interval count into one window in Redis, and a live room's viewers are the same number
 * seen from either process. Without Redis each process kept its own windows and counts (N per
 * process, and each process's own last count of viewers). Skipped, with a message, when
 * redis-server is not installed (CI installs it). SQLite (two processes on one WAL file) or
 * PostgreSQL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { sqliteFile, type Database } from '../../src/server/db';
import { hashPassword } from '../../src/server/lib/crypto';
import { createSession, newInviteCode } from '../../src/server/modules/user/user.repository';
import { encodeForm, type FormObject } from '../../src/shared/form-encoding';
import { CLIENT_EVENTS, EVENTS, SOCKET_PATH, type LiveJoinAck } from '../../src/shared/realtime';
import { dialectUnderTest, freshDatabase, nextMobile, TEST_DATA_KEY } from './harness';
import {
  freePort,
  hasRedis,
  startRedis,
  startServerProcess,
  stopServerProcess,
  type RedisProcess,
  type ServerProcess,
} from './server-process';

/** the per-IP limit the two processes share (AUTH_RATE_LIMIT) */
const LIMIT = 5;

if (!hasRedis) console.log('scale-out limit tests skipped: redis-server is not installed');

interface Answer {
  status: number;
  code: number;
  message: string;
  data: any;
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: FormObject; token?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let target = `${base}${url}`;
  let body: string | undefined;
  if (opts.body && method === 'GET') target += `?${encodeForm(opts.body)}`;
  else if (opts.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encodeForm(opts.body);
  }
  const res = await fetch(target, { method, headers, body });
  const json = (await res.json()) as Omit<Answer, 'status'>;
  return { status: res.status, ...json };
}

describe('REDIS_URL', () => {
  it('an unreachable Redis fails the start with a clear message', async () => {
    const port = await freePort(); // nothing listens there
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      redisUrl: `redis://127.0.0.1:${port}`,
      dataKey: TEST_DATA_KEY,
    };
    await expect(buildApp(config, { realtime: false })).rejects.toThrow(
      /REDIS_URL is set but Redis at redis:\/\/127\.0\.0\.1:\d+\/? is unreachable/,
    );
  });
});

describe.skipIf(!hasRedis)(
  `limits across two server processes on one ${dialectUnderTest} database and one Redis`,
  () => {
    let redis: RedisProcess | undefined;
    let database: Database;
    let drop: () => Promise<void>;
    let dataDir: string;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-limits-'));
      const fresh = await freshDatabase({ sqliteFile: sqliteFile(dataDir) });
      database = fresh.database;
      drop = fresh.drop;
      const env = {
        DATA_DIR: dataDir,
        REDIS_URL: redis.url,
        AUTH_RATE_LIMIT: String(LIMIT),
        // the test names client addresses in X-Forwarded-For, as a proxy on this host would
        TRUST_PROXY: '127.0.0.1',
        // one comment per user a minute: the window cannot lapse during the test
        LIVE_COMMENT_INTERVAL_MS: '60000',
        ...fresh.env,
      };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 120_000);

    afterAll(async () => {
      for (const s of sockets) s.close();
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      redis?.stop();
      await drop?.();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** A user with a session (straight into the shared database). */
    async function user(): Promise<{ id: number; token: string }> {
      const now = Math.floor(Date.now() / 1000);
      const row = await database.db
        .insertInto('users')
        .values({
          mobile: nextMobile(),
          password_hash: await hashPassword('secret123'),
          invite_code: newInviteCode(),
          inviter_id: null,
          pay_password_hash: null,
          integral: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await createSession(database.db, 'user_tokens', row.id, 'scale-out', now);
      return { id: row.id, token };
    }

    /** An approved live room that is on air, made through process A. */
    async function liveRoom(): Promise<number> {
      const owner = await user();
      const now = Math.floor(Date.now() / 1000);
      await database.db
        .insertInto('user_rights')
        .values({ user_id: owner.id, right: 'live_manager', granted_at: now })
        .execute();
      const cover = `/uploads/2026/11/${randomBytes(12).toString('hex')}.jpg`;
      await database.db
        .insertInto('uploads')
        .values({ user_id: owner.id, path: cover, mime: 'image/jpeg', size: 1000, created_at: now })
        .execute();
      const added = await call(a!.base, 'POST', '/api/live/add', {
        token: owner.token,
        body: { title: '跨进程直播间', cover, intro: '简介', scheduled_at: now + 3600 },
      });
      expect(added.code, added.message).toBe(200);
      const id = added.data.id as number;
      const started = await call(a!.base, 'POST', '/api/live/start', {
        token: owner.token,
        body: { id },
      });
      expect(started.code, started.message).toBe(200);
      return id;
    }

    it(`the login limit is ${LIMIT} per IP in total, not per process`, async () => {
      const ip = '203.0.113.7';
      const attempts = LIMIT + 5;
      // a new mobile each time: this is the per-IP limit, not the per-account throttle
      // (auth/login-throttle.ts), which would lock one mobile after 5 failures by itself
      // all at once, alternating between the processes (a wrong password: 422 when allowed)
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          call(i % 2 === 0 ? a!.base : b!.base, 'POST', '/api/login', {
            ip,
            body: { mobile: nextMobile(), password: 'wrong-password' },
          }),
        ),
      );
      const refused = answers.filter((r) => r.code === 423);
      expect(answers.filter((r) => r.code !== 423).every((r) => r.code === 422)).toBe(true);
      expect(attempts - refused.length).toBe(LIMIT);
      // the envelope as today: HTTP 200, code 423, a message
      expect(refused[0]).toMatchObject({ status: 200, code: 423, data: null });
      expect(refused[0]?.message).toBeTruthy();
      // both processes refuse the next attempt; another IP has its own window
      for (const base of [a!.base, b!.base]) {
        const next = await call(base, 'POST', '/api/login', {
          ip,
          body: { mobile: nextMobile(), password: 'wrong-password' },
        });
        expect(next.code).toBe(423);
      }
      const other = await call(b!.base, 'POST', '/api/login', {
        ip: '203.0.113.8',
        body: { mobile: nextMobile(), password: 'wrong-password' },
      });
      expect(other.code).toBe(422);
    });

    it('the merchant login limit holds across processes too (HTTP 423)', async () => {
      const ip = '203.0.113.9';
      const answers = await Promise.all(
        Array.from({ length: LIMIT + 3 }, (_, i) =>
          call(i % 2 === 0 ? a!.base : b!.base, 'POST', '/api/admin/login', {
            ip,
            body: { account: `m${randomBytes(4).toString('hex')}`, password: 'wrong-password' },
          }),
        ),
      );
      expect(answers.filter((r) => r.status !== 423)).toHaveLength(LIMIT);
      expect(answers.find((r) => r.status === 423)).toMatchObject({ code: 423, data: null });
    });

    it('one live comment per interval per user, whichever process takes it', async () => {
      const roomId = await liveRoom();
      const viewer = await user();
      const first = await call(a!.base, 'POST', '/api/live/comment', {
        token: viewer.token,
        body: { room_id: roomId, content: '第一条', client_id: randomUUID() },
      });
      expect(first.code, first.message).toBe(200);
      const second = await call(b!.base, 'POST', '/api/live/comment', {
        token: viewer.token,
        body: { room_id: roomId, content: '第二条', client_id: randomUUID() },
      });
      expect(second.code).toBe(423);

      // another user, four comments at once split across the processes: exactly one goes in
      const other = await user();
      const answers = await Promise.all(
        [a!.base, b!.base, a!.base, b!.base].map((base, i) =>
          call(base, 'POST', '/api/live/comment', {
            token: other.token,
            body: { room_id: roomId, content: `并发${i}`, client_id: randomUUID() },
          }),
        ),
      );
      expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.code === 423)).toHaveLength(3);
      const stored = await database.db
        .selectFrom('live_comments')
        .select('id')
        .where('room_id', '=', roomId)
        .execute();
      expect(stored).toHaveLength(2);
    });

    it("a room's viewers are the same number seen from either process", async () => {
      const roomId = await liveRoom();
      const join = async (base: string): Promise<LiveJoinAck> => {
        const socket = connect(base, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          reconnection: false,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once(EVENTS.hello, () => resolve());
          socket.once('connect_error', reject);
        });
        return (await socket
          .timeout(10_000)
          .emitWithAck(CLIENT_EVENTS.liveJoin, { room_id: roomId })) as LiveJoinAck;
      };
      expect(await join(a!.base)).toMatchObject({ ok: true, viewers: 1 });
      expect(await join(b!.base)).toMatchObject({ ok: true, viewers: 2 });
      expect(await join(b!.base)).toMatchObject({ ok: true, viewers: 3 });
      for (const base of [a!.base, b!.base]) {
        const view = await call(base, 'GET', '/api/live/room', { body: { id: roomId } });
        expect(view.code, view.message).toBe(200);
        expect(view.data.viewers, base).toBe(3);
        const list = await call(base, 'GET', '/api/live/list', {
          body: { tab: 'live', page: 1, limit: 50 },
        });
        const card = (list.data.list as { id: number; viewers: number }[]).find(
          (r) => r.id === roomId,
        );
        expect(card?.viewers, base).toBe(3);
      }
    }, 60_000);
  },
);
