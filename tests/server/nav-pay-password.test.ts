// Issue 19 (brief C): the server refuses weak pay passwords by the same shared rule the client
// applies at the first entry (src/shared/rules/pay-password.ts), with the reason, and changes
// nothing; a password the rule accepts is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWeakPayPassword } from '../../src/shared/rules/pay-password';
import { startTestServer, type TestServer } from './harness';
import { payPasswordCode } from './wallet-fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

describe('set_pay_password and the shared weak rule', () => {
  it('refuses what the shared rule calls weak, naming the reason, and sets what it accepts', async () => {
    const u = await t.user();
    const code = await payPasswordCode(t, u);
    for (const weak of ['123456', '111111', '654321', '987654', '012345']) {
      expect(isWeakPayPassword(weak), weak).toBe(true);
      const res = await t.call('POST', '/api/user/set_pay_password', {
        as: u,
        body: { pay_password: weak, code },
      });
      expect(res.code, weak).toBe(422);
      expect(res.message, weak).toContain('过于简单');
    }
    const row = await t.app.database.db
      .selectFrom('users')
      .select('pay_password_hash')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_password_hash).toBeNull();

    expect(isWeakPayPassword('147036')).toBe(false);
    const ok = await t.call('POST', '/api/user/set_pay_password', {
      as: u,
      body: { pay_password: '147036', code },
    });
    expect(ok.code).toBe(200);
  });
});
