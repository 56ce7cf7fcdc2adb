import { describe, it, expect } from 'vitest';
import {
  APP_VERSION,
  LOGIN_PAGE,
  LOGIN_PAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REPLY,
  REQUEST_TIMEOUT_MS,
  TAB_PAGES,
} from './constants';

describe('constants', () => {
  it('keeps the spec section 9 values', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(16);
    expect(APP_VERSION).toBe('24.0.6');
  });

  it('lists the login page among the login pages and home first among the tabs', () => {
    expect(LOGIN_PAGES).toContain(LOGIN_PAGE);
    expect(TAB_PAGES[0]).toBe('pages/index/index');
    expect(TAB_PAGES).toHaveLength(4);
  });

  it('maps the reply codes', () => {
    expect(REPLY.OK).toBe(200);
    expect(REPLY.LOGIN_EXPIRED).toBe(202);
    expect(REPLY.CLOSED).toBe(237);
  });
});
