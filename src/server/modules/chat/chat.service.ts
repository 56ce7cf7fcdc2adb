/**
 * Customer chat (docs/api-chat.md): one conversation per user, messages idempotent by
 * `client_id`, delivered/read cursors per side that only grow, socket events after commit to
 * the user's room and every chat agent's merchant room.
 */
import { sql, type Selectable } from 'kysely';
import {
  CHAT_PAGE,
  type ChatCard,
  type ChatConversation,
  type ChatCursors,
  type ChatHistory,
  type ChatMessage,
  type ChatSender,
  type ChatType,
  type Paged,
} from '../../../shared/contract/chat';
import { EVENTS, merchantRoom, userRoom, type ChatStatePayload } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { ChatConversationsTable, ChatMessagesTable } from '../../db/schema';
import { maskMobile } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';

export type Conversation = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable>;

export const other = (side: ChatSender): ChatSender => (side === 'user' ? 'service' : 'user');

/** The reader's cursors over the other side's messages. */
function cursorsOf(c: Conversation, reader: ChatSender): { delivered: number; read: number } {
  return reader === 'user'
    ? { delivered: c.user_delivered_id, read: c.user_read_id }
    : { delivered: c.service_delivered_id, read: c.service_read_id };
}

function parseCard(json: string): ChatCard | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ChatCard;
  } catch {
    return null;
  }
}

/** A message as `viewer` sees it: the state of the viewer's own messages from the peer cursors. */
export function toMessage(row: MessageRow, viewer: ChatSender, c: Conversation): ChatMessage {
  let state: ChatMessage['state'] = 'sent';
  if (row.sender === viewer) {
    const peer = cursorsOf(c, other(viewer));
    if (row.id <= peer.read) state = 'read';
    else if (row.id <= peer.delivered) state = 'delivered';
  }
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    client_id: row.client_id,
    sender: row.sender,
    type: row.type,
    content: row.content,
    card: parseCard(row.card),
    created_at: Number(row.created_at),
    state,
  };
}

export async function conversationOfUser(
  db: Executor,
  userId: number,
): Promise<Conversation | undefined> {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function conversationById(
  db: Executor,
  id: number,
): Promise<Conversation | undefined> {
  return db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function agentIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('chat_agents').select('merchant_id').execute();
  return rows.map((r) => r.merchant_id);
}

export async function isAgent(db: Executor, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_agents')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The rooms a conversation's events go to: its user and every chat agent. */
async function rooms(db: Executor, userId: number): Promise<string[]> {
  return [userRoom(userId), ...(await agentIds(db)).map(merchantRoom)];
}

/** Messages of the reader's peer that the reader has not read. */
export async function unreadOf(db: Executor, c: Conversation, reader: ChatSender): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', c.id)
    .where('sender', '=', other(reader))
    .where('id', '>', cursorsOf(c, reader).read)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface HistoryQuery {
  before_id?: number;
  after_id?: number;
  limit?: number;
}

/**
 * A page of a conversation for `viewer`, ascending by id. Fetching marks the peer's messages in
 * the page delivered to the viewer (emitting `chat:state` when the cursor moved).
 */
export async function history(
  app: AppContext,
  c: Conversation | undefined,
  viewer: ChatSender,
  q: HistoryQuery,
): Promise<ChatHistory> {
  const { db } = app.database;
  if (!c) {
    return {
      list: [],
      has_more: false,
      conversation_id: 0,
      peer_delivered_id: 0,
      peer_read_id: 0,
      unread: 0,
    };
  }
  const limit = q.limit ?? CHAT_PAGE;
  let query = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', c.id);
  let rows: MessageRow[];
  let hasMore: boolean;
  if (q.after_id !== undefined) {
    query = query.where('id', '>', q.after_id).orderBy('id', 'asc');
    rows = await query.limit(limit + 1).execute();
    hasMore = rows.length > limit;
    rows = rows.slice(0, limit);
  } else {
    if (q.before_id !== undefined) query = query.where('id', '<', q.before_id);
    rows = await query
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    hasMore = rows.length > limit;
    rows = rows.slice(0, limit).reverse();
  }
  const peer = other(viewer);
  const newestPeer = rows.reduce((m, r) => (r.sender === peer && r.id > m ? r.id : m), 0);
  let conv = c;
  if (newestPeer > cursorsOf(c, viewer).delivered) {
    conv = (await moveCursors(app, c, viewer, 'delivered', newestPeer)).conversation;
  }
  const peerCursors = cursorsOf(conv, peer);
  return {
    list: rows.map((r) => toMessage(r, viewer, conv)),
    has_more: hasMore,
    conversation_id: conv.id,
    peer_delivered_id: peerCursors.delivered,
    peer_read_id: peerCursors.read,
    unread: await unreadOf(db, conv, viewer),
  };
}

/**
 * Moves the reader's delivered (and for `read` also read) cursor forward to `upTo`, clamped to
 * the newest peer message. Conditional updates: a cursor never moves back. Emits `chat:state`
 * (side = the peer, whose messages changed state) when something moved.
 */
export async function moveCursors(
  app: AppContext,
  c: Conversation,
  reader: ChatSender,
  kind: 'delivered' | 'read',
  upTo: number,
): Promise<{ conversation: Conversation; cursors: ChatCursors }> {
  const { db } = app.database;
  const peer = other(reader);
  const newest = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .where('conversation_id', '=', c.id)
    .where('sender', '=', peer)
    .where('id', '<=', upTo)
    .executeTakeFirst();
  const target = Number(newest?.id ?? 0);
  const deliveredCol = reader === 'user' ? 'user_delivered_id' : 'service_delivered_id';
  const readCol = reader === 'user' ? 'user_read_id' : 'service_read_id';
  let moved = false;
  if (target > 0) {
    const d = await db
      .updateTable('chat_conversations')
      .set({ [deliveredCol]: target })
      .where('id', '=', c.id)
      .where(deliveredCol, '<', target)
      .executeTakeFirst();
    moved = Number(d.numUpdatedRows) > 0;
    if (kind === 'read') {
      const r = await db
        .updateTable('chat_conversations')
        .set({ [readCol]: target })
        .where('id', '=', c.id)
        .where(readCol, '<', target)
        .executeTakeFirst();
      moved = moved || Number(r.numUpdatedRows) > 0;
    }
  }
  const conv = (await conversationById(db, c.id)) ?? c;
  const mine = cursorsOf(conv, reader);
  const unread = await unreadOf(db, conv, reader);
  if (moved) {
    const payload: ChatStatePayload = {
      conversation_id: conv.id,
      user_id: conv.user_id,
      side: peer,
      delivered_id: mine.delivered,
      read_id: mine.read,
      unread,
    };
    const to = await rooms(db, conv.user_id);
    app.io?.to(to).emit(EVENTS.chatState, payload);
  }
  return {
    conversation: conv,
    cursors: { delivered_id: mine.delivered, read_id: mine.read, unread },
  };
}

export interface NewMessage {
  sender: ChatSender;
  senderId: number;
  clientId: string;
  type: ChatType;
  content: string;
  card: ChatCard | null;
}

/** The conversation of a user, created on the first message (a concurrent create is reused). */
export async function ensureConversation(app: AppContext, userId: number): Promise<Conversation> {
  const { db } = app.database;
  const found = await conversationOfUser(db, userId);
  if (found) return found;
  try {
    await db
      .insertInto('chat_conversations')
      .values({ user_id: userId, last_at: app.clock.now(), created_at: app.clock.now() })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const row = await conversationOfUser(db, userId);
  if (!row) throw new Error('chat conversation not created');
  return row;
}

async function byClientId(
  db: Executor,
  conversationId: number,
  sender: ChatSender,
  clientId: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The id of the user's message with `clientId` in the conversation, when it arrived. */
export function userMessageIdByClientId(
  db: Executor,
  conversationId: number,
  clientId: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', 'user')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Stores one message (once per client id: a repeat answers the stored one, duplicate true),
 * moves the conversation's last message, and after the commit emits `chat:message`.
 */
export async function storeMessage(
  app: AppContext,
  c: Conversation,
  m: NewMessage,
  /** issue 20 (service): more writes in the message's transaction (the operator's audit row) */
  inTx?: (tx: Executor, message: MessageRow) => Promise<void>,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const { db } = app.database;
  const existing = await byClientId(db, c.id, m.sender, m.clientId);
  if (existing) return { message: toMessage(existing, m.sender, c), duplicate: true };
  const now = app.clock.now();
  let row: MessageRow;
  try {
    row = await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('chat_messages')
        .values({
          conversation_id: c.id,
          sender: m.sender,
          sender_id: m.senderId,
          client_id: m.clientId,
          type: m.type,
          content: m.content,
          card: m.card ? JSON.stringify(m.card) : '',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('chat_conversations')
        .set({ last_message_id: inserted.id, last_at: now })
        .where('id', '=', c.id)
        .where('last_message_id', '<', inserted.id)
        .execute();
      if (inTx) await inTx(tx, inserted);
      return inserted;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // the same client id raced in another request: answer the stored one
    const again = await byClientId(db, c.id, m.sender, m.clientId);
    if (!again) throw err;
    return { message: toMessage(again, m.sender, c), duplicate: true };
  }
  const conv = (await conversationById(db, c.id)) ?? c;
  const message = toMessage(row, m.sender, conv);
  const to = await rooms(db, conv.user_id);
  app.io?.to(to).emit(EVENTS.chatMessage, {
    conversation_id: conv.id,
    user_id: conv.user_id,
    message,
  });
  return { message, duplicate: false };
}

/** A goods card snapshot; null when the goods does not exist or is off the shelf. */
export async function goodsCard(db: Executor, goodsId: number): Promise<ChatCard | null> {
  const g = await db
    .selectFrom('goods')
    .select(['id', 'title', 'image', 'price'])
    .where('id', '=', goodsId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!g) return null;
  return { kind: 'goods', goods_id: g.id, title: g.title, image: g.image, price: Number(g.price) };
}

/**
 * An order card snapshot: 'missing' when there is no such order, 'other' when it belongs to
 * another user (nothing about it is answered).
 */
export async function orderCard(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<ChatCard | 'missing' | 'other'> {
  const o = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'order_sn', 'pay_amount', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) return 'missing';
  if (o.user_id !== userId) return 'other';
  const items = await db
    .selectFrom('order_items')
    .select(['title', 'image', 'quantity'])
    .where('order_id', '=', o.id)
    .orderBy('id')
    .execute();
  return {
    kind: 'order',
    order_id: o.id,
    order_sn: o.order_sn,
    title: items[0]?.title ?? o.order_sn,
    image: items[0]?.image ?? '',
    item_count: items.reduce((n, i) => n + Number(i.quantity), 0),
    pay_amount: Number(o.pay_amount),
    status: o.status,
  };
}

/**
 * The service inbox: conversations with at least one message, the latest first, each with its
 * user (mobile masked), its last message as the service sees it and the service's unread count.
 */
export async function conversationList(
  db: Executor,
  q: { page: number; limit: number },
): Promise<Paged<ChatConversation>> {
  const total = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('last_message_id', '>', 0)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select([
      'u.nickname',
      'u.avatar',
      'u.mobile',
      sql<number>`(select count(*) from chat_messages m where m.conversation_id = c.id and m.sender = 'user' and m.id > c.service_read_id)`.as(
        'unread',
      ),
    ])
    .where('c.last_message_id', '>', 0)
    .orderBy('c.last_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const lastIds = rows.map((r) => r.last_message_id);
  const lasts = lastIds.length
    ? await db.selectFrom('chat_messages').selectAll().where('id', 'in', lastIds).execute()
    : [];
  const byId = new Map(lasts.map((m) => [m.id, m]));
  const list: ChatConversation[] = rows.map((r) => {
    const conv: Conversation = {
      id: r.id,
      user_id: r.user_id,
      last_message_id: r.last_message_id,
      last_at: r.last_at,
      user_delivered_id: r.user_delivered_id,
      user_read_id: r.user_read_id,
      service_delivered_id: r.service_delivered_id,
      service_read_id: r.service_read_id,
      created_at: r.created_at,
    };
    const last = byId.get(r.last_message_id);
    return {
      id: r.id,
      user: {
        id: r.user_id,
        nickname: r.nickname,
        avatar: r.avatar,
        mobile: maskMobile(r.mobile),
      },
      last_message: last ? toMessage(last, 'service', conv) : null,
      last_at: Number(r.last_at),
      unread: Number(r.unread),
    };
  });
  return { list, total: Number(total.n), page: q.page, limit: q.limit };
}
