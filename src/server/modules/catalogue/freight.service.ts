/**
 * Freight (运费) quotes. The spec shows a freight figure but not its rule; the product decision:
 *
 * - Rules are the `freight` section of the business settings (app_config `freight_rules`,
 *   shared/rules/business-settings.ts; operators change them in the console): a list of named
 *   templates (issue 23 gaps, part freight), each a `default` rule and a list of named `regions`
 *   with their provinces, fee and threshold (a province in at most one region of a template; the
 *   seed's default template has one region 偏远地区: Xinjiang, Tibet, Qinghai, Inner Mongolia,
 *   Ningxia, Gansu, Hainan, which couriers surcharge), the `default_template`, and the
 *   `default_region` quoted when the buyer has no address yet (the warehouse's own province).
 * - A goods names its template (`goods.freight_template`); null, or a code no longer listed,
 *   is the default template. The address's province picks the rule within the template.
 * - A rule quotes a goods amount: freight is 0 when the amount reaches the rule's
 *   `free_threshold` ("满99包邮"), else the rule's flat `fee`. All amounts are fen.
 * - ONE quote function, `quoteSubmissionFreight`, prices the freight of every seller group of a
 *   submission; checkout (order/checkout.service.ts computeCheckout) charges with it and the
 *   detail pages' `/api/goods/get_freight` (catalogue.service.ts freightOf) quotes with it, for
 *   the line checkout would build for the same goods (activity price and promises included),
 *   so what detail shows is what checkout charges (issue 19).
 *
 * Free-shipping promises (issue 19), decided as a real mall does:
 * - A line of an activity whose rules promise free shipping (`rules.free_shipping === true`, or
 *   the 9.9包邮 zone's type 50, whose zone says 全国包邮) carries no freight.
 * - Ten-yuan-three-items (type 17) lines ship free once the submission holds at least one full
 *   bundle (3 or more type-17 units, whichever shops they come from): the zone sells "3件10元
 *   包邮", so a bundle never pays freight per shop. With fewer than 3 units there is no bundle,
 *   and the lines are quoted like ordinary goods.
 * - Mixed group (one seller, free-shipping lines and other lines): the free-shipping lines
 *   carry no freight and do not count towards the free-shipping threshold; the other lines are
 *   quoted on their own goods amount (so a ¥9.90 包邮 item does not make a ¥95 item reach ¥99,
 *   and does not make the parcel pay freight either). A group with only free-shipping lines
 *   pays 0.
 *
 * Templates in one parcel (issue 23 gaps, part freight; flat fees, as Chinese malls do): a seller
 * group is one parcel. Its charged lines (the promises above applied first) are grouped by
 * template; each template group is quoted on its own goods amount with its template's rule for
 * the province (its own threshold, so ordinary goods reaching ¥99 ship free even beside a bulky
 * item); the parcel pays the HIGHEST of those quotes, not their sum (a quote of 0 counts, so a
 * bulky item's fee is paid once whatever else is in the parcel). The returned threshold and
 * region are the highest quote's (the first template group's on a tie).
 */
import {
  DEFAULT_SETTINGS,
  freightRuleOf,
  freightTemplateOf,
  settingsOf,
  type FreightSettings,
} from '../../../shared/rules/business-settings';
import { THREE_FOR_TEN_TYPE } from '../../../shared/rules/cart-totals';
import { mulFen } from '../../../shared/rules/money';
import { parseJson } from '../../lib/json';

/** The 9.9包邮 zone's activity type: its zone promises 全国包邮 whatever its rules say. */
export const FREE_SHIPPING_ZONE_TYPE = 50;
/** Type-17 units that make a bundle (three items for ten yuan). */
export const THREE_FOR_TEN_BUNDLE_UNITS = 3;

/** The freight rules: the `freight` section of the business settings. */
export type FreightRules = FreightSettings;

/** The default rules (shared/rules/business-settings.ts), also the seed's. */
export const DEFAULT_FREIGHT_RULES: FreightRules = DEFAULT_SETTINGS.freight;

/** The configured rules when they are well-formed, else the defaults. */
export function freightRulesOf(value: unknown): FreightRules {
  return settingsOf('freight', value);
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
 * null or empty) by a template (`template`: its code; null or unknown: the default template).
 */
export function quoteFreight(
  rules: FreightRules,
  province: string | null,
  unitPrice: number,
  quantity: number,
  template: string | null = null,
): Freight {
  const region = province || rules.default_region;
  const rule = freightRuleOf(freightTemplateOf(rules, template), region);
  const amount = mulFen(unitPrice, quantity);
  const free = rule.free_threshold > 0 && amount >= rule.free_threshold;
  return { freight: free ? 0 : rule.fee, free_threshold: rule.free_threshold, region };
}

/** Whether an activity (its type and stored `rules` JSON) promises free shipping. */
export function activityShipsFree(type: number, rules: string | null | undefined): boolean {
  if (type === FREE_SHIPPING_ZONE_TYPE) return true;
  const r = rules ? parseJson<Record<string, unknown> | null>(rules, null) : null;
  return typeof r === 'object' && r !== null && r.free_shipping === true;
}

export interface FreightLine {
  /** unit price charged, fen */
  price: number;
  quantity: number;
  /** activity type of the line (0 = none; 17 = ten-yuan-three-items) */
  type: number;
  /** the line's activity promises free shipping (activityShipsFree) */
  free_shipping: boolean;
  /** the goods' freight template code (`goods.freight_template`); null: the default template */
  template: string | null;
}

/**
 * The freight of each seller group of one submission (`groups`: the lines of each group, in
 * the submission's order), to a province (the default region when null or empty). The one
 * freight computation of checkout and of get_freight; the decisions are in the file comment.
 */
export function quoteSubmissionFreight(
  rules: FreightRules,
  province: string | null,
  groups: readonly (readonly FreightLine[])[],
): Freight[] {
  const bundleUnits = groups
    .flat()
    .filter((l) => l.type === THREE_FOR_TEN_TYPE)
    .reduce((a, l) => a + l.quantity, 0);
  const bundleShipsFree = bundleUnits >= THREE_FOR_TEN_BUNDLE_UNITS;
  return groups.map((lines) => {
    const charged = lines.filter(
      (l) => !l.free_shipping && !(bundleShipsFree && l.type === THREE_FOR_TEN_TYPE),
    );
    if (charged.length === 0) {
      return { ...quoteFreight(rules, province, 0, 1, lines[0]?.template ?? null), freight: 0 };
    }
    // goods amount per template (unknown codes count as the default template)
    const amounts = new Map<string, number>();
    for (const l of charged) {
      const code = freightTemplateOf(rules, l.template).code;
      amounts.set(code, (amounts.get(code) ?? 0) + mulFen(l.price, l.quantity));
    }
    let highest: Freight | null = null;
    for (const [code, amount] of amounts) {
      const quote = quoteFreight(rules, province, amount, 1, code);
      if (highest === null || quote.freight > highest.freight) highest = quote;
    }
    return highest as Freight;
  });
}
