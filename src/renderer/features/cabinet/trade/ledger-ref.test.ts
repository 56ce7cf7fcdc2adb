import { describe, expect, it } from 'vitest';
import { ledgerRef } from './ledger-ref';

describe('ledgerRef', () => {
  it('names the order behind a ledger row and where it is shown', () => {
    expect(ledgerRef('order:12')).toEqual({
      kind: 'order',
      id: 12,
      path: '/pages/guishang/order/detail?id=12',
      no: '#12',
    });
    expect(ledgerRef('cabinet_order:3')).toMatchObject({ kind: 'cabinetOrder', id: 3 });
    expect(ledgerRef('purchase:5')).toMatchObject({ kind: 'purchase', id: 5 });
    expect(ledgerRef('test')).toEqual({ kind: 'other', id: 0, path: null, no: '' });
    expect(ledgerRef('')).toBeNull();
  });
});

describe('ledgerRef with the order sn (issue 18 part C follow-up)', () => {
  it('names the order by its sn when the server joined it, by #id otherwise', () => {
    expect(ledgerRef('order:12', 'SN2026112700012')).toMatchObject({
      kind: 'order',
      id: 12,
      no: 'SN2026112700012',
    });
    expect(ledgerRef('purchase:5', null)).toMatchObject({ no: '#5' });
    expect(ledgerRef('cabinet_order:3', '')).toMatchObject({ no: '#3' });
  });
});
