import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressList } from '../../src/shared/contract/user';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';

const HOME = {
  name: '张三',
  mobile: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号 3 幢 501',
};

describe('addresses', () => {
  let t: TestServer;
  let alice: Actor;
  let bob: Actor;

  beforeAll(async () => {
    t = await startTestServer();
    alice = await t.user();
    bob = await t.user();
  });
  afterAll(() => t.close());

  const list = async (as: Actor) =>
    (await t.call<AddressList>('GET', '/api/user/get_user_address', { as })).data.list;

  it('requires login', async () => {
    expect((await t.call('GET', '/api/user/get_user_address')).code).toBe(401);
  });

  it('makes the first address the default and keeps exactly one default', async () => {
    const first = await t.call('POST', '/api/user/edit_address', { as: alice, body: HOME });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      is_default: true,
      full: '浙江省杭州市西湖区文三路 100 号 3 幢 501',
    });
    const second = await t.call('POST', '/api/user/edit_address', {
      as: alice,
      body: { ...HOME, detail: '公司 8 楼', is_default: '1' },
    });
    expect(second.data.is_default).toBe(true);
    const all = await list(alice);
    expect(all).toHaveLength(2);
    expect(all.filter((a) => a.is_default)).toHaveLength(1);
    expect(all[0]?.id).toBe(second.data.id);
  });

  it('updates its own address and promotes another when the default is deleted', async () => {
    const [def, other] = await list(alice);
    const upd = await t.call('POST', '/api/user/edit_address', {
      as: alice,
      body: { ...HOME, id: other!.id, detail: '新地址 1 号' },
    });
    expect(upd.data.detail).toBe('新地址 1 号');
    expect(
      (await t.call('POST', '/api/user/del_address', { as: alice, body: { id: def!.id } })).code,
    ).toBe(200);
    const left = await list(alice);
    expect(left).toHaveLength(1);
    expect(left[0]?.is_default).toBe(true);
  });

  it("never shows, changes or deletes another user's address", async () => {
    const [mine] = await list(alice);
    expect(await list(bob)).toEqual([]);
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/user/del_address',
      input: { id: mine!.id },
      other: bob,
    });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/user/edit_address',
      input: { ...HOME, id: mine!.id },
      other: bob,
    });
  });

  it('refuses bad input with a message naming the field, database unchanged', async () => {
    const cases = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/edit_address',
      valid: { ...HOME, id: 999999 },
      optional: ['district'],
      fixed: ['id'],
      as: alice,
    });
    const del = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/del_address',
      valid: { id: 999999 },
      as: alice,
    });
    console.log(`bad input cases: edit_address ${cases}, del_address ${del}`);
    const bad = await t.call('POST', '/api/user/edit_address', {
      as: alice,
      body: { ...HOME, mobile: '12345' },
    });
    expect(bad.code).toBe(422);
    expect(bad.message).toContain('mobile');
  });
});
