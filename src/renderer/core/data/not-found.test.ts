import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { HttpError } from '../api/http';
import { idFromQuery, isGoingToLogin, isNotFound } from './not-found';

describe('isNotFound', () => {
  it('is true for an answer that says the object does not exist', () => {
    expect(isNotFound(new ApiError({ code: 422, message: '订单不存在' }))).toBe(true);
    expect(isNotFound(new ApiError({ code: 422, message: 'order_id: 格式不正确' }))).toBe(true);
    expect(isNotFound(new ApiError({ code: 403, message: 'forbidden' }))).toBe(true);
    expect(isNotFound(new ApiError({ code: 404, message: 'x', kind: 'server' }))).toBe(true);
  });

  it('is false for what a retry may fix, and for no error', () => {
    expect(isNotFound(new ApiError({ code: 0, message: 'offline' }))).toBe(false);
    expect(isNotFound(new ApiError({ code: 500, message: 'boom', kind: 'server' }))).toBe(false);
    expect(isNotFound(new ApiError({ code: 401, message: 'login' }))).toBe(false);
    expect(isNotFound(new Error('bug'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});

describe('idFromQuery', () => {
  it('takes positive integers only', () => {
    expect(idFromQuery('12')).toBe(12);
    expect(idFromQuery(' 7 ')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999'])
      expect(idFromQuery(bad)).toBeNull();
  });
});

describe('isGoingToLogin', () => {
  it('is true when the wrapper is taking the user to login', () => {
    // a login-required call without a token: not sent, the wrapper goes to login
    expect(isGoingToLogin(new HttpError('', 401, null, true))).toBe(true);
    expect(isGoingToLogin(new ApiError({ code: 202, message: 'expired' }))).toBe(true);
    expect(isGoingToLogin(new ApiError({ code: 406, message: 'elsewhere' }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isGoingToLogin(new ApiError({ code: 0, message: 'offline' }))).toBe(false);
    expect(isGoingToLogin(new ApiError({ code: 422, message: 'bad' }))).toBe(false);
    expect(isGoingToLogin(null)).toBe(false);
  });
});
