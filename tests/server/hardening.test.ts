/**
 * Findings of the outside probe that are the server's own plumbing: the client's address comes
 * from the socket unless a proxy is configured (TRUST_PROXY), tokens never reach the log, and a
 * client that stalls or drips its request cannot hold a connection.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/lib/log-redaction';
import { nextMobile, startTestServer, type TestServer } from './harness';

const login = (t: TestServer, forwardedFor: string, remoteAddress = '203.0.113.9') =>
  t.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: `mobile=${nextMobile()}&password=wrongpass1`,
  });

describe('client address (TRUST_PROXY)', () => {
  let t: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ authRateLimit: 3 });
    proxied = await startTestServer({ authRateLimit: 3, trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it('by default a forged X-Forwarded-For does not step around the per-IP limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await login(t, `198.51.100.${i}`)).json().code);
    expect(codes).toEqual([422, 422, 422, 423, 423]);
  });

  it('behind a configured proxy the forwarded address is the client', async () => {
    const viaProxy = async (client: string) =>
      (await login(proxied, client, '127.0.0.1')).json<{ code: number }>().code;
    for (let i = 0; i < 3; i += 1) expect(await viaProxy('198.51.100.7')).toBe(422);
    expect(await viaProxy('198.51.100.7')).toBe(423);
    // another client behind the same proxy has its own budget
    expect(await viaProxy('198.51.100.8')).toBe(422);
    // a client not coming through the proxy cannot name an address
    const direct = async () => (await login(proxied, '198.51.100.9', '203.0.113.50')).json().code;
    expect([await direct(), await direct(), await direct(), await direct()]).toEqual([
      422, 422, 422, 423,
    ]);
  });
});

describe('log lines', () => {
  it('never carry a token, from the query, the headers or the body', async () => {
    const lines: string[] = [];
    const t = await startTestServer(
      { logLevel: 'info' },
      { logStream: { write: (l) => lines.push(l) } },
    );
    try {
      const u = await t.user();
      await t.inject({ method: 'GET', url: `/api/user/get_user_info?token=${u.token}&x=1` });
      await t.inject({
        method: 'GET',
        url: '/api/user/get_user_info',
        headers: { token: u.token },
      });
      await t.inject({
        method: 'GET',
        url: '/api/user/get_user_info',
        headers: { authorization: `Bearer ${u.token}` },
      });
      await t.inject({
        method: 'POST',
        url: '/api/user/get_user_info',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ token: u.token }),
      });
      // a request that fails inside the server is logged with its error
      await t.inject({ method: 'GET', url: `/api/nosuch?token=${u.token}` });
      const log = lines.join('');
      expect(log).toContain('/api/user/get_user_info?token=[redacted]&x=1');
      expect(lines.length).toBeGreaterThan(8);
      expect(log).not.toContain(u.token);
    } finally {
      await t.close();
    }
  });

  it('redacts secret query parameters by name only', () => {
    expect(redactUrl('/a?token=abc&page=2&code=123456&sign=ff')).toBe(
      '/a?token=[redacted]&page=2&code=[redacted]&sign=[redacted]',
    );
    expect(redactUrl('/a?tokens=1&x')).toBe('/a?tokens=1&x');
    expect(redactUrl('/a')).toBe('/a');
  });
});

describe('slow clients', () => {
  let t: TestServer;
  let port = 0;
  beforeAll(async () => {
    t = await startTestServer(
      {},
      { timeouts: { idle: 400, request: 1200, headers: 600, check: 100 } },
    );
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    port = (t.fastify.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens a connection, runs `feed` on it, resolves with what the server sent when it closed. */
  const closedAfter = (feed: (s: net.Socket) => void) =>
    new Promise<{ ms: number; answer: string }>((resolve, reject) => {
      const started = Date.now();
      let answer = '';
      const s = net.connect(port, '127.0.0.1', () => feed(s));
      s.on('data', (d) => (answer += d.toString()));
      s.on('close', () => resolve({ ms: Date.now() - started, answer }));
      s.on('error', () => undefined);
      setTimeout(() => reject(new Error('the server kept the connection open')), 10_000).unref();
    });

  it('closes a connection whose request body stalls', async () => {
    const { ms } = await closedAfter((s) => {
      s.write(
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mob',
      );
    });
    expect(ms).toBeLessThan(5_000);
  });

  it('answers 408 and closes a request that drips in slower than the request timeout', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms, answer } = await closedAfter((s) => {
      s.write(
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      timer = setInterval(() => s.writable && s.write(' '), 150);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('closes a connection that never finishes its headers', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms } = await closedAfter((s) => {
      s.write('GET /api/v3/config HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => s.writable && s.write('X-A: b\r\n'), 150);
    });
    clearInterval(timer);
    expect(ms).toBeLessThan(5_000);
  });
});

describe('payment providers', () => {
  it('serve the sandbox cashier and its notify only while the sandbox is configured', async () => {
    const off = await startTestServer({ paymentProviders: [] });
    const on = await startTestServer();
    try {
      for (const [method, url] of [
        ['GET', '/pay/sandbox/cashier?trade_no=x'],
        ['POST', '/pay/sandbox/pay'],
        ['POST', '/api/pay/notify/sandbox'],
      ] as const) {
        expect((await off.inject({ method, url })).statusCode, url).toBe(404);
        expect((await on.inject({ method, url })).statusCode, url).not.toBe(404);
      }
    } finally {
      await off.close();
      await on.close();
    }
  });
});
