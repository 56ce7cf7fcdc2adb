/**
 * The catalogue's endpoints (docs/api-catalogue-cart.md): the home data, banners, categories,
 * goods lists, the goods detail and its extras (props, SKUs, freight), search, comments, the
 * flash-sale sessions, brand zones, seller shops and reviews. Input schemas, output types and
 * URLs, read by the server's catalogue, brand, seller and review routes, the client's catalogue
 * endpoints and the tests (contract/route.ts). Money is integer fen, times Unix seconds.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import {
  commentAddInput,
  commentListInput,
  freightInput,
  goodsDetailInput,
  goodsIdInput,
  goodsListInput,
  goodsTopListInput,
  optionalId,
  paging,
  searchInput,
  sellerCategoryGoodsInput,
  sellerGoodsInput,
  sellerIdInput,
  zoneBrandGoodsInput,
} from './schemas';
import type { OrderLineActivity } from './types';
import type {
  Banner,
  BrandInfo,
  Category,
  CommentListData,
  FreightQuote,
  GoodsDetail,
  GoodsItem,
  GoodsProp,
  IndexData,
  LimitedSaleData,
  OrderLineToReview,
  SearchData,
  SellerInfo,
  SkuItem,
} from './types';

/** A page of goods (shop prices, or activity prices when `type` is an activity). */
export type GoodsListData = ListData<GoodsItem>;

/** `{ list }` of the banners of one position, by sort. */
export interface BannerListData {
  list: Banner[];
}

/** `{ list }` of categories: the top level, or the children of one. */
export interface CategoryListData {
  list: Category[];
}

/** A list without paging: the ranking, the agent zone's first goods. */
export interface GoodsItemsData {
  list: GoodsItem[];
}

export interface GoodsPropListData {
  list: GoodsProp[];
}

export interface SkuListData {
  list: SkuItem[];
}

export interface HotWordsData {
  list: string[];
}

/** `/api/zone/getZoneBrandGoodsList`: the brand's goods on sale and the brand itself. */
export interface BrandGoodsData extends GoodsListData {
  brand: BrandInfo;
}

const bannerInput = z.object({
  position: z.enum(['home', 'category', 'activity']).default('home'),
});

export const CATALOGUE = {
  index: route<IndexData>()('/api/index', z.object({})),
  banners: route<BannerListData>()('/api/getBannerList', bannerInput),
  /** the same banners under the activity server's URL */
  activityBanners: route<BannerListData>()('/api/v3/activity/banner', bannerInput),
  topCategories: route<CategoryListData>()('/api/goods/get_top_cat_list', z.object({})),
  /** `parent_id` (or `cat_id`) is required, checked by the handler (422 `parent_id: required`) */
  childCategories: route<CategoryListData>()(
    '/api/goods/get_goods_cat_list',
    z.object({ parent_id: optionalId, cat_id: optionalId }),
  ),
  goodsList: route<GoodsListData>()('/api/goods/get_goods_list', goodsListInput),
  recommendGoods: route<GoodsListData>()('/api/goods/recommend_goods_list', z.object(paging)),
  /** best sellers of a category (all categories without `cat_id`), by sales */
  topList: route<GoodsItemsData>()('/api/goods/get_goods_top_list', goodsTopListInput),
  detail: route<GoodsDetail>()('/api/goods/goods_detail', goodsDetailInput),
  props: route<GoodsPropListData>()('/api/goods/prop_list', goodsIdInput),
  skus: route<SkuListData>()('/api/goods/sku_list', goodsIdInput),
  freight: route<FreightQuote>()('/api/goods/get_freight', freightInput),
  search: route<SearchData>()('/api/goods/search', searchInput),
  hotWords: route<HotWordsData>()('/api/goods/hot_words', z.object({})),
  comments: route<CommentListData>()('/api/comment/comment_list', commentListInput),
  /** the flash-sale (type 1) sessions of ±24 h and the goods of the running (or next) one */
  limitedSale: route<LimitedSaleData>()('/api/activity/limited_sale_time', z.object({})),
};

export const BRAND = {
  zoneGoods: route<BrandGoodsData>()('/api/zone/getZoneBrandGoodsList', zoneBrandGoodsInput),
  // Issue 19 (brief D, brand zone entry): the brands with goods on sale, most goods first.
  list: route<ListData<BrandInfo>>()('/api/zone/getZoneBrandList', z.object(paging)),
};

export const SELLER = {
  index: route<SellerInfo>()('/api/seller/index', sellerIdInput),
  categoryGoods: route<GoodsListData>()('/api/seller/categoryGoodsList', sellerCategoryGoodsInput),
  goods: route<GoodsListData>()('/api/seller/getSellerGoodsList', sellerGoodsInput),
};

export const REVIEW = {
  /** the caller's received lines not yet reviewed, newest order first */
  waiting: route<ListData<OrderLineToReview>>()(
    '/api/user/order_wait_for_comment',
    z.object(paging),
  ),
  /** reviews lines of a received order; the order becomes reviewed with its last line */
  add: route<null>()('/api/comment/comment_add', commentAddInput),
  // Issue 19 (brief D, review centre): the caller's own reviews, newest first.
  mine: route<ListData<MyReview>>()('/api/user/my_comments', z.object(paging)),
};

/** One of the caller's reviews (`/api/user/my_comments`), with the goods it is about. */
// issue 25 (nav-exp): a review of an activity order names that activity (OrderLineActivity)
export interface MyReview extends OrderLineActivity {
  id: number;
  order_id: number | null;
  goods_id: number;
  /** the goods' title and image now (the line's when the goods is gone) */
  title: string;
  image: string;
  /** the SKU as written on the review, e.g. "颜色:红" */
  spec: string;
  /** 1..5 */
  score: number;
  content: string;
  images: string[];
  created_at: number;
}
