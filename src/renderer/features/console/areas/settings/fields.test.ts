import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../../shared/rules/business-settings';
import { formOf, valueOf } from './fields';

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
