/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Moderation decisions (issue 23, moderation): the reason of a decision others read is stored as
 * a code (rendered in the reader's language) beside the operator's own text.
 * - live_rooms.review_code: why the room was rejected or stopped ('' none);
 * - local_shops.review_code: why the application was rejected ('' none);
 * - feed_posts.hidden_code / hidden_note: why an operator hid the post;
 * - comments.hidden_code / hidden_note: why an operator (or the banned-word check) hid a review.
 * Existing rows keep their state with empty codes; a rejected room's or shop's old
 * review_reason text stays as the operator's text. Frozen in time; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

const COLUMNS: [table: string, column: string, size: number][] = [
  ['live_rooms', 'review_code', 32],
  ['local_shops', 'review_code', 32],
  ['feed_posts', 'hidden_code', 32],
  ['feed_posts', 'hidden_note', 200],
  ['comments', 'hidden_code', 32],
  ['comments', 'hidden_note', 200],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, size] of COLUMNS) {
    await db.schema
      .alterTable(table)
      .addColumn(column, `varchar(${size})`, (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
