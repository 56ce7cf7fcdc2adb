/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Customer chat, chat agents and complaints (docs/api-chat.md). Frozen in time: takes
 * Kysely<any>, imports nothing of the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  // One conversation per user with the shop's customer service. The four cursors say how far
  // each side has received (delivered) and read the other side's messages; they only grow.
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique())
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    // highest service message id the user has received / read
    .addColumn('user_delivered_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    // highest user message id the service side has received / read
    .addColumn('service_delivered_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('service_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_conversations_last')
    .on('chat_conversations')
    .columns(['last_at', 'id'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('conversation_id', 'integer', (c) => c.notNull())
    // user | service
    .addColumn('sender', 'varchar(10)', (c) => c.notNull())
    // the user's id or the answering merchant's id
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    // text | image | goods | order
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    // JSON snapshot of a goods / order card, '' otherwise
    .addColumn('card', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_client', ['conversation_id', 'sender', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  // Merchants that may answer customer chat (the service inbox).
  await db.schema
    .createTable('chat_agents')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('complaints')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON array of image URLs
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // 0 received | 1 processing | 2 replied
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('complaints_client', ['user_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('complaints_user')
    .on('complaints')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('complaints').ifExists().execute();
  await db.schema.dropTable('chat_agents').ifExists().execute();
  await db.schema.dropTable('chat_messages').ifExists().execute();
  await db.schema.dropTable('chat_conversations').ifExists().execute();
}
