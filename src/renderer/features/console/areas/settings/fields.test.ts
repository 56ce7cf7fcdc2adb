import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../../shared/rules/business-settings';
import { formOf, formPathOf, valueOf } from './fields';

describe('settings form units', () => {
  it('shows yuan, %, minutes and MB and sends fen, basis points, seconds and bytes', () => {
    const w = formOf('withdrawal', DEFAULT_SETTINGS.withdrawal);
    expect(w).toMatchObject({ min: 10, max: 50000, fee_bp: 1, fee_min: 1, daily_count: 3 });
    expect(valueOf('withdrawal', { ...w, min: 12.34 })).toMatchObject({ min: 1234, fee_bp: 100 });
    expect(formOf('order', DEFAULT_SETTINGS.order).pay_deadline_s).toBe(30);
    expect(formOf('upload', DEFAULT_SETTINGS.upload).max_bytes).toBe(5);
    const f = formOf('freight', DEFAULT_SETTINGS.freight);
    expect(valueOf('freight', f)).toEqual(DEFAULT_SETTINGS.freight);
    const c = valueOf('commission', { default_bp: 5, sellers: [{ seller_id: '3', bp: 2.5 }] });
    expect(c).toEqual({ default_bp: 500, sellers: [{ seller_id: 3, bp: 250 }] });
  });
});

// issue 23 gaps (rules): freight by named regions
describe('freight regions in the form', () => {
  it('shows each region in yuan and sends fen, the name trimmed', () => {
    const f = formOf('freight', DEFAULT_SETTINGS.freight);
    expect(f.regions).toEqual([
      { ...DEFAULT_SETTINGS.freight.regions[0], fee: 15, free_threshold: 199 },
    ]);
    const v = valueOf('freight', {
      ...f,
      regions: [{ name: ' 东北 ', fee: 10.5, free_threshold: '159', provinces: ['吉林省'] }],
    });
    expect(v.regions).toEqual([
      { name: '东北', fee: 1050, free_threshold: 15900, provinces: ['吉林省'] },
    ]);
    expect(valueOf('freight', { ...f, regions: undefined }).regions).toEqual([]);
  });

  it("places the server's refusal at the region's field", () => {
    expect(formPathOf('freight', 'regions.2.provinces')).toEqual(['regions', 2, 'provinces']);
    expect(formPathOf('freight', 'default.fee')).toEqual(['default', 'fee']);
    expect(formPathOf('freight', 'default_region')).toEqual(['default_region']);
    expect(formPathOf('commission', 'sellers.0.bp')).toEqual(['sellers', 0, 'bp']);
    expect(formPathOf('freight', 'regions')).toBeNull();
    expect(formPathOf('order', 'regions.0.name')).toBeNull();
  });
});
