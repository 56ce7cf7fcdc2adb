/**
 * A listening test server for socket.io tests: `useListeningServer()` registers the set-up and
 * tear-down of the file that calls it; `t` and `url` are live bindings (each test file has its
 * own copy of this module), and every socket pushed to `sockets` is closed after each test.
 */
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Config } from '../../src/server/config';
import { SOCKET_PATH } from '../../src/shared/realtime';
import { startTestServer, type TestServer } from './harness';

export let t: TestServer;
export let url: string;
export const sockets: Socket[] = [];

export function useListeningServer(overrides: Partial<Config> = {}): void {
  beforeAll(async () => {
    t = await startTestServer({ port: 0, ...overrides });
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.fastify.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
  });

  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });

  afterAll(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t?.close();
  });
}

/** A socket to the listening server (websocket only, no reconnection), closed after the test. */
export function openSocket(auth: Record<string, unknown>): Socket {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
  });
  sockets.push(socket);
  return socket;
}
