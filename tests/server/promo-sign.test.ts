import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaMonth } from '../../src/server/modules/promo/sign.rules';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('promo-sign bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const DAY = 86400;

const task = (as: Actor, taskId: string) =>
  t.call('POST', '/api/task/complete_task', { as, body: { task_id: taskId } });
const info = (as: Actor, month?: string) =>
  t.call('GET', '/api/task/get_sign_info', { as, query: month ? { month } : {} });

const integral = async (id: number) =>
  (await db().selectFrom('users').select('integral').where('id', '=', id).executeTakeFirstOrThrow())
    .integral;
const ledger = (id: number) =>
  db()
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('user_id', '=', id)
    .where('account', '=', 'integral')
    .orderBy('id')
    .execute();

/** Moves the test clock to `secondsBefore` seconds before the next 00:00 China time. */
function toBeforeChinaMidnight(secondsBefore: number): void {
  const now = t.clock.now();
  const nextMidnight = Math.floor((now + 8 * 3600) / DAY) * DAY + DAY - 8 * 3600;
  t.clock.advance(nextMidnight - secondsBefore - now);
}

describe('sign-in', () => {
  it('signs once per China day; streak and bonus from the rules; ledger rows with unique keys', async () => {
    const u = await t.user();
    const first = await info(u);
    expect(first.code, first.message).toBe(200);
    expect(first.data).toMatchObject({
      signed_today: false,
      streak: 0,
      days: [],
      today_points: 10,
      rules: {
        base: 10,
        streak_bonus: [
          { days: 3, points: 10 },
          { days: 7, points: 30 },
        ],
      },
      month: chinaMonth(t.clock.now()),
    });

    // day 1 at 23:59:50 China time, day 2 twenty seconds later
    toBeforeChinaMidnight(10);
    const signedAt: number[] = [];
    const d1 = await task(u, 'sign');
    expect(d1.code, d1.message).toBe(200);
    expect(d1.data).toEqual({ points: 10, streak: 1 });
    signedAt.push(t.clock.now());
    const again = await task(u, 'sign');
    expect([again.code, again.message]).toEqual([423, '今日已签到']);
    t.clock.advance(20);
    const d2 = await task(u, 'sign');
    expect(d2.data).toEqual({ points: 10, streak: 2 });
    signedAt.push(t.clock.now());
    // day 3: the streak bonus
    t.clock.advance(DAY);
    const before3 = await info(u);
    expect(before3.data).toMatchObject({ signed_today: false, streak: 2, today_points: 20 });
    const d3 = await task(u, 'sign');
    expect(d3.data).toEqual({ points: 20, streak: 3 });
    signedAt.push(t.clock.now());
    const after3 = await info(u);
    expect(after3.data).toMatchObject({ signed_today: true, streak: 3, today_points: 20 });
    // a day missed: the streak starts again
    t.clock.advance(2 * DAY);
    expect((await info(u)).data).toMatchObject({ streak: 0, today_points: 10 });
    const d5 = await task(u, 'sign');
    expect(d5.data).toEqual({ points: 10, streak: 1 });
    signedAt.push(t.clock.now());

    // the calendar of each month touched
    const byMonth = new Map<string, number[]>();
    for (const at of signedAt) {
      const m = chinaMonth(at);
      byMonth.set(m, [...(byMonth.get(m) ?? []), chinaDay(at) % 100]);
    }
    for (const [m, days] of byMonth) {
      const r = await info(u, m);
      expect(r.data.days, m).toEqual(days);
    }

    const rows = await ledger(u.id);
    expect(rows.map((r) => [r.delta, r.reason])).toEqual([
      [10, 'sign_in'],
      [10, 'sign_in'],
      [20, 'sign_in'],
      [10, 'sign_in'],
    ]);
    expect(rows.map((r) => r.idempotency_key)).toEqual(
      signedAt.map((at) => `sign:${u.id}:${chinaDay(at)}`),
    );
    expect(await integral(u.id)).toBe(50);
    const logs = await db()
      .selectFrom('task_logs')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(logs).toHaveLength(4);
  });

  it('uses the rules of app_config and cycles the streak bonus', async () => {
    await db()
      .updateTable('app_config')
      .set({ value: JSON.stringify({ base: 1, streak_bonus: [{ days: 2, points: 4 }] }) })
      .where('key', '=', 'sign_rules')
      .execute();
    try {
      const u = await t.user();
      const got: number[] = [];
      for (let d = 0; d < 4; d++) {
        const r = await task(u, 'sign');
        expect(r.code, r.message).toBe(200);
        got.push(r.data.points as number);
        t.clock.advance(DAY);
      }
      expect(got).toEqual([1, 5, 1, 5]);
    } finally {
      await db()
        .updateTable('app_config')
        .set({
          value: JSON.stringify({
            base: 10,
            streak_bonus: [
              { days: 3, points: 10 },
              { days: 7, points: 30 },
            ],
          }),
        })
        .where('key', '=', 'sign_rules')
        .execute();
    }
  });

  it('concurrent sign-ins of one user: exactly one counts', async () => {
    const u = await t.user();
    const res = await Promise.all(Array.from({ length: 6 }, () => task(u, 'sign')));
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of res.filter((x) => x.code !== 200)) expect(r.code).toBe(423);
    expect(await integral(u.id)).toBe(10);
    expect(await ledger(u.id)).toHaveLength(1);
  });

  it('download once ever, share once per day', async () => {
    const u = await t.user();
    const dl = await task(u, 'download');
    expect(dl.code, dl.message).toBe(200);
    expect(dl.data).toEqual({ points: 100, streak: 0 });
    expect((await task(u, 'download')).code).toBe(423);
    const s1 = await task(u, 'share');
    expect(s1.data).toEqual({ points: 5, streak: 0 });
    const s2 = await task(u, 'share');
    expect([s2.code, s2.message]).toEqual([423, '今日已分享']);
    expect((await info(u)).data).toMatchObject({ download_done: true, shared_today: true });

    t.clock.advance(DAY);
    expect((await task(u, 'download')).code).toBe(423);
    expect((await task(u, 'share')).code).toBe(200);
    expect((await info(u)).data).toMatchObject({ download_done: true, shared_today: true });

    const rows = await ledger(u.id);
    expect(rows.map((r) => [r.delta, r.reason])).toEqual([
      [100, 'activity_reward'],
      [5, 'activity_reward'],
      [5, 'activity_reward'],
    ]);
    expect(rows[0]!.idempotency_key).toBe(`download:${u.id}`);
    expect(await integral(u.id)).toBe(110);
  });

  it('needs login and refuses bad input with the database unchanged', async () => {
    expect((await t.call('GET', '/api/task/get_sign_info')).code).toBe(401);
    expect(
      (await t.call('POST', '/api/task/complete_task', { body: { task_id: 'sign' } })).code,
    ).toBe(401);
    const u = await t.user();
    const bad = await task(u, 'reward');
    expect(bad.code).toBe(422);
    expect(bad.message).toContain('task_id');
    badCases.get_sign_info = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/task/get_sign_info',
      as: u,
      valid: { month: '2026-11' },
      optional: ['month'],
    });
    badCases.complete_task = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/task/complete_task',
      as: u,
      valid: { task_id: 'sign' },
    });
  });
});
