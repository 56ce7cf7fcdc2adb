import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route, type RouteInput, type RouteOutput, type RoutePath } from './route';

const ping = route<{ pong: number }>()('/api/test/ping', z.object({ n: z.coerce.number() }));

describe('route contracts', () => {
  it('carry the URL and the input schema, and nothing else at run time', () => {
    expect(ping).toEqual({ url: '/api/test/ping', input: ping.input });
    expect(ping.input.parse({ n: '3' })).toEqual({ n: 3 });
  });

  it('type the client path, the handler input and the output', () => {
    const path: RoutePath<typeof ping> = 'api/test/ping';
    // @ts-expect-error another URL is not this contract's path
    const wrong: RoutePath<typeof ping> = 'api/test/pong';
    const input: RouteInput<typeof ping> = { n: 1 };
    // @ts-expect-error the handler receives the schema's output: a number
    const badInput: RouteInput<typeof ping> = { n: '1' };
    const out: RouteOutput<typeof ping> = { pong: 1 };
    // @ts-expect-error the output type is the one written in the contract
    const badOut: RouteOutput<typeof ping> = { ping: 1 };
    expect([path, wrong, input, badInput, out, badOut]).toHaveLength(6);
  });
});
