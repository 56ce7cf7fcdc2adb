import { describe, expect, it } from 'vitest';
import { CANCEL_MESSAGE, HttpError } from '../api/http';
import {
  ApiError,
  callApi,
  fieldOf,
  isCancel,
  kindOf,
  unwrap,
  unwrapMerchant,
  unwrapWithMessage,
} from './api-error';

const env = <T>(code: number, message = '', data: T = null as T) => ({ code, message, data });

describe('kindOf', () => {
  it('maps the reply codes of spec section 8', () => {
    expect([401, 202, 406].map(kindOf)).toEqual(['auth', 'auth', 'auth']);
    expect(kindOf(403)).toBe('forbidden');
    expect(kindOf(422)).toBe('invalid');
    expect(kindOf(423)).toBe('locked');
    expect(kindOf(237)).toBe('closed');
    expect(kindOf(0)).toBe('network');
    expect(kindOf(500)).toBe('server');
    expect(kindOf(1)).toBe('server');
  });
});

describe('fieldOf', () => {
  it('reads the field a 422 message names first', () => {
    expect(fieldOf('goods_id: required')).toBe('goods_id');
    expect(fieldOf('sku.id: invalid')).toBe('sku.id');
    expect(fieldOf('list[0][id]: too long')).toBe('list[0][id]');
    expect(fieldOf('wrong password')).toBeUndefined();
    expect(fieldOf('时间: 12:30')).toBeUndefined();
  });
});

describe('ApiError.text', () => {
  it('is the message without the field a 422 names (a screen shows it beside the field)', () => {
    const wrong = new ApiError({ code: 422, message: 'password: Wrong password' });
    expect(wrong.field).toBe('password');
    expect(wrong.text).toBe('Wrong password');
    expect(new ApiError({ code: 422, message: '时间: 12:30' }).text).toBe('时间: 12:30');
    expect(new ApiError({ code: 500, message: 'a: b' }).text).toBe('a: b');
  });
});

describe('ApiError.from', () => {
  it('keeps an ApiError as is', () => {
    const e = new ApiError({ code: 422, message: 'x' });
    expect(ApiError.from(e)).toBe(e);
  });

  it('a cancel is kind cancelled and counts as reported', () => {
    const e = ApiError.from(new Error(CANCEL_MESSAGE));
    expect(e.kind).toBe('cancelled');
    expect(e.reported).toBe(true);
    expect(isCancel(new Error(CANCEL_MESSAGE))).toBe(true);
    expect(isCancel(e)).toBe(true);
    expect(isCancel(new HttpError(CANCEL_MESSAGE, 0))).toBe(false);
  });

  it('an envelope rejection takes the reply code, its kind, its field and the wrapper mark', () => {
    const e = ApiError.from(
      new HttpError('sku.id: invalid', 422, env(422, 'sku.id: invalid'), true),
    );
    expect(e).toMatchObject({ code: 422, kind: 'invalid', field: 'sku.id', reported: true });
    expect(e.message).toBe('sku.id: invalid');
    expect(e.cause).toBeInstanceOf(HttpError);
  });

  it('old unmarked HttpErrors: an envelope or a 401 count as reported (the old helpers rule)', () => {
    expect(ApiError.from(new HttpError('', 403, env(403, ''))).reported).toBe(true);
    expect(ApiError.from(new HttpError('', 401)).reported).toBe(true);
    expect(ApiError.from(new HttpError('Network Error', 0)).reported).toBe(false);
  });

  it('failures without an envelope: network for code 0, the merchant statuses, server otherwise', () => {
    expect(ApiError.from(new HttpError('timeout of 60000ms exceeded', 0))).toMatchObject({
      kind: 'network',
      code: 0,
      reported: false,
    });
    expect(ApiError.from(new HttpError('m', 422, null, true))).toMatchObject({
      kind: 'invalid',
      reported: true,
    });
    expect(ApiError.from(new HttpError('c', 423, null, true)).kind).toBe('locked');
    expect(ApiError.from(new HttpError('Request failed with status code 502', 502))).toMatchObject({
      kind: 'server',
      code: 502,
      reported: false,
    });
    expect(ApiError.from(new HttpError('not JSON', 200)).kind).toBe('server');
  });

  it('any other thrown value is a server error with no code', () => {
    const e = ApiError.from(new TypeError('boom'));
    expect(e).toMatchObject({ kind: 'server', code: -1, message: 'boom', reported: false });
    expect(ApiError.from('text').message).toBe('text');
  });
});

describe('unwrap', () => {
  it('resolves the data of a 200 envelope', async () => {
    await expect(unwrap(Promise.resolve(env(200, '', { id: 1 })))).resolves.toEqual({ id: 1 });
  });

  it('throws an ApiError for a resolved non-success envelope; reported when the wrapper toasted it', async () => {
    const locked = await unwrap(Promise.resolve(env(423, 'limit reached'))).catch(
      (e: unknown) => e,
    );
    expect(locked).toBeInstanceOf(ApiError);
    expect(locked).toMatchObject({ code: 423, kind: 'locked', reported: true });
    const silent = await unwrap(Promise.resolve(env(500, ''))).catch((e: unknown) => e);
    expect(silent).toMatchObject({ code: 500, kind: 'server', reported: false });
  });

  it('takes the quirky success codes', async () => {
    await expect(unwrap(Promise.resolve(env(0, '', 'cfg')), { ok: [0] })).resolves.toBe('cfg');
    await expect(unwrapMerchant(Promise.resolve(env(1, '', 'm')))).resolves.toBe('m');
  });

  it('merchant envelopes are never toasted by the wrapper', async () => {
    const e = await unwrapMerchant(Promise.resolve(env(0, 'stock short'))).catch((x: unknown) => x);
    expect(e).toMatchObject({ message: 'stock short', reported: false });
  });

  it('turns a rejection into an ApiError', async () => {
    const e = await unwrap(
      Promise.reject(new HttpError('nope', 403, env(403, 'nope'), true)),
    ).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'forbidden', reported: true });
  });
});

describe('unwrapWithMessage', () => {
  it('keeps the success message with the data', async () => {
    await expect(
      unwrapWithMessage(Promise.resolve(env(200, 'added to favourites', { is_collected: 1 }))),
    ).resolves.toEqual({ data: { is_collected: 1 }, message: 'added to favourites' });
    await expect(unwrapWithMessage(Promise.resolve(env(200, '', 7)))).resolves.toEqual({
      data: 7,
      message: '',
    });
    await expect(
      unwrapWithMessage(Promise.resolve(env(1, 'saved', 'm')), { ok: [1], wrapperToasts: false }),
    ).resolves.toEqual({ data: 'm', message: 'saved' });
  });

  it('throws the same ApiError as unwrap', async () => {
    const locked = await unwrapWithMessage(Promise.resolve(env(423, 'limit reached'))).catch(
      (e: unknown) => e,
    );
    expect(locked).toBeInstanceOf(ApiError);
    expect(locked).toMatchObject({ code: 423, kind: 'locked', reported: true });
    const rejected = await unwrapWithMessage(
      Promise.reject(new HttpError('Network Error', 0)),
    ).catch((e: unknown) => e);
    expect(rejected).toMatchObject({ kind: 'network', reported: false });
  });
});

describe('callApi', () => {
  it('passes the signal and unwraps; a synchronous throw becomes a rejected ApiError', async () => {
    const ctrl = new AbortController();
    let seen: AbortSignal | undefined;
    await expect(
      callApi(
        (signal) => {
          seen = signal;
          return Promise.resolve(env(200, '', 5));
        },
        { signal: ctrl.signal },
      ),
    ).resolves.toBe(5);
    expect(seen).toBe(ctrl.signal);
    await expect(
      callApi(() => {
        throw new Error(CANCEL_MESSAGE);
      }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
