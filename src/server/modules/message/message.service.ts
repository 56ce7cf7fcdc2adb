/**
 * The message centre (docs/api-messages.md): per-user messages in four categories, their unread
 * counts, and `sendUserMessage`, the one way other modules send a user a message. The row is
 * written in the caller's transaction; the socket event (`EVENTS.message` to the user's room,
 * with the unread counts so the badge needs no extra call) goes out only after the commit.
 */
import { sql } from 'kysely';
import {
  isMsgLink,
  MSG_BODY_MAX,
  MSG_CATEGORIES,
  MSG_TITLE_MAX,
  type MsgCategory,
  type MsgNum,
  type UserMessage,
} from '../../../shared/contract/messages';
import { EVENTS, userRoom, type MessagePayload } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db';
import type { AfterCommit } from '../payment/payment-kinds';

export interface NewMessage {
  category: MsgCategory;
  title: string;
  body: string;
  /** in-app route path; anything not matching MSG_LINK_PATTERN is dropped to null */
  link?: string | null;
}

/** Characters of the body carried by the socket event (the banner shows two lines). */
const EVENT_BODY_MAX = 200;

type Row = {
  id: number;
  category: string;
  title: string;
  body: string;
  link: string | null;
  created_at: number;
  read_at: number | null;
};

export function toMessage(r: Row): UserMessage {
  return {
    id: r.id,
    category: r.category as MsgCategory,
    title: r.title,
    body: r.body,
    link: r.link,
    created_at: Number(r.created_at),
    read_at: r.read_at === null ? null : Number(r.read_at),
  };
}

/**
 * Messages in the reader's language (issue 23, part content): a row of a console announcement
 * takes the announcement's English title/body for an English reader when it has them; every
 * other row is shown as stored.
 */
export async function inReadersLanguage<R extends Row & { announcement_id: number | null }>(
  ex: Executor,
  rows: R[],
  lang: string,
): Promise<R[]> {
  const ids = [...new Set(rows.map((r) => r.announcement_id).filter((v) => v !== null))];
  if (lang !== 'en' || ids.length === 0) return rows;
  const texts = new Map(
    (
      await ex
        .selectFrom('announcements')
        .select(['id', 'title_en', 'body_en'])
        .where('id', 'in', ids)
        .execute()
    ).map((a) => [a.id, a]),
  );
  return rows.map((r) => {
    const a = r.announcement_id === null ? undefined : texts.get(r.announcement_id);
    return a && a.title_en ? { ...r, title: a.title_en, body: a.body_en || r.body } : r;
  });
}

/** Unread messages of a user per category (every category present) and in total. */
export async function unreadCounts(
  ex: Executor,
  userId: number,
): Promise<{ total: number; unread: Record<MsgCategory, number> }> {
  const rows = await ex
    .selectFrom('user_messages')
    .select(['category', sql<number>`count(*)`.as('n')])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .groupBy('category')
    .execute();
  const unread = Object.fromEntries(MSG_CATEGORIES.map((c) => [c, 0])) as Record<
    MsgCategory,
    number
  >;
  let total = 0;
  for (const r of rows) {
    if ((MSG_CATEGORIES as readonly string[]).includes(r.category)) {
      unread[r.category as MsgCategory] = Number(r.n);
      total += Number(r.n);
    }
  }
  return { total, unread };
}

/**
 * Sends one message: inserts it with `ex` (the caller's transaction or db) and queues the socket
 * event on `afterCommit` (the caller runs it after the commit). Title and body are cut to their
 * bounds; a link that is not an in-app route is dropped (a link never blocks the caller's work).
 * Answers the message id.
 */
export async function sendUserMessage(
  ex: Executor,
  userId: number,
  msg: NewMessage,
  afterCommit: AfterCommit[],
  now: number = Math.floor(Date.now() / 1000),
): Promise<number> {
  const link = msg.link && isMsgLink(msg.link) ? msg.link : null;
  const row = {
    user_id: userId,
    category: msg.category,
    title: [...msg.title].slice(0, MSG_TITLE_MAX).join(''),
    body: [...msg.body].slice(0, MSG_BODY_MAX).join(''),
    link,
    created_at: now,
    read_at: null,
  };
  const { id } = await ex
    .insertInto('user_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  afterCommit.push((app: AppContext) => {
    if (!app.io) return;
    // counts read after the commit, so they include this message
    unreadCounts(app.database.db, userId).then(
      ({ total, unread }) => {
        const payload: MessagePayload = {
          id,
          title: row.title,
          category: row.category,
          body: [...row.body].slice(0, EVENT_BODY_MAX).join(''),
          link,
          created_at: now,
          unread_total: total,
          unread,
        };
        app.io?.to(userRoom(userId)).emit(EVENTS.message, payload);
      },
      () => undefined,
    );
  });
  return id;
}

/** `sendUserMessage` in a transaction of its own (the test route of message.routes.ts). */
export function sendUserMessageNow(
  db: Db,
  userId: number,
  msg: NewMessage,
  afterCommit: AfterCommit[],
  now: number,
): Promise<number> {
  return db.transaction().execute((tx) => sendUserMessage(tx, userId, msg, afterCommit, now));
}

/** Per category: unread count and the newest message (msg-center), plus the total. */
export async function msgNum(ex: Executor, userId: number): Promise<MsgNum> {
  const { total, unread } = await unreadCounts(ex, userId);
  const categories: MsgNum['categories'] = [];
  for (const category of MSG_CATEGORIES) {
    const latest = await ex
      .selectFrom('user_messages')
      .select(['id', 'title', 'created_at'])
      .where('user_id', '=', userId)
      .where('category', '=', category)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    categories.push({
      category,
      unread: unread[category],
      latest: latest
        ? { id: latest.id, title: latest.title, created_at: Number(latest.created_at) }
        : null,
    });
  }
  return { total, categories };
}
