/**
 * The one list of real-time (socket.io) events and their payloads. The server's realtime
 * plugin and `renderer/core/api/socket.ts` are the only code that touches socket.io; both use
 * these names (STYLE.md section 7).
 */

import type { ChatMessage } from './contract/chat';

import type { LiveComment, LiveRoomGoods, LiveState } from './contract/live';

export const SOCKET_PATH = '/socket.io';

export const EVENTS = {
  /** server → client: the connection is authenticated; payload says as whom. */
  hello: 'hello',
  /** server → user: cart count changed (another tab or device added to the cart). */
  cartCount: 'cart:count',
  /** server → user: a new message in the message centre. */
  message: 'msg:new',
  /** server → user: the session was revoked (logout elsewhere); the client logs out. */
  sessionRevoked: 'session:revoked',
  /** server → merchant: a stock quantity of one of the merchant's locations changed. */
  stockChanged: 'stock:changed',
  /** server → merchant: an order for the merchant changed state. */
  merchantOrder: 'merchant:order',
  /** server → merchant and cabinet rooms: a cabinet sale was created, paid, cancelled or expired. */
  cabinetOrder: 'cabinet:order',
  /** server → merchant: one of the merchant's purchase orders changed state. */
  purchaseOrder: 'purchase:order',
  /** server → a live room's audience: a new comment (docs/api-live.md). */
  liveComment: 'live:comment',
  /** server → audience: the room's like count (at most one per room per 500 ms). */
  liveLikes: 'live:likes',
  /** server → audience: viewers now (at most one per room per second). */
  liveViewers: 'live:viewers',
  /** server → audience: the room went live or ended. */
  liveState: 'live:state',
  /** server → audience: the pinned goods changed (null: none pinned). */
  livePinned: 'live:pinned',
  /** server → user and chat agents: a chat message was stored (docs/api-chat.md). */
  chatMessage: 'chat:message',
  /** server → user and chat agents: a side's delivered/read cursors moved (docs/api-chat.md). */
  chatState: 'chat:state',
  // --- issue 18 part A (slots): low-stock alerts, terminal identity ---
  /** server → merchant and cabinet rooms: a slot's low-stock alert was raised or cleared. */
  cabinetAlert: 'cabinet:alert',
  // issue 18, part B (courier)
  /** server → merchant: a line of a restock work order was done, or the order finished. */
  restockProgress: 'restock:progress',
  /** server → merchant: an abnormal record was raised or handled. */
  abnormalChanged: 'abnormal:changed',
  // issue 20: the operator console
  /** server → operators whose role may see a topic: something of that topic changed. */
  opsChanged: 'ops:changed',
  // issue 23 (couriers, cabinets)
  /** server → a courier's room: an operator changed the cabinets it serves; the kiosk re-reads. */
  courierCabinets: 'courier:cabinets',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export interface HelloPayload {
  role: 'user' | 'merchant' | 'guest' | 'operator';
  id: number | null;
  /** server time, Unix seconds */
  time: number;
}
export interface CartCountPayload {
  cart_count: number;
}
export interface MessagePayload {
  id: number;
  title: string;
  /** system | order | promo | account (docs/api-messages.md) */
  category: string;
  /** text, at most 200 characters (the banner's) */
  body: string;
  /** in-app route path (`pages/...`) or null */
  link: string | null;
  created_at: number;
  /** the user's unread messages after this one: total and per category (no extra call) */
  unread_total: number;
  unread: Record<string, number>;
}
export interface SessionRevokedPayload {
  reason: 'logout' | 'revoked';
}
export interface StockChangedPayload {
  /** the cabinet of the location; null for the warehouse */
  cabinet_id: number | null;
  location_id: number;
  sku_id: number;
  quantity: number;
  delta: number;
  reason: string;
  ledger_id: number;
  /** Unix seconds */
  at: number;
}
export interface MerchantOrderPayload {
  order_id: number;
  status: number;
}

export interface CabinetOrderPayload {
  order_id: number;
  cabinet_id: number;
  /** 0 unpaid | 1 paid | 2 cancelled */
  status: number;
  /** fen */
  amount: number;
}
export interface PurchaseOrderPayload {
  order_id: number;
  /** 0 unpaid | 1 paid | 2 received | 3 cancelled */
  status: number;
}

export interface ChatMessagePayload {
  conversation_id: number;
  user_id: number;
  message: ChatMessage;
}
export interface ChatStatePayload {
  conversation_id: number;
  user_id: number;
  /** whose messages the cursors are about */
  side: 'user' | 'service';
  delivered_id: number;
  read_id: number;
  /** the reader's unread count after the change */
  unread: number;
}

export interface LiveLikesPayload {
  room_id: number;
  like_count: number;
}
export interface LiveViewersPayload {
  room_id: number;
  viewers: number;
}
export interface LiveStatePayload {
  room_id: number;
  state: LiveState;
}
export interface LivePinnedPayload {
  room_id: number;
  goods: LiveRoomGoods | null;
}

export interface ServerToClientEvents {
  [EVENTS.hello]: (p: HelloPayload) => void;
  [EVENTS.cartCount]: (p: CartCountPayload) => void;
  [EVENTS.message]: (p: MessagePayload) => void;
  [EVENTS.sessionRevoked]: (p: SessionRevokedPayload) => void;
  [EVENTS.stockChanged]: (p: StockChangedPayload) => void;
  [EVENTS.merchantOrder]: (p: MerchantOrderPayload) => void;
  [EVENTS.cabinetOrder]: (p: CabinetOrderPayload) => void;
  [EVENTS.purchaseOrder]: (p: PurchaseOrderPayload) => void;
  [EVENTS.chatMessage]: (p: ChatMessagePayload) => void;
  [EVENTS.chatState]: (p: ChatStatePayload) => void;
  [EVENTS.liveComment]: (p: LiveComment) => void;
  [EVENTS.liveLikes]: (p: LiveLikesPayload) => void;
  [EVENTS.liveViewers]: (p: LiveViewersPayload) => void;
  [EVENTS.liveState]: (p: LiveStatePayload) => void;
  [EVENTS.livePinned]: (p: LivePinnedPayload) => void;
  [EVENTS.restockProgress]: (p: RestockProgressPayload) => void;
  [EVENTS.abnormalChanged]: (p: AbnormalChangedPayload) => void;
}

/**
 * client → server events (live rooms; docs/api-live.md). Everything else a client sends goes
 * over HTTP (chat messages too: idempotent by client id, then pushed to the receivers).
 */
export const CLIENT_EVENTS = {
  /** join a live room's audience (guests too); ack answers ok or a message */
  liveJoin: 'live:join',
  /** leave a live room's audience */
  liveLeave: 'live:leave',
  // --- issue 18 part A (slots) ---
  /** kiosk → server: the terminal reports itself after connect (TerminalHelloPayload) */
  terminalHello: 'terminal:hello',
} as const;

export interface LiveJoinAck {
  ok: boolean;
  message?: string;
  /** viewers in the room after joining */
  viewers?: number;
}
export interface ClientToServerEvents {
  [CLIENT_EVENTS.liveJoin]: (p: { room_id: number }, ack: (r: LiveJoinAck) => void) => void;
  [CLIENT_EVENTS.liveLeave]: (p: { room_id: number }) => void;
}

/** Handshake `auth` of a socket (a kiosk names its cabinet to join that cabinet's room). */
export interface SocketAuth {
  token: string;
  /** 'operator': an operator console session (issue 20), rooms by permission */
  role: 'user' | 'merchant' | 'operator';
  cabinet_id?: number;
  /** a kiosk's terminal id: a merchant session only connects from the terminal it logged in on */
  terminal_id?: string;
}

/** Rooms a socket joins after authentication. */
export const userRoom = (id: number): string => `user:${id}`;
export const merchantRoom = (id: number): string => `merchant:${id}`;
/** Room of one cabinet (kiosk screens of that cabinet); stock events go to it too. */
export const cabinetRoom = (id: number): string => `cabinet:${id}`;
/** Room of a live room's audience (joined with CLIENT_EVENTS.liveJoin). */
export const liveRoom = (id: number): string => `live:${id}`;

// --- issue 18 part A (slots): low-stock alerts, terminal identity ---
export interface CabinetAlertPayload {
  alert_id: number;
  cabinet_id: number;
  location_id: number;
  sku_id: number;
  /** low | empty */
  kind: string;
  quantity: number;
  reorder_level: number;
  /** 0 open (raised) | 2 cleared */
  status: number;
  at: number;
}
export interface TerminalHelloPayload {
  cabinet_id: number | null;
  app_version: string;
  terminal_id: string;
}
export interface ServerToClientEvents {
  [EVENTS.cabinetAlert]: (p: CabinetAlertPayload) => void;
}
export interface ClientToServerEvents {
  [CLIENT_EVENTS.terminalHello]: (p: TerminalHelloPayload) => void;
}

// --- issue 18, part B (courier): work order progress and abnormal records ---
export interface RestockProgressPayload {
  /** the work order (restock record) */
  id: number;
  cabinet_id: number;
  courier_id: number | null;
  /** the line just done (null: the order was finished) */
  line_id: number | null;
  lines_done: number;
  lines_total: number;
  /** 0 open | 1 finished */
  status: number;
  at: number;
}

export interface AbnormalChangedPayload {
  id: number;
  /** 0 open | 1 resolved | 2 compensated */
  status: number;
  at: number;
}

// --- issue 18 follow-up (fixes): a courier's own room ---
/**
 * Room of one courier's sockets: a courier session never joins its merchant's room, only this
 * one and the rooms of the cabinets where it has an open work order. Its work orders' progress
 * and new assignments are emitted here.
 */
export const courierRoom = (id: number): string => `courier:${id}`;

// --- issue 20: the operator console's rooms and its one event ---
/**
 * What changed, for the console to re-read (the event carries no figures: each screen fetches
 * what its operator may see through the guarded API). `orders`: an order was placed, paid,
 * shipped, cancelled; `aftersale`: an after-sale was opened or moved; `withdrawals`: a withdrawal
 * was requested or settled; `service`: a chat message or complaint for the platform; `catalogue`:
 * goods, categories or stock changed; `users`: an account was restricted or its rights changed;
 * `moderation` (issue 23): an item entered or left a moderation queue (a live room submitted or
 * decided, a feed post held, reported or decided, a local shop application submitted or
 * decided); `cabinets` (issue 23): a cabinet's live state changed (stock, terminal contact);
 * `promo` (issue 23 gaps): an activity, coupon template, coupon issue or sign-in / full-reduction
 * rule changed; `content` (issue 23 gaps): a banner, the zone grid, notices, an article, an
 * announcement, an agreement, hot words, the service switch or the group-gift zone changed.
 */
export const OPS_TOPICS = [
  'orders',
  'aftersale',
  'withdrawals',
  'service',
  'catalogue',
  'users',
  'moderation',
  'cabinets',
  // issue 23 gaps (coupons, live lists)
  'promo',
  'content',
] as const;
export type OpsTopic = (typeof OPS_TOPICS)[number];
export interface OpsChangedPayload {
  topic: OpsTopic;
  /** the object that changed (order id, after-sale id, …), when one */
  id: number | null;
  at: number;
}
/** Room of the operators whose role has `permission` (joined after the token check). */
export const opsRoom = (permission: string): string => `ops:${permission}`;
export interface ServerToClientEvents {
  [EVENTS.opsChanged]: (p: OpsChangedPayload) => void;
}

// --- issue 23 (couriers, cabinets): an operator changed the cabinets a courier serves ---
export interface CourierCabinetsPayload {
  courier_id: number;
  /** the cabinets it serves now */
  cabinet_ids: number[];
  at: number;
}
export interface ServerToClientEvents {
  [EVENTS.courierCabinets]: (p: CourierCabinetsPayload) => void;
}
