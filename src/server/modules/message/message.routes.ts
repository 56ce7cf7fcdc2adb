/**
 * Message centre, shop news, push registration, clauses and the app download page
 * (docs/api-messages.md). Every message is looked up with the caller's user id: another user's
 * message answers 403 and nothing is read or changed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APP_VERSION, APP_VERSION_CODE } from '../../../shared/constants';
import { mobile } from '../../../shared/contract';
import {
  MESSAGES,
  msgCategory,
  type AppDownload,
  type ArticleBrief,
  type ClauseType,
} from '../../../shared/contract/messages';
import type { AppContext } from '../../context';
import { requestToken } from '../../lib/auth';
import { forbidden, invalid } from '../../lib/reply';
import { consumerRoute, requestInput } from '../../lib/route';
import { runAfterCommit } from '../order/order-events';
import type { AfterCommit } from '../payment/payment-kinds';
import { t } from '../../messages';
import {
  articlePage,
  latestClause,
  markMessageRead,
  markUserMessagesRead,
  messageById,
  messageOwner,
  messagePage,
  publishedArticle,
  userIdByMobile,
} from './message.repository';
import {
  inReadersLanguage,
  msgNum,
  sendUserMessageNow,
  toMessage,
  unreadCounts,
} from './message.service';
import { registerSessionDevice } from './push-device.service';

export function messageRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.msgNum,
    auth: 'required',
    handler: ({ user }) => msgNum(db, user.id),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.msgList,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const { total, rows } = await messagePage(db, user.id, input);
      const list = await inReadersLanguage(db, rows, lang);
      return { list: list.map(toMessage), total, page: input.page, limit: input.limit };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.oneMsg,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const row = await messageById(db, input.id);
      if (!row || row.user_id !== user.id) throw forbidden(t(lang, 'message.msgNotFound'));
      let readAt = row.read_at;
      if (readAt === null) {
        const now = app.clock.now();
        // first read wins; a concurrent read leaves the earlier time
        await markMessageRead(db, row.id, now);
        readAt = now;
      }
      const { total } = await unreadCounts(db, user.id);
      const [shown] = await inReadersLanguage(db, [{ ...row, read_at: readAt }], lang);
      return { msg: toMessage(shown!), unread_total: total };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: MESSAGES.userRead,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const given = [input.id !== undefined, input.category !== undefined, input.all === 1];
      if (given.filter(Boolean).length !== 1) throw invalid(t(lang, 'message.readWhich'));
      if (input.id !== undefined) {
        const row = await messageOwner(db, input.id);
        if (!row || row.user_id !== user.id) throw forbidden(t(lang, 'message.msgNotFound'));
      }
      const updated = await markUserMessagesRead(db, user.id, input, app.clock.now());
      const { total } = await unreadCounts(db, user.id);
      return { updated, unread_total: total };
    },
  });

  // ---- shop news (public) ----

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.articleList,
    auth: 'none',
    handler: async ({ input }) => {
      const now = app.clock.now();
      const { total, rows } = await articlePage(db, input, now);
      const list: ArticleBrief[] = rows.map((r) => ({
        ...r,
        published_at: Number(r.published_at),
      }));
      return { list, total, page: input.page, limit: input.limit };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.articleDetail,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const r = await publishedArticle(db, input.id, app.clock.now());
      if (!r) throw invalid(t(lang, 'message.articleNotFound'));
      return { ...r, published_at: Number(r.published_at) };
    },
  });

  // ---- push registration ----

  /**
   * issue 25 §7 (electron-http): GET with no payload (spec section 7); the device is derived
   * from the session and the request's headers (push-device.service.ts says how and why). GET
   * only: the client was the one caller of the old POST with a payload.
   */
  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.phoneCid,
    auth: 'required',
    handler: async ({ req, user }) =>
      registerSessionDevice(
        db,
        {
          token: requestToken(req) ?? '',
          userId: user.id,
          client: headerText(req.headers['x-client']),
          userAgent: headerText(req.headers['user-agent']),
          language: headerText(req.headers['accept-language']),
        },
        app.clock.now(),
      ),
  });

  // ---- clauses (agreements, policies, the guide) ----

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.clause,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const r = await latestClause(db, input.type, app.clock.now());
      if (!r) throw invalid(t(lang, 'message.clauseNotFound'));
      return { ...r, type: r.type as ClauseType, published_at: Number(r.published_at) };
    },
  });

  // ---- the app download page ----

  consumerRoute(fastify, app, {
    method: 'GET',
    route: MESSAGES.appDownload,
    auth: 'none',
    handler: () => {
      const platforms: AppDownload['platforms'] = [];
      if (app.config.downloadAndroidUrl) {
        platforms.push({ platform: 'android', url: app.config.downloadAndroidUrl });
      }
      if (app.config.downloadIosUrl) {
        platforms.push({ platform: 'ios', url: app.config.downloadIosUrl });
      }
      return Promise.resolve({
        app_name: app.config.appTitle,
        version: APP_VERSION,
        version_code: APP_VERSION_CODE,
        platforms,
        page_url: app.config.downloadPageUrl,
      });
    },
  });

  // ---- test only: a message through the real send path (browser journeys) ----

  if (app.config.env === 'test') {
    fastify.post('/__test/message', async (req) => {
      const input = z
        .object({
          mobile,
          category: msgCategory,
          title: z.string().min(1).max(60),
          body: z.string().min(1).max(1000),
          link: z.string().max(330).optional(),
        })
        .parse(requestInput(req));
      const u = await userIdByMobile(db, input.mobile);
      const afterCommit: AfterCommit[] = [];
      const id = await sendUserMessageNow(db, u.id, input, afterCommit, app.clock.now());
      runAfterCommit(app, afterCommit);
      return { code: 200, message: '', data: { id } };
    });
  }
}

/** A single header's text (a repeated header's first value). */
function headerText(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
