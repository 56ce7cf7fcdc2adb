/**
 * Generated bad input on EVERY API route the router has (found from the router itself, so a new
 * route is swept the day it is added), as a logged-in consumer on consumer routes and a logged-in
 * merchant on merchant routes: the usual field names filled with wrong types, negative,
 * overflowing and unknown numbers, huge strings and nothing at all, plus a broken JSON body.
 *
 * Each answer must be handled — never a 5xx; a consumer answer is OK or a refusal code with a
 * message; a merchant answer HTTP 200, 401, 404, 422 or 423 — and a POST route that refused
 * every one of them must have left the database exactly as it was. (The per-module tests sweep
 * each route's own fields from a valid input with `expectBadInputRefused`; this sweep is the
 * floor under all of them.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/modules/user/user.repository';
import { recordCoverage, startTestServer, type Actor, type TestServer } from './harness';
import { apiRoutes } from './routes-list';
// issue 20 (ops-server): operator routes are swept as an owner with TOTP enabled
import { opsOperator, opsSessionOf } from './ops-helpers';

/** Field names the routes use for ids, paging, quantities and text. */
const FIELDS = [
  'id',
  'ids',
  'page',
  'limit',
  'type',
  'status',
  'goods_id',
  'sku_id',
  'order_id',
  'room_id',
  'shop_id',
  'cabinet_id',
  'location_id',
  'num',
  'quantity',
  'amount',
  'keyword',
  'content',
  'mobile',
  'lat_e6',
  'lng_e6',
];
const BAD_VALUES: unknown[] = [
  -1,
  0,
  'abc',
  '1e309',
  String(2 ** 53),
  999_999_999,
  '<script>',
  'x'.repeat(10_000),
  '',
];
/** Not text (shared/rules/text.ts): every route refuses it with 422 naming the field. */
const CONTROL = 'a\u0007b';
const LONE_SURROGATE = 'a\uD800b';
/** Envelope codes of a handled answer: OK (200; 0 and 1 on the spec's config calls), refusals. */
const HANDLED = [0, 1, 200, 237, 401, 403, 422, 423];

describe('bad input on every route', () => {
  let t: TestServer;
  let consumer: Actor;
  let merchant: Actor;
  let operatorId: number;

  beforeAll(async () => {
    t = await startTestServer();
    consumer = await t.user();
    merchant = await t.merchant();
    operatorId = (await opsOperator(t, 'owner')).id;
  });
  afterAll(() => t.close());

  it('never a 5xx; refusals with a message; a refused POST changes nothing', async () => {
    const routes = apiRoutes(t);
    expect(routes.length).toBeGreaterThan(200);
    let cases = 0;
    const now = t.clock.now();
    for (const r of routes) {
      // issue 20 (ops-server): operator routes answer their HTTP status like merchant routes
      const isOps = r.path.startsWith('/api/ops/');
      const isMerchant = r.path.startsWith('/api/admin/') || isOps;
      // a session of its own per route: a route may end the session it is called with (logout)
      const as: Actor = isOps
        ? await opsSessionOf(t, operatorId)
        : {
            id: isMerchant ? merchant.id : consumer.id,
            token: await createSession(
              t.app.database.db,
              isMerchant ? 'merchant_tokens' : 'user_tokens',
              isMerchant ? merchant.id : consumer.id,
              'sweep',
              now,
            ),
          };
      const inputs: Record<string, unknown>[] = [
        {},
        ...BAD_VALUES.map((v) => Object.fromEntries(FIELDS.map((f) => [f, v]))),
      ];
      const before = r.method === 'POST' ? await t.snapshot() : '';
      let allRefused = true;
      for (const input of inputs) {
        cases += 1;
        const res = await t.call(r.method, r.path, {
          as,
          query: r.method === 'GET' ? input : undefined,
          body: r.method === 'POST' ? (input as Record<string, string>) : undefined,
        });
        const where = `${r.method} ${r.path} ${JSON.stringify(input).slice(0, 60)}`;
        expect(res.status, `${where}: ${res.message}`).toBeLessThan(500);
        if (isMerchant) {
          // (401 on an operator route: an earlier case logged the session out)
          expect(isOps ? [200, 401, 403, 422, 423] : [200, 401, 404, 422, 423], where).toContain(
            res.status,
          );
          if (res.status !== 200) expect(res.message, where).toBeTruthy();
          else allRefused = false;
        } else if (typeof res.code === 'number') {
          expect(HANDLED, `${where}: ${res.message}`).toContain(res.code);
          if (![0, 1, 200].includes(res.code)) expect(res.message, where).toBeTruthy();
          else allRefused = false;
        } else {
          allRefused = false;
        }
      }
      // Text that is no text, in every field: 422 naming the first one (`id`), on every route. A
      // lone surrogate cannot be form encoded: JSON for a POST, and a query cannot carry one.
      const notText: [string, boolean][] = [[CONTROL, false]];
      if (r.method === 'POST') notText.push([LONE_SURROGATE, true]);
      for (const [value, json] of notText) {
        cases += 1;
        const res = await t.call(r.method, r.path, {
          as,
          json,
          query: r.method === 'GET' ? Object.fromEntries(FIELDS.map((f) => [f, value])) : undefined,
          body: r.method === 'POST' ? Object.fromEntries(FIELDS.map((f) => [f, value])) : undefined,
        });
        const where = `${r.method} ${r.path} ${JSON.stringify(value)}`;
        expect(isMerchant ? res.status : res.code, `${where}: ${res.message}`).toBe(422);
        expect(res.message, where).toMatch(/^id: /);
      }
      // and a body that is not JSON at all
      cases += 1;
      const broken = await t.inject({
        method: r.method,
        url: r.path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${as.token}` },
        payload: r.method === 'POST' ? '{"broken json' : undefined,
      });
      expect(broken.statusCode, `${r.method} ${r.path} broken JSON`).toBeLessThan(500);
      recordCoverage({ kind: 'sweep', method: r.method, url: r.path, cases: inputs.length + 1 });
      if (r.method === 'POST' && allRefused) {
        expect(await t.snapshot(), `${r.path} refused everything but changed the database`).toBe(
          before,
        );
      }
    }
    console.log(`bad-input sweep: ${routes.length} route/method pairs, ${cases} generated cases`);
  }, 600_000);
});
