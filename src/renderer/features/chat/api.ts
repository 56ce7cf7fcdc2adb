/**
 * Customer chat, service inbox and complaints (docs/api-chat.md). Consumer calls go through
 * the consumer wrapper (403/422 toast and reject), the inbox through the merchant wrapper
 * (HTTP 422 modal, 401 merchant login). Money in fen, times Unix seconds.
 */
import type { CHAT, COMPLAINT, ComplaintType } from '../../../shared/contract/chat';
import { http, merchantHttp } from '../../core/api/client';

export type {
  ChatCard,
  ChatConversation,
  ChatCursors,
  ChatHistory,
  ChatMessage,
  ChatSendResult,
  Complaint,
  ComplaintType,
} from '../../../shared/contract/chat';

const LOGIN = { loginRequired: true } as const;

export interface HistoryQuery {
  before_id?: number;
  after_id?: number;
  limit?: number;
}

export type SendBody =
  | { client_id: string; type: 'text' | 'image'; content: string }
  | { client_id: string; type: 'goods'; goods_id: number }
  | { client_id: string; type: 'order'; order_id: number };

export const history = (q: HistoryQuery = {}) =>
  http().call<typeof CHAT.history>('GET', 'api/service/history_message', { ...q }, LOGIN);

export const send = (body: SendBody) =>
  http().call<typeof CHAT.send>('POST', 'api/service/send', { ...body }, LOGIN);

export const markRead = (upToId: number) =>
  http().call<typeof CHAT.read>('POST', 'api/service/read', { up_to_id: upToId }, LOGIN);

export const markDelivered = (upToId: number) =>
  http().call<typeof CHAT.delivered>('POST', 'api/service/delivered', { up_to_id: upToId }, LOGIN);

export const card = (q: { goods_id: number } | { order_id: number }) =>
  http().call<typeof CHAT.card>('GET', 'api/service/card', { ...q }, LOGIN);

export const unread = () => http().call<typeof CHAT.unread>('GET', 'api/service/unread', {}, LOGIN);

// --- complaints ---

export const addComplaint = (v: {
  client_id: string;
  type: ComplaintType;
  content: string;
  images: string[];
  phone: string;
}) =>
  http().call<typeof COMPLAINT.add>(
    'POST',
    'api/complain/add',
    { ...v, images: v.images.join(',') },
    LOGIN,
  );

export const complaints = (page: number, limit = 10) =>
  http().call<typeof COMPLAINT.list>('GET', 'api/complain/list', { page, limit }, LOGIN);

// --- service inbox (merchant, chat agents) ---

export const inboxConversations = (page: number, limit = 20) =>
  merchantHttp().call<typeof CHAT.adminConversations>('GET', 'api/admin/service/conversations', {
    page,
    limit,
  });

export const inboxMessages = (conversationId: number, q: HistoryQuery = {}) =>
  merchantHttp().call<typeof CHAT.adminMessages>('GET', 'api/admin/service/messages', {
    conversation_id: conversationId,
    ...q,
  });

export const inboxSend = (conversationId: number, clientId: string, content: string) =>
  merchantHttp().call<typeof CHAT.adminSend>('POST', 'api/admin/service/send', {
    conversation_id: conversationId,
    client_id: clientId,
    type: 'text',
    content,
  });

export const inboxRead = (conversationId: number, upToId: number) =>
  merchantHttp().call<typeof CHAT.adminRead>('POST', 'api/admin/service/read', {
    conversation_id: conversationId,
    up_to_id: upToId,
  });

export const inboxDelivered = (conversationId: number, upToId: number) =>
  merchantHttp().call<typeof CHAT.adminDelivered>('POST', 'api/admin/service/delivered', {
    conversation_id: conversationId,
    up_to_id: upToId,
  });
