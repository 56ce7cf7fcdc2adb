/**
 * Request schemas shared by the server (validation) and the client (types). POST bodies arrive
 * as strings (form encoding), so numbers and booleans are coerced.
 */
import { z } from 'zod';
import { isMobile, isPassword, isSmsCode } from '../rules/validate';

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

export const SMS_SCENES = ['register', 'login', 'retrieve', 'bind', 'pay_password'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const sendCodeInput = z.object({
  mobile,
  /** Not shown in the spec; defaults to `register`. */
  type: z.enum(SMS_SCENES).default('register'),
});
export const validateCodeInput = z.object({
  mobile,
  code: smsCode,
  type: z.enum(SMS_SCENES).default('register'),
});
export const registerInput = z.object({
  mobile,
  password,
  code: smsCode,
  invite_code: z.string().trim().max(32).optional(),
});
export const loginInput = z.object({ mobile, password });
export const retrievePasswordInput = z.object({ mobile, password, code: smsCode });

export const goodsListInput = z.object({
  ...paging,
  cat_id: optionalId,
  brand_id: optionalId,
  seller_id: optionalId,
  keyword: z.string().trim().max(50).optional(),
  /** composite | sales | price_asc | price_desc | new */
  sort: z.enum(['composite', 'sales', 'price_asc', 'price_desc', 'new']).default('composite'),
});
export const goodsDetailInput = z.object({
  id: optionalId,
  goods_id: optionalId,
  activity_goods_id: optionalId,
});
export const statisticsInput = z.object({
  url: z.string().max(500),
  p_url: z.string().max(500).default(''),
  time: intIn(0, 2 ** 31),
  user_id: intIn(0, 2 ** 31).default(0),
  terminal: z.string().max(32).default('h5'),
  url_params: z.string().max(2000).default(''),
  p_url_params: z.string().max(2000).default(''),
});
/** A page-statistics record (spec section 3): what the client posts to api/statistics. */
export type StatisticsRecord = z.output<typeof statisticsInput>;

export const merchantLoginInput = z.object({
  account: z.string({ error: 'required' }).trim().min(2).max(32),
  password,
});
export const merchantInfoInput = z.object({
  device_name: z.string().max(100).optional(),
});
export const checkVersionInput = z.object({
  version: z.string().max(20).optional(),
  version_code: intIn(0, 1_000_000).optional(),
  platform: z.enum(['h5', 'kiosk', 'android', 'ios']).default('h5'),
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
