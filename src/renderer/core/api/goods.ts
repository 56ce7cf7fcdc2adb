import type {
  Banner,
  Category,
  GoodsDetail,
  GoodsItem,
  IndexData,
  ListData,
} from '../../../shared/contract';
import { http } from './client';

export type GoodsSort = 'composite' | 'sales' | 'price_asc' | 'price_desc' | 'new';

export const getIndex = () => http().get<IndexData>('api/index');
export const getBannerList = (position: 'home' | 'category' = 'home') =>
  http().get<{ list: Banner[] }>('api/getBannerList', { position });
export const getTopCategories = () =>
  http().get<{ list: Category[] }>('api/goods/get_top_cat_list');
export const getChildCategories = (parentId: number) =>
  http().get<{ list: Category[] }>('api/goods/get_goods_cat_list', { parent_id: parentId });
export const getGoodsList = (q: {
  page: number;
  limit?: number;
  cat_id?: number;
  brand_id?: number;
  keyword?: string;
  sort?: GoodsSort;
}) => http().get<ListData<GoodsItem>>('api/goods/get_goods_list', q);
export const getRecommendGoods = (page: number, limit = 10) =>
  http().get<ListData<GoodsItem>>('api/goods/recommend_goods_list', { page, limit });
export const getGoodsDetail = (goodsId: number) =>
  http().get<GoodsDetail>('api/goods/goods_detail', { goods_id: goodsId });
