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
  /** pay-password tries counted since the last success or lock (a try being checked counts) */
  pay_pwd_fail_count: Generated<number>;
  /** Unix seconds; the pay password is locked while now < this */
  pay_pwd_locked_until: Generated<number>;
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
  /** the terminal the session logged in from ('' none); requests must present the same */
  terminal_id: Generated<string>;
  /** set when a courier of the merchant logged in (couriers table); null: the merchant */
  courier_id: number | null;
}

export interface MerchantsTable extends Created {
  account: string;
  password_hash: string;
  name: string;
  mobile: Generated<string>;
  status: Generated<number>;
  /** fen, the merchant money account (modules/cabinet/money.service.ts) */
  balance: Generated<number>;
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
  /** JSON array of the tall pictures of the 图文详情 section (issue 19), '[]' when none */
  detail_images: Generated<string>;
  description: Generated<string>;
  price: number;
  market_price: Generated<number>;
  sales: Generated<number>;
  status: Generated<number>;
  is_recommend: Generated<number>;
  goods_subregion: Generated<number>;
  sort: Generated<number>;
  /** the merchant's shop category (shop_classes), null when none */
  shop_class_id: Generated<number | null>;
  /** a freight template code (business settings `freight`); null = the shop's default template */
  freight_template: Generated<string | null>;
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
  /** `cabinet_slot_retired`: a slot a smaller grid removed (its ledger history kept) */
  kind: 'warehouse' | 'cabinet_slot' | 'cabinet_slot_retired' | 'local_shop';
  name: string;
  cabinet_id: number | null;
  slot_no: number | null;
  capacity: Generated<number>;
  /** a cabinet slot's row and column in its cabinet's grid (1-based) */
  grid_row: number | null;
  grid_col: number | null;
  /** the one product a cabinet slot is assigned to; null: empty and unassigned */
  sku_id: number | null;
  /** a slot at or below this quantity is low (0: no alert) */
  reorder_level: Generated<number>;
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
  /** Unix seconds: when a terminal made a move it queued offline (null: made when booked) */
  made_at: Generated<number | null>;
}

export interface BannersTable extends Created {
  position: Generated<string>;
  title: string;
  image: string;
  link: Generated<string>;
  sort: Generated<number>;
  status: Generated<number>;
  /** shown from / until, Unix s; 0 = unbounded (migration 2026-12-01T05-content) */
  start_at: Generated<number>;
  end_at: Generated<number>;
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
  /** units it may sell at the activity price (non-closed orders); 0 = warehouse stock only */
  stock_cap: Generated<number>;
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
  // issue 5 (migration 2026-11-24T00-orders)
  seller_id: Generated<number>;
  trade_no: Generated<string>;
  client_key: Generated<string>;
  /** the delivery address at ordering time (JSON) */
  address_json: Generated<string>;
  remark: Generated<string>;
  coupon_user_id: number | null;
  /** fen */
  coupon_discount: Generated<number>;
  /** fen */
  full_cut: Generated<number>;
  pay_method: Generated<string>;
  shipped_at: number | null;
  received_at: number | null;
  closed_at: number | null;
  close_reason: Generated<string>;
  express_company: Generated<string>;
  express_no: Generated<string>;
  deleted_by_user: Generated<number>;
  reminded_at: number | null;
  activity_goods_id: Generated<number>;
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
  commented: Generated<number>;
  /** JSON object of the SKU spec at ordering time */
  spec: Generated<string>;
}

export interface SubmissionsTable extends Created {
  user_id: number;
  client_key: string;
  trade_no: string;
  /** the first answer (JSON), '' while the submission's transaction runs */
  result: Generated<string>;
}

export interface PaymentsTable extends Created {
  trade_no: string;
  user_id: number;
  /** fen */
  amount: number;
  method: Generated<string>;
  status: Generated<'pending' | 'paid' | 'closed' | 'refunded'>;
  provider: Generated<string>;
  provider_ref: Generated<string>;
  /** fen */
  refunded: Generated<number>;
  paid_at: number | null;
  /** what the trade pays for: order | cabinet | purchase (payment-kinds.ts) */
  kind: Generated<string>;
  /** Unix s before which the reconciliation job does not query the provider about it */
  next_check_at: Generated<number>;
}

export interface AfterSalesTable extends Created {
  order_id: number;
  user_id: number;
  type: 'refund' | 'return_refund';
  reason: string;
  /** fen */
  amount: number;
  description: Generated<string>;
  /** JSON array of image URLs */
  images: Generated<string>;
  /** 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn */
  status: Generated<number>;
  express_company: Generated<string>;
  express_no: Generated<string>;
  reject_reason: Generated<string>;
  updated_at: number;
}

export interface RefundsTable extends Created {
  /** the after-sale refunded; minus the payment_checks id for the refund of a late payment */
  after_sale_id: number;
  trade_no: string;
  /** fen */
  amount: number;
  method: string;
  /** done | pending (a provider refund not yet confirmed) | failed (the provider refused it) */
  status: string;
  provider_ref: Generated<string>;
  /** the refund's number at the provider, the same on every retry ('' for wallet refunds) */
  out_refund_no: Generated<string>;
  /** the payment provider ('' for wallet refunds) */
  provider: Generated<string>;
  attempts: Generated<number>;
  /** Unix s: when the retry job may call or query the provider again */
  next_try_at: Generated<number>;
  last_error: Generated<string>;
  /** Unix s the refund became done or failed; 0 while pending */
  finished_at: Generated<number>;
}

/** A discrepancy between the shop and a payment provider, and what was done (reconciliation). */
export interface PaymentChecksTable extends Created {
  trade_no: string;
  provider: string;
  /** paid_after_close | paid_not_notified | paid_twice | amount_differs | refund_stuck | refund_failed */
  kind: string;
  our_state: string;
  /** fen */
  our_amount: number;
  provider_state: string;
  /** fen */
  provider_amount: number;
  provider_ref: Generated<string>;
  /** settled | refunded | none | manual */
  action: string;
  out_refund_no: Generated<string>;
}

export interface OrderEventsTable extends Created {
  order_id: number;
  kind: string;
  text: string;
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
  /** the grid of slots (migration 2026-11-30T07-cabinet-operations) */
  grid_rows: Generated<number>;
  grid_cols: Generated<number>;
  /** location in micro-degrees (WGS-84 x 1e6), null: not set (migration 2026-12-01T07) */
  lat_e6: Generated<number | null>;
  lng_e6: Generated<number | null>;
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
  // issue 19, brief B (addresses): migration 2026-11-30T08-address-location
  /** the address's point, micro-degrees (WGS-84); null = not placed */
  lat_e6: Generated<number | null>;
  lng_e6: Generated<number | null>;
  /** division code of the district (src/shared/regions.ts); '' for older addresses */
  region_code: Generated<string>;
}

export type WalletAccountColumn = 'integral' | 'reward_money' | 'balance';

export interface WalletLedgerTable extends Created {
  user_id: number;
  account: WalletAccountColumn;
  /** signed: fen, or points for integral */
  delta: number;
  before_amount: number;
  after_amount: number;
  reason: string;
  ref: Generated<string>;
  idempotency_key: string;
}

export interface WithdrawalsTable extends Created {
  user_id: number;
  bank_card_id: number;
  /** fen taken from reward money */
  amount: number;
  fee: number;
  /** fen that arrives: amount - fee */
  actual: number;
  /** pending (requested) → approved → paid; pending|approved → refused; failed (legacy) */
  status: 'pending' | 'approved' | 'paying' | 'paid' | 'failed' | 'refused';
  remark: Generated<string>;
  updated_at: number;
}

export interface BankCardsTable extends Created {
  user_id: number;
  bank_code: string;
  bank_name: string;
  /** secret-box ciphertext of the card number */
  card_enc: string;
  card_last4: string;
  /** keyed hash of the card number */
  card_hash: string;
  holder_name: string;
  /** 1 active, 0 unbound */
  status: Generated<number>;
  unbound_at: number | null;
}

export interface IdCardsTable {
  id: Generated<number>;
  user_id: number;
  name_enc: string;
  id_enc: string;
  /** keyed hash of the normalised 18-character ID number */
  id_hash: string;
  name_masked: string;
  id_masked: string;
  front_image: string;
  back_image: string;
  verified_at: number;
  created_at: number;
}

export interface IntegralTransfersTable extends Created {
  from_user_id: number;
  to_user_id: number;
  /** points received */
  amount: number;
  /** points paid on top by the sender */
  fee: Generated<number>;
}

export interface UploadsTable extends Created {
  user_id: number;
  /** public path under /uploads/ */
  path: string;
  mime: string;
  /** bytes */
  size: number;
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
  submissions: SubmissionsTable;
  payments: PaymentsTable;
  after_sales: AfterSalesTable;
  refunds: RefundsTable;
  payment_checks: PaymentChecksTable;
  order_events: OrderEventsTable;
  wallet_ledger: WalletLedgerTable;
  withdrawals: WithdrawalsTable;
  bank_cards: BankCardsTable;
  id_cards: IdCardsTable;
  integral_transfers: IntegralTransfersTable;
  uploads: UploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type GoodsRow = Selectable<GoodsTable>;
export type NewGoods = Insertable<GoodsTable>;

// --- account, social login, invitations, loans (migration 2026-11-25T00-account) ---

export interface UserRightsTable {
  id: Generated<number>;
  user_id: number;
  /** shop_owner | live_manager | agent | seller */
  right: string;
  granted_at: number;
}

export interface SocialAccountsTable extends Created {
  provider: string;
  openid: string;
  /** WeChat's id of the user across the operator's apps (migration 2026-11-30T21) */
  unionid: string | null;
  user_id: number;
  nickname: Generated<string>;
  avatar: Generated<string>;
}

/** issue 22 (logistics, migration 2026-11-30T22-parcels): a shipped waybill and its trace */
export interface ParcelsTable extends Created {
  company: string;
  number: string;
  phone_tail: Generated<string>;
  subscribed_at: number | null;
  subscribe_attempts: Generated<number>;
  state: Generated<string>;
  signed: Generated<number>;
  /** JSON [{ time, text }], newest first */
  events: Generated<string>;
  event_count: Generated<number>;
  updated_at: number;
}

export interface SocialStatesTable extends Created {
  state: string;
  provider: string;
  redirect: Generated<string>;
  expires_at: number;
  used_at: number | null;
}

export interface SocialCodesTable extends Created {
  code: string;
  provider: string;
  state: string;
  openid: string;
  unionid: Generated<string | null>;
  nickname: Generated<string>;
  avatar: Generated<string>;
  expires_at: number;
  used_at: number | null;
  /** sha256 of the bind token issued when the openid had no account */
  bind_hash: string | null;
  bind_expires_at: number | null;
  bind_used_at: number | null;
}

export interface LoansTable extends Created {
  user_id: number;
  /** fen */
  amount: number;
  term_months: number;
  purpose: string;
  name: string;
  mobile_masked: string;
  /** fen */
  monthly_income: number;
  /** approved | rejected (revealed once the sandbox review time has passed) */
  decision: string;
}

// Declaration merging: adds the tables above to DB.
export interface DB {
  user_rights: UserRightsTable;
  social_accounts: SocialAccountsTable;
  social_states: SocialStatesTable;
  social_codes: SocialCodesTable;
  parcels: ParcelsTable;
  loans: LoansTable;
}

// --- merchant cabinet area (migration 2026-11-26T00-guishang, docs/api-guishang.md) ---

export interface CabinetClassesTable extends Created {
  merchant_id: number;
  name: string;
  sort: Generated<number>;
}

export interface CabinetGoodsTable extends Created {
  merchant_id: number;
  class_id: number;
  goods_id: number | null;
  sku_id: number;
  name: string;
  /** fen */
  price: number;
  /** JSON array of image URLs */
  images: Generated<string>;
  /** 1 on sale | 0 off */
  status: Generated<number>;
}

export interface RestockRecordsTable extends Created {
  merchant_id: number;
  cabinet_id: number;
  operator: Generated<string>;
  /** 0 open | 1 finished */
  status: Generated<number>;
  finished_at: number | null;
  /** the courier the work order is assigned to; null: the merchant restocks */
  courier_id: number | null;
  /** when the work order is due (Unix seconds); null: no due time */
  due_at: number | null;
}

export interface RestockLinesTable {
  id: Generated<number>;
  record_id: number;
  location_id: number;
  sku_id: number;
  expected: number;
  put_in: number | null;
  /** the photo proof of the line (an upload URL; '' none) */
  photo: Generated<string>;
  /** when the line was done (slot by slot); null: not yet */
  done_at: number | null;
}

export interface AbnormalRecordsTable extends Created {
  merchant_id: number;
  restock_record_id: number;
  location_id: number;
  sku_id: number;
  expected: number;
  put_in: number;
  shortfall: number;
  reason: Generated<string>;
  /** 0 open | 1 resolved | 2 compensated */
  status: Generated<number>;
  /** who handled it (the merchant or courier name) and when */
  handled_by: Generated<string>;
  handled_at: number | null;
  note: Generated<string>;
  /** the courier whose restock fell short; null: the merchant */
  courier_id: number | null;
  /** shortfall | damaged | expired | other: rendered in the reader's language */
  reason_code: Generated<string>;
}

export interface CouriersTable extends Created {
  merchant_id: number;
  account: string;
  name: string;
  mobile: Generated<string>;
  password_hash: string;
  /** 1 active | 0 disabled */
  status: Generated<number>;
}

export interface CabinetTerminalsTable extends Created {
  merchant_id: number;
  terminal_id: string;
  cabinet_id: number | null;
  app_version: Generated<string>;
  /** null while offline */
  online_since: number | null;
  last_seen_at: number;
  /** null while online */
  offline_since: number | null;
  /** 1: an operator bound it to `cabinet_id` (its hello no longer changes it) */
  bound: Generated<number>;
}

/** the cabinets a courier is assigned to (migration 2026-12-01T07-merchant-ops) */
export interface CourierCabinetsTable {
  courier_id: number;
  cabinet_id: number;
  created_at: number;
}

export interface CabinetAlertsTable extends Created {
  merchant_id: number;
  cabinet_id: number;
  location_id: number;
  sku_id: number;
  /** low | empty */
  kind: string;
  quantity: number;
  reorder_level: number;
  /** 0 open | 1 a restock was raised | 2 cleared */
  status: Generated<number>;
  restock_record_id: number | null;
  read_at: number | null;
  cleared_at: number | null;
}

// Declaration merging: adds the tables above to DB.
export interface DB {
  cabinet_classes: CabinetClassesTable;
  cabinet_goods: CabinetGoodsTable;
  restock_records: RestockRecordsTable;
  restock_lines: RestockLinesTable;
  abnormal_records: AbnormalRecordsTable;
  couriers: CouriersTable;
  cabinet_terminals: CabinetTerminalsTable;
  cabinet_alerts: CabinetAlertsTable;
  courier_cabinets: CourierCabinetsTable;
}

// --- merchant trade (migration 2026-11-27T00-merchant-trade, docs/api-guishang.md "Trade") ---

export interface MerchantLedgerTable {
  id: Generated<number>;
  merchant_id: number;
  /** fen, signed */
  delta: number;
  before_amount: number;
  after_amount: number;
  /** sale | purchase | refund | adjust */
  kind: string;
  ref: Generated<string>;
  idempotency_key: string;
  created_at: number;
}

export interface DB {
  merchant_ledger: MerchantLedgerTable;
}

export interface ShopClassesTable extends Created {
  merchant_id: number;
  name: string;
  sort: Generated<number>;
}

export interface MerchantAddressesTable extends Created {
  merchant_id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: Generated<string>;
  detail: string;
  is_default: Generated<number>;
  updated_at: number;
  // issue 19, brief B (addresses): migration 2026-11-30T08-address-location
  /** the address's point, micro-degrees (WGS-84); null = not placed */
  lat_e6: Generated<number | null>;
  lng_e6: Generated<number | null>;
  /** division code of the district (src/shared/regions.ts); '' for older addresses */
  region_code: Generated<string>;
}

export interface SupplyGoodsTable extends Created {
  goods_id: number;
  sku_id: number;
  name: string;
  image: Generated<string>;
  /** JSON array of image URLs */
  images: Generated<string>;
  description: Generated<string>;
  unit: Generated<string>;
  /** fen per unit */
  price: number;
  min_qty: Generated<number>;
  /** 1 offered | 0 withdrawn */
  status: Generated<number>;
  sort: Generated<number>;
}

export interface MerchantCartItemsTable extends Created {
  merchant_id: number;
  supply_goods_id: number;
  quantity: number;
  is_check: Generated<number>;
}

export interface PurchaseOrdersTable extends Created {
  merchant_id: number;
  order_sn: string;
  client_key: string;
  trade_no: string;
  /** 0 unpaid | 1 paid, awaiting delivery | 2 received | 3 cancelled */
  status: Generated<number>;
  cabinet_id: number;
  /** the delivery address at ordering time (JSON) */
  address_json: string;
  goods_amount: number;
  freight: number;
  pay_amount: number;
  pay_method: Generated<string>;
  remark: Generated<string>;
  pay_deadline: number;
  paid_at: number | null;
  received_at: number | null;
  closed_at: number | null;
}

export interface PurchaseOrderLinesTable {
  id: Generated<number>;
  order_id: number;
  supply_goods_id: number;
  sku_id: number;
  name: string;
  image: Generated<string>;
  unit: Generated<string>;
  /** fen per unit */
  price: number;
  quantity: number;
  /** the slot the line was received into */
  location_id: number | null;
  /** units received into a slot so far (partial receipt); = quantity when fully received */
  received: Generated<number>;
}

export interface DB {
  shop_classes: ShopClassesTable;
  merchant_addresses: MerchantAddressesTable;
  supply_goods: SupplyGoodsTable;
  merchant_cart_items: MerchantCartItemsTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
}

// --- cabinet orders (migration 2026-11-27T01-cabinet-orders, docs/api-guishang.md) ---

export interface CabinetOrdersTable extends Created {
  merchant_id: number;
  cabinet_id: number;
  order_sn: string;
  client_key: string;
  /** 0 unpaid | 1 paid | 2 cancelled */
  status: Generated<number>;
  /** fen */
  amount: number;
  buyer_mobile: Generated<string>;
  /** the trade of the last collect ('' before the first) */
  trade_no: Generated<string>;
  pay_deadline: number;
  paid_at: number | null;
  cancelled_at: number | null;
}

export interface CabinetOrderLinesTable {
  id: Generated<number>;
  order_id: number;
  cabinet_goods_id: number;
  location_id: number;
  sku_id: number;
  name: string;
  image: Generated<string>;
  /** fen */
  price: number;
  quantity: number;
}

export interface DB {
  cabinet_orders: CabinetOrdersTable;
  cabinet_order_lines: CabinetOrderLinesTable;
}

// --- promotions (migration 2026-11-28T00-promotions, docs/api-promotions.md) ---

export interface TaskLogsTable extends Created {
  user_id: number;
  /** sign | download | share */
  task: string;
  /** yyyymmdd (China calendar day) for daily tasks, 0 for once-ever tasks */
  day: number;
  streak: Generated<number>;
  points: Generated<number>;
}

export interface GroupsTable extends Created {
  activity_id: number;
  activity_goods_id: number;
  leader_user_id: number;
  size: number;
  status: Generated<'open' | 'success' | 'failed'>;
  expires_at: number;
  finished_at: number | null;
}

export interface GroupMembersTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  order_id: number;
  joined_at: number;
  paid_at: number | null;
  released_at: number | null;
}

export interface DB {
  task_logs: TaskLogsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
}

// --- points expiry (migration 2026-11-28T01-integral-lots, docs/api-promotions.md) ---

export interface IntegralLotsTable {
  id: Generated<number>;
  user_id: number;
  /** the wallet_ledger row that credited it; 0 for the migration's backfill */
  ledger_id: number;
  amount: number;
  /** not yet spent or expired */
  remaining: number;
  earned_at: number;
  expires_at: number;
}

export interface DB {
  integral_lots: IntegralLotsTable;
}

// --- messages (migration 2026-11-29T00-messages, docs/api-messages.md) ---

export interface UserMessagesTable extends Created {
  user_id: number;
  /** system | order | promo | account */
  category: string;
  title: string;
  body: string;
  /** in-app route path or null */
  link: string | null;
  read_at: number | null;
  /** the announcement this row delivers (migration 2026-12-01T05-content); null otherwise */
  announcement_id: Generated<number | null>;
}

/** A message-centre announcement of the console (migration 2026-12-01T05-content). */
export interface AnnouncementsTable extends Created {
  title: string;
  title_en: Generated<string>;
  body: string;
  body_en: Generated<string>;
  link: string | null;
  /** all | registered | right */
  segment: string;
  reg_from: Generated<number>;
  reg_to: Generated<number>;
  right: Generated<string>;
  /** 0 draft, 1 sent */
  status: Generated<number>;
  recipients: Generated<number>;
  sent_at: number | null;
  operator_id: number;
}

export interface ArticlesTable extends Created {
  title: string;
  cover: Generated<string>;
  summary: Generated<string>;
  body: string;
  /** 1 shown, 0 hidden */
  status: Generated<number>;
  published_at: number;
}

export interface NoticeClausesTable extends Created {
  type: string;
  version: string;
  title: string;
  body: string;
  published_at: number;
}

export interface PushDevicesTable extends Created {
  cid: string;
  user_id: number;
  platform: string;
  /** JSON text */
  all_data: Generated<string>;
  updated_at: number;
}

export interface DB {
  user_messages: UserMessagesTable;
  articles: ArticlesTable;
  notice_clauses: NoticeClausesTable;
  push_devices: PushDevicesTable;
  announcements: AnnouncementsTable;
}

// --- neighbourhood feed (migration 2026-11-30T01-feed, docs/api-feed.md) ---

export interface FeedPostsTable extends Created {
  user_id: number;
  content: string;
  /** JSON array of image URLs */
  images: Generated<string>;
  place: Generated<string>;
  /** published | pending | hidden */
  status: Generated<string>;
  like_count: Generated<number>;
  /** published, not deleted comments */
  comment_count: Generated<number>;
  report_count: Generated<number>;
  deleted_at: number | null;
}

export interface FeedCommentsTable extends Created {
  post_id: number;
  user_id: number;
  content: string;
  /** published | pending | hidden */
  status: Generated<string>;
  deleted_at: number | null;
}

export interface FeedLikesTable extends Created {
  post_id: number;
  user_id: number;
}

export interface FeedReportsTable extends Created {
  post_id: number;
  user_id: number;
  reason: Generated<string>;
}

export interface DB {
  feed_posts: FeedPostsTable;
  feed_comments: FeedCommentsTable;
  feed_likes: FeedLikesTable;
  feed_reports: FeedReportsTable;
}

// --- customer chat and complaints (migration 2026-11-29T01-chat, docs/api-chat.md) ---

export interface ChatConversationsTable extends Created {
  user_id: number;
  last_message_id: Generated<number>;
  last_at: number;
  /** highest service message id the user has received / read */
  user_delivered_id: Generated<number>;
  user_read_id: Generated<number>;
  /** highest user message id the service side has received / read */
  service_delivered_id: Generated<number>;
  service_read_id: Generated<number>;
}

export interface ChatMessagesTable extends Created {
  conversation_id: number;
  sender: 'user' | 'service';
  sender_id: number;
  client_id: string;
  type: 'text' | 'image' | 'goods' | 'order';
  content: Generated<string>;
  /** JSON card snapshot, '' for text and image */
  card: Generated<string>;
}

export interface ChatAgentsTable {
  merchant_id: number;
  created_at: number;
}

export interface ComplaintsTable extends Created {
  user_id: number;
  client_id: string;
  type: string;
  content: string;
  /** JSON array of URLs */
  images: Generated<string>;
  phone: Generated<string>;
  /** 0 received | 1 processing | 2 replied */
  status: Generated<number>;
  reply: Generated<string>;
  updated_at: number;
}

export interface DB {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_agents: ChatAgentsTable;
  complaints: ComplaintsTable;
}

// --- live streaming (migration 2026-11-29T02-live, docs/api-live.md) ---

export interface LiveRoomsTable extends Created {
  owner_user_id: number;
  title: string;
  cover: string;
  intro: Generated<string>;
  scheduled_at: number;
  /** 0 pending | 1 approved | 2 rejected */
  review_status: Generated<number>;
  review_reason: Generated<string>;
  state: Generated<'upcoming' | 'live' | 'ended'>;
  started_at: number | null;
  ended_at: number | null;
  /** secret: answered only to the owner */
  stream_key: string;
  like_count: Generated<number>;
  viewers_peak: Generated<number>;
  updated_at: number;
}

export interface LiveGoodsTable extends Created {
  owner_user_id: number;
  goods_id: number;
  title: string;
  selling_point: Generated<string>;
  sort: Generated<number>;
}

export interface LiveRoomGoodsTable {
  room_id: number;
  live_goods_id: number;
  sort: Generated<number>;
  /** 0 | 1, at most one pinned per room */
  pinned: Generated<number>;
  created_at: number;
}

export interface LiveCommentsTable extends Created {
  room_id: number;
  user_id: number;
  content: string;
  client_id: string;
}

export interface DB {
  live_rooms: LiveRoomsTable;
  live_goods: LiveGoodsTable;
  live_room_goods: LiveRoomGoodsTable;
  live_comments: LiveCommentsTable;
}

// --- local shop and food ordering (migration 2026-11-30T00-local-shop) ---

export interface GoodsTable {
  /** the local shop of a menu item (status 11 on the menu, 10 off); null for mall goods */
  local_shop_id: Generated<number | null>;
  local_menu_category_id: Generated<number | null>;
  /** fen per unit, menu items only */
  packing_fee: Generated<number>;
}

export interface StockLocationsTable {
  /** the shop of a `local_shop` location */
  local_shop_id: Generated<number | null>;
}

export interface OrdersTable {
  /** set on a local shop order (one shop per order) */
  local_shop_id: Generated<number | null>;
}

export interface LocalShopCategoriesTable extends Created {
  name: string;
  icon: Generated<string>;
  sort: Generated<number>;
}

export interface LocalShopsTable extends Created {
  owner_user_id: number | null;
  category_id: number;
  name: string;
  logo: Generated<string>;
  cover: Generated<string>;
  phone: Generated<string>;
  province: Generated<string>;
  city: Generated<string>;
  district: Generated<string>;
  address: Generated<string>;
  lat_e6: number;
  lng_e6: number;
  /** JSON LocalHours[] */
  hours: Generated<string>;
  notice: Generated<string>;
  rating_x10: Generated<number>;
  rating_count: Generated<number>;
  monthly_sales: Generated<number>;
  min_order: Generated<number>;
  delivery_fee: Generated<number>;
  delivery_radius_m: Generated<number>;
  delivery: Generated<number>;
  pickup: Generated<number>;
  /** 0 pending | 1 open | 2 rejected | 3 closed by owner */
  status: Generated<number>;
  review_reason: Generated<string>;
  licence_no: Generated<string>;
  /** JSON string[] */
  licence_images: Generated<string>;
}

export interface LocalMenuCategoriesTable extends Created {
  shop_id: number;
  name: string;
  sort: Generated<number>;
}

export interface LocalOrderDetailsTable extends Created {
  order_id: number;
  shop_id: number;
  mode: 'delivery' | 'pickup';
  slot_start: Generated<number>;
  address_json: Generated<string>;
  packing_fee: Generated<number>;
  pickup_code: string;
  accepted_at: number | null;
  dispatched_at: number | null;
}

export interface LocalNoticesTable extends Created {
  shop_id: number;
  title: string;
  body: Generated<string>;
}

export interface DB {
  local_shop_categories: LocalShopCategoriesTable;
  local_shops: LocalShopsTable;
  local_menu_categories: LocalMenuCategoriesTable;
  local_order_details: LocalOrderDetailsTable;
  local_notices: LocalNoticesTable;
}

// --- login throttling (migration 2026-11-30T03-login-throttle, docs/api-auth.md) ---

export interface LoginThrottlesTable {
  id: Generated<number>;
  /** user (a consumer mobile) | merchant (a merchant account) */
  scope: string;
  /** the submitted mobile or account, whether or not it exists */
  subject: string;
  /** attempts counted in the current window, a try in flight included */
  fail_count: Generated<number>;
  /** Unix seconds: start of the current counting window */
  window_start: Generated<number>;
  /** Unix seconds; logins are refused while now < this */
  locked_until: Generated<number>;
  /** lockouts so far; the next wait grows with it */
  lockouts: Generated<number>;
  updated_at: number;
}

// --- scheduled job leases (migration 2026-11-30T06-job-leases, lib/jobs.ts) ---

export interface JobLeasesTable {
  name: string;
  /** the last claimed tick: floor(wall-clock ms / the job's interval) */
  tick: Generated<number>;
  /** the app instance (random id) that claimed it */
  owner: Generated<string>;
  /** wall-clock ms until which the claimed tick may still run; 0 = released */
  locked_until: Generated<number>;
}

export interface DB {
  login_throttles: LoginThrottlesTable;
  job_leases: JobLeasesTable;
}

// --- issue 19 part E: stored codes and recorded consent (migration 2026-11-30T10-codes-and-consent) ---

export interface OrderEventsTable {
  /** the event's code (messages/order-event.ts); '' for a text written before codes */
  code: Generated<string>;
  /** the code's params, JSON (`amount` fen, `carrier` a carrier code) */
  params: Generated<string>;
}

export interface LocalShopCategoriesTable {
  /** the English name; '' = shown through the catalogue words (shared/rules/catalogue-words.ts) */
  name_en: Generated<string>;
}

/** Append-only: one row each time a user accepts the user agreement and privacy policy. */
export interface UserConsentsTable extends Created {
  user_id: number;
  /** register | login | sms_login | social_register | social_bind */
  action: string;
  /** the version the client showed and the user accepted (`<agreement>/<privacy>`) */
  agreement_version: string;
  user_agreement_version: string;
  privacy_policy_version: string;
  ip: string;
  user_agent: string;
}

export interface DB {
  user_consents: UserConsentsTable;
}

// --- issue 20 (ops-server): operators, their sessions, the audit log (migration 2026-11-30T12-operators) ---

export interface OperatorsTable extends Created {
  username: string;
  name: string;
  /** owner | operations | finance | service | moderator (shared/rules/ops-permissions.ts) */
  role: string;
  password_hash: string;
  /** sealed (lib/secret-box.ts, context `operators.totp_secret`); null: none enrolled */
  totp_secret: string | null;
  /** sealed; being enrolled until totp/enable */
  totp_pending_secret: string | null;
  totp_enabled: Generated<number>;
  /** time step (Unix seconds / 30) of the last accepted code */
  totp_last_step: Generated<number>;
  failed_logins: Generated<number>;
  /** Unix seconds; logins refused while now < this */
  locked_until: Generated<number>;
  disabled: Generated<number>;
  updated_at: number;
}

export interface OperatorSessionsTable extends Created {
  token_hash: string;
  operator_id: number;
  /** session | totp (a login challenge waiting for the code) */
  kind: Generated<string>;
  expires_at: number;
  last_seen_at: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
  revoked_at: number | null;
}

/** Append-only (a trigger refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  operator_id: number | null;
  ip: Generated<string>;
  action: string;
  object_type: Generated<string>;
  object_id: Generated<string>;
  before_json: string | null;
  after_json: string | null;
}

export interface DB {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}

// --- issue 20 (service): migration 2026-11-30T18-ops-service ---

/** A complaint's reply signed by its operator, and its closing (status 3). */
export interface ComplaintsTable {
  /** the operator who wrote `reply`; null: no reply yet */
  replied_by: number | null;
  /** Unix seconds; 0: no reply yet */
  replied_at: Generated<number>;
  closed_by: number | null;
  /** Unix seconds; 0: open */
  closed_at: Generated<number>;
}

// --- issue 20 (aftersale): the platform as an after-sale decider (migration 2026-11-30T14-ops-aftersale) ---
export interface AfterSalesTable {
  /** '' the seller (or nobody yet) | 'platform' (the operator console decided last) */
  decided_by: Generated<string>;
  /** the code of a platform refusal (shared/rules/aftersale-ops.ts), '' otherwise */
  reject_code: Generated<string>;
}

// issue 20 (money): who approved, paid or refused a withdrawal (migration 2026-11-30T15-ops-money)
export interface WithdrawalsTable {
  approved_by: number | null;
  approved_at: number | null;
  /** the bank transfer's reference, typed by the operator who marked it paid */
  paid_reference: Generated<string>;
  /** the operator who marked it paid or refused it */
  settled_by: number | null;
  settled_at: number | null;
}

// issue 22 (payouts): withdrawals paid out through a provider (migration 2026-12-01T02-withdrawal-payouts)
export interface WithdrawalsTable {
  /** the provider's number of the current (or last) payout; '' never paid out */
  payout_no: Generated<string>;
  payout_provider: Generated<string>;
  payout_attempts: Generated<number>;
  /** Unix s the current payout was claimed */
  payout_at: Generated<number>;
  /** the provider's reason the last payout failed */
  payout_error: Generated<string>;
}

// issue 20 (orders): the operators' remarks on orders (migration 2026-11-30T16-ops-orders)
export interface OrderRemarksTable extends Created {
  order_id: number;
  operator_id: number;
  text: string;
}

export interface DB {
  order_remarks: OrderRemarksTable;
}

// issue 20 (stock): migration 2026-11-30T19-ops-stock
export interface CategoriesTable {
  /** 1: hidden from the shop (the console still lists it) */
  hidden: Generated<number>;
}

export interface BrandsTable {
  /** 1: hidden from the shop */
  hidden: Generated<number>;
  description: Generated<string>;
}

// issue 23 (coupons): migration 2026-12-01T04-coupon-templates
export interface CouponsTable {
  /** 0 amount off; 1 discount (`rate` percent paid, `amount` caps the reduction, 0 no cap) */
  kind: Generated<number>;
  rate: Generated<number>;
  /** 0: usable in start_at..end_at; N: usable N days from taking */
  valid_days: Generated<number>;
  /** 'all' | 'categories' | 'goods' */
  scope: Generated<string>;
  /** JSON array of category or goods ids */
  scope_ids: Generated<string>;
  /** 1: shown in the coupon centre */
  in_centre: Generated<number>;
  /** Unix s it was stopped, 0 running */
  stopped_at: Generated<number>;
  updated_at: Generated<number>;
}

export interface CouponUsersTable {
  /** null: the template's end_at */
  expires_at: number | null;
  /** 'centre' taken by the user; 'issue' issued by an operator */
  source: Generated<string>;
}

// issue 23 (moderation): migration 2026-12-01T06-moderation; codes are MODERATION_REASONS
// (shared/rules/moderation.ts), rendered in the reader's language
export interface LiveRoomsTable {
  /** why the room was rejected or stopped ('' none); review_reason holds the operator's text */
  review_code: Generated<string>;
}

export interface LocalShopsTable {
  /** why the application was rejected ('' none); review_reason holds the operator's text */
  review_code: Generated<string>;
}

export interface FeedPostsTable {
  hidden_code: Generated<string>;
  hidden_note: Generated<string>;
}

export interface CommentsTable {
  hidden_code: Generated<string>;
  hidden_note: Generated<string>;
}

// issue 23 gaps (coupons): migration 2026-12-01T11-ops-requests
export interface OpsRequestsTable {
  operator_id: number;
  request_id: string;
  /** what ran under it: `coupon_issue:<template id>` */
  action: string;
  /** the first answer (JSON), '' while its transaction runs */
  result: Generated<string>;
  created_at: number;
}

export interface DB {
  ops_requests: OpsRequestsTable;
}
