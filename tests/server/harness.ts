/**
 * Test harness for API tests (every later issue uses it):
 * - `startTestServer()` builds the real app on a fresh copy of a migrated, seeded template
 *   database: SQLite (a file copy) or, with TEST_DATABASE_URL, PostgreSQL (CREATE DATABASE ...
 *   TEMPLATE). Seeding happens once per run, not per test.
 * - factories for users and merchants with live sessions,
 * - `call()` for any route as anyone, `expectBadInputRefused()` that throws generated bad input
 *   at a route and checks the answer and that the database did not change, and
 *   `expectOtherUserRefused()` for routes that return or change a user's object.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import {
  buildPgTemplate,
  buildSqliteTemplate,
  pgUrlFor as pgUrlOf,
  TEMPLATE_DIR,
} from './db-template';
import { encodeForm, type FormObject } from '../../src/shared/form-encoding';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { Clock } from '../../src/server/clock';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db';
import type { AppContext } from '../../src/server/context';
import { hashPassword } from '../../src/server/lib/crypto';
import { createSession, newInviteCode } from '../../src/server/modules/user/user.repository';

const PG_URL = process.env.TEST_DATABASE_URL;

export const dialectUnderTest = PG_URL ? 'postgres' : 'sqlite';

/** The data key of every test server (base64 of 32 fixed bytes): tests may open sealed values. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

/** What global-setup.ts provided ('' or undefined when the file runs without it). */
function provided(key: 'sqliteTemplate' | 'pgTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * The run's template (global-setup.ts: migrated and seeded once per run, with a fixed "now" so
 * seeded activity windows are stable across the run), or one of this process.
 */
let sqliteTemplateReady: Promise<string> | null = null;
function sqliteTemplate(): Promise<string> {
  const shared = provided('sqliteTemplate');
  if (shared && fs.existsSync(shared)) return Promise.resolve(shared);
  sqliteTemplateReady ??= buildSqliteTemplate();
  return sqliteTemplateReady;
}

let pgTemplateReady: Promise<string> | null = null;
function pgTemplate(): Promise<string> {
  const shared = provided('pgTemplate');
  if (shared) return Promise.resolve(shared);
  pgTemplateReady ??= buildPgTemplate(PG_URL as string);
  return pgTemplateReady;
}

const pgUrlFor = (dbName: string): string => pgUrlOf(PG_URL as string, dbName);

/**
 * A fresh copy of the template for this run's dialect; `sqliteFile` puts the SQLite copy at that
 * path (a server process started with DATA_DIR opens `<DATA_DIR>/shop.sqlite`). `env` is what a
 * separate server process needs to open the same database.
 */
export async function freshDatabase(opts: { sqliteFile?: string } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  env: { DATABASE_URL?: string };
}> {
  if (!PG_URL) {
    const template = await sqliteTemplate();
    const file =
      opts.sqliteFile ??
      path.join(TEMPLATE_DIR, `db-${process.pid}-${randomBytes(6).toString('hex')}.sqlite`);
    fs.copyFileSync(template, file);
    const database = openDatabase({ sqliteFile: file });
    return {
      database,
      env: {},
      drop: async () => {
        await database.close();
        for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      },
    };
  }
  const template = await pgTemplate();
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = openDatabase({ databaseUrl: pgUrlFor(name) });
  return {
    database,
    env: { DATABASE_URL: pgUrlFor(name) },
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.end();
    },
  };
}

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface Actor {
  id: number;
  token: string;
  mobile?: string;
  account?: string;
}

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: FormObject;
  /** send the body as JSON instead of form encoding */
  json?: boolean;
  as?: Actor | null;
  headers?: Record<string, string>;
}

export interface TestServer {
  fastify: FastifyInstance;
  app: AppContext;
  config: Config;
  clock: Clock;
  /** raw inject; `res.json()` for the body */
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  call: <T = any>(
    method: string,
    url: string,
    opts?: CallOptions,
  ) => Promise<Envelope<T> & { status: number }>;
  user: (opts?: { mobile?: string; password?: string; integral?: number }) => Promise<Actor>;
  merchant: (opts?: { account?: string; password?: string }) => Promise<Actor>;
  /**
   * The user logged in again now (a new session at the clock's time): for tests that move the
   * clock past the session limits (docs/security.md "Sessions").
   */
  relogin: (actor: Actor) => Promise<Actor>;
  /** a digest of every row of every table (but `skip`) */
  snapshot: (skip?: string[]) => Promise<string>;
  close: () => Promise<void>;
}

let mobileSeq = 0;
/** A unique valid mainland mobile number per call within the run. */
export function nextMobile(): string {
  mobileSeq += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`;
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  build: Pick<BuildOptions, 'logStream' | 'timeouts'> = {},
): Promise<TestServer> {
  const { database, drop } = await freshDatabase();
  // Uploads (and a generated data key, if a test asks for one) go to a directory of this server.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    authRateLimit: 0,
    webDir: path.join(os.tmpdir(), 'no-web-build'),
    dataDir,
    dataKey: TEST_DATA_KEY,
    ...overrides,
  };
  const clock = new Clock();
  const { fastify, app } = await buildApp(config, {
    database,
    clock,
    realtime: overrides.port !== undefined,
    ...build,
  });
  await fastify.ready();

  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.as) headers.authorization = `Bearer ${opts.as.token}`;
    let payload: string | undefined;
    if (opts.body) {
      if (opts.json) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(opts.body);
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = encodeForm(opts.body);
      }
    }
    const res = await fastify.inject({
      method: method as InjectOptions['method'],
      url,
      query: opts.query as Record<string, string> | undefined,
      headers,
      payload,
    });
    let body: Envelope;
    try {
      body = res.json<Envelope>();
    } catch {
      body = { code: res.statusCode, message: res.body, data: null };
    }
    return { ...body, status: res.statusCode };
  };

  const user: TestServer['user'] = async (o = {}) => {
    const mobile = o.mobile ?? nextMobile();
    const now = clock.now();
    const row = await database.db
      .insertInto('users')
      .values({
        mobile,
        password_hash: await hashPassword(o.password ?? 'secret123'),
        invite_code: newInviteCode(),
        inviter_id: null,
        pay_password_hash: null,
        integral: o.integral ?? 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(database.db, 'user_tokens', row.id, 'test', now);
    return { id: row.id, token, mobile };
  };

  const merchant: TestServer['merchant'] = async (o = {}) => {
    const account = o.account ?? `m${randomBytes(4).toString('hex')}`;
    const now = clock.now();
    const row = await database.db
      .insertInto('merchants')
      .values({
        account,
        password_hash: await hashPassword(o.password ?? 'secret123'),
        name: `柜商${account}`,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(database.db, 'merchant_tokens', row.id, 'test', now);
    return { id: row.id, token, account };
  };

  const relogin: TestServer['relogin'] = async (actor) => ({
    ...actor,
    token: await createSession(database.db, 'user_tokens', actor.id, 'test', clock.now()),
  });

  /**
   * A digest of every row of every table (but the job leases, and `skip`): equal digests mean an
   * unchanged database.
   */
  const snapshot = async (skip: string[] = []): Promise<string> => {
    const hash = createHash('sha256');
    const tables = (await database.db.introspection.getTables())
      .map((t) => t.name)
      // job_leases: the sweepers' tick bookkeeping (lib/jobs.ts), written by a background tick
      // every 30 s whatever the test does
      .filter((n) => !n.startsWith('kysely_') && n !== 'job_leases' && !skip.includes(n))
      .sort();
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        database.db,
      );
      // Order by the whole row, not by a column: tables without a unique first column (e.g.
      // goods_search_terms) come back in any order on PostgreSQL.
      // A session's last_used_at is bookkeeping of the token, not what a route changes: any
      // authenticated request (a refused one too) may refresh it (lib/auth.ts).
      const lines = rows.rows
        .map((r) =>
          JSON.stringify(
            table === 'user_tokens' || table === 'merchant_tokens'
              ? { ...r, last_used_at: null }
              : r,
          ),
        )
        .sort();
      hash.update(table);
      hash.update(lines.join('\n'));
    }
    return hash.digest('hex');
  };

  return {
    fastify,
    app,
    config,
    clock,
    inject: (o) => fastify.inject(o),
    call,
    user,
    merchant,
    relogin,
    snapshot,
    close: async () => {
      await fastify.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Codes a refused request may answer with (spec section 8). */
export const REFUSAL_CODES = [401, 403, 422, 423];

const HUGE = 'x'.repeat(20_000);
/**
 * Strings that are not text: a lone UTF-16 surrogate, a C0 and a C1 control (shared/rules/text.ts;
 * tests/server/text-input.test.ts has the rest).
 * Every route refuses them with 422 naming the field, whatever the field (a lone surrogate cannot
 * be form encoded: it goes as JSON, and not at all in a query string).
 */
export const NOT_TEXT = ['\uD800', 'a\u0000b', 'a\u0085b'];
const LONE_SURROGATE = /[\uD800-\uDFFF]/;
/** Generated bad values for one field. */
export function badValues(valid: unknown): unknown[] {
  const values: unknown[] = [
    '',
    HUGE,
    'abc',
    '-1',
    '1e309',
    String(2 ** 53),
    '9999999999',
    '<script>',
    '0x10',
    ...NOT_TEXT,
  ];
  if (typeof valid === 'number') values.push(-1, 0.5, 2 ** 31);
  return values;
}

export interface BadInputSpec {
  method: 'GET' | 'POST';
  url: string;
  /** a valid input; each field is replaced in turn by bad values and then left out */
  valid: Record<string, string | number>;
  as?: Actor | null;
  /** fields whose absence is fine (optional) */
  optional?: string[];
  /** fields sent as given but never replaced by bad values (e.g. an id whose '' means "new") */
  fixed?: string[];
  /** merchant routes answer with HTTP 401/422 instead of the envelope code */
  merchant?: boolean;
  /**
   * tables a refused request may still write on purpose (the login throttle counts a
   * well-formed wrong password); left out of the unchanged-database check
   */
  counts?: string[];
}

/**
 * Calls a route with generated bad input: every answer must be a refusal code with a message,
 * never a 5xx, and the database must be unchanged afterwards. Returns the number of cases.
 */
export async function expectBadInputRefused(t: TestServer, spec: BadInputSpec): Promise<number> {
  const before = await t.snapshot(spec.counts);
  let cases = 0;
  const send = async (input: Record<string, unknown>) => {
    cases += 1;
    const isGet = spec.method === 'GET';
    const surrogate = Object.values(input).some(
      (v) => typeof v === 'string' && LONE_SURROGATE.test(v),
    );
    const res = await t.call(spec.method, spec.url, {
      as: spec.as,
      query: isGet ? input : undefined,
      body: isGet ? undefined : (input as FormObject),
      json: surrogate,
    });
    return res;
  };
  for (const field of Object.keys(spec.valid)) {
    if (spec.fixed?.includes(field)) continue;
    for (const bad of badValues(spec.valid[field])) {
      if (spec.method === 'GET' && typeof bad === 'string' && LONE_SURROGATE.test(bad)) continue;
      const res = await send({ ...spec.valid, [field]: bad });
      expect(res.status, `${spec.url} ${field}=${String(bad).slice(0, 20)}`).toBeLessThan(500);
      if (NOT_TEXT.includes(bad as string)) {
        const what = `${spec.url} ${field}=${JSON.stringify(bad)}`;
        expect(spec.merchant ? res.status : res.code, `${what}: ${res.message}`).toBe(422);
        // a bracket field (`items[0][id]`) is named as sent (JSON) or as decoded (`items.0.id`)
        const names = [field, field.replace(/\[(\w*)\]/g, '.$1')];
        expect(
          names.some((n) => res.message.startsWith(`${n}: `)),
          `${what}: ${res.message}`,
        ).toBe(true);
      }
      if (spec.merchant) {
        if (res.status !== 200) {
          expect([401, 422, 423]).toContain(res.status);
          expect(res.message).toBeTruthy();
        }
      } else if (res.code !== 200) {
        expect(
          REFUSAL_CODES,
          `${spec.url} ${field}=${String(bad).slice(0, 20)}: ${res.message}`,
        ).toContain(res.code);
        expect(res.message).toBeTruthy();
      }
    }
    if (!spec.optional?.includes(field)) {
      const rest = { ...spec.valid };
      delete rest[field];
      const res = await send(rest);
      if (spec.merchant) {
        expect(res.status).toBe(422);
      } else {
        expect(res.code, `${spec.url} without ${field}`).toBe(422);
        expect(res.message).toContain(field);
      }
    }
  }
  // Wrong body shape altogether.
  const res = await t.inject({
    method: spec.method,
    url: spec.url,
    headers: {
      'content-type': 'application/json',
      ...(spec.as ? { authorization: `Bearer ${spec.as.token}` } : {}),
    },
    payload: spec.method === 'POST' ? '{"broken json' : undefined,
  });
  cases += 1;
  expect(res.statusCode).toBeLessThan(500);
  expect(await t.snapshot(spec.counts)).toBe(before);
  recordCoverage({ kind: 'bad-input', method: spec.method, url: spec.url, cases });
  return cases;
}

/**
 * With ROUTE_COVERAGE_DIR set (scripts/test-server.mjs sets it), appends what a test proved about
 * a route (bad input refused, another user refused, the route list itself) to a file of this
 * process; the script sums them up after the run ("bad input: n routes, m cases").
 */
export function recordCoverage(entry: Record<string, unknown>): void {
  const dir = process.env.ROUTE_COVERAGE_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), JSON.stringify(entry) + '\n');
}

/** The route refuses `other` acting on `owner`'s object (403, or 422 "not found"), database unchanged. */
export async function expectOtherUserRefused(
  t: TestServer,
  spec: {
    method: 'GET' | 'POST';
    url: string;
    input: Record<string, string | number>;
    other: Actor;
  },
): Promise<void> {
  const before = await t.snapshot();
  const isGet = spec.method === 'GET';
  const res = await t.call(spec.method, spec.url, {
    as: spec.other,
    query: isGet ? spec.input : undefined,
    body: isGet ? undefined : spec.input,
  });
  expect([403, 422]).toContain(res.code);
  expect(await t.snapshot()).toBe(before);
  recordCoverage({ kind: 'other-user', method: spec.method, url: spec.url });
}
