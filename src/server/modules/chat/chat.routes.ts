/**
 * Customer chat routes (docs/api-chat.md): the consumer's `/api/service/*` and the service
 * inbox's `/api/admin/service/*` (chat agents only).
 */
import type { FastifyInstance } from 'fastify';
import { CHAT, type ChatCard } from '../../../shared/contract/chat';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import { notifyOps } from '../../lib/ops-events'; // issue 20 (service)
import { readConfig } from '../config/config.routes';
import { ownUploadPath } from '../upload/upload.repository';
import {
  conversationById,
  conversationList,
  conversationOfUser,
  ensureConversation,
  goodsCard,
  history,
  isAgent,
  moveCursors,
  orderCard,
  storeMessage,
  unreadOf,
  userMessageIdByClientId,
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
    route: CHAT.history,
    auth: 'required',
    handler: async ({ input, user }) =>
      history(app, await conversationOfUser(db, user.id), 'user', input),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: CHAT.send,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const existing = await conversationOfUser(db, user.id);
      if (existing) {
        // a retry of a send that did arrive answers the stored message, switch or not
        const again = await userMessageIdByClientId(db, existing.id, input.client_id);
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
      const sent = await storeMessage(app, c, {
        sender: 'user',
        senderId: user.id,
        clientId: input.client_id,
        type: input.type,
        content,
        card,
      });
      if (!sent.duplicate) notifyOps(app, 'service', c.id); // issue 20 (service): the console's inbox
      return sent;
    },
  });

  for (const [kind, route] of [
    ['read', CHAT.read],
    ['delivered', CHAT.delivered],
  ] as const) {
    consumerRoute(fastify, app, {
      method: 'POST',
      route,
      auth: 'required',
      handler: async ({ input, user }) => {
        const c = await conversationOfUser(db, user.id);
        if (!c) return { read_id: 0, delivered_id: 0, unread: 0 };
        return (await moveCursors(app, c, 'user', kind, input.up_to_id)).cursors;
      },
    });
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CHAT.card,
    auth: 'required',
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
    route: CHAT.adminConversations,
    auth: 'required',
    handler: async ({ input, merchant, lang }) => {
      await agentOnly(lang, merchant.id);
      return conversationList(db, input);
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CHAT.adminMessages,
    auth: 'required',
    handler: async ({ input, merchant, lang }) => {
      await agentOnly(lang, merchant.id);
      const c = await conversationFor(lang, input.conversation_id);
      return history(app, c, 'service', input);
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CHAT.adminSend,
    auth: 'required',
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

  for (const [kind, route] of [
    ['read', CHAT.adminRead],
    ['delivered', CHAT.adminDelivered],
  ] as const) {
    merchantRoute(fastify, app, {
      method: 'POST',
      route,
      auth: 'required',
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
    route: CHAT.unread,
    auth: 'required',
    handler: async ({ user }) => {
      const c = await conversationOfUser(db, user.id);
      return { unread: c ? await unreadOf(db, c, 'user') : 0 };
    },
  });
}
