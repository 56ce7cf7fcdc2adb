/**
 * The user's account summary, profile, delivery addresses and image uploads
 * (docs/api-wallet-account.md): input schemas, output types and URLs, read by the server's user,
 * address, profile and upload routes, the client's endpoints and the tests (contract/route.ts).
 */
import { z } from 'zod';
import { route } from './route';
import { id, imageUrl, intIn, mobile, optionalId, singleLine } from './schemas';
import type { CollectionIntegralCouponNum, OrderCount, UploadResult, UserInfo } from './types';

// --- profile ---

export const updateUserInfoInput = z.object({
  nickname: singleLine(20, 1)
    .refine((s) => !/[\p{Cc}\p{Cf}<>]/u.test(s), { message: 'invalid' })
    .optional(),
  avatar: imageUrl.optional(),
});

export const USER = {
  /** null only when the session's user row is gone */
  info: route<UserInfo | null>()('/api/user/get_user_info', z.object({})),
  collectionIntegralCouponNum: route<CollectionIntegralCouponNum>()(
    '/api/user/get_user_collection_integral_coupon_num',
    z.object({}),
  ),
  orderCount: route<OrderCount>()('/api/user/order_count', z.object({})),
  /** nickname and/or avatar; answers the updated user (null only when its row is gone) */
  updateUserInfo: route<UserInfo | null>()('/api/user/update_user_info', updateUserInfoInput),
};

// --- delivery addresses ---

export const addressText = (max: number) => singleLine(max, 1);

/**
 * The form fields the consumer's and the merchant's address forms share (each adds its own
 * `district` and `detail` rule).
 */
export const addressFields = {
  id: optionalId,
  name: addressText(20),
  mobile,
  province: addressText(20),
  city: addressText(20),
  is_default: z.enum(['0', '1']).default('0'),
};

// issue 19, brief B (addresses): a point the user picked (choose-location), micro-degrees
const pointPart = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

export const editAddressInput = z
  .object({
    ...addressFields,
    district: singleLine(20).default(''),
    detail: singleLine(120, 2),
    // issue 19, brief B: both or neither; without them the server's geocoder places the address
    lat_e6: pointPart(intIn(-90_000_000, 90_000_000)),
    lng_e6: pointPart(intIn(-180_000_000, 180_000_000)),
  })
  .refine((a) => (a.lat_e6 === undefined) === (a.lng_e6 === undefined), {
    message: 'invalid',
    path: ['lng_e6'],
  });

export interface AddressView {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
  /** province + city + district + detail, for display */
  full: string;
}

/** The caller's addresses: the default first, then the newest. */
export interface AddressList {
  list: AddressView[];
}

export const ADDRESS = {
  list: route<AddressList>()('/api/user/get_user_address', z.object({})),
  /** adds (no `id`) or updates an address; answers it */
  edit: route<AddressView | null>()('/api/user/edit_address', editAddressInput),
  del: route<null>()('/api/user/del_address', z.object({ id })),
};

// --- uploads (multipart: the one field `file`; the input schema covers the query only) ---

export const UPLOAD = {
  image: route<UploadResult>()('/api/upload/image', z.object({})),
  /** ID card photos: answered as `/api/upload/private/<key>`, readable by their owner only */
  privateImage: route<UploadResult>()('/api/upload/private_image', z.object({})),
  /** merchant photos (cabinet goods, shop goods) */
  adminImage: route<UploadResult>()('/api/admin/upload/image', z.object({})),
};
