// Business constants and limits (spec section 9, plus codes from sections 2, 4 and 8).
// Pure values only: shared by the web app, the kiosk shell and the API server.

// --- Timeouts and delays (milliseconds) ---

/** Request timeout, ms (spec 7 and 9). */
export const REQUEST_TIMEOUT_MS = 60000;
/** Upload timeout, ms (spec 9). */
export const UPLOAD_TIMEOUT_MS = 60000;
/** Download timeout, ms (spec 9). */
export const DOWNLOAD_TIMEOUT_MS = 60000;
/** Real-time socket timeout, ms (spec 7 and 9). */
export const SOCKET_TIMEOUT_MS = 60000;
/** Page load timeout, ms. Spec 9 gives two readings (120 s and 60000 ms); 60000 ms chosen. */
export const PAGE_LOAD_TIMEOUT_MS = 60000;
/** Delay before the page-load indicator starts, ms (spec 9). */
export const PAGE_LOAD_DELAY_MS = 200;
/** Delay between logging out on 401/406/202 and going to login, ms (spec 4 and 9). */
export const LOGIN_REDIRECT_DELAY_MS = 1000;
/** Page statistics post interval while in the foreground, ms (spec 4 and 9). */
export const STATISTICS_TICK_MS = 300;
/** Default toast duration, ms (spec 9). */
export const TOAST_DURATION_MS = 1500;
/** Reward-claim lock after a successful claim, ms (spec 4 and 9). */
export const REWARD_LOCK_MS = 1000;

// --- Validation limits ---

/** Password minimum length, characters (Unicode code points) (spec 5 and 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Password maximum length, characters (Unicode code points) (spec 5 and 9). */
export const PASSWORD_MAX_LENGTH = 16;

// --- Activity rules ---

/** Points (the `integral` account) expire this long after they were earned, seconds (365 days; docs/api-promotions.md "Points expiry"). */
export const INTEGRAL_TTL_S = 365 * 86400;

/** Completed orders required for the second-order special (type 12), count (spec 4 and 9). */
export const SECOND_ORDER_REQUIRED_ORDERS = 1;
/** Default game time of the shop cart, seconds. */
export const SHOP_CART_DEFAULT_GAME_TIME = 30;

// --- App identity ---

/** Consumer app version string. */
export const APP_VERSION = '24.0.6';
/** Consumer app version code, integer. */
export const APP_VERSION_CODE = 24;
/** Merchant (cabinet) app version string. */
export const MERCHANT_VERSION = '1.0.1';
/** Base path of static assets (spec 9). */
export const ASSETS_BASE = '/h5/';
/** Selected tab-bar text colour, CSS hex. */
export const TAB_SELECTED_COLOR = '#FF4A38';

// --- Lists (items per page) ---

/** Default page size of list calls, items. */
export const LIST_DEFAULT_LIMIT = 10;
/** Largest page size a list call accepts, items. */
export const LIST_MAX_LIMIT = 50;

// --- SMS verification codes ---
// Not in the spec; decided here like mainstream Chinese SMS login.

/** Lifetime of an SMS code, seconds (10 minutes, issue 4). Not in the spec; decided there. */
export const SMS_CODE_TTL_S = 600;
/** Minimum interval between two sends to one mobile, seconds. Not in the spec; decided here. */
export const SMS_RESEND_INTERVAL_S = 60;
/** Sends per mobile per calendar day, count. Not in the spec; decided here. */
export const SMS_DAILY_LIMIT_PER_MOBILE = 10;
/** Wrong entries before a code is void, count. Not in the spec; decided here. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

// --- Routes (hash paths without the leading '#/') ---

/** Pages that count as "already on login" for the 401/406/202 redirect (spec 4). */
export const LOGIN_PAGES = [
  'pages/login/login',
  'pages/public/login',
  'pages/login/register',
  'pages/public/register',
] as const;
/** Where the login redirect goes (spec 4). */
export const LOGIN_PAGE = 'pages/login/login';
/** Home tab, target of the 237 "closed" modal (spec 8). */
export const HOME_TAB = 'pages/index/index';
/** Tab-bar pages, in display order. */
export const TAB_PAGES = [
  'pages/index/index',
  'pages/category/category',
  'pages/cart/cart',
  'pages/user/user',
] as const;

// --- Reply codes of the response envelope `code` field (spec 4, 7 and 8) ---

export const REPLY = {
  OK: 200,
  UNAUTHORIZED: 401,
  LOGIN_EXPIRED: 202,
  ELSEWHERE: 406,
  FORBIDDEN: 403,
  INVALID: 422,
  LOCKED: 423,
  CLOSED: 237,
  /** api/v3/config success code. */
  CONFIG_OK: 0,
  /** api/v3/activity_config success code. */
  ACTIVITY_CONFIG_OK: 1,
  /** Merchant /api/admin/info success code. */
  MERCHANT_OK: 1,
} as const;

/** The fixed message categories, in display order (docs/api-messages.md). Here rather than in
 * contract/messages.ts, which builds zod schemas: the message banner loads right after the first
 * render and must not bring zod with it. */
export const MSG_CATEGORIES = ['system', 'order', 'promo', 'account'] as const;
export type MsgCategory = (typeof MSG_CATEGORIES)[number];

// --- issue 20 (ops-server): operator console sessions (docs/operators.md) ---
/** An operator session ends this long after login whatever happens, seconds (8 h). */
export const OPS_SESSION_MAX_S = 8 * 3600;
/** The TOTP challenge between the password and the code lives this long, seconds. */
export const OPS_TOTP_CHALLENGE_S = 5 * 60;
/** An operator session's last_seen_at is written at most this often, seconds. */
export const OPS_SESSION_TOUCH_S = 60;
/** Wrong passwords or TOTP codes in a row that lock an operator account. */
export const OPS_LOGIN_MAX_FAILURES = 5;
/** How long such a lock lasts, seconds (15 min). */
export const OPS_LOCK_S = 15 * 60;

// --- issue 20 (aftersale): after-sales arbitration ---
/** A seller that has not answered an after-sale request this long leaves it to the platform, seconds (48 h). */
export const AFTERSALE_SELLER_ANSWER_S = 48 * 3600;
