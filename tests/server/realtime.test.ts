import { type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { EVENTS, type CartCountPayload, type HelloPayload } from '../../src/shared/realtime';
import { openSocket, t, useListeningServer } from './socket-server';

useListeningServer();

/** Connects and resolves with the hello payload; rejects on connect_error. */
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

/** The next payload of an event, or null when none arrives within `ms`. */
function next<T>(socket: Socket, event: string, ms = 5000): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, ms);
    const handler = (p: T) => {
      clearTimeout(timer);
      resolve(p);
    };
    socket.once(event, handler);
  });
}

async function onSaleSku(): Promise<{ goods_id: number; sku_id: number }> {
  const row = await t.app.database.db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.goods_id', 's.id as sku_id'])
    .where('g.status', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return { goods_id: row.goods_id, sku_id: row.sku_id };
}

describe('socket.io', () => {
  it('greets a user token with hello as the user', async () => {
    const u = await t.user();
    const { socket, hello } = await connect({ token: u.token, role: 'user' });
    expect(socket.connected).toBe(true);
    expect(hello.role).toBe('user');
    expect(hello.id).toBe(u.id);
    expect(Math.abs(hello.time - t.clock.now())).toBeLessThanOrEqual(2);
  });

  it('greets a socket without a token as a guest', async () => {
    const { hello } = await connect({});
    expect(hello.role).toBe('guest');
    expect(hello.id).toBeNull();
  });

  it('refuses a bad or revoked token with connect_error', async () => {
    await expect(connect({ token: 'not-a-real-token', role: 'user' })).rejects.toThrow(
      /unauthorized/,
    );

    const u = await t.user();
    const out = await t.call('POST', '/api/logout', { as: u });
    expect(out.code).toBe(200);
    await expect(connect({ token: u.token, role: 'user' })).rejects.toThrow(/unauthorized/);
  });

  it('add_cart over HTTP sends the new cart count to that user sockets only', async () => {
    const u = await t.user();
    const other = await t.user();
    const mine = await connect({ token: u.token, role: 'user' });
    const second = await connect({ token: u.token, role: 'user' });
    const theirs = await connect({ token: other.token, role: 'user' });
    const g = await onSaleSku();

    const gotMine = next<CartCountPayload>(mine.socket, EVENTS.cartCount);
    const gotSecond = next<CartCountPayload>(second.socket, EVENTS.cartCount);
    const gotTheirs = next<CartCountPayload>(theirs.socket, EVENTS.cartCount, 500);
    const res = await t.call('POST', '/api/cart/add_cart', { as: u, body: { ...g, num: 2 } });
    expect(res.code).toBe(200);
    expect(res.data.cart_count).toBe(2);
    expect(await gotMine).toEqual({ cart_count: 2 });
    expect(await gotSecond).toEqual({ cart_count: 2 });
    expect(await gotTheirs).toBeNull();

    const again = next<CartCountPayload>(mine.socket, EVENTS.cartCount);
    expect(
      (await t.call('POST', '/api/cart/add_cart', { as: u, body: { ...g, num: 3 } })).code,
    ).toBe(200);
    expect(await again).toEqual({ cart_count: 5 });

    // a refused add sends nothing
    const none = next<CartCountPayload>(mine.socket, EVENTS.cartCount, 500);
    expect(
      (await t.call('POST', '/api/cart/add_cart', { as: u, body: { goods_id: 999999, sku_id: 1 } }))
        .code,
    ).toBe(422);
    expect(await none).toBeNull();
  });

  it('set, check_cart and del_cart send the cart count too; a refused one sends nothing', async () => {
    const u = await t.user();
    const mine = await connect({ token: u.token, role: 'user' });
    const g = await onSaleSku();
    const added = next<CartCountPayload>(mine.socket, EVENTS.cartCount);
    await t.call('POST', '/api/cart/add_cart', { as: u, body: { ...g, num: 1 } });
    expect(await added).toEqual({ cart_count: 1 });
    const line = await t.app.database.db
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();

    const set = next<CartCountPayload>(mine.socket, EVENTS.cartCount);
    await t.call('POST', '/api/cart/add_cart', { as: u, body: { ...g, num: 2, mode: 'set' } });
    expect(await set).toEqual({ cart_count: 2 });
    const checked = next<CartCountPayload>(mine.socket, EVENTS.cartCount);
    await t.call('POST', '/api/cart/check_cart', { as: u, body: { ids: 'all', is_check: 0 } });
    expect(await checked).toEqual({ cart_count: 2 });
    const refused = next<CartCountPayload>(mine.socket, EVENTS.cartCount, 500);
    const other = await t.user();
    expect(
      (await t.call('POST', '/api/cart/del_cart', { as: other, body: { ids: String(line.id) } }))
        .code,
    ).toBe(403);
    expect(await refused).toBeNull();
    const deleted = next<CartCountPayload>(mine.socket, EVENTS.cartCount);
    await t.call('POST', '/api/cart/del_cart', { as: u, body: { ids: String(line.id) } });
    expect(await deleted).toEqual({ cart_count: 0 });
  });

  it('a merchant token with role merchant is greeted as the merchant', async () => {
    const login = await t.call('POST', '/api/admin/login', {
      body: { account: 'merchant', password: 'demo123456' },
    });
    expect(login.code).toBe(1);
    const { hello } = await connect({ token: login.data.token, role: 'merchant' });
    expect(hello.role).toBe('merchant');
    const row = await t.app.database.db
      .selectFrom('merchants')
      .select('id')
      .where('account', '=', 'merchant')
      .executeTakeFirstOrThrow();
    expect(hello.id).toBe(row.id);

    // a merchant token is no user token, and a user token no merchant token
    await expect(connect({ token: login.data.token, role: 'user' })).rejects.toThrow(
      /unauthorized/,
    );
    const u = await t.user();
    await expect(connect({ token: u.token, role: 'merchant' })).rejects.toThrow(/unauthorized/);
  });

  it('a disabled merchant is refused, as on HTTP', async () => {
    const m = await t.merchant();
    const { hello } = await connect({ token: m.token, role: 'merchant' });
    expect(hello).toMatchObject({ role: 'merchant', id: m.id });
    await t.app.database.db
      .updateTable('merchants')
      .set({ status: 1 })
      .where('id', '=', m.id)
      .execute();
    expect((await t.call('GET', '/api/admin/info', { as: m })).status).toBe(401);
    await expect(connect({ token: m.token, role: 'merchant' })).rejects.toThrow(/unauthorized/);
  });
});
