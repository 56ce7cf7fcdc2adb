/**
 * Scale-out: with REDIS_URL, an event emitted by one server process reaches a socket connected
 * to another (the socket.io Redis adapter). Runs when `redis-server` is installed (CI installs
 * it); each run starts its own Redis on a free loopback port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, userRoom } from '../../src/shared/realtime';
import { startTestServer, type TestServer } from './harness';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis did not start');
}

describe.skipIf(!hasRedis)('socket.io across two server processes (Redis adapter)', () => {
  let redis: ChildProcess;
  let a: TestServer;
  let b: TestServer;
  let socket: Socket | null = null;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    a = await startTestServer({ port: 0, redisUrl });
    b = await startTestServer({ port: 0, redisUrl });
    await b.fastify.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    socket?.close();
    await a?.close();
    await b?.close();
    redis?.kill();
  });

  it('delivers an event emitted on server A to a user connected to server B', async () => {
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
