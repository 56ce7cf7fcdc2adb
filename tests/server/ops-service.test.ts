/**
 * Customer service in the operator console (issue 20, part `service`): the platform's chat
 * inbox (a consumer's message appears and is heard live; an operator's answer reaches the
 * consumer's conversation and socket as the platform's service), the complaints queue (reply
 * seen through the consumer API, close, state refusals, one winner of two concurrent replies),
 * the guard (403 for `operations`), bad input (422 naming the field, database unchanged) and the
 * audit rows.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '../../src/shared/contract/chat';
import type { OpsComplaint } from '../../src/shared/contract/ops-service';
import {
  EVENTS,
  type ChatMessagePayload,
  type HelloPayload,
  type OpsChangedPayload,
} from '../../src/shared/realtime';
import type { Actor } from './harness';
import { opsActor } from './ops-helpers';
import { fence, openSocket, t, useListeningServer } from './socket-server';

useListeningServer();

const cid = (): string => `o${randomBytes(8).toString('hex')}`;

function connect(auth: Record<string, unknown>): Promise<Socket> {
  const socket = openSocket(auth);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, (_hello: HelloPayload) => {
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
  t.call('POST', '/api/service/send', { as: u, body: { client_id: cid(), type: 'text', content } });

const complain = (u: Actor, content = '收到的商品有破损，请尽快处理一下') =>
  t.call('POST', '/api/complain/add', {
    as: u,
    body: { client_id: cid(), type: 'goods', content, phone: '' },
  });

async function auditRows(action: string, objectId: number) {
  return t.app.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();
}

describe('ops service: chat inbox', () => {
  it('a consumer message appears in the inbox, live; the answer reaches the consumer', async () => {
    const op = await opsActor(t, 'service');
    const u = await t.user();
    const opsSocket = await connect({ token: op.token, role: 'operator' });
    const userSocket = await connect({ token: u.token, role: 'user' });
    const heard = next<OpsChangedPayload>(
      opsSocket,
      EVENTS.opsChanged,
      (p) => p.topic === 'service',
    );

    const sent = await userSend(u, '你好，我的订单还没发货');
    expect(sent.code).toBe(200);
    const convId = sent.data.message.conversation_id as number;
    expect(await heard).toMatchObject({ topic: 'service', id: convId });

    // in the inbox, unread first, found by the user's mobile
    const inbox = await t.call('GET', '/api/ops/service/conversations', {
      as: op,
      query: { limit: '50' },
    });
    expect(inbox.status).toBe(200);
    const row = (inbox.data.list as ChatConversation[]).find((c) => c.id === convId);
    expect(row).toMatchObject({ unread: 1, user: { id: u.id } });
    expect(row?.last_message?.content).toBe('你好，我的订单还没发货');
    expect((inbox.data.list as ChatConversation[])[0]?.unread).toBeGreaterThan(0);
    const mobile = (
      await t.app.database.db
        .selectFrom('users')
        .select('mobile')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow()
    ).mobile;
    const found = await t.call('GET', '/api/ops/service/conversations', {
      as: op,
      query: { mobile },
    });
    expect((found.data.list as ChatConversation[]).map((c) => c.id)).toEqual([convId]);

    // messages, mark read
    const msgs = await t.call('GET', '/api/ops/service/messages', {
      as: op,
      query: { conversation_id: String(convId) },
    });
    expect((msgs.data.list as ChatMessage[]).map((m) => m.content)).toEqual([
      '你好，我的订单还没发货',
    ]);
    const read = await t.call('POST', '/api/ops/service/read', {
      as: op,
      body: { conversation_id: convId, up_to_id: sent.data.message.id },
    });
    expect(read.data).toMatchObject({ read_id: sent.data.message.id, unread: 0 });

    // the answer, over the consumer's socket, as the platform's service
    const live = next<ChatMessagePayload>(
      userSocket,
      EVENTS.chatMessage,
      (p) => p.message.sender === 'service',
    );
    const clientId = cid();
    const answer = await t.call('POST', '/api/ops/service/send', {
      as: op,
      body: { conversation_id: convId, client_id: clientId, content: '已为您催促仓库发货' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ duplicate: false, message: { sender: 'service' } });
    expect((await live).message).toMatchObject({
      content: '已为您催促仓库发货',
      sender: 'service',
    });
    const history = await t.call('GET', '/api/service/history_message', { as: u });
    expect((history.data.list as ChatMessage[]).map((m) => [m.sender, m.content])).toEqual([
      ['user', '你好，我的订单还没发货'],
      ['service', '已为您催促仓库发货'],
    ]);
    const stored = await t.app.database.db
      .selectFrom('chat_messages')
      .select(['sender_id'])
      .where('id', '=', answer.data.message.id)
      .executeTakeFirstOrThrow();
    expect(stored.sender_id).toBe(0);

    // a retry with the same client id stores nothing twice and audits once
    const again = await t.call('POST', '/api/ops/service/send', {
      as: op,
      body: { conversation_id: convId, client_id: clientId, content: '已为您催促仓库发货' },
    });
    expect(again.data).toMatchObject({ duplicate: true, message: { id: answer.data.message.id } });
    const audit = await auditRows('service.chat_send', convId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: op.id, object_type: 'chat_conversation' });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      message_id: answer.data.message.id,
      content: '已为您催促仓库发货',
    });
  });

  it('a conversation without messages (no consumer wrote to the platform) is not listed', async () => {
    const op = await opsActor(t, 'service');
    const u = await t.user();
    const row = await t.app.database.db
      .insertInto('chat_conversations')
      .values({ user_id: u.id, last_at: t.clock.now(), created_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inbox = await t.call('GET', '/api/ops/service/conversations', {
      as: op,
      query: { limit: '50' },
    });
    expect((inbox.data.list as ChatConversation[]).some((c) => c.id === row.id)).toBe(false);
  });

  it('refuses operations (403), bad input (422, nothing stored), an unknown conversation', async () => {
    const ops = await opsActor(t, 'operations');
    const op = await opsActor(t, 'service');
    const u = await t.user();
    const convId = (await userSend(u, '在吗')).data.message.conversation_id as number;
    for (const [method, url, body] of [
      ['GET', '/api/ops/service/conversations', undefined],
      ['GET', '/api/ops/service/complaints', undefined],
      [
        'POST',
        '/api/ops/service/send',
        { conversation_id: convId, client_id: cid(), content: 'x' },
      ],
    ] as const) {
      const res = await t.call(method, url, {
        as: ops,
        ...(method === 'GET' ? {} : { body }),
      });
      expect(res.status).toBe(403);
    }
    const before = await t.snapshot();
    const empty = await t.call('POST', '/api/ops/service/send', {
      as: op,
      body: { conversation_id: convId, client_id: cid(), content: '   ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.message).toContain('content');
    const unknown = await t.call('POST', '/api/ops/service/send', {
      as: op,
      body: { conversation_id: 99999999, client_id: cid(), content: 'hello' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.message).toContain('conversation_id');
    expect(await t.snapshot()).toBe(before);
  });
});

describe('ops service: complaints', () => {
  it('lists, replies (the consumer sees it), closes; audited; the queue hears new ones', async () => {
    const op = await opsActor(t, 'service');
    const u = await t.user();
    const opsSocket = await connect({ token: op.token, role: 'operator' });
    const heard = next<OpsChangedPayload>(
      opsSocket,
      EVENTS.opsChanged,
      (p) => p.topic === 'service',
    );
    const added = await complain(u);
    const id = added.data.complaint.id as number;
    expect(await heard).toMatchObject({ topic: 'service', id });

    const queue = await t.call('GET', '/api/ops/service/complaints', {
      as: op,
      query: { status: 'new', type: 'goods', limit: '100' },
    });
    expect(queue.status).toBe(200);
    expect((queue.data.list as OpsComplaint[]).some((c) => c.id === id)).toBe(true);
    const replied = await t.call('GET', '/api/ops/service/complaints', {
      as: op,
      query: { status: 'replied', limit: '100' },
    });
    expect((replied.data.list as OpsComplaint[]).some((c) => c.id === id)).toBe(false);
    const future = await t.call('GET', '/api/ops/service/complaints', {
      as: op,
      query: { from: String(t.clock.now() + 3600) },
    });
    expect(future.data.total).toBe(0);

    const detail = await t.call('GET', '/api/ops/service/complaint', {
      as: op,
      query: { id: String(id) },
    });
    expect(detail.data).toMatchObject({
      id,
      status: 0,
      user: { id: u.id },
      content: added.data.complaint.content,
    });

    const reply = await t.call('POST', '/api/ops/service/complaint/reply', {
      as: op,
      body: { id, reply: '非常抱歉，已为您安排补发' },
    });
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      status: 2,
      reply: '非常抱歉，已为您安排补发',
      replied_by: op.id,
    });
    const mine = await t.call('GET', '/api/complain/detail', { as: u, query: { id: String(id) } });
    expect(mine.data).toMatchObject({ status: 2, reply: '非常抱歉，已为您安排补发' });
    const list = await t.call('GET', '/api/complain/list', { as: u });
    expect(list.data.list[0]).toMatchObject({ id, reply: '非常抱歉，已为您安排补发' });

    // a second reply is refused (423), nothing changes
    const before = await t.snapshot();
    const twice = await t.call('POST', '/api/ops/service/complaint/reply', {
      as: op,
      body: { id, reply: '再次回复' },
    });
    expect(twice.status).toBe(423);
    expect(await t.snapshot()).toBe(before);

    const closed = await t.call('POST', '/api/ops/service/complaint/close', {
      as: op,
      body: { id },
    });
    expect(closed.data).toMatchObject({ status: 3 });
    expect(
      (await t.call('GET', '/api/complain/detail', { as: u, query: { id: String(id) } })).data
        .status,
    ).toBe(3);
    const closeAgain = await t.call('POST', '/api/ops/service/complaint/close', {
      as: op,
      body: { id },
    });
    expect(closeAgain.status).toBe(423);

    const [replyAudit] = await auditRows('service.complaint_reply', id);
    expect(replyAudit).toMatchObject({ operator_id: op.id, object_type: 'complaint' });
    expect(JSON.parse(replyAudit?.before_json ?? '{}')).toEqual({ status: 0, reply: '' });
    expect(JSON.parse(replyAudit?.after_json ?? '{}')).toEqual({
      status: 2,
      reply: '非常抱歉，已为您安排补发',
    });
    const closeAudit = await auditRows('service.complaint_close', id);
    expect(closeAudit).toHaveLength(1);
    expect(JSON.parse(closeAudit[0]?.after_json ?? '{}')).toMatchObject({ status: 3 });
    await fence(t, opsSocket);
  });

  it('two concurrent replies: one wins, one audit row', async () => {
    const a = await opsActor(t, 'service');
    const b = await opsActor(t, 'owner');
    const u = await t.user();
    const id = (await complain(u)).data.complaint.id as number;
    const res = await Promise.all([
      t.call('POST', '/api/ops/service/complaint/reply', { as: a, body: { id, reply: '回复甲' } }),
      t.call('POST', '/api/ops/service/complaint/reply', { as: b, body: { id, reply: '回复乙' } }),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 423]);
    expect(await auditRows('service.complaint_reply', id)).toHaveLength(1);
  });

  it('bad input: 422 naming the field, database unchanged; 403 for operations', async () => {
    const op = await opsActor(t, 'service');
    const ops = await opsActor(t, 'operations');
    const u = await t.user();
    const id = (await complain(u)).data.complaint.id as number;
    const before = await t.snapshot();
    const empty = await t.call('POST', '/api/ops/service/complaint/reply', {
      as: op,
      body: { id, reply: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.message).toContain('reply');
    const long = await t.call('POST', '/api/ops/service/complaint/reply', {
      as: op,
      body: { id, reply: 'x'.repeat(501) },
    });
    expect(long.status).toBe(422);
    const missing = await t.call('POST', '/api/ops/service/complaint/close', {
      as: op,
      body: { id: 99999999 },
    });
    expect(missing.status).toBe(422);
    expect(missing.message).toContain('id');
    const badStatus = await t.call('GET', '/api/ops/service/complaints', {
      as: op,
      query: { status: 'lost' },
    });
    expect(badStatus.status).toBe(422);
    expect(badStatus.message).toContain('status');
    const forbidden = await t.call('POST', '/api/ops/service/complaint/reply', {
      as: ops,
      body: { id, reply: '越权回复' },
    });
    expect(forbidden.status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});
