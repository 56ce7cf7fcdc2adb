/**
 * Request schemas shared by the server (validation) and the client (types). POST bodies arrive
 * as strings (form encoding), so numbers and booleans are coerced.
 */
import { z } from 'zod';
import {
  isBankCardLuhn,
  isIdCard,
  isIdCardChecksum,
  isMobile,
  isPassword,
  isPayPassword,
  isSmsCode,
} from '../rules/validate';
import { isSingleLineText } from '../rules/text';
import { bpCeil, DEFAULT_SETTINGS, withdrawalFee } from '../rules/business-settings';

/**
 * Text of a single-line field (nickname, names, address lines, titles, keywords): trimmed, at
 * most `max` characters (at least `min`, 1 meaning required), no TAB, LF, CR. Lone surrogates
 * and other control characters are refused for every field by the server (shared/rules/text.ts);
 * a field without this helper may hold line breaks (reviews, complaints, remarks, messages).
 */
export function singleLine(max: number, min = 0) {
  const base = z.string({ error: 'required' }).trim();
  return (min > 0 ? base.min(min) : base).max(max).refine(isSingleLineText, { message: 'invalid' });
}

export const mobile = z
  .string({ error: 'required' })
  .trim()
  .refine(isMobile, { message: 'invalid mobile number' });
export const password = z
  .string({ error: 'required' })
  .refine(isPassword, { message: 'must be 6 to 16 characters' });
export const smsCode = z
  .string({ error: 'required' })
  .trim()
  .refine(isSmsCode, { message: 'must be 6 digits' });
/**
 * Integers arrive as decimal strings in forms and queries. Only plain decimal digits count:
 * `z.coerce.number()` would also take '0x10', '1e3' or ' ', which no client sends on purpose.
 */
export function int() {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: 'must be a number' }).int('must be an integer'),
  );
}
const intIn = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(min)
      .max(max, 'too large'),
  );
export { intIn };

/** Positive database id. */
export const id = intIn(1, 2 ** 31 - 1);
export const optionalId = z.preprocess(
  (v) => (v === '' || v === '0' || v === 0 ? undefined : v),
  id.optional(),
);

export const page = intIn(1, 100000).default(1);
export const limit = intIn(1, 50).default(10);
export const paging = { page, limit };

export const goodsListInput = z.object({
  ...paging,
  cat_id: optionalId,
  brand_id: optionalId,
  seller_id: optionalId,
  keyword: singleLine(50).optional(),
  /** composite | sales | price_asc | price_desc | new */
  sort: z.enum(['composite', 'sales', 'price_asc', 'price_desc', 'new']).default('composite'),
});
export const goodsDetailInput = z.object({
  id: optionalId,
  goods_id: optionalId,
  activity_goods_id: optionalId,
});
export const merchantLoginInput = z.object({
  account: z.string({ error: 'required' }).trim().min(2).max(32),
  password,
});
export const merchantInfoInput = z.object({
  device_name: z.string().max(100).optional(),
});

/* ---- Catalogue, search, detail, cart, collections (issue 3, docs/api-catalogue-cart.md) ---- */

export const GOODS_SORTS = ['composite', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export const goodsSort = z.enum(GOODS_SORTS).default('composite');

export const searchInput = z.object({
  ...paging,
  keyword: z.string({ error: 'required' }).trim().min(1).max(50),
  sort: goodsSort,
  cat_id: optionalId,
  brand_id: optionalId,
});
export const goodsTopListInput = z.object({
  cat_id: optionalId,
  limit: intIn(1, 50).default(20),
});
export const goodsIdInput = z.object({ goods_id: id });
/** Quantity of one cart line or one freight quote. */
export const CART_LINE_MAX = 999;
export const freightInput = z.object({
  goods_id: id,
  sku_id: optionalId,
  num: intIn(1, CART_LINE_MAX).default(1),
  address_id: optionalId,
  // issue 19 (freight promises): the activity goods the detail page shows; the quote is then for
  // the activity's SKU at the activity price with its free-shipping promise, as checkout charges
  activity_goods_id: optionalId,
});
export const commentListInput = z.object({
  ...paging,
  goods_id: id,
  /** all | good (4–5 stars) | image (with pictures) */
  type: z.enum(['all', 'good', 'image']).default('all'),
});
export const pubGoodsImgInput = z.object({ type: z.enum(['30', '31']) });
export const sellerIdInput = z.object({ seller_id: id });
export const sellerCategoryGoodsInput = z.object({ ...paging, seller_id: id, cat_id: optionalId });
export const sellerGoodsInput = z.object({ ...paging, seller_id: id, sort: goodsSort });
export const zoneBrandGoodsInput = z.object({ ...paging, brand_id: id, sort: goodsSort });

export const addCartInput = z.object({
  goods_id: id,
  sku_id: id,
  num: intIn(1, CART_LINE_MAX).default(1),
  /** add: add `num` to the line; set: the line's quantity becomes `num` */
  mode: z.enum(['add', 'set']).default('add'),
});
/** At most this many cart line ids in one call. */
export const CART_IDS_MAX = 200;
/** Comma-separated positive ids ("12,15"), or with `allowAll` the word `all`. */
function cartIds<A extends boolean>(allowAll: A) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1)
    .max(2000)
    .regex(allowAll ? /^(all|\d{1,10}(,\d{1,10})*)$/ : /^\d{1,10}(,\d{1,10})*$/)
    .transform((s): A extends true ? number[] | 'all' : number[] =>
      s === 'all' ? ('all' as never) : ([...new Set(s.split(',').map(Number))] as never),
    )
    .refine(
      (ids) =>
        ids === 'all' || (ids.length <= CART_IDS_MAX && ids.every((n) => n >= 1 && n < 2 ** 31)),
      { message: 'invalid' },
    );
}
export const checkCartInput = z.object({ ids: cartIds(true), is_check: intIn(0, 1) });
export const delCartInput = z.object({ ids: cartIds(false) });

export const editCollectionInput = z.object({
  goods_id: id,
  sku_id: optionalId,
  activity_id: optionalId,
  activity_goods_id: optionalId,
  type: intIn(0, 1000).optional(),
});
export const collectionListInput = z.object({
  ...paging,
  /** all | wine (goods whose category name contains 酒) */
  kind: z.enum(['all', 'wine']).default('all'),
});

/* ---- Wallet, identity and account (issue 4, docs/api-wallet-account.md) ---- */

/*
 * Withdrawal and points-transfer rules are business settings (shared/rules/business-settings.ts,
 * changed in the operator console; the server checks the current ones). These are their
 * defaults, what the consumer app states.
 */
/** Smallest withdrawal by default, fen (¥10.00). */
export const WITHDRAW_MIN = DEFAULT_SETTINGS.withdrawal.min;
/** Largest single withdrawal by default, fen (¥50,000.00). */
export const WITHDRAW_MAX = DEFAULT_SETTINGS.withdrawal.max;
/** Default withdrawal fee: 1% rounded up to the fen, at least this many fen. */
export const WITHDRAW_FEE_MIN = DEFAULT_SETTINGS.withdrawal.fee_min;
/** Default withdrawals per user per (China) calendar day. */
export const WITHDRAW_DAILY_LIMIT = DEFAULT_SETTINGS.withdrawal.daily_count;
/** The fee of a withdrawal of `amount` fen under the default rules. */
export function withdrawFee(amount: number): number {
  return withdrawalFee(DEFAULT_SETTINGS.withdrawal, amount);
}
/** Points per transfer by default. */
export const INTEGRAL_TRANSFER_MIN = DEFAULT_SETTINGS.points.transfer_min;
export const INTEGRAL_TRANSFER_MAX = DEFAULT_SETTINGS.points.transfer_max;
/** Default points a user may send per (China) calendar day, fees not counted. */
export const INTEGRAL_TRANSFER_DAILY_LIMIT = DEFAULT_SETTINGS.points.transfer_daily_limit;
/** The default fee of `new_integral_transfer`: 1% of the points rounded up, paid on top. */
export function integralTransferFee(amount: number): number {
  return bpCeil(amount, DEFAULT_SETTINGS.points.transfer_fee_bp);
}
/** Bank cards a user may have bound at once. */
export const BANK_CARDS_MAX = 5;
/** Largest image upload by default, bytes (5 MB; business settings `upload.max_bytes`). */
export const UPLOAD_MAX_BYTES = DEFAULT_SETTINGS.upload.max_bytes;

export const WALLET_ACCOUNTS = ['integral', 'reward_money', 'balance'] as const;
export type WalletAccountName = (typeof WALLET_ACCOUNTS)[number];
export const LEDGER_DIRECTIONS = ['all', 'in', 'out'] as const;
const direction = z.enum(LEDGER_DIRECTIONS).default('all');

export const payPassword = z
  .string({ error: 'required' })
  .refine(isPayPassword, { message: 'must be 6 digits' });

export const balanceListInput = z.object({
  ...paging,
  account: z.enum(WALLET_ACCOUNTS).default('balance'),
  direction,
});
export const ledgerListInput = z.object({
  ...paging,
  direction,
  /** optional filter by machine reason (e.g. `transfer_in`) */
  reason: z
    .string()
    .trim()
    .max(32)
    .regex(/^[a-z_]*$/)
    .optional(),
});
export const integralTransferInput = z.object({
  mobile,
  // the current bounds are settings, checked by the service
  amount: intIn(1, 10_000_000),
  pay_password: payPassword,
});

/** A bank card number as typed: digits, spaces allowed between groups (removed). */
export const bankCardNo = z
  .string({ error: 'required' })
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .refine(isBankCardLuhn, { message: 'invalid' });
/** Real name: 2–20 CJK characters; the middle dot of minority names (·) inside only. */
export const realName = z
  .string({ error: 'required' })
  .trim()
  .max(40)
  .refine((s) => /^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,18}[\u4e00-\u9fa5]$/.test(s), {
    message: 'invalid',
  });
export const bindBankInput = z.object({
  bank_code: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[A-Z]{2,16}$/),
  card_no: bankCardNo,
  holder_name: realName,
});
export const bankCardIdInput = z.object({ id });
export const unbindBankInput = z.object({ id, pay_password: payPassword });
export const extractAmountInput = z.object({
  // the current minimum and maximum are settings, checked by the service
  amount: intIn(1, 100_000_000),
  bank_card_id: id,
  pay_password: payPassword,
});
export const pageInput = z.object({ ...paging });

/** ID number as typed: a lowercase x is taken as X; format and GB 11643 check character. */
export const idCardNo = z
  .string({ error: 'required' })
  .trim()
  .max(18)
  .transform((s) => s.toUpperCase())
  .refine((s) => isIdCard(s) && isIdCardChecksum(s), { message: 'invalid' });
/** An uploaded image's URL as `/api/upload/image` answered it (path or absolute URL). */
export const imageUrl = z.string({ error: 'required' }).trim().min(1).max(500);
export const checkIdCardInput = z.object({
  name: realName,
  id_card: idCardNo,
  front_image: imageUrl,
  back_image: imageUrl,
});
export const checkPayPasswordInput = z.object({ pay_password: payPassword });
export const setPayPasswordInput = z.object({
  pay_password: payPassword,
  /** SMS code of scene `pay_password`: required the first time, or instead of the old one */
  code: smsCode.optional(),
  old_pay_password: payPassword.optional(),
});

/* ---- Orders, payment, after-sale and reviews (issue 5, docs/api-orders.md) ---- */

/** Comma-separated positive ids ("12,15"), at most `max`. */
const commaIds = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1)
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= max && ids.every((n) => n >= 1 && n < 2 ** 31), {
      message: 'invalid',
    });

/** The goods of a confirmation: cart lines, or one SKU bought at once. */
const confirmGoods = {
  cart_ids: commaIds(CART_IDS_MAX).optional(),
  goods_id: optionalId,
  sku_id: optionalId,
  num: intIn(1, CART_LINE_MAX).default(1),
  /** an activity goods (activity confirmation); its goods and SKU come from the activity */
  activity_goods_id: optionalId,
  address_id: optionalId,
  /** absent: the best usable coupon; 0: none; else the user's coupon_users id */
  coupon_user_id: intIn(0, 2 ** 31 - 1).optional(),
};

type ConfirmGoods = {
  cart_ids?: number[];
  goods_id?: number;
  sku_id?: number;
  activity_goods_id?: number;
};
/** Either cart_ids, activity_goods_id or goods_id + sku_id. */
function requireGoods(v: ConfirmGoods, ctx: z.RefinementCtx): void {
  if (v.cart_ids || v.activity_goods_id) return;
  for (const field of ['goods_id', 'sku_id'] as const) {
    if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
}

export const confirmOrderInput = z.object(confirmGoods).superRefine(requireGoods);
export const activityConfirmInput = z.object({
  activity_goods_id: id,
  num: intIn(1, CART_LINE_MAX).default(1),
  address_id: optionalId,
  coupon_user_id: intIn(0, 2 ** 31 - 1).optional(),
});
/** Generated once per visit of the confirmation page; a repeat answers the first result. */
export const clientKey = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid');
export const buyInput = z
  .object({
    ...confirmGoods,
    remark: z.string().trim().max(200).default(''),
    client_key: clientKey,
  })
  .superRefine(requireGoods);
/** `/api/order/buy` input plus `group_id` (type-4 goods: join that group; absent: open one). */
export const groupBuyInput = z.intersection(buyInput, z.object({ group_id: optionalId }));

export const PAY_METHODS = ['online', 'balance', 'reward', 'integral'] as const;
export const tradeNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,40}$/, 'invalid');
export const payInput = z
  .object({
    trade_no: tradeNo.optional(),
    order_id: optionalId,
    method: z.enum(PAY_METHODS).default('online'),
    pay_password: z
      .string()
      .regex(/^\d{6}$/, 'must be 6 digits')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.trade_no && !v.order_id) {
      ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'required' });
    }
  });

export const ORDER_LIST_STATUSES = ['all', '0', '1', '2', '3', '4', '5'] as const;
export const orderListInput = z.object({
  ...paging,
  status: z.enum(ORDER_LIST_STATUSES).default('all'),
});
export const orderIdInput = z.object({ order_id: id });
export const orderCloseInput = z.object({
  order_id: id,
  reason: z.string().trim().max(100).default(''),
});

const expressCompany = z.string({ error: 'required' }).trim().min(1).max(64);
const expressNo = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, 'invalid');
/** Comma-separated image URLs (the caller's own uploads), at most 9. */
export const imageList = z
  .string()
  .trim()
  .max(5000)
  .transform((s) => (s === '' ? [] : s.split(',').map((u) => u.trim())))
  .refine((l) => l.length <= 9 && l.every((u) => /^\/uploads\/[A-Za-z0-9/._-]{1,200}$/.test(u)), {
    message: 'invalid',
  });

export const AFTER_SALE_TYPES = ['refund', 'return_refund'] as const;
export const afterSaleApplyInput = z.object({
  order_id: id,
  type: z.enum(AFTER_SALE_TYPES),
  reason: z.string({ error: 'required' }).trim().min(1).max(200),
  /** fen */
  amount: intIn(1, 10_000_000_000),
  description: z.string().trim().max(500).default(''),
  images: imageList.default([]),
});
export const disputeIdInput = z.object({ id });
export const setDisputeExpressInput = z.object({
  id,
  express_company: expressCompany,
  express_no: expressNo,
});

/** items[0][order_item_id], items[0][score], items[0][content], items[0][images]. */
export const commentAddInput = z.object({
  order_id: id,
  items: z.preprocess(
    (v) => (v && typeof v === 'object' ? Object.values(v).filter((x) => x != null) : v),
    z
      .array(
        z.object({
          order_item_id: id,
          score: intIn(1, 5),
          content: z.string({ error: 'required' }).trim().min(1).max(500),
          images: imageList.default([]),
        }),
      )
      .min(1)
      .max(50),
  ),
});

export const adminShipInput = z.object({
  order_id: id,
  express_company: expressCompany,
  express_no: expressNo,
});
export const adminAfterSaleDecideInput = z.object({
  id,
  action: z.enum(['approve', 'reject', 'refund']),
  reason: z.string().trim().max(200).default(''),
});

// --- account, social login, invitations, loans (docs/api-wallet-account.md) ---

/** The text a user types to confirm cancelling the account. */
export const CANCEL_CONFIRM_TEXT = '确认注销';
export const bindMobileInput = z.object({ mobile, code: smsCode });
export const cancelAccountInput = z.object({
  code: smsCode,
  confirm: z
    .string({ error: 'required' })
    .trim()
    .refine((s) => s === CANCEL_CONFIRM_TEXT, { message: 'invalid' }),
});

export const LOAN_TERMS = [3, 6, 12, 24, 36] as const;
/** fen: 1,000 to 500,000 yuan */
export const LOAN_MIN_AMOUNT = 100_000;
export const LOAN_MAX_AMOUNT = 50_000_000;
export const loanApplyInput = z.object({
  amount: intIn(LOAN_MIN_AMOUNT, LOAN_MAX_AMOUNT),
  term_months: intIn(1, 36).refine((n) => (LOAN_TERMS as readonly number[]).includes(n), {
    message: 'invalid',
  }),
  purpose: z.string({ error: 'required' }).trim().min(1).max(50),
  /** 2–20 characters: Chinese, letters, spaces and · */
  name: z
    .string({ error: 'required' })
    .trim()
    .min(2, 'invalid')
    .max(20)
    .regex(/^[\p{Script=Han}A-Za-z·• ]+$/u, 'invalid'),
  /** fen; up to 10,000,000 yuan a month */
  monthly_income: intIn(0, 1_000_000_000),
});
