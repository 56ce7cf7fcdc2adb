import { describe, expect, it } from 'vitest';
import { THREE_FOR_TEN_TYPE } from '../../../shared/rules/cart-totals';
import {
  activityShipsFree,
  DEFAULT_FREIGHT_RULES,
  FREE_SHIPPING_ZONE_TYPE,
  freightRulesOf,
  quoteFreight,
  quoteSubmissionFreight,
} from './freight.service';

const rules = DEFAULT_FREIGHT_RULES;

describe('quoteFreight', () => {
  it('quotes the default region without a province', () => {
    expect(quoteFreight(rules, null, 1990, 1)).toEqual({
      freight: 800,
      free_threshold: 9900,
      region: '浙江省',
    });
    expect(quoteFreight(rules, '', 1990, 1).region).toBe('浙江省');
  });

  it('ships free from the threshold on, price times quantity', () => {
    expect(quoteFreight(rules, '江苏省', 9899, 1).freight).toBe(800);
    expect(quoteFreight(rules, '江苏省', 9900, 1).freight).toBe(0);
    expect(quoteFreight(rules, '江苏省', 3300, 3).freight).toBe(0);
    expect(quoteFreight(rules, '江苏省', 3300, 2).freight).toBe(800);
  });

  it('uses the remote rule for a remote province', () => {
    expect(quoteFreight(rules, '新疆维吾尔自治区', 9900, 1)).toEqual({
      freight: 1500,
      free_threshold: 19900,
      region: '新疆维吾尔自治区',
    });
    expect(quoteFreight(rules, '海南省', 19900, 1).freight).toBe(0);
  });

  it('a zero threshold never ships free', () => {
    const r = { ...rules, default: { fee: 500, free_threshold: 0 } };
    expect(quoteFreight(r, null, 1_000_000, 1).freight).toBe(500);
  });
});

describe('freightRulesOf', () => {
  it('falls back to the defaults for a broken value', () => {
    expect(freightRulesOf(null)).toBe(DEFAULT_FREIGHT_RULES);
    expect(freightRulesOf({ default: { fee: -1, free_threshold: 0 } })).toBe(DEFAULT_FREIGHT_RULES);
    expect(freightRulesOf({ ...rules, remote: { ...rules.remote, provinces: 'x' } })).toBe(
      DEFAULT_FREIGHT_RULES,
    );
  });

  it('keeps well-formed rules', () => {
    const r = { ...rules, default_region: '江苏省' };
    expect(freightRulesOf(r)).toEqual(r);
  });
});

// issue 19: free-shipping promises
describe('activityShipsFree', () => {
  it('the 9.9包邮 zone type, or rules that promise free shipping', () => {
    expect(activityShipsFree(FREE_SHIPPING_ZONE_TYPE, '{}')).toBe(true);
    expect(activityShipsFree(18, JSON.stringify({ discount: 80, free_shipping: true }))).toBe(true);
    expect(activityShipsFree(18, JSON.stringify({ discount: 80 }))).toBe(false);
    expect(activityShipsFree(18, JSON.stringify({ free_shipping: 'yes' }))).toBe(false);
    expect(activityShipsFree(18, 'not json')).toBe(false);
    expect(activityShipsFree(0, null)).toBe(false);
  });
});

describe('quoteSubmissionFreight', () => {
  const line = (price: number, quantity = 1, type = 0, free_shipping = false) => ({
    price,
    quantity,
    type,
    free_shipping,
  });
  const freights = (groups: ReturnType<typeof line>[][], province: string | null = null) =>
    quoteSubmissionFreight(rules, province, groups).map((q) => q.freight);

  it('quotes each group on its goods amount, like quoteFreight', () => {
    expect(freights([[line(1990)], [line(5000, 2)]])).toEqual([800, 0]);
    expect(quoteSubmissionFreight(rules, '新疆维吾尔自治区', [[line(9900)]])[0]).toEqual({
      freight: 1500,
      free_threshold: 19900,
      region: '新疆维吾尔自治区',
    });
  });

  it('free-shipping lines carry no freight and do not count towards the threshold', () => {
    expect(freights([[line(990, 1, 50, true)]])).toEqual([0]);
    expect(freights([[line(990, 3, 50, true), line(9500)]])).toEqual([800]);
    expect(freights([[line(990, 1, 50, true), line(9900)]])).toEqual([0]);
  });

  it('a three-for-ten bundle (3+ type-17 units in the submission) ships free across shops', () => {
    const ttt = (price: number, n = 1) => line(price, n, THREE_FOR_TEN_TYPE);
    expect(freights([[ttt(500)], [ttt(550, 2)]])).toEqual([0, 0]);
    expect(freights([[ttt(500), line(2000)], [ttt(550, 2)]])).toEqual([800, 0]);
    // fewer than 3 units: no bundle, quoted like ordinary goods
    expect(freights([[ttt(500)], [ttt(550)]])).toEqual([800, 800]);
  });
});
