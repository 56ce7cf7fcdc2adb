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
  articleDetailInput,
  articleListInput,
  clauseInput,
  msgCategory,
  msgListInput,
  oneMsgInput,
  phoneCidInput,
  userReadInput,
  type AppDownload,
  type Article,
  type ArticleBrief,
  type Clause,
  type ClauseType,
  type MsgList,
  type OneMsg,
  type PushDevice,
  type UserReadResult,
} from '../../../shared/contract/messages';
import type { AppContext } from '../../context';
import { parseJson } from '../../lib/json';
import { forbidden, invalid } from '../../lib/reply';
import { consumerRoute, requestInput } from '../../lib/route';
import { runAfterCommit } from '../order/order-events';
import type { AfterCommit } from '../payment/payment-kinds';
import { t } from '../../messages';
import { msgNum, sendUserMessage, toMessage, unreadCounts } from './message.service';

export function messageRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/v3/getUserMsgNum',
    auth: 'required',
    input: z.object({}),
    handler: ({ user }) => msgNum(db, user.id),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/v3/getUserMsgList',
    auth: 'required',
    input: msgListInput,
    handler: async ({ input, user }): Promise<MsgList> => {
      let q = db.selectFrom('user_messages').where('user_id', '=', user.id);
      if (input.category) q = q.where('category', '=', input.category);
      const [{ n }, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        q
          .select(['id', 'category', 'title', 'body', 'link', 'created_at', 'read_at'])
          .orderBy('id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
      ]);
      return { list: rows.map(toMessage), total: Number(n), page: input.page, limit: input.limit };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/v3/getOneMsg',
    auth: 'required',
    input: oneMsgInput,
    handler: async ({ input, user, lang }): Promise<OneMsg> => {
      const row = await db
        .selectFrom('user_messages')
        .select(['id', 'user_id', 'category', 'title', 'body', 'link', 'created_at', 'read_at'])
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!row || row.user_id !== user.id) throw forbidden(t(lang, 'message.msgNotFound'));
      let readAt = row.read_at;
      if (readAt === null) {
        const now = app.clock.now();
        // first read wins; a concurrent read leaves the earlier time
        await db
          .updateTable('user_messages')
          .set({ read_at: now })
          .where('id', '=', row.id)
          .where('read_at', 'is', null)
          .execute();
        readAt = now;
      }
      const { total } = await unreadCounts(db, user.id);
      return { msg: toMessage({ ...row, read_at: readAt }), unread_total: total };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/v3/userRead',
    auth: 'required',
    input: userReadInput,
    handler: async ({ input, user, lang }): Promise<UserReadResult> => {
      const given = [input.id !== undefined, input.category !== undefined, input.all === 1];
      if (given.filter(Boolean).length !== 1) throw invalid(t(lang, 'message.readWhich'));
      if (input.id !== undefined) {
        const row = await db
          .selectFrom('user_messages')
          .select('user_id')
          .where('id', '=', input.id)
          .executeTakeFirst();
        if (!row || row.user_id !== user.id) throw forbidden(t(lang, 'message.msgNotFound'));
      }
      let q = db
        .updateTable('user_messages')
        .set({ read_at: app.clock.now() })
        .where('user_id', '=', user.id)
        .where('read_at', 'is', null);
      if (input.id !== undefined) q = q.where('id', '=', input.id);
      if (input.category !== undefined) q = q.where('category', '=', input.category);
      const res = await q.executeTakeFirst();
      const { total } = await unreadCounts(db, user.id);
      return { updated: Number(res.numUpdatedRows), unread_total: total };
    },
  });

  // ---- shop news (public) ----

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/v3/article/list',
    auth: 'none',
    input: articleListInput,
    handler: async ({ input }) => {
      const now = app.clock.now();
      const q = db.selectFrom('articles').where('status', '=', 1).where('published_at', '<=', now);
      const [{ n }, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        q
          .select(['id', 'title', 'cover', 'summary', 'published_at'])
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
      ]);
      const list: ArticleBrief[] = rows.map((r) => ({
        ...r,
        published_at: Number(r.published_at),
      }));
      return { list, total: Number(n), page: input.page, limit: input.limit };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/v3/article/detail',
    auth: 'none',
    input: articleDetailInput,
    handler: async ({ input, lang }): Promise<Article> => {
      const r = await db
        .selectFrom('articles')
        .select(['id', 'title', 'cover', 'summary', 'body', 'published_at'])
        .where('id', '=', input.id)
        .where('status', '=', 1)
        .where('published_at', '<=', app.clock.now())
        .executeTakeFirst();
      if (!r) throw invalid(t(lang, 'message.articleNotFound'));
      return { ...r, published_at: Number(r.published_at) };
    },
  });

  // ---- push registration ----

  /**
   * Upsert by cid. A cid registered by another user moves to the caller: the device belongs to
   * whoever logged in on it last (docs/api-messages.md).
   */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/getPhoneCId',
    auth: 'required',
    input: phoneCidInput,
    handler: async ({ input, user }): Promise<PushDevice> => {
      const now = app.clock.now();
      const allData = input.all_data ? input.all_data : '{}';
      await db
        .insertInto('push_devices')
        .values({
          cid: input.cid,
          user_id: user.id,
          platform: input.platform,
          all_data: allData,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('cid').doUpdateSet({
            user_id: user.id,
            platform: input.platform,
            all_data: allData,
            updated_at: now,
          }),
        )
        .execute();
      return {
        cid: input.cid,
        uid: user.id,
        all_data: parseJson<Record<string, unknown>>(allData, {}),
      };
    },
  });

  // ---- clauses (agreements, policies, the guide) ----

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/notice_clause',
    auth: 'none',
    input: clauseInput,
    handler: async ({ input, lang }): Promise<Clause> => {
      const r = await db
        .selectFrom('notice_clauses')
        .select(['type', 'version', 'title', 'body', 'published_at'])
        .where('type', '=', input.type)
        .where('published_at', '<=', app.clock.now())
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!r) throw invalid(t(lang, 'message.clauseNotFound'));
      return { ...r, type: r.type as ClauseType, published_at: Number(r.published_at) };
    },
  });

  // ---- the app download page ----

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/v3/app_download',
    auth: 'none',
    input: z.object({}),
    handler: (): Promise<AppDownload> => {
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
      const u = await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', input.mobile)
        .executeTakeFirstOrThrow();
      const afterCommit: AfterCommit[] = [];
      const id = await db
        .transaction()
        .execute((tx) => sendUserMessage(tx, u.id, input, afterCommit, app.clock.now()));
      runAfterCommit(app, afterCommit);
      return { code: 200, message: '', data: { id } };
    });
  }
}
