import type { CollectionIntegralCouponNum, OrderCount, UserInfo } from '../../../shared/contract';
import { http } from './client';

export const getUserInfo = () =>
  http().get<UserInfo>('api/user/get_user_info', {}, { loginRequired: true });

export const getCollectionIntegralCouponNum = () =>
  http().get<CollectionIntegralCouponNum>(
    'api/user/get_user_collection_integral_coupon_num',
    {},
    { loginRequired: true },
  );

export const getOrderCount = () =>
  http().get<OrderCount>('api/user/order_count', {}, { loginRequired: true });
