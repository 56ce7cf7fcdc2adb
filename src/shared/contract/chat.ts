/**
 * Customer chat, service inbox and complaints (docs/api-chat.md): request schemas (server
 * validation, client types) and answer types. Money in fen, times Unix seconds.
 */
import { z } from 'zod';
import { isMobile } from '../rules/validate';
import { route } from './route';
import { id, imageList, intIn, paging } from './schemas';

export const CHAT_PAGE = 20;
export const CHAT_TEXT_MAX = 1000;
export const CHAT_TYPES = ['text', 'image', 'goods', 'order'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export type ChatSender = 'user' | 'service';
export type ChatState = 'sent' | 'delivered' | 'read';

export const COMPLAINT_TYPES = [
  'goods',
  'logistics',
  'service',
  'app',
  'suggestion',
  'other',
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const COMPLAINT_MIN = 10;
export const COMPLAINT_MAX = 500;
export const COMPLAINT_IMAGES_MAX = 4;
/** complaints per user and China day */
export const COMPLAINT_DAILY_LIMIT = 10;
/** 0 received | 1 processing | 2 replied | 3 closed (by an operator, issue 20 service) */
export type ComplaintStatus = 0 | 1 | 2 | 3;

/** A client-generated id that makes a send idempotent. */
export const clientId = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid');

const upToId = z.object({ up_to_id: id });
const cursors = {
  before_id: id.optional(),
  after_id: z.preprocess((v) => (v === '' ? undefined : v), intIn(0, 2 ** 31 - 1).optional()),
  limit: intIn(1, 50).default(CHAT_PAGE),
};
const oneCursor = (v: { before_id?: number; after_id?: number }) =>
  v.before_id === undefined || v.after_id === undefined;

export const chatHistoryInput = z
  .object(cursors)
  .refine(oneCursor, { message: 'invalid', path: ['after_id'] });

export const chatSendInput = z
  .object({
    client_id: clientId,
    type: z.enum(CHAT_TYPES),
    content: z.string().trim().max(CHAT_TEXT_MAX).default(''),
    goods_id: id.optional(),
    order_id: id.optional(),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', message: 'required', path: [path] });
    };
    if (v.type === 'text' || v.type === 'image') need(v.content !== '', 'content');
    if (v.type === 'goods') need(v.goods_id !== undefined, 'goods_id');
    if (v.type === 'order') need(v.order_id !== undefined, 'order_id');
  });
export type ChatSendInput = z.input<typeof chatSendInput>;

export const chatReadInput = upToId;
export const chatCardInput = z
  .object({ goods_id: id.optional(), order_id: id.optional() })
  .refine((v) => (v.goods_id === undefined) !== (v.order_id === undefined), {
    message: 'required',
    path: ['goods_id'],
  });

export const adminConversationsInput = z.object({ ...paging, limit: intIn(1, 50).default(20) });
export const adminMessagesInput = z
  .object({ conversation_id: id, ...cursors })
  .refine(oneCursor, { message: 'invalid', path: ['after_id'] });
export const adminSendInput = z.object({
  conversation_id: id,
  client_id: clientId,
  type: z.enum(['text']).default('text'),
  content: z.string({ error: 'required' }).trim().min(1).max(CHAT_TEXT_MAX),
});
export const adminReadInput = z.object({ conversation_id: id, up_to_id: id });

export const complaintAddInput = z.object({
  client_id: clientId,
  type: z.enum(COMPLAINT_TYPES),
  content: z.string({ error: 'required' }).trim().min(COMPLAINT_MIN, 'invalid').max(COMPLAINT_MAX),
  images: imageList
    .refine((l) => l.length <= COMPLAINT_IMAGES_MAX, { message: 'invalid' })
    .default([]),
  phone: z
    .string()
    .trim()
    .refine((s) => s === '' || isMobile(s), { message: 'invalid mobile number' })
    .default(''),
});
export type ComplaintAddInput = z.input<typeof complaintAddInput>;
export const complaintListInput = z.object(paging);
export const complaintDetailInput = z.object({ id });

// --- answers ---

export type ChatCard =
  | { kind: 'goods'; goods_id: number; title: string; image: string; price: number }
  | {
      kind: 'order';
      order_id: number;
      order_sn: string;
      title: string;
      image: string;
      item_count: number;
      pay_amount: number;
      status: number;
    };

export interface ChatMessage {
  id: number;
  conversation_id: number;
  client_id: string;
  sender: ChatSender;
  type: ChatType;
  /** text, or the image URL; '' for cards */
  content: string;
  card: ChatCard | null;
  created_at: number;
  /** state of the asker's own messages; the other side's answer 'sent' */
  state: ChatState;
}

export interface ChatHistory {
  list: ChatMessage[];
  has_more: boolean;
  /** 0 before the first message */
  conversation_id: number;
  /** the other side's cursors over my messages */
  peer_delivered_id: number;
  peer_read_id: number;
  /** the other side's messages I have not read */
  unread: number;
}

export interface ChatSendResult {
  message: ChatMessage;
  duplicate: boolean;
}

export interface ChatCursors {
  read_id: number;
  delivered_id: number;
  unread: number;
}

export interface ChatConversation {
  id: number;
  user: { id: number; nickname: string; avatar: string; mobile: string };
  last_message: ChatMessage | null;
  last_at: number;
  unread: number;
}

export interface Complaint {
  id: number;
  type: ComplaintType;
  content: string;
  images: string[];
  phone: string;
  status: ComplaintStatus;
  reply: string;
  created_at: number;
  updated_at: number;
}

export interface ComplaintAddResult {
  complaint: Complaint;
  duplicate: boolean;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface ChatUnread {
  unread: number;
}

export const CHAT = {
  history: route<ChatHistory>()('/api/service/history_message', chatHistoryInput),
  /** idempotent by `client_id`: a repeat answers the stored message with `duplicate: true` */
  send: route<ChatSendResult>()('/api/service/send', chatSendInput),
  read: route<ChatCursors>()('/api/service/read', chatReadInput),
  delivered: route<ChatCursors>()('/api/service/delivered', chatReadInput),
  card: route<ChatCard>()('/api/service/card', chatCardInput),
  /** the service's messages the user has not read (entry badges) */
  unread: route<ChatUnread>()('/api/service/unread', z.object({})),
  // --- service inbox (merchant wrapper, chat agents only) ---
  adminConversations: route<Paged<ChatConversation>>()(
    '/api/admin/service/conversations',
    adminConversationsInput,
  ),
  adminMessages: route<ChatHistory>()('/api/admin/service/messages', adminMessagesInput),
  adminSend: route<ChatSendResult>()('/api/admin/service/send', adminSendInput),
  adminRead: route<ChatCursors>()('/api/admin/service/read', adminReadInput),
  adminDelivered: route<ChatCursors>()('/api/admin/service/delivered', adminReadInput),
};

export const COMPLAINT = {
  /** idempotent by `client_id`; images are the user's own uploads */
  add: route<ComplaintAddResult>()('/api/complain/add', complaintAddInput),
  list: route<Paged<Complaint>>()('/api/complain/list', complaintListInput),
  detail: route<Complaint>()('/api/complain/detail', complaintDetailInput),
};
