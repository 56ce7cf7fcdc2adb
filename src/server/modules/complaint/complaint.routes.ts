/**
 * Complaints and suggestions (docs/api-chat.md): `/api/complain/add` (idempotent by client id,
 * images the user's own uploads, at most COMPLAINT_DAILY_LIMIT a China day), the user's own
 * list and detail (another user's complaint: 403).
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  COMPLAINT_DAILY_LIMIT,
  complaintAddInput,
  complaintDetailInput,
  complaintListInput,
  type Complaint,
  type ComplaintAddResult,
  type ComplaintStatus,
  type ComplaintType,
  type Paged,
} from '../../../shared/contract/chat';
import type { AppContext } from '../../context';
import type { ComplaintsTable } from '../../db/schema';
import { chinaDayStart } from '../../lib/china-time';
import { isUniqueViolation } from '../../lib/db-errors';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { t } from '../../messages';
import { ownUploadPath } from '../upload/upload.repository';

function toComplaint(r: Selectable<ComplaintsTable>): Complaint {
  let images: string[] = [];
  try {
    const parsed = JSON.parse(r.images) as unknown;
    if (Array.isArray(parsed)) images = parsed.filter((u): u is string => typeof u === 'string');
  } catch {
    images = [];
  }
  return {
    id: r.id,
    type: r.type as ComplaintType,
    content: r.content,
    images,
    phone: r.phone,
    status: r.status as ComplaintStatus,
    reply: r.reply,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
}

export function complaintRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const byClientId = (userId: number, clientId: string) =>
    db
      .selectFrom('complaints')
      .selectAll()
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/complain/add',
    auth: 'required',
    input: complaintAddInput,
    handler: async ({ input, user, lang }): Promise<ComplaintAddResult> => {
      const existing = await byClientId(user.id, input.client_id);
      if (existing) return { complaint: toComplaint(existing), duplicate: true };
      const images: string[] = [];
      for (const url of input.images) {
        const path = await ownUploadPath(db, app.storage, user.id, url);
        if (!path) throw invalid(t(lang, 'chat.complaintImage'));
        images.push(path);
      }
      const now = app.clock.now();
      const today = await db
        .selectFrom('complaints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .where('created_at', '>=', chinaDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= COMPLAINT_DAILY_LIMIT) {
        throw locked(t(lang, 'chat.complaintDaily', { n: COMPLAINT_DAILY_LIMIT }));
      }
      try {
        const row = await db
          .insertInto('complaints')
          .values({
            user_id: user.id,
            client_id: input.client_id,
            type: input.type,
            content: input.content,
            images: JSON.stringify(images),
            phone: input.phone,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { complaint: toComplaint(row), duplicate: false };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const again = await byClientId(user.id, input.client_id);
        if (!again) throw err;
        return { complaint: toComplaint(again), duplicate: true };
      }
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/complain/list',
    auth: 'required',
    input: complaintListInput,
    handler: async ({ input, user }): Promise<Paged<Complaint>> => {
      const total = await db
        .selectFrom('complaints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('complaints')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      return {
        list: rows.map(toComplaint),
        total: Number(total.n),
        page: input.page,
        limit: input.limit,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/complain/detail',
    auth: 'required',
    input: complaintDetailInput,
    handler: async ({ input, user, lang }) => {
      const row = await db
        .selectFrom('complaints')
        .selectAll()
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!row) throw invalid(t(lang, 'chat.complaintNotFound'));
      if (row.user_id !== user.id) throw forbidden(t(lang, 'chat.complaintNotYours'));
      return toComplaint(row);
    },
  });
}
