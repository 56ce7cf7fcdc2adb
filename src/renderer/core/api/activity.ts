/** Activity calls of the home tab: activity banners, the flash-sale sessions, image sets. */
import type { Banner, LimitedSaleData, PubGoodsImgReply } from '../../../shared/contract';
import { http } from './client';

/** Activity banners (`/api/v3/activity/banner`); the home tab merges them with getBannerList. */
export const getActivityBanners = (position: 'home' | 'category' | 'activity' = 'home') =>
  http().get<{ list: Banner[] }>('api/v3/activity/banner', { position });

/** Flash-sale sessions and the goods of the current (or next) session. */
export const getLimitedSaleTime = () =>
  http().get<LimitedSaleData>('api/activity/limited_sale_time');

/** The two activity image sets of the spec (type 31 and type 30). */
export type PubGoodsImgType = 30 | 31;

/**
 * `api/v3/activity/pub_goods_img` answers `{ error, result, msg }`, not the envelope. The wrapper
 * resolves a body whose code it does not know unchanged (the "other code" branch, no toast as it
 * has no `message`), so the body comes back as is and is read here as the quirky reply.
 */
export async function getPubGoodsImg(type: PubGoodsImgType): Promise<PubGoodsImgReply> {
  const body: unknown = await http().get('api/v3/activity/pub_goods_img', { type });
  const reply = (body ?? {}) as Partial<PubGoodsImgReply>;
  return {
    error: typeof reply.error === 'number' ? reply.error : Number(reply.error ?? 1),
    result: reply.result ?? null,
    msg: typeof reply.msg === 'string' ? reply.msg : '',
  };
}
