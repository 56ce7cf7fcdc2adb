/**
 * Customer service in the operator console (issue 20, part `service`): the platform's chat
 * inbox (every `chat_conversations` row is a user's conversation with the platform's own
 * service, docs/api-chat.md) and the complaints queue. Reads need `service.read`, writes
 * `service.write`. Operators answer as the platform's service (`sender: 'service'`,
 * `sender_id` 0): the consumer sees "customer service", never an operator's name.
 */
import { z } from 'zod';
import type { ChatConversation, ChatCursors, ChatHistory, ChatSendResult, Complaint } from './chat';
import {
  adminMessagesInput,
  adminReadInput,
  CHAT_TEXT_MAX,
  clientId,
  COMPLAINT_TYPES,
} from './chat';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, page, singleLine } from './schemas';

/** The queue's status filter: new = received or processing (0, 1), replied (2), closed (3). */
export const SERVICE_COMPLAINT_STATES = ['new', 'replied', 'closed'] as const;
export type ServiceComplaintState = (typeof SERVICE_COMPLAINT_STATES)[number];
export const COMPLAINT_REPLY_MAX = 500;
const unixSeconds = intIn(0, 2 ** 40);
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const opsServiceConversationsInput = z.object({
  page,
  limit: intIn(1, 50).default(20),
  /** digits of the user's mobile (a part is enough) */
  mobile: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,11}$/, 'invalid')
      .optional(),
  ),
});
export const opsServiceMessagesInput = adminMessagesInput;
export const opsServiceSendInput = z.object({
  conversation_id: id,
  client_id: clientId,
  /** the console answers in text (operators have no upload of their own) */
  type: z.enum(['text']).default('text'),
  content: z.string({ error: 'required' }).trim().min(1).max(CHAT_TEXT_MAX),
});
export type OpsServiceSendInput = z.input<typeof opsServiceSendInput>;
export const opsServiceReadInput = adminReadInput;

export const opsComplaintsInput = z.object({
  page,
  limit: intIn(1, 100).default(20),
  status: z.preprocess(blankToUndefined, z.enum(SERVICE_COMPLAINT_STATES).optional()),
  type: z.preprocess(blankToUndefined, z.enum(COMPLAINT_TYPES).optional()),
  /** Unix seconds, inclusive */
  from: z.preprocess(blankToUndefined, unixSeconds.optional()),
  /** Unix seconds, exclusive */
  to: z.preprocess(blankToUndefined, unixSeconds.optional()),
  /** part of the content or the user's mobile */
  q: z.preprocess(blankToUndefined, singleLine(50).optional()),
});
export const opsComplaintInput = z.object({ id });
export const opsComplaintReplyInput = z.object({
  id,
  reply: z.string({ error: 'required' }).trim().min(1).max(COMPLAINT_REPLY_MAX),
});

/** A complaint as the console shows it: the consumer's complaint and who handled it. */
export interface OpsComplaint extends Complaint {
  user: { id: number; nickname: string; mobile: string };
  replied_by: number | null;
  replied_by_name: string;
  replied_at: number;
  closed_at: number;
}

export const OPS_SERVICE = {
  conversations: route<ListData<ChatConversation>>()(
    '/api/ops/service/conversations',
    opsServiceConversationsInput,
  ),
  messages: route<ChatHistory>()('/api/ops/service/messages', opsServiceMessagesInput),
  /** idempotent by `client_id` (a repeat answers the stored message, `duplicate: true`) */
  send: route<ChatSendResult>()('/api/ops/service/send', opsServiceSendInput),
  read: route<ChatCursors>()('/api/ops/service/read', opsServiceReadInput),
  complaints: route<ListData<OpsComplaint>>()('/api/ops/service/complaints', opsComplaintsInput),
  complaint: route<OpsComplaint>()('/api/ops/service/complaint', opsComplaintInput),
  complaintReply: route<OpsComplaint>()('/api/ops/service/complaint/reply', opsComplaintReplyInput),
  complaintClose: route<OpsComplaint>()('/api/ops/service/complaint/close', opsComplaintInput),
};
