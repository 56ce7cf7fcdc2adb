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
