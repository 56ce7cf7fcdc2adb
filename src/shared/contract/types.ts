/** Response data shapes. Money is integer fen; times are Unix seconds. */
import type { ListData } from './envelope';
// issue 19 layout: codes of the goods detail
import type { GuaranteeCode } from '../rules/guarantees';
import type { ReviewTagCount } from '../rules/review-tags';

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
  /** who the session is (issue 18): the merchant, or one of its couriers */
  role?: 'merchant' | 'courier';
  courier_id?: number | null;
  /** the courier's name (a courier session) */
  courier_name?: string;
}

export interface MerchantLoginData {
  token: string;
  /** null only when the merchant row vanished between the check and the answer */
  merchant: MerchantUser | null;
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
  /** activity zone lists (`/api/zone/*` shoudan, zero, previous): points per unit of the activity goods */
  integral?: number;
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
  /** the tall pictures of the 图文详情 section (issue 19); [] when none (the gallery shows there) */
  detail_images: string[];
  description: string;
  stock: number;
  skus: SkuItem[];
  /** `goods_count`: the shop's goods on sale (issue 19 layout: the shop card) */
  seller: { id: number; name: string; logo: string; goods_count: number } | null;
  brand: { id: number; name: string } | null;
  is_collected: boolean;
  /* ---- issue 19 layout: the detail's price band, guarantees and recommendations ---- */
  /** the goods' leaf category (recommendations of the same category) */
  category_id: number;
  /** a running activity the goods is in (the one ending first), null when none */
  activity: GoodsDetailActivity | null;
  /** service guarantee codes (shared/rules/guarantees.ts), rendered by the client */
  guarantees: GuaranteeCode[];
}

/** A running activity of a goods, for the detail's price band (issue 19 layout). */
export interface GoodsDetailActivity {
  activity_id: number;
  activity_goods_id: number;
  /** activity type code of spec section 4 */
  type: number;
  title: string;
  /** fen: the activity price of the goods' cheapest activity SKU */
  price: number;
  sku_id: number;
  /** Unix seconds */
  end_at: number;
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
  /** app_config `group_qr`: image URL of the welfare group's QR code ('' when not set) */
  group_qr?: string;
  /** app_config `group_notice`: the welfare group's notice text ('' when not set) */
  group_notice?: string;
  // issue 19 part E: consent and the ICP filing number
  /** what register/login send back as `agreement_version`: `<user agreement>/<privacy policy>` */
  agreement_version?: string;
  user_agreement_version?: string;
  privacy_policy_version?: string;
  /** the ICP filing number of the web shop's footer ('' = none shown) */
  icp_number?: string;
  /** largest image upload, bytes (business settings `upload.max_bytes`; issue 23 gaps) */
  upload_max_bytes?: number;
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
  /** issue 19 layout: what the review texts keep saying (codes, most frequent first) */
  tags: ReviewTagCount[];
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

/* ---- Wallet, identity and account (issue 4, docs/api-wallet-account.md) ---- */

export type WalletAccount = 'integral' | 'reward_money' | 'balance';

/**
 * The withdrawal rules that apply now (business settings `withdrawal`, set in the console), so
 * the withdrawal screens show and check them instead of a client copy.
 */
export interface WithdrawRules {
  /** smallest withdrawal, fen */
  min: number;
  /** largest single withdrawal, fen */
  max: number;
  /** fee, basis points of the amount, rounded up to the fen */
  fee_bp: number;
  /** the fee is at least this, fen */
  fee_min: number;
  /** withdrawals per user per China calendar day */
  daily_count: number;
}

/** The points-transfer rules that apply now (business settings `points`). */
export interface TransferRules {
  /** points per transfer */
  transfer_min: number;
  transfer_max: number;
  /** points a user may send per China calendar day */
  transfer_daily_limit: number;
  /** the sender's fee on top (`new_integral_transfer`), basis points rounded up */
  transfer_fee_bp: number;
}

/** `/api/user/pay/balance_info`. Money fen, points integers. */
export interface BalanceInfo {
  /** fen, spendable, not withdrawable */
  balance: number;
  /** fen, already net of pending withdrawals */
  reward_money: number;
  /** points */
  integral: number;
  /** fen reserved by pending withdrawals (already taken from reward_money) */
  frozen: number;
  /** fen that may be withdrawn now (= reward_money) */
  withdrawable: number;
  /** the withdrawal rules now (issue 23 gaps) */
  withdraw_rules: WithdrawRules;
}

/** `/api/user/pay/reward_info`. */
export interface RewardInfo {
  reward_money: number;
  frozen: number;
  /** fen ever credited to reward money (returned withdrawals not counted) */
  total_earned: number;
  /** fen of paid withdrawals (amounts, fees included) */
  total_withdrawn: number;
  /** the withdrawal rules now (issue 23 gaps) */
  withdraw_rules: WithdrawRules;
}

/** One append-only movement of an account (`wallet_ledger`). */
export interface LedgerEntry {
  id: number;
  account: WalletAccount;
  /** signed: fen for money, points for integral */
  delta: number;
  /** the account after the movement */
  after: number;
  /** machine reason: withdraw, withdraw_refund, transfer_in, transfer_out, transfer_fee, ... */
  reason: string;
  /** the reason in the request's language */
  reason_text: string;
  /** what caused it, e.g. `withdrawal:12`, `transfer:7` */
  ref: string;
  created_at: number;
}

/** `/api/user/two_integral_info`. */
export interface TwoIntegralInfo {
  integral: number;
  /** points the user may still send today (daily limit left, capped by the points held) */
  transfer_quota: number;
  /** the transfer rules now (issue 23 gaps) */
  transfer_rules: TransferRules;
}

/** A points transfer as `/api/user/two_integral_and_quota_logs` answers it. */
export interface IntegralTransferLog {
  id: number;
  /** 'out' sent by the user, 'in' received */
  direction: 'in' | 'out';
  amount: number;
  /** points fee paid by the sender (0 for `integral_transfer`, and for received transfers) */
  fee: number;
  /** the other party's mobile, masked */
  mobile: string;
  created_at: number;
}

export interface IntegralTransferResult {
  /** the sender's points after the transfer */
  integral: number;
  fee: number;
}

export interface Bank {
  code: string;
  name: string;
  logo: string;
}

/** A bound card, answered masked. */
export interface BankCard {
  id: number;
  bank_code: string;
  bank_name: string;
  bank_logo: string;
  /** `**** **** **** 1234` */
  card_no: string;
  card_last4: string;
  /** masked: `张*` */
  holder_name: string;
  created_at: number;
}

/**
 * pending: requested, waiting for an operator; approved: approved, the transfer is on its way;
 * paid: arrived; refused: refused by an operator (the reason in `remark`, the amount returned);
 * failed: the transfer failed (the amount returned).
 */
/** `paying`: an operator started a payout through the provider (issue 22), its answer due */
export type WithdrawalStatus = 'pending' | 'approved' | 'paying' | 'paid' | 'failed' | 'refused';

export interface Withdrawal {
  id: number;
  /** fen requested (taken from reward money) */
  amount: number;
  fee: number;
  /** fen that arrives: amount − fee */
  arrival: number;
  status: WithdrawalStatus;
  bank_name: string;
  /** masked */
  card_no: string;
  remark: string;
  created_at: number;
  updated_at: number;
}

/** `/api/user/pay/extract_amount`. */
export interface ExtractResult {
  withdrawal_id: number;
  amount: number;
  fee: number;
  /** fen that arrives */
  arrival: number;
}

/** `/api/user/get_id_card`. */
export interface IdCardInfo {
  verified: boolean;
  /** `张*`; '' when not verified */
  name_masked: string;
  /** `3301**********1234`; '' when not verified */
  id_masked: string;
  /** Unix seconds; 0 when not verified */
  verified_at: number;
}

/** `/api/upload/image`. */
export interface UploadResult {
  /** site-relative URL under /uploads/ */
  url: string;
}

/* ---- Orders, payment, after-sale and reviews (issue 5, docs/api-orders.md) ---- */

/** orders.status: 0 pending payment, 1 paid, 2 shipped, 3 received, 4 reviewed, 5 closed. */
export type OrderStatus = 0 | 1 | 2 | 3 | 4 | 5;
export type PayMethod = 'online' | 'balance' | 'reward' | 'integral';

export interface OrderAddress {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** A goods line of an order (or of a confirmation). Prices fen. */
// issue 25 (nav-exp): the goods reference fields of an order's goods (spec section 3)
/** The activity an order was placed under, on its lines; both absent on a plain order. */
export interface OrderLineActivity {
  /** the order's activity type (orders.activity_type), e.g. 1 flash sale, 3 points exchange */
  activityOrderType?: number;
  /** the order's activity goods: `id` is activity_goods.id (absent when the order has none) */
  activity_info?: { type: number; sku_id: number; activity_id?: number; id?: number };
}

export interface OrderLine extends OrderLineActivity {
  /** order_items.id; 0 in a confirmation */
  id: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  spec: Record<string, string>;
  /** unit price, fen */
  price: number;
  quantity: number;
  commented: boolean;
}

/** A coupon the user holds, as the confirmation offers it. */
export interface CouponOption {
  /** coupon_users.id (what `coupon_user_id` takes) */
  id: number;
  coupon_id: number;
  title: string;
  /** fen */
  amount: number;
  /** fen the goods amount must reach */
  threshold: number;
  /** issue 23: 0 an amount coupon; 1–99 a discount coupon, percent paid (`amount` its cap) */
  rate: number;
  end_at: number;
  usable: boolean;
  /** issue 23: fen it takes off this submission (0 when not usable) */
  reduction: number;
}

/** One seller's part of a confirmation: becomes one order. Amounts fen. */
export interface OrderPreviewGroup {
  seller_id: number;
  seller_name: string;
  lines: OrderLine[];
  goods_amount: number;
  three_for_ten_saving: number;
  full_cut: number;
  freight: number;
  coupon_discount: number;
  pay_amount: number;
}

/** `confirm_order` / `newConfirmOrder` / `activity_goods_confirm_order`. Amounts fen. */
export interface OrderPreview {
  groups: OrderPreviewGroup[];
  address: OrderAddress | null;
  coupons: CouponOption[];
  /** the applied coupon (the best one unless the caller chose); 0 = none */
  coupon_user_id: number;
  goods_amount: number;
  three_for_ten_saving: number;
  full_cut: number;
  freight: number;
  coupon_discount: number;
  pay_amount: number;
  /** seconds the buyer has to pay after submitting */
  pay_seconds: number;
  /** activity confirmation: the activity and its type; 0 for shop goods */
  activity_id: number;
  activity_type: number;
  activity_goods_id: number;
  /** points the order takes (points exchange, type 3: integral × quantity); 0 or absent otherwise */
  integral?: number;
}

/** `/api/order/buy`. */
export interface BuyResult {
  trade_no: string;
  order_ids: number[];
  /** fen, the whole submission */
  pay_amount: number;
  /** Unix seconds */
  pay_deadline: number;
}

/** `/api/pay/pay` and `/api/pay/alipay`. */
export interface PayResult {
  paid: boolean;
  trade_no: string;
  /** online: the cashier page to open (sandbox cashier, WeChat Pay H5, Alipay) */
  cashier_url?: string;
  /** online inside WeChat: `WeixinJSBridge.invoke('getBrandWCPayRequest', jsapi)` */
  jsapi?: {
    appId: string;
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: 'RSA';
    paySign: string;
  };
  /** online: the provider the trade goes through */
  provider?: string;
}

export interface OrderSummary {
  id: number;
  order_sn: string;
  trade_no: string;
  status: OrderStatus;
  seller_id: number;
  seller_name: string;
  activity_type: number;
  lines: OrderLine[];
  /** units */
  count: number;
  goods_amount: number;
  freight: number;
  /** full cut + coupon share, fen */
  discount: number;
  pay_amount: number;
  /** Unix seconds; meaningful while status 0 */
  pay_deadline: number;
  /** an after-sale is open */
  after_sale: boolean;
  /**
   * Unix seconds: the buyer may apply for an after-sale before this (the window of the business
   * settings, counted from receipt); null while the order is not received (no window yet)
   */
  after_sale_until: number | null;
  /** the after-sale window, days after receipt (business settings `order.after_sale_days`) */
  after_sale_days: number;
  created_at: number;
}

export interface OrderEvent {
  kind: string;
  text: string;
  time: number;
}

export interface OrderDetail extends OrderSummary {
  address: OrderAddress | null;
  remark: string;
  full_cut: number;
  coupon_discount: number;
  pay_method: PayMethod | '';
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  closed_at: number | null;
  close_reason: string;
  express: { company: string; number: string } | null;
  /** oldest first */
  timeline: OrderEvent[];
  /** the latest after-sale of the order, if any */
  after_sale_info: AfterSale | null;
  /** fen refunded so far */
  refunded: number;
  /** `/api/user/order_info`: the group of a group-buying order (type 4), 0 when none */
  group_id?: number;
}

/** after_sales.status: 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn. */
export type AfterSaleStatus = 0 | 1 | 2 | 3 | 4 | 5;

export interface AfterSale {
  id: number;
  order_id: number;
  order_sn: string;
  type: 'refund' | 'return_refund';
  reason: string;
  /** fen */
  amount: number;
  description: string;
  images: string[];
  status: AfterSaleStatus;
  express_company: string;
  express_no: string;
  reject_reason: string;
  lines: OrderLine[];
  created_at: number;
  updated_at: number;
}

/** `/api/user/order_wait_for_comment`: a received line not yet reviewed. */
export interface OrderLineToReview extends OrderLineActivity {
  order_id: number;
  order_sn: string;
  order_item_id: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  spec: Record<string, string>;
  price: number;
  quantity: number;
  received_at: number | null;
}

export interface OrderLogistics {
  company: string;
  number: string;
  /** newest first */
  events: { time: number; text: string }[];
}

// --- account, social login, invitations, loans (docs/api-wallet-account.md) ---

export interface SellerAccess {
  shop_owner: boolean;
  live_manager: boolean;
  agent: boolean;
  seller: boolean;
}

export interface InviteCodeData {
  invite_code: string;
  invite_url: string;
}

export interface InvitedUser {
  /** masked (138****8000); '' for a cancelled account */
  mobile: string;
  nickname: string;
  avatar: string;
  registered_at: number;
}

export interface CancelCheck {
  can_cancel: boolean;
  reasons: string[];
}

export type LoanStatus = 'submitted' | 'reviewing' | 'approved' | 'rejected';

export interface LoanItem {
  id: number;
  /** fen */
  amount: number;
  term_months: number;
  purpose: string;
  name: string;
  mobile: string;
  /** fen */
  monthly_income: number;
  status: LoanStatus;
  status_text: string;
  created_at: number;
}

export interface LoanTimelineStep {
  /** submitted | reviewing | approved | rejected | result (not decided yet) */
  status: LoanStatus | 'result';
  text: string;
  /** Unix seconds when reached (or expected, while `done` is false) */
  at: number;
  done: boolean;
}

export interface LoanProgress extends LoanItem {
  timeline: LoanTimelineStep[];
}

export interface SocialRedirectData {
  authorize_url: string;
}

export interface SocialThirdUser {
  nickname: string;
  avatar: string;
}

/** `/api/socials/login`: a session when the openid is bound, else a bind token. */
export type SocialLoginData =
  | (LoginData & { need_bind?: false; redirect: string })
  | { need_bind: true; bind_token: string; third_user: SocialThirdUser; redirect: string };

export interface SocialBindCheck {
  wechat_bound: boolean;
  nickname: string;
}

// --- activities (docs/api-promotions.md "Routes (activity server)"): the answers the activity
// server sends and the h5 promotion screens read ---

/** An activity's state from server time. */
export type ActivityState = 'not_started' | 'running' | 'ended';

export interface ActivityInfo {
  id: number;
  type: number;
  title: string;
  start_at: number;
  end_at: number;
  state: ActivityState;
  rules: Record<string, unknown>;
  server_time: number;
}

export interface ActivityGoodsItem {
  /** activity_goods_id */
  id: number;
  activity_id: number;
  type: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  /** fen: the activity (cash) price */
  price: number;
  /** fen: the SKU's shop price */
  original_price: number;
  /** points per unit (points exchange: taken; shopping points: earned) */
  integral: number;
  /** 0 = no limit */
  limit_per_user: number;
  /** warehouse units of the SKU */
  stock: number;
  /** units in non-closed orders of this activity goods */
  sold: number;
  sold_out: boolean;
  brand_id: number;
  seller_id: number;
  goods_subregion: number;
  /** group buying (type 4) only: open groups of this goods that can still be joined */
  open_groups?: number;
}
