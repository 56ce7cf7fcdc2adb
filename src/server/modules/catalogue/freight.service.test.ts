import { describe, expect, it } from 'vitest';
import {
  FREIGHT_REGIONS_MAX,
  FREIGHT_TEMPLATES_MAX,
  freightSettings,
} from '../../../shared/rules/business-settings';
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
const tpl0 = rules.templates[0]!;
type Tpl = { default: { fee: number; free_threshold: number }; regions: typeof tpl0.regions };
/** Rules of one template (the default one, code `default`). */
const single = (t: Tpl, default_region = '浙江省') => ({
  templates: [{ code: 'default', name: '默认模板', ...t }],
  default_template: 'default',
  default_region,
});

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
    const r = single({ ...tpl0, default: { fee: 500, free_threshold: 0 } });
    expect(quoteFreight(r, null, 1_000_000, 1).freight).toBe(500);
  });
});

describe('freightRulesOf', () => {
  it('falls back to the defaults for a broken value', () => {
    expect(freightRulesOf(null)).toBe(DEFAULT_FREIGHT_RULES);
    expect(freightRulesOf({ default: { fee: -1, free_threshold: 0 } })).toBe(DEFAULT_FREIGHT_RULES);
    expect(
      freightRulesOf(
        single({ ...tpl0, regions: [{ ...tpl0.regions[0]!, provinces: 'x' }] } as never),
      ),
    ).toBe(DEFAULT_FREIGHT_RULES);
  });

  it('accepts only the templates shape: the regions and remote shapes read as the defaults', () => {
    const regionsShape = { ...tpl0, default_region: '浙江省' };
    expect(freightRulesOf(regionsShape)).toBe(DEFAULT_FREIGHT_RULES);
    const old = {
      default: tpl0.default,
      remote: { fee: 900, free_threshold: 0, provinces: ['海南省'] },
      default_region: '浙江省',
    };
    expect(freightRulesOf(old)).toBe(DEFAULT_FREIGHT_RULES);
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

const line = (
  price: number,
  quantity = 1,
  type = 0,
  free_shipping = false,
  template: string | null = null,
) => ({ price, quantity, type, free_shipping, template });

describe('quoteSubmissionFreight', () => {
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

// issue 23 gaps (rules): several named regions
describe('freight regions', () => {
  const regions = {
    default: { fee: 600, free_threshold: 9900 },
    regions: [
      { name: '江浙沪', fee: 0, free_threshold: 0, provinces: ['江苏省', '浙江省', '上海市'] },
      { name: '偏远地区', fee: 2000, free_threshold: 29900, provinces: ['西藏自治区'] },
      { name: '东北', fee: 1000, free_threshold: 15900, provinces: ['黑龙江省', '吉林省'] },
    ],
  };

  it("quotes the rule of the address's region, the default elsewhere", () => {
    const r = freightRulesOf(single(regions));
    expect(r).toEqual(single(regions));
    expect(quoteFreight(r, '上海市', 100, 1).freight).toBe(0);
    expect(quoteFreight(r, '西藏自治区', 19900, 1)).toEqual({
      freight: 2000,
      free_threshold: 29900,
      region: '西藏自治区',
    });
    expect(quoteFreight(r, '西藏自治区', 29900, 1).freight).toBe(0);
    expect(quoteFreight(r, '吉林省', 15800, 1).freight).toBe(1000);
    expect(quoteFreight(r, '吉林省', 15900, 1).freight).toBe(0);
    expect(quoteFreight(r, '广东省', 5000, 1)).toEqual({
      freight: 600,
      free_threshold: 9900,
      region: '广东省',
    });
    expect(quoteSubmissionFreight(r, '黑龙江省', [[line(5000)], [line(20_000)]])).toEqual([
      { freight: 1000, free_threshold: 15900, region: '黑龙江省' },
      { freight: 0, free_threshold: 15900, region: '黑龙江省' },
    ]);
  });

  /** the refusals of one template's regions (paths inside the template) */
  const issues = (v: Tpl) => {
    const res = freightSettings.safeParse(single(v));
    return res.success ? [] : res.error.issues.map((i) => [i.path.slice(2).join('.'), i.message]);
  };

  it('refuses a province in two regions at the second region', () => {
    const twice = {
      ...regions,
      regions: [
        ...regions.regions,
        { name: '华东', fee: 500, free_threshold: 0, provinces: ['浙江省'] },
      ],
    };
    expect(issues(twice)).toEqual([
      ['regions.3.provinces', '浙江省 is already in the region 江浙沪'],
    ]);
    const within = {
      ...regions,
      regions: [{ name: '东北', fee: 1, free_threshold: 0, provinces: ['吉林省', '吉林省'] }],
    };
    expect(issues(within)).toEqual([['regions.0.provinces', 'lists 吉林省 twice']]);
  });

  it('refuses a repeated name, an empty region, an empty name and more than the maximum', () => {
    const r0 = regions.regions[0]!;
    expect(issues({ ...regions, regions: [r0, { ...r0, provinces: ['广东省'] }] })).toEqual([
      ['regions.1.name', 'names a region twice'],
    ]);
    expect(issues({ ...regions, regions: [{ ...r0, provinces: [] }] })).toEqual([
      ['regions.0.provinces', 'must list at least one province'],
    ]);
    expect(issues({ ...regions, regions: [{ ...r0, name: ' ' }] })).toEqual([
      ['regions.0.name', 'must not be empty'],
    ]);
    const many = Array.from({ length: FREIGHT_REGIONS_MAX + 1 }, (_, i) => ({
      ...r0,
      name: `区${i}`,
      provinces: [`省份${i}`],
    }));
    expect(issues({ ...regions, regions: many })).toEqual([
      ['regions', `must be at most ${FREIGHT_REGIONS_MAX} regions`],
    ]);
  });
});

// issue 23 gaps (freight): templates chosen per goods
describe('freight templates', () => {
  const bulky = {
    code: 'bulky',
    name: '大件商品',
    default: { fee: 3000, free_threshold: 0 },
    regions: [{ name: '偏远地区', fee: 6000, free_threshold: 0, provinces: ['西藏自治区'] }],
  };
  const two = { ...rules, templates: [...rules.templates, bulky] };
  const q = (groups: ReturnType<typeof line>[][], province: string | null = '江苏省') =>
    quoteSubmissionFreight(two, province, groups);
  const big = (price: number, quantity = 1) => line(price, quantity, 0, false, 'bulky');

  it("quotes a goods by its template's rule; null or an unknown code by the default", () => {
    expect(q([[big(50_000)]])).toEqual([{ freight: 3000, free_threshold: 0, region: '江苏省' }]);
    expect(q([[big(50_000)]], '西藏自治区')[0]!.freight).toBe(6000);
    expect(q([[line(1990)]])[0]!.freight).toBe(800);
    expect(q([[line(1990, 1, 0, false, 'gone')]])[0]!.freight).toBe(800);
    expect(quoteFreight(two, '西藏自治区', 100, 1, 'bulky').freight).toBe(6000);
    expect(quoteFreight(two, '西藏自治区', 100, 1, 'nope').freight).toBe(1500);
  });

  it('a parcel of several templates pays the highest template quote, not the sum', () => {
    // ordinary ¥19.90 pays 800, bulky pays 3000: the parcel pays 3000
    expect(q([[line(1990), big(20_000)]])).toEqual([
      { freight: 3000, free_threshold: 0, region: '江苏省' },
    ]);
    // the ordinary lines reach their own threshold; bulky still pays its fee
    expect(q([[line(5000, 2), big(100)]])[0]!.freight).toBe(3000);
    // each template group is quoted on its own amount: bulky goods do not help ordinary reach ¥99
    const cheapBulky = { ...bulky, default: { fee: 100, free_threshold: 0 } };
    const r = { ...rules, templates: [...rules.templates, cheapBulky] };
    expect(
      quoteSubmissionFreight(r, '江苏省', [[line(5000), big(9000)]]).map((x) => x.freight),
    ).toEqual([800]);
    // separate seller groups are separate parcels
    expect(q([[line(1990)], [big(100)]]).map((x) => x.freight)).toEqual([800, 3000]);
    // lines of the default template named by its code count with the null ones
    expect(q([[line(5000), line(4900, 1, 0, false, 'default')]])[0]!.freight).toBe(0);
  });

  it('free-shipping promises apply before the templates', () => {
    expect(q([[line(990, 1, 50, true, 'bulky'), line(1990)]])[0]!.freight).toBe(800);
    expect(q([[big(990, 1)].map((l) => ({ ...l, free_shipping: true }))])[0]!.freight).toBe(0);
  });

  it('refuses repeated codes or names, a default that is not listed, none, and too many', () => {
    const issues = (v: unknown) => {
      const res = freightSettings.safeParse(v);
      return res.success ? [] : res.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues(two)).toEqual([]);
    expect(issues({ ...two, templates: [...two.templates, { ...bulky, name: 'x' }] })).toEqual([
      ['templates.2.code', 'names a template code twice'],
    ]);
    expect(issues({ ...two, templates: [...two.templates, { ...bulky, code: 'b2' }] })).toEqual([
      ['templates.2.name', 'names a template twice'],
    ]);
    expect(issues({ ...two, default_template: 'nope' })).toEqual([
      ['default_template', 'must be one of the templates'],
    ]);
    expect(issues({ ...two, templates: [{ ...bulky, code: 'Bad Code' }] })[0]![0]).toBe(
      'templates.0.code',
    );
    expect(issues({ ...two, templates: [] })[0]).toEqual([
      'templates',
      'must have at least one template',
    ]);
    const many = Array.from({ length: FREIGHT_TEMPLATES_MAX + 1 }, (_, i) => ({
      ...bulky,
      code: `t${i}`,
      name: `模板${i}`,
    }));
    expect(issues({ ...two, templates: many, default_template: 't0' })).toEqual([
      ['templates', `must be at most ${FREIGHT_TEMPLATES_MAX} templates`],
    ]);
  });
});
