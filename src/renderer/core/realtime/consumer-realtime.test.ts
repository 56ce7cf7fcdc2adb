import { describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../../shared/realtime';
import type { RealtimeSocket } from '../api/socket';
import { ConsumerRealtime } from './consumer-realtime';

/** A fake socket: records listeners, lets the test fire events and connects. */
function fakeSocket() {
  const handlers = new Map<string, ((p?: unknown) => void)[]>();
  const s = {
    connected: false,
    on: vi.fn((e: string, fn: (p?: unknown) => void) => {
      handlers.set(e, [...(handlers.get(e) ?? []), fn]);
    }),
    emit: vi.fn(),
    disconnect: vi.fn(() => {
      s.connected = false;
    }),
    fire(e: string, p?: unknown) {
      if (e === 'connect') s.connected = true;
      for (const fn of handlers.get(e) ?? []) fn(p);
    },
    count: (e: string) => (handlers.get(e) ?? []).length,
  };
  return s;
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ConsumerRealtime', () => {
  it('connects with the token, fans events out and re-wires them after a token change', async () => {
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const connect = vi.fn(async () => {
      const s = fakeSocket();
      sockets.push(s);
      return s as unknown as RealtimeSocket;
    });
    const r = new ConsumerRealtime(connect);
    const got: number[] = [];
    const off = r.on(EVENTS.message, (p) => got.push(p.id));
    r.setToken('t1');
    await flush();
    expect(connect).toHaveBeenLastCalledWith({ token: 't1', role: 'user' });
    sockets[0]!.fire('connect');
    expect(r.connected).toBe(true);
    sockets[0]!.fire(EVENTS.message, { id: 1 });
    r.setToken('t2');
    await flush();
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
    sockets[1]!.fire(EVENTS.message, { id: 2 });
    off();
    sockets[1]!.fire(EVENTS.message, { id: 3 });
    expect(got).toEqual([1, 2]);
    // re-subscribing does not add a second socket listener (no event twice)
    r.on(EVENTS.message, (p) => got.push(p.id * 10));
    r.on(EVENTS.message, (p) => got.push(p.id * 100));
    expect(sockets[1]!.count(EVENTS.message)).toBe(1);
    sockets[1]!.fire(EVENTS.message, { id: 4 });
    expect(got).toEqual([1, 2, 40, 400]);
  });

  it('runs catch-up handlers on every connect and opens a guest socket only while retained', async () => {
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const connect = vi.fn(async () => {
      const s = fakeSocket();
      sockets.push(s);
      return s as unknown as RealtimeSocket;
    });
    const r = new ConsumerRealtime(connect);
    const catchUp = vi.fn();
    r.onConnect(catchUp);
    r.setToken(null);
    await flush();
    expect(connect).not.toHaveBeenCalled();
    const release = r.retainGuest();
    await flush();
    expect(connect).toHaveBeenLastCalledWith({ token: null, role: 'guest' });
    sockets[0]!.fire('connect');
    sockets[0]!.fire('disconnect');
    expect(r.connected).toBe(false);
    sockets[0]!.fire('connect');
    expect(catchUp).toHaveBeenCalledTimes(2);
    expect(r.emit('live:leave', { room_id: 1 })).toBe(true);
    release();
    release();
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
    expect(r.emit('live:leave', { room_id: 1 })).toBe(false);
  });

  it('drops a connect that finishes after the session changed again', async () => {
    let resolveFirst: (s: RealtimeSocket) => void = () => undefined;
    const late = fakeSocket();
    const connect = vi
      .fn()
      .mockImplementationOnce(() => new Promise<RealtimeSocket>((res) => (resolveFirst = res)))
      .mockImplementation(async () => fakeSocket());
    const r = new ConsumerRealtime(connect);
    r.setToken('a');
    r.setToken('b');
    resolveFirst(late as unknown as RealtimeSocket);
    await flush();
    expect(late.disconnect).toHaveBeenCalled();
  });
});
