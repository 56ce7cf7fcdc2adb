/**
 * SMS provider. The local default writes to the `sms_outbox` table, which development and test
 * builds can read at `/__dev/sms-outbox`; a real provider implements the same interface.
 */
import type { Executor } from '../db';

export interface SmsProvider {
  readonly name: string;
  send(db: Executor, mobile: string, content: string, now: number): Promise<void>;
}

export const outboxSms: SmsProvider = {
  name: 'outbox',
  async send(db, mobile, content, now) {
    await db.insertInto('sms_outbox').values({ mobile, content, created_at: now }).execute();
  },
};
