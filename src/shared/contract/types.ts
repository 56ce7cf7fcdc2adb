/** Response data shapes. Money is integer fen; times are Unix seconds. */

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
