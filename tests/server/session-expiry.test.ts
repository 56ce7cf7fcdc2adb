/**
 * Session expiry (docs/security.md "Sessions"): a consumer session ends after USER_SESSION_IDLE_DAYS
 * unused or USER_SESSION_MAX_DAYS after login (login-required routes answer 202, login expired);
 * a merchant (terminal) session ends after MERCHANT_SESSION_IDLE_HOURS without a request or a
 * connected socket, and MERCHANT_SESSION_MAX_DAYS after login whatever happens (HTTP 401), and is
 * bound to the terminal it logged in from. Sockets: the handshake refuses an expired session and
 * the sweep disconnects a socket whose session passed its absolute limit.
 */
import { type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/lib/crypto';
import { sweepSessions } from '../../src/server/plugins/realtime';
import { REPLY } from '../../src/shared/constants';
import { EVENTS } from '../../src/shared/realtime';
import { type Actor } from './harness';
import { fence, openSocket, t, useListeningServer } from './socket-server';

const DAY = 86_400;
const HOUR = 3_600;

useListeningServer();

afterEach(() => {
  t.clock.reset();
});

function connect(
  auth: Record<string, unknown>,
): Promise<{ socket: Socket; disconnected: Promise<string> }> {
  const socket = openSocket(auth);
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, () => {
      clearTimeout(timer);
      resolve({ socket, disconnected });
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

function within(p: Promise<string>, ms = 2000): Promise<string> {
  return Promise.race([p, new Promise<string>((r) => setTimeout(() => r('still connected'), ms))]);
}

const me = (u: Actor) => t.call('GET', '/api/user/get_user_info', { as: u });

const TERMINAL = 'terminal-0001';

/** A merchant logged in from TERMINAL through the login route. */
async function kioskMerchant(): Promise<Actor> {
  const m = await t.merchant();
  const res = await t.call('POST', '/api/admin/login', {
    body: {
      account: m.account!,
      password: 'secret123',
      device_name: 'kiosk',
      terminal_id: TERMINAL,
    },
  });
  expect(res.status).toBe(200);
  return { id: m.id, token: res.data.token as string, account: m.account };
}

const info = (m: Actor, terminal: string | null = TERMINAL) =>
  t.call('GET', '/api/admin/info', {
    as: m,
    headers: terminal === null ? {} : { 'x-terminal-id': terminal },
  });

describe('consumer sessions', () => {
  it('a fresh session works', async () => {
    const u = await t.user();
    expect((await me(u)).code).toBe(REPLY.OK);
  });

  it('a session unused for longer than the idle limit answers 202 (login expired)', async () => {
    const u = await t.user();
    t.clock.advance(t.config.sessions.userIdleS - HOUR);
    expect((await me(u)).code).toBe(REPLY.OK);
    t.clock.advance(t.config.sessions.userIdleS + 1);
    const res = await me(u);
    expect(res.code).toBe(REPLY.LOGIN_EXPIRED);
    expect(res.message).toBeTruthy();
    // a route open to guests treats it as no session at all
    expect((await t.call('GET', '/api/v3/kf', { as: u })).code).not.toBe(REPLY.LOGIN_EXPIRED);
  });

  it('a session used every day still ends at the absolute limit', async () => {
    const u = await t.user();
    const step = Math.floor(t.config.sessions.userIdleS / 2);
    let elapsed = 0;
    while (elapsed + step < t.config.sessions.userMaxS) {
      t.clock.advance(step);
      elapsed += step;
      expect((await me(u)).code, `after ${elapsed / DAY} days`).toBe(REPLY.OK);
    }
    t.clock.advance(t.config.sessions.userMaxS - elapsed);
    expect((await me(u)).code).toBe(REPLY.LOGIN_EXPIRED);
  });

  it('the socket handshake refuses an expired session', async () => {
    const u = await t.user();
    t.clock.advance(t.config.sessions.userIdleS + 1);
    await expect(connect({ token: u.token, role: 'user' })).rejects.toThrow(/unauthorized/);
  });

  it('a connected socket is disconnected when its session passes the absolute limit', async () => {
    const u = await t.user();
    const { socket, disconnected } = await connect({ token: u.token, role: 'user' });
    t.clock.advance(t.config.sessions.userMaxS - HOUR);
    await sweepSessions(t.app);
    // the sweep has run: the server still holds the socket, and it still hears the server
    expect(t.app.io!.sockets.sockets.has(socket.id!)).toBe(true);
    await fence(t, socket);
    expect(socket.connected).toBe(true);
    t.clock.advance(HOUR);
    await sweepSessions(t.app);
    expect(await within(disconnected)).toBe('io server disconnect');
  });
});

describe('merchant (terminal) sessions', () => {
  it('stores the terminal at login and refuses the token from another terminal', async () => {
    const m = await kioskMerchant();
    const row = await t.app.database.db
      .selectFrom('merchant_tokens')
      .select(['terminal_id', 'device'])
      .where('token_hash', '=', sha256(m.token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ terminal_id: TERMINAL, device: 'kiosk' });
    expect((await info(m)).status).toBe(200);
    expect((await info(m, 'terminal-0002')).status).toBe(401);
    expect((await info(m, null)).status).toBe(401);
    await expect(
      connect({ token: m.token, role: 'merchant', terminal_id: 'terminal-0002' }),
    ).rejects.toThrow(/unauthorized/);
    await expect(connect({ token: m.token, role: 'merchant' })).rejects.toThrow(/unauthorized/);
    const ok = await connect({ token: m.token, role: 'merchant', terminal_id: TERMINAL });
    expect(ok.socket.connected).toBe(true);
  });

  it('ends after the idle limit without a socket (401)', async () => {
    const m = await kioskMerchant();
    t.clock.advance(t.config.sessions.merchantIdleS - HOUR);
    expect((await info(m)).status).toBe(200);
    t.clock.advance(t.config.sessions.merchantIdleS + 1);
    expect((await info(m)).status).toBe(401);
    await expect(
      connect({ token: m.token, role: 'merchant', terminal_id: TERMINAL }),
    ).rejects.toThrow(/unauthorized/);
  });

  it('stays alive past the idle limit while its socket is connected', async () => {
    const m = await kioskMerchant();
    const { socket } = await connect({ token: m.token, role: 'merchant', terminal_id: TERMINAL });
    const idle = t.config.sessions.merchantIdleS;
    // no HTTP request at all: three idle halves, the socket's renewal in between
    for (let i = 0; i < 3; i++) {
      t.clock.advance(Math.floor(idle / 2) + HOUR);
      await sweepSessions(t.app);
    }
    expect(socket.connected).toBe(true);
    expect((await info(m)).status).toBe(200);
  });

  it('ends at the absolute limit whatever happens (HTTP 401, socket disconnected)', async () => {
    const m = await kioskMerchant();
    const { disconnected } = await connect({
      token: m.token,
      role: 'merchant',
      terminal_id: TERMINAL,
    });
    const step = Math.floor(t.config.sessions.merchantIdleS / 2);
    let elapsed = 0;
    while (elapsed + step < t.config.sessions.merchantMaxS) {
      t.clock.advance(step);
      elapsed += step;
      await sweepSessions(t.app);
    }
    expect((await info(m)).status).toBe(200);
    t.clock.advance(t.config.sessions.merchantMaxS - elapsed);
    await sweepSessions(t.app);
    expect(await within(disconnected)).toBe('io server disconnect');
    expect((await info(m)).status).toBe(401);
    expect(t.config.sessions.merchantMaxS).toBeLessThanOrEqual(30 * DAY);
  });
});
