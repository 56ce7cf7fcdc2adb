/**
 * Customer service in the operator console (issue 20, part `service`).
 *
 * Chat: every `chat_conversations` row is a user's conversation with the PLATFORM's own service
 * (docs/api-chat.md: one conversation per user; merchant chat agents answer the same inbox). The
 * console reads and answers through the chat module's functions (`history`, `storeMessage`,
 * `moveCursors`), so the consumer receives an operator's answer over its socket
 * (`chat:message`) exactly as a chat agent's: `sender: 'service'`, `sender_id` 0 (the platform;
 * the audit row `service.chat_send` names the operator).
 *
 * Complaints: a queue by state (new = received/processing, replied, closed), type, date; a reply
 * (only to a new one: a conditional update, so two operators cannot both answer) is what the
 * consumer's complaint screen shows; closing ends it. Both audited in their transaction, and the
 * consoles hear `service`.
 */
import type { ChatConversation, ChatHistory, ComplaintType } from '../../../shared/contract/chat';
import type { ListData } from '../../../shared/contract/envelope';
import type { OpsComplaint } from '../../../shared/contract/ops-service';
import type { z } from 'zod';
import type {
  opsComplaintsInput,
  opsServiceConversationsInput,
  opsServiceMessagesInput,
  opsServiceSendInput,
} from '../../../shared/contract/ops-service';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { maskMobile } from '../../lib/crypto';
import { notifyOps } from '../../lib/ops-events';
import { invalid, locked } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import {
  conversationById,
  history,
  moveCursors,
  storeMessage,
  toMessage,
  type Conversation,
} from '../chat/chat.service';
import {
  closeComplaint,
  complaintQueue,
  complaintWithUser,
  inboxPage,
  messagesByIds,
  replyComplaint,
  type ComplaintRow,
} from './service.repository';

/** The platform's own service signs the console's answers (no merchant id). */
export const PLATFORM_SENDER_ID = 0;

export async function serviceConversations(
  app: AppContext,
  q: z.output<typeof opsServiceConversationsInput>,
): Promise<ListData<ChatConversation>> {
  const { db } = app.database;
  const { total, rows } = await inboxPage(db, q);
  const lasts = new Map(
    (
      await messagesByIds(
        db,
        rows.map((r) => r.last_message_id),
      )
    ).map((m) => [m.id, m]),
  );
  const list = rows.map((r): ChatConversation => {
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
    const last = lasts.get(r.last_message_id);
    return {
      id: r.id,
      user: { id: r.user_id, nickname: r.nickname, avatar: r.avatar, mobile: maskMobile(r.mobile) },
      last_message: last ? toMessage(last, 'service', conv) : null,
      last_at: Number(r.last_at),
      unread: Number(r.unread),
    };
  });
  return { list, total, page: q.page, limit: q.limit };
}

async function conversationFor(app: AppContext, lang: Lang, id: number): Promise<Conversation> {
  const c = await conversationById(app.database.db, id);
  if (!c) throw invalid(`conversation_id: ${t(lang, 'opsService.conversationNotFound')}`);
  return c;
}

export async function serviceMessages(
  app: AppContext,
  lang: Lang,
  q: z.output<typeof opsServiceMessagesInput>,
): Promise<ChatHistory> {
  const c = await conversationFor(app, lang, q.conversation_id);
  return history(app, c, 'service', q);
}

export async function serviceSend(
  app: AppContext,
  lang: Lang,
  input: z.output<typeof opsServiceSendInput>,
  actor: AuditActor,
) {
  const c = await conversationFor(app, lang, input.conversation_id);
  const sent = await storeMessage(
    app,
    c,
    {
      sender: 'service',
      senderId: PLATFORM_SENDER_ID,
      clientId: input.client_id,
      type: input.type,
      content: input.content,
      card: null,
    },
    (tx, row) =>
      recordAudit(tx, actor, {
        action: 'service.chat_send',
        object_type: 'chat_conversation',
        object_id: c.id,
        before: null,
        after: { message_id: row.id, user_id: c.user_id, type: row.type, content: row.content },
      }),
  );
  if (!sent.duplicate) notifyOps(app, 'service', c.id);
  return sent;
}

export async function serviceRead(
  app: AppContext,
  lang: Lang,
  input: { conversation_id: number; up_to_id: number },
) {
  const c = await conversationFor(app, lang, input.conversation_id);
  const { cursors } = await moveCursors(app, c, 'service', 'read', input.up_to_id);
  return cursors;
}

function images(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

function toOpsComplaint(r: ComplaintRow): OpsComplaint {
  return {
    id: r.id,
    type: r.type as ComplaintType,
    content: r.content,
    images: images(r.images),
    phone: r.phone,
    status: r.status as OpsComplaint['status'],
    reply: r.reply,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    user: { id: r.user_id, nickname: r.nickname, mobile: maskMobile(r.mobile) },
    replied_by: r.replied_by,
    replied_by_name: r.replied_by_name ?? '',
    replied_at: Number(r.replied_at),
    closed_at: Number(r.closed_at),
  };
}

export async function complaintList(
  app: AppContext,
  q: z.output<typeof opsComplaintsInput>,
): Promise<ListData<OpsComplaint>> {
  const { total, rows } = await complaintQueue(app.database.db, q);
  return { list: rows.map(toOpsComplaint), total, page: q.page, limit: q.limit };
}

export async function complaintDetail(
  app: AppContext,
  lang: Lang,
  id: number,
): Promise<OpsComplaint> {
  const row = await complaintWithUser(app.database.db, id);
  if (!row) throw invalid(`id: ${t(lang, 'opsService.complaintNotFound')}`);
  return toOpsComplaint(row);
}

const snapshot = (r: ComplaintRow) => ({ status: r.status, reply: r.reply });

/** A write of one complaint: the conditional update and its audit row in one transaction. */
async function complaintWrite(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
  action: 'service.complaint_reply' | 'service.complaint_close',
  update: (tx: Parameters<typeof replyComplaint>[0]) => Promise<boolean>,
): Promise<OpsComplaint> {
  const { db } = app.database;
  const before = await complaintWithUser(db, id);
  if (!before) throw invalid(`id: ${t(lang, 'opsService.complaintNotFound')}`);
  const after = await db.transaction().execute(async (tx) => {
    if (!(await update(tx))) return null;
    const row = await complaintWithUser(tx, id);
    if (!row) return null;
    await recordAudit(tx, actor, {
      action,
      object_type: 'complaint',
      object_id: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return row;
  });
  if (!after) {
    throw locked(
      t(
        lang,
        action === 'service.complaint_reply'
          ? 'opsService.complaintNotOpen'
          : 'opsService.complaintClosed',
      ),
    );
  }
  notifyOps(app, 'service', id);
  return toOpsComplaint(after);
}

export function complaintReply(
  app: AppContext,
  lang: Lang,
  input: { id: number; reply: string },
  operatorId: number,
  actor: AuditActor,
): Promise<OpsComplaint> {
  return complaintWrite(app, lang, input.id, actor, 'service.complaint_reply', (tx) =>
    replyComplaint(tx, { id: input.id, reply: input.reply, operatorId, at: actor.at }),
  );
}

export function complaintClose(
  app: AppContext,
  lang: Lang,
  id: number,
  operatorId: number,
  actor: AuditActor,
): Promise<OpsComplaint> {
  return complaintWrite(app, lang, id, actor, 'service.complaint_close', (tx) =>
    closeComplaint(tx, { id, operatorId, at: actor.at }),
  );
}
