/**
 * The consumer's screens read the business rules from the server (issue 23 gaps, part rules):
 * the withdrawal rules in balance_info and reward_info, the points-transfer rules in
 * two_integral_info and the upload limit in the public config follow an operator's change at
 * once. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormObject } from '../../src/shared/form-encoding';
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';

let t: TestServer;
let owner: Actor;

beforeAll(async () => {
  t = await startTestServer();
  owner = await opsActor(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});

const update = async (section: string, value: object) => {
  const r = await t.call('POST', '/api/ops/settings/update', {
    as: owner,
    body: { section, value: value as FormObject },
  });
  expect(r.code, r.message).toBe(200);
};

describe('rules reach the consumer', () => {
  it('the withdrawal rules of balance_info and reward_info follow a change at once', async () => {
    const u = await t.user();
    const before = await t.call('GET', '/api/user/pay/balance_info', { as: u });
    expect(before.data.withdraw_rules).toEqual(DEFAULT_SETTINGS.withdrawal);
    const changed = { min: 2350, max: 10_000, fee_bp: 250, fee_min: 50, daily_count: 2 };
    await update('withdrawal', changed);
    try {
      const after = await t.call('GET', '/api/user/pay/balance_info', { as: u });
      expect(after.data.withdraw_rules).toEqual(changed);
      const reward = await t.call('GET', '/api/user/pay/reward_info', { as: u });
      expect(reward.data.withdraw_rules).toEqual(changed);
    } finally {
      await update('withdrawal', DEFAULT_SETTINGS.withdrawal);
    }
  });

  it('the transfer rules of two_integral_info follow a change at once', async () => {
    const u = await t.user();
    const before = await t.call('GET', '/api/user/two_integral_info', { as: u });
    expect(before.data.transfer_rules).toEqual(DEFAULT_SETTINGS.points);
    const changed = {
      transfer_min: 10,
      transfer_max: 5000,
      transfer_daily_limit: 20_000,
      transfer_fee_bp: 300,
    };
    await update('points', changed);
    try {
      const after = await t.call('GET', '/api/user/two_integral_info', { as: u });
      expect(after.data.transfer_rules).toEqual(changed);
    } finally {
      await update('points', DEFAULT_SETTINGS.points);
    }
  });

  it('the upload limit of the public config follows a change at once', async () => {
    expect((await t.call('GET', '/api/v3/config')).data.upload_max_bytes).toBe(
      DEFAULT_SETTINGS.upload.max_bytes,
    );
    await update('upload', { ...DEFAULT_SETTINGS.upload, max_bytes: 2 * 1024 * 1024 });
    try {
      expect((await t.call('GET', '/api/v3/config')).data.upload_max_bytes).toBe(2 * 1024 * 1024);
    } finally {
      await update('upload', DEFAULT_SETTINGS.upload);
    }
  });
});
