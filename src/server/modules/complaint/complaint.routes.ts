/**
 * Complaints and suggestions (docs/api-chat.md): `/api/complain/add` (idempotent by client id,
 * images the user's own uploads, at most COMPLAINT_DAILY_LIMIT a China day), the user's own
 * list and detail (another user's complaint: 403).
 */
import type { FastifyInstance } from 'fastify';
import {
  COMPLAINT,
  COMPLAINT_DAILY_LIMIT,
  type Complaint,
  type ComplaintStatus,
  type ComplaintType,
} from '../../../shared/contract/chat';
import type { AppContext } from '../../context';
import { chinaDayStart } from '../../lib/china-time';
import { isUniqueViolation } from '../../lib/db-errors';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { notifyOps } from '../../lib/ops-events'; // issue 20 (service)
import { t } from '../../messages';
import { ownUploadPath } from '../upload/upload.repository';
import {
  complaintByClientId,
  complaintById,
  complaintPage,
  complaintsSince,
  insertComplaint,
  type ComplaintRow,
} from './complaint.repository';

function toComplaint(r: ComplaintRow): Complaint {
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
    complaintByClientId(db, userId, clientId);

  consumerRoute(fastify, app, {
    method: 'POST',
    route: COMPLAINT.add,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const existing = await byClientId(user.id, input.client_id);
      if (existing) return { complaint: toComplaint(existing), duplicate: true };
      const images: string[] = [];
      for (const url of input.images) {
        const path = await ownUploadPath(db, app.storage, user.id, url);
        if (!path) throw invalid(t(lang, 'chat.complaintImage'));
        images.push(path);
      }
      const now = app.clock.now();
      const today = await complaintsSince(db, user.id, chinaDayStart(now));
      if (today >= COMPLAINT_DAILY_LIMIT) {
        throw locked(t(lang, 'chat.complaintDaily', { n: COMPLAINT_DAILY_LIMIT }));
      }
      try {
        const row = await insertComplaint(db, {
          user_id: user.id,
          client_id: input.client_id,
          type: input.type,
          content: input.content,
          images: JSON.stringify(images),
          phone: input.phone,
          created_at: now,
          updated_at: now,
        });
        notifyOps(app, 'service', row.id); // issue 20 (service): the console's complaint queue
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
    route: COMPLAINT.list,
    auth: 'required',
    handler: async ({ input, user }) => {
      const { total, rows } = await complaintPage(db, user.id, input);
      return {
        list: rows.map(toComplaint),
        total,
        page: input.page,
        limit: input.limit,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: COMPLAINT.detail,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const row = await complaintById(db, input.id);
      if (!row) throw invalid(t(lang, 'chat.complaintNotFound'));
      if (row.user_id !== user.id) throw forbidden(t(lang, 'chat.complaintNotYours'));
      return toComplaint(row);
    },
  });
}
