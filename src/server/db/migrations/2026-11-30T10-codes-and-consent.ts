/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Stored codes and recorded consent (issue 19 part E):
 * - order_events get `code` and `params` (JSON): the system writes an event's code, rendered in
 *   the reader's language (modules/order/order-event-text.ts); `text` keeps the Chinese text for
 *   old readers. Existing rows whose text is one of the sentences the system wrote are converted
 *   to their code (amounts back to fen, carrier names back to carrier codes); any other text
 *   stays as it is, with no code, and is shown as stored.
 * - local_shop_categories get `name_en`; existing categories with a known Chinese name get
 *   their English name.
 * - user_consents (append-only): who accepted which versions of the user agreement and the
 *   privacy policy, when, from which IP and client, on which action.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

/** The sentences the system wrote before codes (as of this migration) → code. */
const EXACT: Record<string, string> = {
  订单已提交: 'created',
  支付成功: 'paid',
  买家已确认收货: 'received',
  已确认收货: 'receivedLocal',
  订单已完成: 'completed',
  买家已评价: 'reviewed',
  买家提醒发货: 'remind',
  商家已接单: 'accepted',
  '已备好，请到店自取': 'localReady',
  '商家已出餐，配送中': 'localDelivering',
  '超时未支付，订单已关闭': 'closedTimeout',
  买家取消订单: 'closedByBuyer',
  用户取消订单: 'closedByBuyer',
  '全额退款，订单关闭': 'closedFullRefund',
  '拼团失败，订单已关闭': 'closedGroupFailed',
  '拼团失败，已自动退款': 'groupFailed',
  买家撤销售后申请: 'afterSaleWithdrawn',
  商家已同意售后申请: 'afterSaleApproved',
};

/** Carrier names of the time (shared/carriers.ts) → code. */
const CARRIERS: Record<string, string> = {
  顺丰速运: 'sf',
  'sf express': 'sf',
  中通快递: 'zto',
  'zto express': 'zto',
  圆通速递: 'yto',
  'yto express': 'yto',
  韵达快递: 'yunda',
  'yunda express': 'yunda',
  申通快递: 'sto',
  'sto express': 'sto',
  ems: 'ems',
  京东物流: 'jd',
  'jd logistics': 'jd',
};
const carrier = (name: string): string => CARRIERS[name.trim().toLowerCase()] ?? name.trim();
const fen = (yuan: string): number => Math.round(Number(yuan) * 100);

/** The code and params of an old event text, or null when it is not one the system wrote. */
export function codeOfText(text: string): { code: string; params: Record<string, unknown> } | null {
  const exact = EXACT[text.trim()];
  if (exact) return { code: exact, params: {} };
  let m = /^商家已发货：(.+) (\S+)$/.exec(text);
  if (m) return { code: 'shipped', params: { carrier: carrier(m[1]!), no: m[2]! } };
  m = /^买家已寄回商品：(.+) (\S+)$/.exec(text);
  if (m) return { code: 'afterSaleReturned', params: { carrier: carrier(m[1]!), no: m[2]! } };
  m = /^买家申请售后：退款¥(\d+(?:\.\d+)?)$/.exec(text);
  if (m) return { code: 'afterSaleApplied', params: { amount: fen(m[1]!) } };
  m = /^拼团失败，已自动退款¥(\d+(?:\.\d+)?)$/.exec(text);
  if (m) return { code: 'groupFailedRefund', params: { amount: fen(m[1]!) } };
  m = /^已退款¥(\d+(?:\.\d+)?)$/.exec(text);
  if (m) return { code: 'refunded', params: { amount: fen(m[1]!) } };
  m = /^商家拒绝售后：([\s\S]*)$/.exec(text);
  if (m) return { code: 'afterSaleRejected', params: { reason: m[1]! } };
  return null;
}

/** Local-shop categories of the demo and common ones → English. */
const CATEGORY_EN: Record<string, string> = {
  美食: 'Food',
  甜品饮品: 'Desserts & drinks',
  超市便利: 'Convenience',
  水果生鲜: 'Fruit & fresh',
  鲜花绿植: 'Flowers & plants',
  买药: 'Pharmacy',
};

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .alterTable('order_events')
    .addColumn('code', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_events')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // convert the sentences the system wrote; one update per distinct text
  const texts = await db.selectFrom('order_events').select('text').distinct().execute();
  for (const { text } of texts as { text: string }[]) {
    const hit = codeOfText(text);
    if (!hit) continue;
    await db
      .updateTable('order_events')
      .set({ code: hit.code, params: JSON.stringify(hit.params) })
      .where('text', '=', text)
      .where('code', '=', '')
      .execute();
  }

  await db.schema
    .alterTable('local_shop_categories')
    .addColumn('name_en', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [zh, en] of Object.entries(CATEGORY_EN)) {
    await db
      .updateTable('local_shop_categories')
      .set({ name_en: en })
      .where('name', '=', zh)
      .where('name_en', '=', '')
      .execute();
  }

  await db.schema
    .createTable('user_consents')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // register | login | sms_login | social_register | social_bind
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('agreement_version', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_agreement_version', 'varchar(20)', (c) => c.notNull())
    .addColumn('privacy_policy_version', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_consents_user')
    .on('user_consents')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_consents').ifExists().execute();
  await db.schema.alterTable('local_shop_categories').dropColumn('name_en').execute();
  await db.schema.alterTable('order_events').dropColumn('params').execute();
  await db.schema.alterTable('order_events').dropColumn('code').execute();
}
