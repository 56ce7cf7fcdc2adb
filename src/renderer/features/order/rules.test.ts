import { describe, expect, it } from 'vitest';
import { toFormPairs } from '../../../shared/form-encoding';
import type { OrderStatus } from './list-api';
import {
  afterSaleClosedDays,
  afterSaleWindowPassed,
  allowedAfterSaleTypes,
  afterSaleStatusKey,
  buildCommentPayload,
  isAfterSaleOpen,
  orderActions,
  orderStatusKey,
  parseRefundAmount,
  parseStatusParam,
  refundableFen,
  afterSaleEvents,
  linesToReview,
  specText,
  type ActionableOrder,
} from './rules';
import './strings/after-sale';
import './strings/orders';

const order = (status: OrderStatus, extra: Partial<ActionableOrder> = {}): ActionableOrder => ({
  status,
  after_sale: false,
  ...extra,
});

describe('orderActions', () => {
  it.each([
    [0, ['cancel', 'pay']],
    [1, ['afterSale', 'remind']],
    [2, ['afterSale', 'track', 'confirm']],
    [3, ['afterSale', 'buyAgain', 'review']],
    [4, ['delete', 'buyAgain']],
    [5, ['delete', 'buyAgain']],
  ] as const)('status %i offers %j', (status, actions) => {
    expect(orderActions(order(status))).toEqual(actions);
  });

  it('freezes confirm and review while an after-sale is open (list flag)', () => {
    expect(orderActions(order(2, { after_sale: true }))).toEqual(['viewAfterSale', 'track']);
    expect(orderActions(order(3, { after_sale: true }))).toEqual(['viewAfterSale', 'buyAgain']);
  });

  it('freezes them too when the detail carries an open request', () => {
    for (const s of [0, 1, 2] as const) {
      const after_sale_info = { status: s };
      expect(orderActions(order(2, { after_sale_info }))).toEqual(['viewAfterSale', 'track']);
    }
  });

  it('lets a finished after-sale be viewed and another be requested', () => {
    expect(orderActions(order(3, { after_sale_info: { status: 4 } }))).toEqual([
      'viewAfterSale',
      'afterSale',
      'buyAgain',
      'review',
    ]);
    expect(orderActions(order(4, { after_sale_info: { status: 3 } }))).toEqual([
      'viewAfterSale',
      'delete',
      'buyAgain',
    ]);
  });

  it('offers no request when nothing is left to refund', () => {
    expect(orderActions(order(2, { refundable: 0 }))).toEqual(['track', 'confirm']);
    expect(orderActions(order(1, { after_sale_info: { status: 3 }, refundable: 0 }))).toEqual([
      'viewAfterSale',
      'remind',
    ]);
  });

  it('keeps unpaid orders to cancel and pay', () => {
    expect(orderActions(order(0, { after_sale: true }))).toEqual(['cancel', 'pay']);
  });
});

describe('status texts', () => {
  it('maps statuses to keys', () => {
    expect(orderStatusKey(0)).toBe('orders.status.s0');
    expect(orderStatusKey(5)).toBe('orders.status.s5');
    expect(afterSaleStatusKey(3)).toBe('afterSale.status.s3');
  });

  it('knows which after-sales are open', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => isAfterSaleOpen(s as 0))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isAfterSaleOpen(undefined)).toBe(false);
  });

  it('parses the status of the URL', () => {
    expect(parseStatusParam(null)).toBe('all');
    expect(parseStatusParam('all')).toBe('all');
    expect(parseStatusParam('2')).toBe(2);
    expect(parseStatusParam('9')).toBe('all');
    expect(parseStatusParam('1.5')).toBe('all');
    expect(parseStatusParam('x')).toBe('all');
  });

  it('allows a refund only before shipping', () => {
    expect(allowedAfterSaleTypes(0)).toEqual([]);
    expect(allowedAfterSaleTypes(1)).toEqual(['refund']);
    expect(allowedAfterSaleTypes(2)).toEqual(['refund', 'return_refund']);
    expect(allowedAfterSaleTypes(5)).toEqual([]);
  });
});

describe('refund amounts in fen', () => {
  it('is what was paid less what was refunded, never negative', () => {
    expect(refundableFen({ pay_amount: 12990, refunded: 2990 })).toBe(10000);
    expect(refundableFen({ pay_amount: 12990, refunded: 0 })).toBe(12990);
    expect(refundableFen({ pay_amount: 100, refunded: 300 })).toBe(0);
  });

  it('parses typed yuan exactly', () => {
    expect(parseRefundAmount('129.9', 12990)).toEqual({ ok: true, fen: 12990 });
    expect(parseRefundAmount(' 0.1 ', 12990)).toEqual({ ok: true, fen: 10 });
    // 0.1 + 0.2 style floats never enter: 1.15 yuan is 115 fen, not 114.99...
    expect(parseRefundAmount('1.15', 200)).toEqual({ ok: true, fen: 115 });
  });

  it('rejects empty, malformed, zero and too much', () => {
    expect(parseRefundAmount('', 100)).toEqual({ ok: false, error: 'required' });
    expect(parseRefundAmount('1.234', 1000)).toEqual({ ok: false, error: 'format' });
    expect(parseRefundAmount('abc', 1000)).toEqual({ ok: false, error: 'format' });
    expect(parseRefundAmount('-1', 1000)).toEqual({ ok: false, error: 'format' });
    expect(parseRefundAmount('0.00', 1000)).toEqual({ ok: false, error: 'zero' });
    expect(parseRefundAmount('10.01', 1000)).toEqual({ ok: false, error: 'tooMuch' });
    expect(parseRefundAmount('10', 1000)).toEqual({ ok: true, fen: 1000 });
  });
});

describe('buildCommentPayload', () => {
  it('bracket-encodes one item per line with a comma list of images', () => {
    const payload = buildCommentPayload(42, [
      { order_item_id: 7, score: 5, content: '  很好  ', images: ['/u/a.png', '/u/b.png'] },
      { order_item_id: 8, score: 9, content: '', images: [] },
    ]);
    expect(toFormPairs(payload)).toEqual([
      ['order_id', '42'],
      ['items[0][order_item_id]', '7'],
      ['items[0][score]', '5'],
      ['items[0][content]', '很好'],
      ['items[0][images]', '/u/a.png,/u/b.png'],
      ['items[1][order_item_id]', '8'],
      ['items[1][score]', '5'],
      ['items[1][content]', ''],
      ['items[1][images]', ''],
    ]);
  });

  it('clamps scores to 1..5', () => {
    const p = buildCommentPayload(1, [{ order_item_id: 1, score: 0, content: 'x', images: [] }]);
    expect(toFormPairs(p)).toContainEqual(['items[0][score]', '1']);
  });
});

describe('lines and events', () => {
  it('writes the spec as one text', () => {
    expect(specText({ 颜色: '红', 尺码: 'L' })).toBe('颜色: 红 · 尺码: L');
    expect(specText({})).toBe('');
    expect(specText(null)).toBe('');
  });

  it('reviews only the lines not reviewed yet', () => {
    expect(
      linesToReview([
        { id: 1, commented: true },
        { id: 2, commented: false },
      ]),
    ).toEqual([{ id: 2, commented: false }]);
  });

  it('picks the after-sale events since the request', () => {
    const timeline = [
      { kind: 'paid', text: 'a', time: 10 },
      { kind: 'after_sale', text: 'old', time: 20 },
      { kind: 'after_sale', text: 'applied', time: 30 },
      { kind: 'shipped', text: 'b', time: 31 },
      { kind: 'refund', text: 'refunded', time: 40 },
    ];
    expect(afterSaleEvents(timeline, 30).map((e) => e.text)).toEqual(['applied', 'refunded']);
  });
});

// issue 23 gaps (rules): the after-sale window comes from the server's `after_sale_until`
describe('after-sale window', () => {
  const received = (until: number | null) =>
    order(3, { after_sale_until: until, after_sale_days: 7 });

  it('offers a request before the window ends, not from its end on, and says why', () => {
    expect(orderActions(received(1000), 999)).toEqual(['afterSale', 'buyAgain', 'review']);
    expect(afterSaleClosedDays(received(1000), 999)).toBeNull();
    expect(orderActions(received(1000), 1000)).toEqual(['buyAgain', 'review']);
    expect(afterSaleWindowPassed(received(1000), 1000)).toBe(true);
    expect(afterSaleClosedDays(received(1000), 1000)).toBe(7);
  });

  it('no window yet (not received) or an open request: nothing closes', () => {
    expect(orderActions(order(1, { after_sale_until: null }), 5e9)).toEqual([
      'afterSale',
      'remind',
    ]);
    expect(afterSaleWindowPassed({ after_sale_until: null }, 5e9)).toBe(false);
    expect(afterSaleClosedDays({ ...received(1000), after_sale: true }, 2000)).toBeNull();
  });
});
