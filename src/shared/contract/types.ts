/** Response data shapes. Money is integer fen; times are Unix seconds. */
import type { ListData } from './envelope';

export interface UserInfo {
  user_id: number;
  /** masked, e.g. 138****8000 */
  mobile: string;
  nickname: string;
  avatar: string;
  /** points, integer */
  integral: number;
  /** fen */
  reward_money: number;
  /** fen */
  balance: number;
  has_pay_password: boolean;
  real_name_verified: boolean;
  invite_code: string;
  created_at: number;
}

export interface LoginData {
  token: string;
  user_id: number;
  user_info: UserInfo;
}

export interface MerchantUser {
  merchant_id: number;
  account: string;
  name: string;
  cabinet_count: number;
}

export interface MerchantLoginData {
  token: string;
  merchant: MerchantUser;
}

export interface GoodsItem {
  id: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  /** fen: the activity price when `type` is an activity, else the shop price */
  price: number;
  /** fen: the struck-through price; 0 when none */
  market_price: number;
  sales: number;
  /** activity type code of spec section 4; 0 for normal goods */
  type: number;
  activity_id: number;
  activity_goods_id: number;
  goods_subregion: number;
  brand_id: number;
  seller_id: number;
}

export interface Category {
  id: number;
  parent_id: number;
  name: string;
  image: string;
  children?: Category[];
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** hash route (no `#/`) or absolute https URL */
  link: string;
}

export interface Zone {
  id: number;
  name: string;
  icon: string;
  route: string;
}

export interface IndexData {
  banners: Banner[];
  zones: Zone[];
  notices: string[];
}

export interface SkuItem {
  id: number;
  spec: Record<string, string>;
  price: number;
  market_price: number;
  stock: number;
  image: string;
}

export interface GoodsDetail extends GoodsItem {
  images: string[];
  description: string;
  stock: number;
  skus: SkuItem[];
  seller: { id: number; name: string; logo: string } | null;
  brand: { id: number; name: string } | null;
  is_collected: boolean;
}

export interface CartLine {
  id: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  spec: Record<string, string>;
  /** fen */
  price: number;
  quantity: number;
  stock: number;
  isCheck: boolean;
  invalid: boolean;
}

export interface CartData {
  list: CartLine[];
  cart_count: number;
}

export interface OrderCount {
  first_order: number;
  limitorder_count: number;
  order_count: number;
  no_pay_count: number;
  new_people_count: number;
  wait_pay: number;
  wait_ship: number;
  wait_receive: number;
  wait_comment: number;
  after_sale: number;
}

export interface CollectionIntegralCouponNum {
  collection_num: number;
  user_integral_num: number;
  coupon_num: number;
}

export interface AppConfig {
  app_title: string;
  com_exp_msg: string;
  /** seconds */
  com_exp_time: number;
  service_phone: string;
  web_view_hosts: string[];
}

export interface ActivityConfig {
  full_discount: { full: number; cut: number }[];
}

export interface VersionCheck {
  latest_version: string;
  latest_code: number;
  has_update: boolean;
  force: boolean;
  url: string;
  notes: string;
}

/* ---- Catalogue, search, detail, cart, collections (issue 3) ---- */

export interface SearchFilterOption {
  id: number;
  name: string;
  count: number;
}

/** `/api/goods/search`: a goods page plus, on page 1, the category and brand filters. */
export interface SearchData extends ListData<GoodsItem> {
  filters: { categories: SearchFilterOption[]; brands: SearchFilterOption[] } | null;
}

/** `/api/goods/prop_list`: the SKU props in display order, e.g. 颜色: 红, 蓝. */
export interface GoodsProp {
  name: string;
  values: string[];
}

export interface FreightQuote {
  /** fen */
  freight: number;
  /** fen; an order of goods amount ≥ this ships free; 0 = no free-shipping line */
  free_threshold: number;
  /** the region the quote is for, e.g. 浙江省 */
  region: string;
  /** the address used, 0 when the default region was used */
  address_id: number;
}

export interface CommentItem {
  id: number;
  user_nickname: string;
  user_avatar: string;
  /** 1..5 */
  score: number;
  content: string;
  images: string[];
  spec: string;
  created_at: number;
}

export interface CommentSummary {
  total: number;
  /** share of 4–5 star comments, whole percent */
  good_rate: number;
  with_images: number;
}

export interface CommentListData extends ListData<CommentItem> {
  summary: CommentSummary;
}

/** `editCollection` payload of spec section 3. */
export interface CollectionPayload {
  goods_id: number;
  sku_id?: number;
  activity_id?: number;
  activity_goods_id?: number;
  type?: number;
}

export interface CollectionItem extends GoodsItem {
  collection_id: number;
  collected_at: number;
  /** off the shelf since it was collected */
  invalid: boolean;
}

export interface SellerInfo {
  id: number;
  name: string;
  logo: string;
  description: string;
  goods_count: number;
  categories: { id: number; name: string }[];
}

export interface BrandInfo {
  id: number;
  name: string;
  logo: string;
  goods_count: number;
}

export interface FlashSession {
  activity_id: number;
  title: string;
  start_at: number;
  end_at: number;
  /** 'ongoing' | 'upcoming' | 'ended' at server time */
  status: 'ongoing' | 'upcoming' | 'ended';
}

export interface LimitedSaleData {
  sessions: FlashSession[];
  /** goods of the current (or next) session */
  goods: GoodsItem[];
}

/** `api/v3/activity/pub_goods_img`: the spec's quirky `error/result/msg` reply. */
export interface PubGoodsImgReply {
  error: number;
  result: { title: string; images: { image: string; link: string }[] } | null;
  msg: string;
}

/** A cart line as `/api/cart/cart_list` answers it (issue 3 shape). */
export interface CartLineV2 extends CartLine {
  seller_id: number;
  /** activity type of the line (17 = ten-yuan-three-items), 0 normal */
  type: number;
  activity_id: number;
  /** why the line cannot be bought: '' | 'off_shelf' | 'sold_out' */
  invalid_reason: '' | 'off_shelf' | 'sold_out';
}

export interface CartSellerGroup {
  seller_id: number;
  seller_name: string;
  lines: CartLineV2[];
}

export interface CartTotalsData {
  goods_amount: number;
  three_for_ten_saving: number;
  full_cut: number;
  total: number;
  checked_count: number;
  full_group: {
    full_id: number;
    full: number;
    cut: number;
    short: number;
    next: { full: number; cut: number } | null;
    goodslist: number[];
  };
}
