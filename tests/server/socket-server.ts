/**
 * A listening test server for socket.io tests: `useListeningServer()` registers the set-up and
 * tear-down of the file that calls it; `t` and `url` are live bindings (each test file has its
 * own copy of this module), and every socket pushed to `sockets` is closed after each test.
 */
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Config } from '../../src/server/config';
import { EVENTS, SOCKET_PATH } from '../../src/shared/realtime';
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

/** An operator's socket once the server has said hello (refused: rejects with the reason). */
export function connectOperator(token: string): Promise<Socket> {
  const socket = openSocket({ token, role: 'operator' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

let fenceSeq = 0;
/**
 * Resolves once `socket` has received everything the server sent it before this call: the server
 * sends the socket a marker event, and a socket's events arrive in order. A test that checks that
 * an event was *not* sent waits on this instead of a fixed sleep (the emits of a request happen
 * before its answer: `runAfterCommit` is synchronous).
 */
export function fence(server: TestServer, socket: Socket, ms = 5000): Promise<void> {
  if (!socket.id) return Promise.reject(new Error('fence: the socket is not connected'));
  const id = socket.id;
  fenceSeq += 1;
  const mark = fenceSeq;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no fence within ${ms} ms`)), ms);
    const on = (n: number) => {
      if (n !== mark) return;
      clearTimeout(timer);
      socket.off(FENCE_EVENT, on);
      resolve();
    };
    socket.on(FENCE_EVENT, on);
    // not an app event: outside the typed event map of the app's io server
    const io = server.app.io as unknown as {
      to(room: string): { emit(event: string, ...args: unknown[]): unknown };
    };
    io.to(id).emit(FENCE_EVENT, mark);
  });
}
/** The marker event of `fence` (no app event has this name). */
export const FENCE_EVENT = 'test:fence';
