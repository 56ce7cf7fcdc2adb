/** Row types of the database (see migrations). Money is fen, times are Unix seconds. */
import type { Generated, Insertable, Selectable } from 'kysely';

interface Created {
  id: Generated<number>;
  created_at: number;
}

export interface UsersTable extends Created {
  mobile: string;
  password_hash: string;
  nickname: Generated<string>;
  avatar: Generated<string>;
  integral: Generated<number>;
  reward_money: Generated<number>;
  balance: Generated<number>;
  pay_password_hash: string | null;
  real_name_verified: Generated<number>;
  invite_code: string;
  inviter_id: number | null;
  status: Generated<number>;
}

export interface UserTokensTable extends Created {
  user_id: number;
  token_hash: string;
  device: Generated<string>;
  last_used_at: number;
  revoked_at: number | null;
}

export interface MerchantTokensTable extends Created {
  merchant_id: number;
  token_hash: string;
  device: Generated<string>;
  last_used_at: number;
  revoked_at: number | null;
}

export interface MerchantsTable extends Created {
  account: string;
  password_hash: string;
  name: string;
  mobile: Generated<string>;
  status: Generated<number>;
}

export interface SmsCodesTable extends Created {
  mobile: string;
  scene: string;
  code_hash: string;
  expires_at: number;
  used_at: number | null;
  attempts: Generated<number>;
}

export interface SmsOutboxTable extends Created {
  mobile: string;
  content: string;
}

export interface CategoriesTable extends Created {
  parent_id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  image: Generated<string>;
  sort: Generated<number>;
}

export interface BrandsTable extends Created {
  name: string;
  logo: Generated<string>;
}

export interface SellersTable extends Created {
  merchant_id: number | null;
  name: string;
  logo: Generated<string>;
  description: Generated<string>;
}

export interface GoodsTable extends Created {
  title: string;
  category_id: number;
  brand_id: Generated<number>;
  seller_id: Generated<number>;
  image: string;
  images: Generated<string>;
  description: Generated<string>;
  price: number;
  market_price: Generated<number>;
  sales: Generated<number>;
  status: Generated<number>;
  is_recommend: Generated<number>;
  goods_subregion: Generated<number>;
  sort: Generated<number>;
}

export interface GoodsSkusTable {
  id: Generated<number>;
  goods_id: number;
  spec: Generated<string>;
  price: number;
  market_price: Generated<number>;
  image: Generated<string>;
}

export interface StockLocationsTable extends Created {
  kind: 'warehouse' | 'cabinet_slot';
  name: string;
  cabinet_id: number | null;
  slot_no: number | null;
  capacity: Generated<number>;
}

export interface StockTable {
  location_id: number;
  sku_id: number;
  quantity: number;
}

export interface StockLedgerTable extends Created {
  location_id: number;
  sku_id: number;
  delta: number;
  before_qty: number;
  after_qty: number;
  reason: string;
  ref: Generated<string>;
  operator: Generated<string>;
  idempotency_key: string;
}

export interface BannersTable extends Created {
  position: Generated<string>;
  title: string;
  image: string;
  link: Generated<string>;
  sort: Generated<number>;
  status: Generated<number>;
}

export interface ZonesTable extends Created {
  name: string;
  name_en: Generated<string>;
  icon: string;
  route: string;
  sort: Generated<number>;
  status: Generated<number>;
}

export interface ActivitiesTable extends Created {
  type: number;
  title: string;
  start_at: number;
  end_at: number;
  status: Generated<number>;
  rules: Generated<string>;
}

export interface ActivityGoodsTable {
  id: Generated<number>;
  activity_id: number;
  goods_id: number;
  sku_id: number;
  price: number;
  integral: Generated<number>;
  limit_per_user: Generated<number>;
  sort: Generated<number>;
}

export interface CouponsTable extends Created {
  title: string;
  amount: number;
  threshold: Generated<number>;
  total: number;
  received: Generated<number>;
  per_user_limit: Generated<number>;
  start_at: number;
  end_at: number;
}

export interface CouponUsersTable extends Created {
  coupon_id: number;
  user_id: number;
  status: Generated<number>;
  used_at: number | null;
  order_id: number | null;
}

export interface CartItemsTable extends Created {
  user_id: number;
  goods_id: number;
  sku_id: number;
  quantity: number;
  is_check: Generated<number>;
}

export interface OrdersTable extends Created {
  order_sn: string;
  user_id: number;
  status: number;
  activity_type: Generated<number>;
  goods_amount: number;
  freight: Generated<number>;
  discount: Generated<number>;
  pay_amount: number;
  paid_at: number | null;
  pay_deadline: number;
  commented: Generated<number>;
  after_sale: Generated<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  price: number;
  quantity: number;
}

export interface CollectionsTable extends Created {
  user_id: number;
  goods_id: number;
  sku_id: Generated<number>;
  activity_id: Generated<number>;
  activity_goods_id: Generated<number>;
  type: Generated<number>;
}

export interface StatisticsTable extends Created {
  url: string;
  p_url: string;
  time: number;
  user_id: number;
  terminal: string;
  url_params: string;
  p_url_params: string;
}

export interface AppConfigTable {
  key: string;
  value: string;
}

export interface CabinetsTable extends Created {
  merchant_id: number;
  code: string;
  name: string;
  address: Generated<string>;
  status: Generated<number>;
}

export interface GoodsSearchTermsTable {
  goods_id: number;
  /** a CJK bigram, a lone CJK character or a lowercased ASCII/digit word (search.tokenise.ts) */
  term: string;
}

export interface CommentsTable extends Created {
  goods_id: number;
  sku_id: Generated<number>;
  user_id: number;
  order_id: number | null;
  /** 1..5 */
  score: number;
  content: string;
  /** JSON array of image URLs */
  images: Generated<string>;
  spec: Generated<string>;
  /** 1 shown, 0 hidden by moderation */
  status: Generated<number>;
}

export interface UserAddressesTable extends Created {
  user_id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: Generated<string>;
  detail: string;
  is_default: Generated<number>;
  updated_at: number;
}

export interface DB {
  users: UsersTable;
  user_tokens: UserTokensTable;
  merchant_tokens: MerchantTokensTable;
  merchants: MerchantsTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  sellers: SellersTable;
  goods: GoodsTable;
  goods_skus: GoodsSkusTable;
  stock_locations: StockLocationsTable;
  stock: StockTable;
  stock_ledger: StockLedgerTable;
  banners: BannersTable;
  zones: ZonesTable;
  activities: ActivitiesTable;
  activity_goods: ActivityGoodsTable;
  coupons: CouponsTable;
  coupon_users: CouponUsersTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  collections: CollectionsTable;
  statistics: StatisticsTable;
  app_config: AppConfigTable;
  cabinets: CabinetsTable;
  goods_search_terms: GoodsSearchTermsTable;
  comments: CommentsTable;
  user_addresses: UserAddressesTable;
}

export type UserRow = Selectable<UsersTable>;
export type GoodsRow = Selectable<GoodsTable>;
export type NewGoods = Insertable<GoodsTable>;
