/**
 * Every API route of the app, found from the router itself (so a new route is covered the day it
 * is added): a merchant token on a consumer route, and a consumer token on a merchant route,
 * get exactly the answer a request without any token gets — the wrong kind of session opens
 * nothing. And no route answers a 5xx to an empty request. (Another *user's* objects are
 * refused per route in each module's tests with `expectOtherUserRefused`.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCoverage, startTestServer, type Actor, type TestServer } from './harness';
import { apiRoutes } from './routes-list';
// issue 20 (ops-server): operator sessions, and each ops route's permission
import { OPS_ROLES, can, roleMovesMoney } from '../../src/shared/rules/ops-permissions';
import { OPS_ROUTE_ACCESS } from '../../src/server/lib/ops-route';
import { opsActor } from './ops-helpers';

describe('route guard: sessions of the other kind open nothing', () => {
  let t: TestServer;
  let consumer: Actor;
  let merchant: Actor;
  let operator: Actor;
  let routes: { path: string; method: string }[] = [];

  beforeAll(async () => {
    t = await startTestServer();
    consumer = await t.user();
    merchant = await t.merchant();
    operator = await opsActor(t, 'owner');
    routes = apiRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    for (const r of routes) recordCoverage({ kind: 'route', method: r.method, url: r.path });
    // a parser that found nothing would pass everything below
    expect(routes.length).toBeGreaterThan(200);
    expect(routes).toContainEqual({ path: '/api/login', method: 'POST' });
    expect(routes).toContainEqual({ path: '/api/admin/info', method: 'GET' });
  });

  it('a merchant token on a consumer route answers as no token; a consumer token on a merchant route too', async () => {
    let consumerRoutes = 0;
    let merchantRoutes = 0;
    for (const r of routes) {
      const isMerchant = r.path.startsWith('/api/admin/');
      // issue 20 (ops-server): an operator route takes neither; an operator token opens nothing else
      const isOps = r.path.startsWith('/api/ops/');
      const wrongs: [string, Actor][] = isOps
        ? [
            ['consumer', consumer],
            ['merchant', merchant],
          ]
        : [
            [isMerchant ? 'consumer' : 'merchant', isMerchant ? consumer : merchant],
            ['operator', operator],
          ];
      const body = r.method === 'POST' ? {} : undefined;
      const none = await t.call(r.method, r.path, { body });
      const where = `${r.method} ${r.path}`;
      expect(none.status, `${where} without a token: ${none.message}`).toBeLessThan(500);
      for (const [kind, wrong] of wrongs) {
        const other = await t.call(r.method, r.path, { body, as: wrong });
        expect([other.status, other.code], `${where} with a ${kind} token`).toEqual([
          none.status,
          none.code,
        ]);
      }
      if (isMerchant) merchantRoutes += 1;
      else consumerRoutes += 1;
    }
    console.log(
      `route guard: ${consumerRoutes} consumer and ${merchantRoutes} merchant route/method pairs called with the other kind of session`,
    );
  }, 120_000);

  // issue 20 (ops-server): every operator route declares its permission; a role without it is
  // refused (403), and only the two login steps are public
  it('every /api/ops/ route goes through the guard and refuses a role without its permission', async () => {
    const ops = routes.filter((r) => r.path.startsWith('/api/ops/'));
    expect(ops.length).toBeGreaterThanOrEqual(10);
    const publicRoutes: string[] = [];
    let refused = 0;
    for (const r of ops) {
      const key = `${r.method} ${r.path}`;
      const access = OPS_ROUTE_ACCESS.get(key);
      expect(access, `${key} is not registered through opsRoute`).toBeDefined();
      if (access === 'public') publicRoutes.push(key);
      if (access === undefined || access === 'public' || access === 'session') continue;
      // a role without the permission (TOTP enabled, so only the permission decides)
      const role = OPS_ROLES.find((x) => !can(x, access));
      expect(role, `${key}: some role lacks ${access}`).toBeDefined();
      const as = await opsActor(t, role!);
      const body = r.method === 'POST' ? {} : undefined;
      const res = await t.call(r.method, r.path, { body, as });
      expect([res.status, res.code], `${key} as ${role}`).toEqual([403, 403]);
      expect(res.data, key).toMatchObject({ reason: 'permission', permission: access });
      // a money role without TOTP is refused before its permissions are looked at
      const noTotp = await opsActor(t, 'owner', { totp: false });
      const early = await t.call(r.method, r.path, { body, as: noTotp });
      expect(early.data, `${key} as an owner without TOTP`).toEqual({ reason: 'totp_required' });
      expect(roleMovesMoney('owner')).toBe(true);
      refused += 1;
    }
    expect(publicRoutes.sort()).toEqual(['POST /api/ops/login', 'POST /api/ops/login/totp']);
    console.log(
      `route guard: ${ops.length} operator route/method pairs, ${refused} refused by permission`,
    );
  }, 120_000);
});
