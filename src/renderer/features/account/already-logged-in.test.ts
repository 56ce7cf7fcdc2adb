// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { alreadyLoggedInTarget } from './already-logged-in';

describe('alreadyLoggedInTarget', () => {
  it('goes to the saved return target, else home', () => {
    expect(alreadyLoggedInTarget(encodeURIComponent('pages/subpack/order/order?status=1'))).toBe(
      'pages/subpack/order/order?status=1',
    );
    expect(alreadyLoggedInTarget(null)).toBe('pages/index/index');
    expect(alreadyLoggedInTarget('')).toBe('pages/index/index');
  });

  it('never goes back onto a login page or out of the app', () => {
    expect(alreadyLoggedInTarget(encodeURIComponent('pages/login/login'))).toBe('pages/user/user');
    expect(alreadyLoggedInTarget(encodeURIComponent('https://evil.example'))).toBe(
      'pages/user/user',
    );
  });
});
