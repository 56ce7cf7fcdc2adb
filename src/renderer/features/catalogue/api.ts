import type { BRAND, BrandGoodsData, CATALOGUE, SELLER } from '../../../shared/contract/catalogue';
import { http } from '../../core/api/client';

export type { BrandGoodsData };

export type GoodsSort = 'composite' | 'sales' | 'price_asc' | 'price_desc' | 'new';

export const getIndex = () => http().call<typeof CATALOGUE.index>('GET', 'api/index');
export const getBannerList = (position: 'home' | 'category' = 'home') =>
  http().call<typeof CATALOGUE.banners>('GET', 'api/getBannerList', { position });
export const getTopCategories = () =>
  http().call<typeof CATALOGUE.topCategories>('GET', 'api/goods/get_top_cat_list');
export const getChildCategories = (parentId: number) =>
  http().call<typeof CATALOGUE.childCategories>('GET', 'api/goods/get_goods_cat_list', {
    parent_id: parentId,
  });
export const getGoodsList = (q: {
  page: number;
  limit?: number;
  cat_id?: number;
  brand_id?: number;
  keyword?: string;
  sort?: GoodsSort;
}) => http().call<typeof CATALOGUE.goodsList>('GET', 'api/goods/get_goods_list', q);
export const getRecommendGoods = (page: number, limit = 10) =>
  http().call<typeof CATALOGUE.recommendGoods>('GET', 'api/goods/recommend_goods_list', {
    page,
    limit,
  });
export const getGoodsDetail = (goodsId: number) =>
  http().call<typeof CATALOGUE.detail>('GET', 'api/goods/goods_detail', { goods_id: goodsId });

/* ---- Search, ranking, sellers and brand zones (issue 3 catalogue) ---- */

export interface SearchQuery {
  keyword: string;
  page: number;
  limit?: number;
  sort?: GoodsSort;
  cat_id?: number;
  brand_id?: number;
}

/** `/api/goods/search`: `filters` only on page 1, with counts over the whole keyword result. */
export const searchGoods = (q: SearchQuery) =>
  http().call<typeof CATALOGUE.search>('GET', 'api/goods/search', { ...q });
export const getHotWords = () =>
  http().call<typeof CATALOGUE.hotWords>('GET', 'api/goods/hot_words');
/** Best sellers of a category (all categories without `catId`), ranked by sales. */
export const getGoodsTopList = (catId?: number, limit = 20) =>
  http().call<typeof CATALOGUE.topList>('GET', 'api/goods/get_goods_top_list', {
    ...(catId === undefined ? {} : { cat_id: catId }),
    limit,
  });

export const getSellerInfo = (sellerId: number) =>
  http().call<typeof SELLER.index>('GET', 'api/seller/index', { seller_id: sellerId });
export const getSellerCategoryGoods = (q: {
  seller_id: number;
  cat_id?: number;
  page: number;
  limit?: number;
}) => http().call<typeof SELLER.categoryGoods>('GET', 'api/seller/categoryGoodsList', { ...q });
export const getSellerGoods = (q: {
  seller_id: number;
  page: number;
  limit?: number;
  sort?: GoodsSort;
}) => http().call<typeof SELLER.goods>('GET', 'api/seller/getSellerGoodsList', { ...q });

export const getZoneBrandGoods = (q: {
  brand_id: number;
  page: number;
  limit?: number;
  sort?: GoodsSort;
}) => http().call<typeof BRAND.zoneGoods>('GET', 'api/zone/getZoneBrandGoodsList', { ...q });
