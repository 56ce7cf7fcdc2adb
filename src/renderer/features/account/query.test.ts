import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './query';

describe('absoluteUrl', () => {
  it('resolves a path against the origin and keeps full URLs', () => {
    expect(absoluteUrl('/h5/#/pages/login/register?invite=AB', 'https://shop.example')).toBe(
      'https://shop.example/h5/#/pages/login/register?invite=AB',
    );
    expect(absoluteUrl('https://a.example/x', 'https://shop.example')).toBe('https://a.example/x');
  });
});
