import { describe, expect, it } from 'vitest';
import { DEFAULT_FREIGHT_RULES, freightRulesOf, quoteFreight } from './freight.service';

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
    expect(freightRulesOf(r)).toBe(r);
  });
});
