import { describe, expect, it } from 'vitest';
import { brandZoneLink } from './brand-link';

describe('brandZoneLink', () => {
  it('links a brand by id, and the brand list without one', () => {
    expect(brandZoneLink(7)).toBe('/pages/subpack/prefecture/brand?brand_id=7');
    expect(brandZoneLink()).toBe('/pages/subpack/prefecture/brand');
    expect(brandZoneLink(0)).toBe('/pages/subpack/prefecture/brand');
    expect(brandZoneLink(-1)).toBe('/pages/subpack/prefecture/brand');
    expect(brandZoneLink(1.5)).toBe('/pages/subpack/prefecture/brand');
  });
});
