// @vitest-environment jsdom
// jsdom: the page module pulls in antd-mobile (through core/ui), which needs a DOM.
import { describe, expect, it } from 'vitest';
import { returnTarget } from './LoginSuccessScreen';

describe('returnTarget', () => {
  it('decodes the stored callback', () => {
    expect(returnTarget(encodeURIComponent('pages/goods/detail?id=5&type=2'))).toBe(
      'pages/goods/detail?id=5&type=2',
    );
    expect(returnTarget('pages/cart/cart')).toBe('pages/cart/cart');
  });

  it('drops a leading "#/" or slashes', () => {
    expect(returnTarget(encodeURIComponent('#/pages/order/list?status=1'))).toBe(
      'pages/order/list?status=1',
    );
    expect(returnTarget(encodeURIComponent('/pages/order/list'))).toBe('pages/order/list');
  });

  it('falls back to the mine tab for empty or undecodable values', () => {
    expect(returnTarget(null)).toBe('pages/user/user');
    expect(returnTarget('')).toBe('pages/user/user');
    expect(returnTarget('%E0%A4%A')).toBe('pages/user/user');
    expect(returnTarget(encodeURIComponent('/'))).toBe('pages/user/user');
  });

  it('never returns to a login page', () => {
    for (const p of [
      'pages/login/login',
      'pages/public/login',
      'pages/login/register?invite=1',
      '/pages/public/register',
    ]) {
      expect(returnTarget(encodeURIComponent(p)), p).toBe('pages/user/user');
    }
  });

  it('never leaves the app for an absolute URL or another scheme', () => {
    for (const p of [
      'https://evil.example/x',
      'http://a.b',
      'javascript:alert(1)',
      'HTTPS://x.y',
    ]) {
      expect(returnTarget(encodeURIComponent(p)), p).toBe('pages/user/user');
    }
  });
});
