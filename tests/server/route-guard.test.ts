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

describe('route guard: sessions of the other kind open nothing', () => {
  let t: TestServer;
  let consumer: Actor;
  let merchant: Actor;
  let routes: { path: string; method: string }[] = [];

  beforeAll(async () => {
    t = await startTestServer();
    consumer = await t.user();
    merchant = await t.merchant();
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
      const wrong = isMerchant ? consumer : merchant;
      const body = r.method === 'POST' ? {} : undefined;
      const none = await t.call(r.method, r.path, { body });
      const other = await t.call(r.method, r.path, { body, as: wrong });
      const where = `${r.method} ${r.path}`;
      expect(none.status, `${where} without a token: ${none.message}`).toBeLessThan(500);
      expect(
        [other.status, other.code],
        `${where} with a ${isMerchant ? 'consumer' : 'merchant'} token`,
      ).toEqual([none.status, none.code]);
      if (isMerchant) merchantRoutes += 1;
      else consumerRoutes += 1;
    }
    console.log(
      `route guard: ${consumerRoutes} consumer and ${merchantRoutes} merchant route/method pairs called with the other kind of session`,
    );
  }, 120_000);
});
