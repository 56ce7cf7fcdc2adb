/**
 * The SQL of the console's customer service (issue 20, part `service`): the platform's chat
 * inbox with its search and order, and the complaints queue with its conditional updates.
 */
import { sql, type Selectable } from 'kysely';
import type { ServiceComplaintState } from '../../../shared/contract/ops-service';
import type { Executor } from '../../db';
import type { ChatConversationsTable, ChatMessagesTable, ComplaintsTable } from '../../db/schema';

export type ConversationRow = Selectable<ChatConversationsTable> & {
  nickname: string;
  avatar: string;
  mobile: string;
  unread: number;
};

/** Conversations with at least one message; unread first, then the latest first. */
export async function inboxPage(
  db: Executor,
  q: { page: number; limit: number; mobile?: string | undefined },
): Promise<{ total: number; rows: ConversationRow[] }> {
  let base = db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.last_message_id', '>', 0);
  if (q.mobile) base = base.where('u.mobile', 'like', `%${q.mobile}%`);
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const unread = sql<number>`(select count(*) from chat_messages m where m.conversation_id = c.id and m.sender = 'user' and m.id > c.service_read_id)`;
  const rows = await base
    .selectAll('c')
    .select(['u.nickname', 'u.avatar', 'u.mobile', unread.as('unread')])
    .orderBy(
      sql`case when exists (select 1 from chat_messages m where m.conversation_id = c.id and m.sender = 'user' and m.id > c.service_read_id) then 0 else 1 end`,
    )
    .orderBy('c.last_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { total: Number(total.n), rows };
}

export function messagesByIds(
  db: Executor,
  ids: number[],
): Promise<Selectable<ChatMessagesTable>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute();
}

export type ComplaintRow = Selectable<ComplaintsTable> & {
  nickname: string;
  mobile: string;
  replied_by_name: string | null;
};

function complaintQuery(db: Executor) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('operators as o', 'o.id', 'c.replied_by')
    .selectAll('c')
    .select(['u.nickname', 'u.mobile', 'o.name as replied_by_name']);
}

const STATUSES: Record<ServiceComplaintState, number[]> = {
  new: [0, 1],
  replied: [2],
  closed: [3],
};

export interface ComplaintFilter {
  page: number;
  limit: number;
  status?: ServiceComplaintState | undefined;
  type?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  q?: string | undefined;
}

/** The queue: oldest open complaints are not lost, but the newest come first. */
export async function complaintQueue(
  db: Executor,
  f: ComplaintFilter,
): Promise<{ total: number; rows: ComplaintRow[] }> {
  let base = db.selectFrom('complaints as c').innerJoin('users as u', 'u.id', 'c.user_id');
  if (f.status) base = base.where('c.status', 'in', STATUSES[f.status]);
  if (f.type) base = base.where('c.type', '=', f.type);
  if (f.from !== undefined) base = base.where('c.created_at', '>=', f.from);
  if (f.to !== undefined) base = base.where('c.created_at', '<', f.to);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('c.content', 'like', sql<string>`${like} escape '\\'`),
        eb('u.mobile', 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
  }
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = await base
    .select('c.id')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  const list = ids.length
    ? await complaintQuery(db)
        .where(
          'c.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute()
    : [];
  return { total: Number(total.n), rows: list };
}

export function complaintWithUser(db: Executor, id: number): Promise<ComplaintRow | undefined> {
  return complaintQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Replies to a complaint not yet replied or closed; false when it was not in that state. */
export async function replyComplaint(
  tx: Executor,
  v: { id: number; reply: string; operatorId: number; at: number },
): Promise<boolean> {
  const r = await tx
    .updateTable('complaints')
    .set({
      reply: v.reply,
      status: 2,
      replied_by: v.operatorId,
      replied_at: v.at,
      updated_at: v.at,
    })
    .where('id', '=', v.id)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Closes a complaint not closed yet; false when it was closed already. */
export async function closeComplaint(
  tx: Executor,
  v: { id: number; operatorId: number; at: number },
): Promise<boolean> {
  const r = await tx
    .updateTable('complaints')
    .set({ status: 3, closed_by: v.operatorId, closed_at: v.at, updated_at: v.at })
    .where('id', '=', v.id)
    .where('status', '<>', 3)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
