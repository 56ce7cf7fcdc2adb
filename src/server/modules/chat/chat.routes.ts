/**
 * Customer chat routes (docs/api-chat.md): the consumer's `/api/service/*` and the service
 * inbox's `/api/admin/service/*` (chat agents only).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  adminConversationsInput,
  adminMessagesInput,
  adminReadInput,
  adminSendInput,
  chatCardInput,
  chatHistoryInput,
  chatReadInput,
  chatSendInput,
  type ChatCard,
  type ChatConversation,
  type Paged,
} from '../../../shared/contract/chat';
import type { AppContext } from '../../context';
import { maskMobile } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import { readConfig } from '../config/config.routes';
import { ownUploadPath } from '../upload/upload.repository';
import {
  conversationById,
  conversationOfUser,
  ensureConversation,
  goodsCard,
  history,
  isAgent,
  moveCursors,
  orderCard,
  storeMessage,
  toMessage,
  unreadOf,
  type Conversation,
} from './chat.service';

export function chatRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  /** The card of a goods or an order of the user; 403 / 422 otherwise. */
  async function cardFor(
    lang: Lang,
    userId: number,
    v: { goods_id?: number; order_id?: number },
  ): Promise<ChatCard> {
    if (v.goods_id !== undefined) {
      const card = await goodsCard(db, v.goods_id);
      if (!card) throw invalid(t(lang, 'chat.goodsNotFound'));
      return card;
    }
    const card = await orderCard(db, userId, v.order_id ?? 0);
    if (card === 'missing') throw invalid(t(lang, 'chat.orderNotFound'));
    if (card === 'other') throw forbidden(t(lang, 'chat.orderNotYours'));
    return card;
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/service/history_message',
    auth: 'required',
    input: chatHistoryInput,
    handler: async ({ input, user }) =>
      history(app, await conversationOfUser(db, user.id), 'user', input),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/service/send',
    auth: 'required',
    input: chatSendInput,
    handler: async ({ input, user, lang }) => {
      const existing = await conversationOfUser(db, user.id);
      if (existing) {
        // a retry of a send that did arrive answers the stored message, switch or not
        const again = await db
          .selectFrom('chat_messages')
          .select('id')
          .where('conversation_id', '=', existing.id)
          .where('sender', '=', 'user')
          .where('client_id', '=', input.client_id)
          .executeTakeFirst();
        if (again) {
          return storeMessage(app, existing, {
            sender: 'user',
            senderId: user.id,
            clientId: input.client_id,
            type: input.type,
            content: '',
            card: null,
          });
        }
      }
      if (!(await readConfig(db, 'kf_on', 1))) throw locked(t(lang, 'chat.serviceOff'));
      let content = '';
      let card: ChatCard | null = null;
      if (input.type === 'text') content = input.content;
      else if (input.type === 'image') {
        const path = await ownUploadPath(db, app.storage, user.id, input.content);
        if (!path) throw invalid(t(lang, 'chat.imageNotYours'));
        content = path;
      } else {
        card = await cardFor(lang, user.id, input);
      }
      const c = existing ?? (await ensureConversation(app, user.id));
      return storeMessage(app, c, {
        sender: 'user',
        senderId: user.id,
        clientId: input.client_id,
        type: input.type,
        content,
        card,
      });
    },
  });

  for (const kind of ['read', 'delivered'] as const) {
    consumerRoute(fastify, app, {
      method: 'POST',
      url: `/api/service/${kind}`,
      auth: 'required',
      input: chatReadInput,
      handler: async ({ input, user }) => {
        const c = await conversationOfUser(db, user.id);
        if (!c) return { read_id: 0, delivered_id: 0, unread: 0 };
        return (await moveCursors(app, c, 'user', kind, input.up_to_id)).cursors;
      },
    });
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/service/card',
    auth: 'required',
    input: chatCardInput,
    handler: ({ input, user, lang }) => cardFor(lang, user.id, input),
  });

  // --- service inbox (chat agents) ---

  async function agentOnly(lang: Lang, merchantId: number): Promise<void> {
    if (!(await isAgent(db, merchantId))) throw invalid(t(lang, 'chat.notAgent'));
  }

  async function conversationFor(lang: Lang, id: number): Promise<Conversation> {
    const c = await conversationById(db, id);
    if (!c) throw invalid(t(lang, 'chat.conversationNotFound'));
    return c;
  }

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/service/conversations',
    auth: 'required',
    input: adminConversationsInput,
    handler: async ({ input, merchant, lang }): Promise<Paged<ChatConversation>> => {
      await agentOnly(lang, merchant.id);
      const total = await db
        .selectFrom('chat_conversations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('last_message_id', '>', 0)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('chat_conversations as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .selectAll('c')
        .select([
          'u.nickname',
          'u.avatar',
          'u.mobile',
          sql<number>`(select count(*) from chat_messages m where m.conversation_id = c.id and m.sender = 'user' and m.id > c.service_read_id)`.as(
            'unread',
          ),
        ])
        .where('c.last_message_id', '>', 0)
        .orderBy('c.last_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      const lastIds = rows.map((r) => r.last_message_id);
      const lasts = lastIds.length
        ? await db.selectFrom('chat_messages').selectAll().where('id', 'in', lastIds).execute()
        : [];
      const byId = new Map(lasts.map((m) => [m.id, m]));
      const list: ChatConversation[] = rows.map((r) => {
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
        const last = byId.get(r.last_message_id);
        return {
          id: r.id,
          user: {
            id: r.user_id,
            nickname: r.nickname,
            avatar: r.avatar,
            mobile: maskMobile(r.mobile),
          },
          last_message: last ? toMessage(last, 'service', conv) : null,
          last_at: Number(r.last_at),
          unread: Number(r.unread),
        };
      });
      return { list, total: Number(total.n), page: input.page, limit: input.limit };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/service/messages',
    auth: 'required',
    input: adminMessagesInput,
    handler: async ({ input, merchant, lang }) => {
      await agentOnly(lang, merchant.id);
      const c = await conversationFor(lang, input.conversation_id);
      return history(app, c, 'service', input);
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/service/send',
    auth: 'required',
    input: adminSendInput,
    handler: async ({ input, merchant, lang }) => {
      await agentOnly(lang, merchant.id);
      const c = await conversationFor(lang, input.conversation_id);
      return storeMessage(app, c, {
        sender: 'service',
        senderId: merchant.id,
        clientId: input.client_id,
        type: input.type,
        content: input.content,
        card: null,
      });
    },
  });

  for (const kind of ['read', 'delivered'] as const) {
    merchantRoute(fastify, app, {
      method: 'POST',
      url: `/api/admin/service/${kind}`,
      auth: 'required',
      input: adminReadInput,
      handler: async ({ input, merchant, lang }) => {
        await agentOnly(lang, merchant.id);
        const c = await conversationFor(lang, input.conversation_id);
        return (await moveCursors(app, c, 'service', kind, input.up_to_id)).cursors;
      },
    });
  }

  // the unread count of the service's messages for the user (entry badges)
  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/service/unread',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) => {
      const c = await conversationOfUser(db, user.id);
      return { unread: c ? await unreadOf(db, c, 'user') : 0 };
    },
  });
}
