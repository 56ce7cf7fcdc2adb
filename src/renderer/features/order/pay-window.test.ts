import { describe, expect, it } from 'vitest';
import { payWindowMessage, payWindowParts, payWindowText } from './pay-window';

describe('payWindowParts', () => {
  it('splits into hours and minutes, rounding seconds up', () => {
    expect(payWindowParts(1800)).toEqual({ hours: 0, minutes: 30 });
    expect(payWindowParts(3600)).toEqual({ hours: 1, minutes: 0 });
    expect(payWindowParts(5400)).toEqual({ hours: 1, minutes: 30 });
    expect(payWindowParts(61)).toEqual({ hours: 0, minutes: 2 });
    expect(payWindowParts(1)).toEqual({ hours: 0, minutes: 1 });
  });

  it('has none for 0, negative or non-numbers', () => {
    expect(payWindowParts(0)).toBeNull();
    expect(payWindowParts(-5)).toBeNull();
    expect(payWindowParts(Number.NaN)).toBeNull();
    expect(payWindowParts(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('payWindowText', () => {
  it('zh-CN: minutes, hours, both', () => {
    expect(payWindowText(1800, 'zh-CN')).toBe('30分钟');
    expect(payWindowText(7200, 'zh-CN')).toBe('2小时');
    expect(payWindowText(5400, 'zh-CN')).toBe('1小时30分钟');
    expect(payWindowText(0, 'zh-CN')).toBe('');
  });

  it('en: singular and plural units', () => {
    expect(payWindowText(1800, 'en')).toBe('30 minutes');
    expect(payWindowText(60, 'en')).toBe('1 minute');
    expect(payWindowText(3600, 'en')).toBe('1 hour');
    expect(payWindowText(5460, 'en')).toBe('1 hour 31 minutes');
    expect(payWindowText(7200, 'en')).toBe('2 hours');
    expect(payWindowText(-1, 'en')).toBe('');
  });

  it('groups large numbers by thousands', () => {
    expect(payWindowText(1000 * 3600, 'zh-CN')).toBe('1,000小时');
    expect(payWindowText(1000 * 3600, 'en')).toBe('1,000 hours');
  });
});

describe('payWindowMessage', () => {
  it('is the stored message as it is, trimmed', () => {
    expect(payWindowMessage({ com_exp_msg: '订单超时未支付将自动关闭' })).toBe(
      '订单超时未支付将自动关闭',
    );
    expect(payWindowMessage({ com_exp_msg: ' Pay soon ' })).toBe('Pay soon');
  });

  it("is '' when empty, missing or not text", () => {
    expect(payWindowMessage({ com_exp_msg: '' })).toBe('');
    expect(payWindowMessage({})).toBe('');
    expect(payWindowMessage({ com_exp_msg: 3 })).toBe('');
    expect(payWindowMessage(null)).toBe('');
  });
});
