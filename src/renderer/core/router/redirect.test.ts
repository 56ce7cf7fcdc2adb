import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirect';

describe('redirect', () => {
  it('follows in-app pages only', () => {
    expect(safeRedirect('pages/subpack1/pay-model/get-cash')).toBe(
      'pages/subpack1/pay-model/get-cash',
    );
    expect(safeRedirect('/pages/a/b?x=1&y=2')).toBe('pages/a/b?x=1&y=2');
    expect(safeRedirect('https://evil.example/pages/a')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('appends an encoded target', () => {
    expect(withRedirect('/pages/s/pay-pwd', 'pages/p/get-cash')).toBe(
      '/pages/s/pay-pwd?redirect=pages%2Fp%2Fget-cash',
    );
    expect(withRedirect('/pages/s/verify?purpose=set', 'pages/p/x?a=1')).toBe(
      '/pages/s/verify?purpose=set&redirect=pages%2Fp%2Fx%3Fa%3D1',
    );
    expect(withRedirect('/pages/s/pay-pwd', null)).toBe('/pages/s/pay-pwd');
    expect(withRedirect('/pages/s/pay-pwd', 'http://x')).toBe('/pages/s/pay-pwd');
  });
});
