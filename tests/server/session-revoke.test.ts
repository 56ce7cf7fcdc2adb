/**
 * A revoked session's sockets are disconnected at once and hear nothing afterwards, whatever
 * revoked it (logout, password reset, mobile change, account cancellation, merchant logout, the
 * test revoke route); the user's other (new) sessions keep their sockets and their events.
 */
import { type Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { EVENTS, userRoom, type HelloPayload } from '../../src/shared/realtime';
import { nextMobile, type Actor } from './harness';
import { openSocket, t, useListeningServer } from './socket-server';
import { AGREED } from './consent-helpers';

useListeningServer();

interface Watched {
  socket: Socket;
  /** the socket's id while it was connected */
  id: string;
  /** resolves with the disconnect reason */
  disconnected: Promise<string>;
  /** every event the socket received, by name */
  got: Map<string, unknown[]>;
}

function connect(auth: Record<string, unknown>): Promise<Watched> {
  const socket = openSocket(auth);
  const got = new Map<string, unknown[]>();
  socket.onAny((event: string, payload: unknown) => {
    got.set(event, [...(got.get(event) ?? []), payload]);
  });
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, (_hello: HelloPayload) => {
      clearTimeout(timer);
      resolve({ socket, id: socket.id!, disconnected, got });
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Resolves with the reason, or 'still connected' after `ms`. */
function within(p: Promise<string>, ms = 2000): Promise<string> {
  return Promise.race([p, new Promise<string>((r) => setTimeout(() => r('still connected'), ms))]);
}

async function login(mobile: string, password = 'secret123'): Promise<string> {
  const res = await t.call('POST', '/api/login', { body: { mobile, password, ...AGREED } });
  expect(res.code).toBe(200);
  return res.data.token as string;
}

async function code(mobile: string, type: string): Promise<string> {
  expect(
    (await t.call('POST', '/api/mobile/send_verification_codes', { body: { mobile, type } })).code,
  ).toBe(200);
  const res = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
  return res.data.list[0].code as string;
}

/** Emits to the user's room the three kinds of events a session must stop hearing. */
function emitToUser(u: Actor): void {
  const room = t.app.io!.to(userRoom(u.id));
  room.emit(EVENTS.cartCount, { cart_count: 7 });
  room.emit(EVENTS.message, { id: 1, title: 't' } as never);
  room.emit(EVENTS.chatMessage, { id: 1 } as never);
}

async function expectCutOff(u: Actor, old: Watched, live: Watched): Promise<void> {
  expect(await within(old.disconnected)).toBe('io server disconnect');
  old.got.clear();
  live.got.clear();
  emitToUser(u);
  // the room's events reached the live session (in order: the last one last); the old one is
  // gone from the server, so nothing can reach it
  await vi.waitFor(() => expect(live.got.has(EVENTS.chatMessage)).toBe(true), { timeout: 5000 });
  expect(old.got.size).toBe(0);
  expect(t.app.io!.sockets.sockets.has(old.id)).toBe(false);
  expect(live.got.get(EVENTS.cartCount)).toEqual([{ cart_count: 7 }]);
  expect(live.got.has(EVENTS.message)).toBe(true);
  expect(live.socket.connected).toBe(true);
}

describe('revoked sessions lose their sockets', () => {
  it('logout disconnects that session only; the other session keeps hearing the user room', async () => {
    const u = await t.user();
    const other = await login(u.mobile!);
    const old = await connect({ token: u.token, role: 'user' });
    const live = await connect({ token: other, role: 'user' });
    expect((await t.call('POST', '/api/logout', { as: u })).code).toBe(200);
    await expectCutOff(u, old, live);
  });

  it('password reset disconnects every old session; the new session hears msg:new and cart:count', async () => {
    const u = await t.user();
    const second = await login(u.mobile!);
    const a = await connect({ token: u.token, role: 'user' });
    const b = await connect({ token: second, role: 'user' });
    const revoked = new Promise<unknown>((r) => a.socket.once(EVENTS.sessionRevoked, r));
    const res = await t.call('POST', '/api/retrieve_password', {
      body: { mobile: u.mobile!, password: 'newpass123', code: await code(u.mobile!, 'retrieve') },
    });
    expect(res.code).toBe(200);
    expect(await within(b.disconnected)).toBe('io server disconnect');
    // the apps still hear why before the line drops
    expect(await revoked).toEqual({ reason: 'revoked' });
    const fresh = await connect({ token: await login(u.mobile!, 'newpass123'), role: 'user' });
    await expectCutOff(u, a, fresh);
  });

  it('binding a new mobile disconnects the other sessions, not the current one', async () => {
    const u = await t.user();
    const second = await login(u.mobile!);
    const old = await connect({ token: second, role: 'user' });
    const live = await connect({ token: u.token, role: 'user' });
    const mobile = nextMobile();
    const res = await t.call('POST', '/api/user/bind_mobile', {
      as: u,
      body: { mobile, code: await code(mobile, 'bind') },
    });
    expect(res.code).toBe(200);
    await expectCutOff(u, old, live);
  });

  it('the test revoke route disconnects every session of the user', async () => {
    const u = await t.user();
    const a = await connect({ token: u.token, role: 'user' });
    expect((await t.call('POST', '/__test/revoke', { body: { mobile: u.mobile! } })).code).toBe(
      200,
    );
    expect(await within(a.disconnected)).toBe('io server disconnect');
  });

  it('account cancellation disconnects the account sockets', async () => {
    const u = await t.user();
    const a = await connect({ token: u.token, role: 'user' });
    const res = await t.call('POST', '/api/user/cancel_account', {
      as: u,
      body: { code: await code(u.mobile!, 'cancel'), confirm: '确认注销' },
    });
    if (res.code !== 200) throw new Error(`cancel refused: ${res.message}`);
    expect(await within(a.disconnected)).toBe('io server disconnect');
  });

  it('merchant logout disconnects that kiosk socket; another session of the merchant stays', async () => {
    const m = await t.merchant();
    const login2 = await t.call('POST', '/api/admin/login', {
      body: { account: m.account!, password: 'secret123' },
    });
    expect(login2.status).toBe(200);
    const old = await connect({ token: m.token, role: 'merchant' });
    const live = await connect({ token: login2.data.token as string, role: 'merchant' });
    expect((await t.call('POST', '/api/admin/logout', { as: m })).status).toBe(200);
    expect(await within(old.disconnected)).toBe('io server disconnect');
    expect(live.socket.connected).toBe(true);
  });
});
