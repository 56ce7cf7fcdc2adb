/**
 * Chat over the socket (docs/api-chat.md "Socket events"): the service inbox gets the user's
 * message live; a message sent while the receiver is disconnected is fetched after the
 * reconnect with `after_id` — none lost, none twice; read state reaches the sender live.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/shared/contract/chat';
import {
  EVENTS,
  SOCKET_PATH,
  type ChatMessagePayload,
  type ChatStatePayload,
} from '../../src/shared/realtime';
import { startTestServer, type Actor, type TestServer } from './harness';
import { fence } from './socket-server';

let t: TestServer;
let url: string;
let agent: Actor;
const sockets: Socket[] = [];

const cid = (): string => `s${randomBytes(8).toString('hex')}`;

beforeAll(async () => {
  t = await startTestServer({ port: 0 });
  await t.fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.fastify.server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  agent = await t.merchant();
  await t.app.database.db
    .insertInto('chat_agents')
    .values({ merchant_id: agent.id, created_at: t.clock.now() })
    .execute();
});

afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

function connect(auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

function next<T>(socket: Socket, event: string, match: (p: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    const fn = (p: T) => {
      if (!match(p)) return;
      clearTimeout(timer);
      socket.off(event, fn);
      resolve(p);
    };
    socket.on(event, fn);
  });
}

const userSend = (u: Actor, content: string) =>
  t.call('POST', '/api/service/send', {
    as: u,
    body: { client_id: cid(), type: 'text', content },
  });
const agentSend = (conversationId: number, content: string) =>
  t.call('POST', '/api/admin/service/send', {
    as: agent,
    body: { conversation_id: conversationId, client_id: cid(), content },
  });

describe('chat socket', () => {
  it('the service inbox gets the user’s message live, the user gets the read state live', async () => {
    const u = await t.user();
    const merchantSocket = await connect({ token: agent.token, role: 'merchant' });
    const userSocket = await connect({ token: u.token, role: 'user' });
    const live = next<ChatMessagePayload>(
      merchantSocket,
      EVENTS.chatMessage,
      (p) => p.user_id === u.id,
    );
    const echo = next<ChatMessagePayload>(userSocket, EVENTS.chatMessage, () => true);
    const sent = await userSend(u, '有人吗？');
    const got = await live;
    expect(got.message).toMatchObject({ id: sent.data.message.id, content: '有人吗？' });
    expect(got.conversation_id).toBe(sent.data.message.conversation_id);
    // the user's other tabs see it too (deduped by id / client_id)
    expect((await echo).message.client_id).toBe(sent.data.message.client_id);

    const state = next<ChatStatePayload>(
      userSocket,
      EVENTS.chatState,
      (p) => p.side === 'user' && p.read_id >= sent.data.message.id,
    );
    await t.call('POST', '/api/admin/service/read', {
      as: agent,
      body: { conversation_id: got.conversation_id, up_to_id: got.message.id },
    });
    expect(await state).toMatchObject({
      conversation_id: got.conversation_id,
      read_id: sent.data.message.id,
      delivered_id: sent.data.message.id,
      unread: 0,
    });
  });

  it('messages sent while the user is offline arrive once after reconnect (after_id)', async () => {
    const u = await t.user();
    const first = await userSend(u, 'hello');
    const convId = first.data.message.conversation_id as number;

    // online: the reply arrives live
    let socket = await connect({ token: u.token, role: 'user' });
    const shown = new Map<number, ChatMessage>();
    const show = (m: ChatMessage) => shown.set(m.id, m);
    const history = await t.call('GET', '/api/service/history_message', { as: u });
    for (const m of history.data.list as ChatMessage[]) show(m);
    const liveReply = next<ChatMessagePayload>(socket, EVENTS.chatMessage, () => true);
    await agentSend(convId, 'reply 1');
    show((await liveReply).message);
    const lastSeen = Math.max(...shown.keys());

    // offline: three replies while disconnected
    socket.close();
    const missed: number[] = [];
    for (let i = 2; i <= 4; i++)
      missed.push((await agentSend(convId, `reply ${i}`)).data.message.id);

    // reconnect: a message after the reconnect arrives live as well as in the catch-up page
    socket = await connect({ token: u.token, role: 'user' });
    const liveAfter = next<ChatMessagePayload>(socket, EVENTS.chatMessage, () => true);
    const after = await agentSend(convId, 'reply 5');
    show((await liveAfter).message);
    let cursor = lastSeen;
    for (;;) {
      const page = await t.call('GET', '/api/service/history_message', {
        as: u,
        query: { after_id: cursor, limit: 2 },
      });
      for (const m of page.data.list as ChatMessage[]) show(m);
      cursor = Math.max(cursor, ...(page.data.list as ChatMessage[]).map((m) => m.id));
      if (!page.data.has_more) break;
    }
    const ids = [...shown.keys()].sort((a, b) => a - b);
    expect(ids).toEqual([first.data.message.id, lastSeen, ...missed, after.data.message.id]);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...shown.values()].filter((m) => m.content === 'reply 3')).toHaveLength(1);

    // the catch-up delivered the replies: the service side sees them delivered
    const agentView = await t.call('GET', '/api/admin/service/messages', {
      as: agent,
      query: { conversation_id: convId },
    });
    const states = (agentView.data.list as ChatMessage[])
      .filter((m) => m.sender === 'service')
      .map((m) => m.state);
    expect(states).toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('another user’s socket never gets the conversation', async () => {
    const u = await t.user();
    const other = await t.user();
    const otherSocket = await connect({ token: other.token, role: 'user' });
    const got: unknown[] = [];
    otherSocket.on(EVENTS.chatMessage, (p) => got.push(p));
    const merchantSocket = await connect({ token: agent.token, role: 'merchant' });
    const live = next<ChatMessagePayload>(
      merchantSocket,
      EVENTS.chatMessage,
      (p) => p.user_id === u.id,
    );
    await userSend(u, 'private');
    await live;
    await fence(t, otherSocket);
    expect(got).toEqual([]);
  });
});
