/**
 * The business rules operators change in the console's settings (issue 23): ONE typed table,
 * each section stored as one app_config row (`SETTINGS_KEYS`) and read through the server's
 * cached `readConfig`, so a change applies to the next request without a restart. Deployment
 * facts and secrets stay in the environment (server/config.ts); no rule lives in both.
 *
 * Every section has defaults (what applies while its row is missing or broken). The schemas
 * refuse impossible values with a reason (negative fee, minimum above maximum…). Money is fen,
 * rates basis points (100 = 1%), durations seconds or days as named.
 */
import { z } from 'zod';

/** A whole number in [min, max]; a numeric string (a form-encoded body) counts as its number. */
const int = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

/** fen, up to ¥10,000,000 */
const fen = int(0, 1_000_000_000);
/** basis points, 0–100% */
const bp = int(0, 10_000);

const freightRule = z.object({
  /** fen */
  fee: fen,
  /** fen; a goods amount ≥ this ships free; 0 = no free-shipping line */
  free_threshold: fen,
});

const province = z.string().trim().min(2, 'must be a province name').max(20);

/** Named regions of one freight template at most. */
export const FREIGHT_REGIONS_MAX = 10;
/** Freight templates at most. */
export const FREIGHT_TEMPLATES_MAX = 20;
/** A template's code: what goods store (`goods.freight_template`). */
export const FREIGHT_TEMPLATE_CODE = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** A named region priced on its own: its provinces, fee and free-shipping threshold. */
const freightRegion = freightRule.extend({
  name: z.string().trim().min(1, 'must not be empty').max(20, 'must be at most 20 characters'),
  provinces: z.array(province).min(1, 'must list at least one province').max(40),
});

/**
 * A freight template (issue 23 gaps, part freight): its `code` (kept by goods), its `name`, a
 * `default` rule and a list of named `regions` each pricing its provinces differently; a
 * province belongs to at most one region of the template (others take the default).
 */
export const freightTemplate = z
  .object({
    code: z
      .string()
      .trim()
      .regex(FREIGHT_TEMPLATE_CODE, 'must be 1–32 of a-z, 0-9, _ and -, starting a-z or 0-9'),
    name: z.string().trim().min(1, 'must not be empty').max(20, 'must be at most 20 characters'),
    default: freightRule,
    regions: z
      .array(freightRegion)
      .max(FREIGHT_REGIONS_MAX, `must be at most ${FREIGHT_REGIONS_MAX} regions`),
  })
  .superRefine((v, ctx) => {
    const names = new Set<string>();
    const owner = new Map<string, string>();
    v.regions.forEach((r, i) => {
      if (names.has(r.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['regions', i, 'name'],
          message: 'names a region twice',
        });
      }
      names.add(r.name);
      for (const p of r.provinces) {
        const first = owner.get(p);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['regions', i, 'provinces'],
            message:
              first === r.name ? `lists ${p} twice` : `${p} is already in the region ${first}`,
          });
          return;
        }
        owner.set(p, r.name);
      }
    });
  });
export type FreightTemplate = z.output<typeof freightTemplate>;

/**
 * Freight (issue 23 gaps): a list of templates (goods choose one, `goods.freight_template`; a
 * goods without one, or naming one that no longer exists, takes `default_template`) and the
 * province quoted when the buyer has no address yet.
 */
export const freightSettings = z
  .object({
    templates: z
      .array(freightTemplate)
      .min(1, 'must have at least one template')
      .max(FREIGHT_TEMPLATES_MAX, `must be at most ${FREIGHT_TEMPLATES_MAX} templates`),
    /** the code of the shop's default template */
    default_template: z.string().trim().min(1, 'must name a template'),
    /** the province quoted when the buyer has no address yet */
    default_region: province,
  })
  .superRefine((v, ctx) => {
    const codes = new Set<string>();
    const names = new Set<string>();
    v.templates.forEach((tpl, i) => {
      if (codes.has(tpl.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['templates', i, 'code'],
          message: 'names a template code twice',
        });
      }
      if (names.has(tpl.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['templates', i, 'name'],
          message: 'names a template twice',
        });
      }
      codes.add(tpl.code);
      names.add(tpl.name);
    });
    if (!codes.has(v.default_template)) {
      ctx.addIssue({
        code: 'custom',
        path: ['default_template'],
        message: 'must be one of the templates',
      });
    }
  });

/** The template of a code; null, or a code no longer listed, gives the default template. */
export function freightTemplateOf(
  rules: z.output<typeof freightSettings>,
  code: string | null | undefined,
): FreightTemplate {
  const byCode = (c: string | null | undefined) => rules.templates.find((x) => x.code === c);
  return byCode(code) ?? byCode(rules.default_template) ?? rules.templates[0]!;
}

/** The rule of a province: its region's, else the default (`region`: the region's name or null). */
export function freightRuleOf(
  template: Pick<FreightTemplate, 'default' | 'regions'>,
  province: string,
): { fee: number; free_threshold: number; region: string | null } {
  const r = template.regions.find((x) => x.provinces.includes(province));
  return r
    ? { fee: r.fee, free_threshold: r.free_threshold, region: r.name }
    : { ...template.default, region: null };
}

export const commissionSettings = z
  .object({
    /** the platform's share of a merchant's settled sale, basis points */
    default_bp: bp,
    /** per seller: its own share instead of the default */
    sellers: z
      .array(z.object({ seller_id: int(1, 2 ** 31), bp }))
      .max(500)
      .default([]),
  })
  .superRefine((v, ctx) => {
    const ids = v.sellers.map((s) => s.seller_id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['sellers'], message: 'names a seller twice' });
    }
  });

export const withdrawalSettings = z
  .object({
    /** smallest withdrawal, fen */
    min: int(1, 100_000_000),
    /** largest single withdrawal, fen */
    max: int(1, 100_000_000),
    /** fee, basis points of the amount, rounded up to the fen */
    fee_bp: int(0, 5_000),
    /** the fee is at least this, fen */
    fee_min: fen,
    /** withdrawals per user per China calendar day */
    daily_count: int(1, 100),
  })
  .superRefine((v, ctx) => {
    if (v.min > v.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'must not be above the maximum' });
    }
    if (v.fee_min >= v.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['fee_min'],
        message: 'must be below the minimum withdrawal (nothing would arrive)',
      });
    }
  });

export const pointsSettings = z
  .object({
    /** points per transfer */
    transfer_min: int(1, 10_000_000),
    transfer_max: int(1, 10_000_000),
    /** points a user may send per China calendar day, fees not counted */
    transfer_daily_limit: int(1, 100_000_000),
    /** the sender's fee on top, basis points rounded up */
    transfer_fee_bp: int(0, 5_000),
  })
  .superRefine((v, ctx) => {
    if (v.transfer_min > v.transfer_max) {
      ctx.addIssue({
        code: 'custom',
        path: ['transfer_min'],
        message: 'must not be above the maximum',
      });
    }
    if (v.transfer_max > v.transfer_daily_limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['transfer_max'],
        message: 'must not be above the daily limit',
      });
    }
  });

export const orderSettings = z.object({
  /** seconds an unpaid order stays open (1 minute – 1 day) */
  pay_deadline_s: int(60, 86_400),
  /** days after shipping a parcel counts as received when the buyer has not confirmed */
  auto_receipt_days: int(1, 60),
  /** days after receipt an after-sale may be applied for; a merchant's sale settles after it */
  after_sale_days: int(0, 60),
});

/** The server's hard ceiling of one upload (the multipart limit), bytes. */
export const UPLOAD_CEILING_BYTES = 20 * 1024 * 1024;

export const uploadSettings = z.object({
  /** largest image upload, bytes (64 KB – UPLOAD_CEILING_BYTES) */
  max_bytes: int(64 * 1024, UPLOAD_CEILING_BYTES),
  /** image uploads per user per China calendar day */
  daily_count: int(1, 10_000),
});

export const SETTINGS_SCHEMAS = {
  commission: commissionSettings,
  freight: freightSettings,
  withdrawal: withdrawalSettings,
  points: pointsSettings,
  order: orderSettings,
  upload: uploadSettings,
} as const;

export type SettingsSection = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_SECTIONS = Object.keys(SETTINGS_SCHEMAS) as SettingsSection[];
export type BusinessSettings = { [S in SettingsSection]: z.output<(typeof SETTINGS_SCHEMAS)[S]> };
export type FreightSettings = BusinessSettings['freight'];

/** The app_config key of each section. */
export const SETTINGS_KEYS: Record<SettingsSection, string> = {
  commission: 'commission_rules',
  freight: 'freight_rules',
  withdrawal: 'withdrawal_rules',
  points: 'points_rules',
  order: 'order_rules',
  upload: 'upload_rules',
};

/** What applies while a section's row is missing (and what the seed writes). */
export const DEFAULT_SETTINGS: BusinessSettings = {
  commission: { default_bp: 0, sellers: [] },
  freight: {
    templates: [
      {
        code: 'default',
        name: '默认模板',
        default: { fee: 800, free_threshold: 9900 },
        regions: [
          {
            name: '偏远地区',
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
        ],
      },
    ],
    default_template: 'default',
    default_region: '浙江省',
  },
  withdrawal: { min: 1000, max: 5_000_000, fee_bp: 100, fee_min: 100, daily_count: 3 },
  points: {
    transfer_min: 1,
    transfer_max: 100_000,
    transfer_daily_limit: 100_000,
    transfer_fee_bp: 100,
  },
  order: { pay_deadline_s: 1800, auto_receipt_days: 10, after_sale_days: 7 },
  upload: { max_bytes: 5 * 1024 * 1024, daily_count: 50 },
};

/** A stored section's value when valid, else its default. */
export function settingsOf<S extends SettingsSection>(
  section: S,
  value: unknown,
): BusinessSettings[S] {
  const r = SETTINGS_SCHEMAS[section].safeParse(value);
  return (r.success ? r.data : DEFAULT_SETTINGS[section]) as BusinessSettings[S];
}

/**
 * The end of an order's after-sale window (Unix seconds): `after_sale_days` after receipt. The
 * buyer may apply while `now < until`; settlement (cabinet/settlement.service.ts) pays the
 * merchant from `until` on. null while the order is not received (no window yet).
 */
export function afterSaleUntil(
  rules: BusinessSettings['order'],
  receivedAt: number | null,
): number | null {
  return receivedAt === null ? null : receivedAt + rules.after_sale_days * 86_400;
}

/** `amount × bp / 10000`, rounded up to the unit (fees). */
export function bpCeil(amount: number, rate: number): number {
  return Math.ceil((amount * rate) / 10_000);
}

/** The fee of a withdrawal of `amount` fen under `rules`. */
export function withdrawalFee(rules: BusinessSettings['withdrawal'], amount: number): number {
  return Math.max(rules.fee_min, bpCeil(amount, rules.fee_bp));
}

/** The platform's commission on a settled sale of `amount` fen by `sellerId`, rounded down. */
export function commissionOf(
  rules: BusinessSettings['commission'],
  sellerId: number,
  amount: number,
): number {
  const rate = rules.sellers.find((s) => s.seller_id === sellerId)?.bp ?? rules.default_bp;
  return Math.floor((amount * rate) / 10_000);
}
