// The Electron terminal's renderers run on app://kiosk and app://shop (issue 7): the server's
// default CORS allow-list admits both for HTTP and for socket.io, and a configured list replaces
// it (a terminal origin not listed is refused).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { SOCKET_PATH } from '../../src/shared/realtime';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
let url: string;

beforeAll(async () => {
  t = await startTestServer({ port: 0 });
  await t.fastify.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.fastify.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
});

/** socket.io's polling handshake, as a renderer on `origin` sends it */
const handshake = (origin: string) =>
  fetch(`${url}${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: { origin } });

describe('terminal origins', () => {
  it('are allowed by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual(['app://kiosk', 'app://shop']);
  });

  it('may call the API from app://kiosk and app://shop, with the merchant headers', async () => {
    for (const origin of ['app://kiosk', 'app://shop']) {
      const res = await t.inject({ method: 'GET', url: '/api/v3/config', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const pre = await t.inject({
        method: 'OPTIONS',
        url: '/api/admin/cabinet/list',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-client',
        },
      });
      expect(pre.statusCode).toBeLessThan(300);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(String(pre.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    }
    const other = await t.inject({
      method: 'GET',
      url: '/api/v3/config',
      headers: { origin: 'app://evil' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('may open the socket from app://kiosk and app://shop, not from another origin', async () => {
    for (const origin of ['app://kiosk', 'app://shop']) {
      const res = await handshake(origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      await res.text();
    }
    const evil = await handshake('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    await evil.text();
  });

  it('follows a configured list', async () => {
    const only = await startTestServer({ corsOrigins: ['app://kiosk'] });
    try {
      const kiosk = await only.inject({
        method: 'GET',
        url: '/api/v3/config',
        headers: { origin: 'app://kiosk' },
      });
      expect(kiosk.headers['access-control-allow-origin']).toBe('app://kiosk');
      const shop = await only.inject({
        method: 'GET',
        url: '/api/v3/config',
        headers: { origin: 'app://shop' },
      });
      expect(shop.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await only.close();
    }
  });
});
