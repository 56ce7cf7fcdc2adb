/**
 * Customer chat, service inbox and complaints (docs/api-chat.md). Consumer calls go through
 * the consumer wrapper (403/422 toast and reject), the inbox through the merchant wrapper
 * (HTTP 422 modal, 401 merchant login). Money in fen, times Unix seconds.
 */
import type {
  ChatCard,
  ChatConversation,
  ChatCursors,
  ChatHistory,
  ChatSendResult,
  Complaint,
  ComplaintAddResult,
  ComplaintType,
  Paged,
} from '../../../shared/contract/chat';
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
  http().get<ChatHistory>('api/service/history_message', { ...q }, LOGIN);

export const send = (body: SendBody) =>
  http().post<ChatSendResult>('api/service/send', { ...body }, LOGIN);

export const markRead = (upToId: number) =>
  http().post<ChatCursors>('api/service/read', { up_to_id: upToId }, LOGIN);

export const markDelivered = (upToId: number) =>
  http().post<ChatCursors>('api/service/delivered', { up_to_id: upToId }, LOGIN);

export const card = (q: { goods_id: number } | { order_id: number }) =>
  http().get<ChatCard>('api/service/card', { ...q }, LOGIN);

export const unread = () => http().get<{ unread: number }>('api/service/unread', {}, LOGIN);

// --- complaints ---

export const addComplaint = (v: {
  client_id: string;
  type: ComplaintType;
  content: string;
  images: string[];
  phone: string;
}) =>
  http().post<ComplaintAddResult>('api/complain/add', { ...v, images: v.images.join(',') }, LOGIN);

export const complaints = (page: number, limit = 10) =>
  http().get<Paged<Complaint>>('api/complain/list', { page, limit }, LOGIN);

// --- service inbox (merchant, chat agents) ---

export const inboxConversations = (page: number, limit = 20) =>
  merchantHttp().get<Paged<ChatConversation>>('api/admin/service/conversations', { page, limit });

export const inboxMessages = (conversationId: number, q: HistoryQuery = {}) =>
  merchantHttp().get<ChatHistory>('api/admin/service/messages', {
    conversation_id: conversationId,
    ...q,
  });

export const inboxSend = (conversationId: number, clientId: string, content: string) =>
  merchantHttp().post<ChatSendResult>('api/admin/service/send', {
    conversation_id: conversationId,
    client_id: clientId,
    type: 'text',
    content,
  });

export const inboxRead = (conversationId: number, upToId: number) =>
  merchantHttp().post<ChatCursors>('api/admin/service/read', {
    conversation_id: conversationId,
    up_to_id: upToId,
  });

export const inboxDelivered = (conversationId: number, upToId: number) =>
  merchantHttp().post<ChatCursors>('api/admin/service/delivered', {
    conversation_id: conversationId,
    up_to_id: upToId,
  });
