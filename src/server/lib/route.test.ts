import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../shared/contract/route';
import type { AppContext } from '../context';
import { PublicCache } from './public-cache';
import { ok } from './reply';
import { acceptedEncoding, consumerRoute, merchantRoute } from './route';

const ping = route<{ pong: number }>()('/api/test/ping', z.object({ n: z.coerce.number() }));
const app = {} as AppContext;

describe('routes registered from a contract', () => {
  it('serve the contract URL, validate with its schema and answer its output', async () => {
    const fastify = Fastify();
    consumerRoute(fastify, app, {
      method: 'GET',
      route: ping,
      auth: 'none',
      handler: async ({ input }) => ({ pong: input.n + 1 }),
    });
    merchantRoute(fastify, app, {
      method: 'GET',
      route: route<{ pong: number }>()('/api/admin/test/ping', ping.input),
      auth: 'none',
      handler: async ({ input }) => ok({ pong: input.n * 2 }, 'done'),
    });
    const consumer = await fastify.inject({ url: '/api/test/ping?n=2' });
    expect(consumer.json()).toEqual({ code: 200, message: '', data: { pong: 3 } });
    const merchant = await fastify.inject({ url: '/api/admin/test/ping?n=2' });
    expect(merchant.json()).toEqual({ code: 1, message: 'done', data: { pong: 4 } });
    await fastify.close();
  });

  it('refuse at compile time a handler whose answer is not the contract output', () => {
    const fastify = Fastify();
    consumerRoute(fastify, app, {
      method: 'GET',
      route: ping,
      auth: 'none',
      // @ts-expect-error `ping` answers { pong: number }, not { ping: string }
      handler: async () => ({ ping: 'x' }),
    });
    expect(fastify.hasRoute({ method: 'GET', url: '/api/test/ping' })).toBe(true);
  });
});

describe('a cached route', () => {
  it('compresses its answers itself, a plain result too, once; the compression plugin is off', async () => {
    const fastify = Fastify();
    await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    const big = { pong: 1, pad: '牛奶'.repeat(600) };
    const cache = new PublicCache(() => 1000);
    const bigRoute = route<{ pong: number; pad: string }>()('/api/test/big', z.object({}));
    consumerRoute(fastify, app, {
      method: 'GET',
      route: bigRoute,
      auth: 'none',
      cached: true,
      handler: async ({ req }) =>
        req.query && (req.query as { plain?: string }).plain
          ? big
          : cache.answer('big', [], async () => ({ value: big })),
    });
    const expected = JSON.stringify({ code: 200, message: '', data: big });
    for (const url of ['/api/test/big', '/api/test/big?plain=1']) {
      const plain = await fastify.inject({ url });
      expect(plain.body).toBe(expected);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await fastify.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      // compressed once: the plugin would have compressed the brotli bytes again
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
      const gz = await fastify.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(expected);
    }
    await fastify.close();
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip; q=0 refuses one; * stands for the others', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('GZIP;q=0.5, BR;q=0.1')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});
