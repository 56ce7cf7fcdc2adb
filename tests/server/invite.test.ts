import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

describe('invitations', () => {
  it('answers my code and link; lists only users I invited, masked', async () => {
    expect((await t.call('GET', '/api/user/get_invite_code')).code).toBe(401);
    expect((await t.call('GET', '/api/user/get_invite_user_list')).code).toBe(401);
    const me = await t.user();
    const other = await t.user();
    const res = await t.call('GET', '/api/user/get_invite_code', { as: me });
    expect(res.code).toBe(200);
    const row = await db()
      .selectFrom('users')
      .select('invite_code')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(res.data).toEqual({
      invite_code: row.invite_code,
      invite_url: `/h5/#/pages/login/register?invite=${row.invite_code}`,
    });

    const a = await t.user();
    const b = await t.user();
    const c = await t.user();
    await db()
      .updateTable('users')
      .set({ inviter_id: me.id })
      .where('id', 'in', [a.id, b.id])
      .execute();
    await db()
      .updateTable('users')
      .set({ inviter_id: other.id, nickname: '别人的' })
      .where('id', '=', c.id)
      .execute();
    await db().updateTable('users').set({ nickname: '小王' }).where('id', '=', b.id).execute();

    const list = await t.call('GET', '/api/user/get_invite_user_list', {
      as: me,
      query: { page: 1, limit: 10 },
    });
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.list[0]).toEqual({
      mobile: `${b.mobile!.slice(0, 3)}****${b.mobile!.slice(7)}`,
      nickname: '小王',
      avatar: '',
      registered_at: expect.any(Number),
    });
    expect(JSON.stringify(list.data)).not.toContain(b.mobile!);
    expect(JSON.stringify(list.data)).not.toContain('别人的');
    const theirs = await t.call('GET', '/api/user/get_invite_user_list', { as: other });
    expect(theirs.data.total).toBe(1);
    const page2 = await t.call('GET', '/api/user/get_invite_user_list', {
      as: me,
      query: { page: 2, limit: 1 },
    });
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.list[0].nickname).not.toBe('小王');
  });

  it('refuses bad paging without changes', async () => {
    const u = await t.user();
    const n = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/get_invite_user_list',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
    console.log('bad input cases (invite):', n);
  });
});
