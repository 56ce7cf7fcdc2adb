/**
 * Freight (运费) quotes. The spec shows a freight figure but not its rule; the product decision:
 *
 * - Rules live in app_config `freight_rules` (so operations can change them without a
 *   release): a `default` rule, a `remote` rule for a list of provinces (Xinjiang, Tibet,
 *   Qinghai, Inner Mongolia, Ningxia, Gansu, Hainan: the regions couriers surcharge), and the
 *   `default_region` quoted when the buyer has no address yet (the warehouse's own province).
 * - A quote is per goods line: freight is 0 when the SKU price × quantity reaches the rule's
 *   `free_threshold` ("满99包邮"), else the rule's flat `fee`. All amounts are fen.
 * - The detail page quotes the SKU's shop price; activity prices and the order-level sum are
 *   the checkout's business (issue 4), which applies the same rule to the order's goods amount.
 */
import { mulFen } from '../../../shared/rules/money';

export interface FreightRule {
  /** fen */
  fee: number;
  /** fen; a goods amount ≥ this ships free; 0 = no free-shipping line */
  free_threshold: number;
}

export interface FreightRules {
  default: FreightRule;
  remote: FreightRule & { provinces: string[] };
  default_region: string;
}

/** The seeded rules, also the fallback when app_config has none (or a broken value). */
export const DEFAULT_FREIGHT_RULES: FreightRules = {
  default: { fee: 800, free_threshold: 9900 },
  remote: {
    fee: 1500,
    free_threshold: 19900,
    provinces: [
      '新疆维吾尔自治区',
      '西藏自治区',
      '青海省',
      '内蒙古自治区',
      '宁夏回族自治区',
      '甘肃省',
      '海南省',
    ],
  },
  default_region: '浙江省',
};

function isRule(v: unknown): v is FreightRule {
  const r = v as FreightRule | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isSafeInteger(r.fee) &&
    r.fee >= 0 &&
    Number.isSafeInteger(r.free_threshold) &&
    r.free_threshold >= 0
  );
}

/** The configured rules when they are well-formed, else the defaults. */
export function freightRulesOf(value: unknown): FreightRules {
  const v = value as Partial<FreightRules> | null;
  if (
    typeof v === 'object' &&
    v !== null &&
    isRule(v.default) &&
    isRule(v.remote) &&
    Array.isArray(v.remote.provinces) &&
    v.remote.provinces.every((p) => typeof p === 'string') &&
    typeof v.default_region === 'string'
  ) {
    return v as FreightRules;
  }
  return DEFAULT_FREIGHT_RULES;
}

export interface Freight {
  /** fen */
  freight: number;
  /** fen */
  free_threshold: number;
  region: string;
}

/**
 * Freight for a goods amount shipped to a province (the default region when `province` is
 * null or empty).
 */
export function quoteFreight(
  rules: FreightRules,
  province: string | null,
  unitPrice: number,
  quantity: number,
): Freight {
  const region = province || rules.default_region;
  const rule = rules.remote.provinces.includes(region) ? rules.remote : rules.default;
  const amount = mulFen(unitPrice, quantity);
  const free = rule.free_threshold > 0 && amount >= rule.free_threshold;
  return { freight: free ? 0 : rule.fee, free_threshold: rule.free_threshold, region };
}
