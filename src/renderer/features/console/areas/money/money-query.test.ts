import { describe, expect, it } from 'vitest';
import {
  checkApiInput,
  checkQueryString,
  parseCheckQuery,
  isYuan,
  parseTradeQuery,
  parseWithdrawalQuery,
  payoutOutcome,
  tradeApiInput,
  tradeQueryString,
  withdrawalApiInput,
  withdrawalQueryString,
  yuanInput,
} from './money-query';

const q = (s: string) => new URLSearchParams(s);

describe('withdrawal filters', () => {
  it('round-trips through the URL and drops what is malformed', () => {
    const f = parseWithdrawalQuery(
      q(
        'status=approved&mobile=1380&from=2026-11-01&to=2026-11-30&min=10.5&max=200&page=2&limit=50',
      ),
    );
    expect(f).toEqual({
      page: 2,
      limit: 50,
      status: 'approved',
      mobile: '1380',
      from: '2026-11-01',
      to: '2026-11-30',
      min: '10.5',
      max: '200',
    });
    expect(parseWithdrawalQuery(q(withdrawalQueryString(f)))).toEqual(f);
    expect(
      parseWithdrawalQuery(q('status=nope&mobile=abc&from=2026-02-30&min=1.234&max=-3&limit=7')),
    ).toEqual({ page: 1, limit: 20 });
    expect(withdrawalQueryString({ page: 1, limit: 20 })).toBe('');
  });

  it('sends yuan as fen and China days as Unix seconds (to exclusive)', () => {
    const input = withdrawalApiInput({
      page: 1,
      limit: 20,
      status: 'pending',
      from: '2026-11-27',
      to: '2026-11-27',
      min: '10.5',
      max: '200',
    });
    expect(input).toEqual({
      page: 1,
      limit: 20,
      status: 'pending',
      from: Date.UTC(2026, 10, 26, 16) / 1000,
      to: Date.UTC(2026, 10, 27, 16) / 1000,
      min: 1050,
      max: 20000,
    });
  });

  it('yuan text', () => {
    expect(isYuan('0.01')).toBe(true);
    expect(isYuan('12.')).toBe(false);
    expect(isYuan('1.234')).toBe(false);
    expect(yuanInput('19.99')).toBe(1999);
    expect(yuanInput('x')).toBeUndefined();
    expect(yuanInput(undefined)).toBeUndefined();
  });
});

describe('trade filters', () => {
  it('round-trips and builds the API input', () => {
    const f = parseTradeQuery(q('trade_no=T123&order_sn=S9&mobile=138&status=paid&method=online'));
    expect(f).toEqual({
      page: 1,
      limit: 20,
      trade_no: 'T123',
      order_sn: 'S9',
      mobile: '138',
      status: 'paid',
      method: 'online',
    });
    expect(parseTradeQuery(q(tradeQueryString(f)))).toEqual(f);
    expect(tradeApiInput(f)).toEqual({
      page: 1,
      limit: 20,
      trade_no: 'T123',
      order_sn: 'S9',
      mobile: '138',
      status: 'paid',
      method: 'online',
    });
    expect(parseTradeQuery(q('status=x&method=cash'))).toEqual({ page: 1, limit: 20 });
  });
});

describe('reconciliation check filters', () => {
  it('round-trips, drops unknown kinds and actions, sends China days as Unix seconds', () => {
    const f = parseCheckQuery(q('kind=paid_after_close&action=refunded&from=2026-12-01&page=2'));
    expect(f).toEqual({
      page: 2,
      limit: 20,
      kind: 'paid_after_close',
      action: 'refunded',
      from: '2026-12-01',
    });
    expect(parseCheckQuery(q(checkQueryString(f)))).toEqual(f);
    // 2026-12-01 00:00 China time
    expect(checkApiInput(f)).toEqual({
      page: 2,
      limit: 20,
      kind: 'paid_after_close',
      action: 'refunded',
      from: Date.UTC(2026, 10, 30, 16) / 1000,
    });
    expect(parseCheckQuery(q('kind=lost&action=paid&limit=7'))).toEqual({ page: 1, limit: 20 });
  });
});

describe('payoutOutcome (issue 22)', () => {
  it('reads a payout answer: paid, failed with a reason, or in progress', () => {
    expect(payoutOutcome({ status: 'paid', payout_error: '' })).toBe('done');
    expect(payoutOutcome({ status: 'approved', payout_error: '收款账号不存在' })).toBe('failed');
    expect(payoutOutcome({ status: 'paying', payout_error: '' })).toBe('pending');
    expect(payoutOutcome({ status: 'approved', payout_error: '' })).toBe('pending');
  });
});
