import type {
  Banner,
  BrandInfo,
  Category,
  GoodsDetail,
  GoodsItem,
  IndexData,
  ListData,
  SearchData,
  SellerInfo,
} from '../../../shared/contract';
import { http } from '../../core/api/client';

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
export const searchGoods = (q: SearchQuery) => http().get<SearchData>('api/goods/search', { ...q });
export const getHotWords = () => http().get<{ list: string[] }>('api/goods/hot_words');
/** Best sellers of a category (all categories without `catId`), ranked by sales. */
export const getGoodsTopList = (catId?: number, limit = 20) =>
  http().get<{ list: GoodsItem[] }>('api/goods/get_goods_top_list', {
    ...(catId === undefined ? {} : { cat_id: catId }),
    limit,
  });

export const getSellerInfo = (sellerId: number) =>
  http().get<SellerInfo>('api/seller/index', { seller_id: sellerId });
export const getSellerCategoryGoods = (q: {
  seller_id: number;
  cat_id?: number;
  page: number;
  limit?: number;
}) => http().get<ListData<GoodsItem>>('api/seller/categoryGoodsList', { ...q });
export const getSellerGoods = (q: {
  seller_id: number;
  page: number;
  limit?: number;
  sort?: GoodsSort;
}) => http().get<ListData<GoodsItem>>('api/seller/getSellerGoodsList', { ...q });

export type BrandGoodsData = ListData<GoodsItem> & { brand: BrandInfo };
export const getZoneBrandGoods = (q: {
  brand_id: number;
  page: number;
  limit?: number;
  sort?: GoodsSort;
}) => http().get<BrandGoodsData>('api/zone/getZoneBrandGoodsList', { ...q });
