/**
 * Demo data of the customer chat and complaints (docs/api-chat.md), seeded after the main seed
 * has committed: the demo merchant answers customer chat (a `chat_agents` row); the demo user
 * has a short conversation (a question and the service's answer, read) and one complaint that
 * was replied to. Ids come from the sequences, so this runs the same on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function seedChat(
  db: Kysely<DB>,
  opts: { now: number; merchantId: number | null; userId: number | null },
): Promise<void> {
  const { now, merchantId, userId } = opts;
  if (merchantId === null) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('chat_agents')
      .values({ merchant_id: merchantId, created_at: now })
      .execute();
    if (userId === null) return;
    const conv = await tx
      .insertInto('chat_conversations')
      .values({ user_id: userId, last_at: now - 3600, created_at: now - 7200 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ask = await tx
      .insertInto('chat_messages')
      .values({
        conversation_id: conv.id,
        sender: 'user',
        sender_id: userId,
        client_id: 'seed-ask-0001',
        type: 'text',
        content: '你好，请问下单后多久发货？',
        created_at: now - 7200,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await tx
      .insertInto('chat_messages')
      .values({
        conversation_id: conv.id,
        sender: 'service',
        sender_id: merchantId,
        client_id: 'seed-answer-0001',
        type: 'text',
        content: '您好！工作日16点前付款的订单当天发货，其余次日发货，请您放心。',
        created_at: now - 3600,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('chat_conversations')
      .set({
        last_message_id: answer.id,
        user_delivered_id: answer.id,
        user_read_id: answer.id,
        service_delivered_id: ask.id,
        service_read_id: ask.id,
      })
      .where('id', '=', conv.id)
      .execute();
    await tx
      .insertInto('complaints')
      .values({
        user_id: userId,
        client_id: 'seed-complaint-0001',
        type: 'logistics',
        content: '快递派送太慢了，希望能换一家更快的快递公司。',
        phone: '',
        status: 2,
        reply: '感谢您的建议，我们已在部分地区增加顺丰配送，后续会持续改进。',
        created_at: now - 86400 * 3,
        updated_at: now - 86400 * 2,
      })
      .execute();
  });
}
