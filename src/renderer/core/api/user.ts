import type { USER } from '../../../shared/contract/user';
import { http } from './client';

export const getUserInfo = () =>
  http().call<typeof USER.info>('GET', 'api/user/get_user_info', {}, { loginRequired: true });

export const getCollectionIntegralCouponNum = () =>
  http().call<typeof USER.collectionIntegralCouponNum>(
    'GET',
    'api/user/get_user_collection_integral_coupon_num',
    {},
    { loginRequired: true },
  );

export const getOrderCount = () =>
  http().call<typeof USER.orderCount>('GET', 'api/user/order_count', {}, { loginRequired: true });
