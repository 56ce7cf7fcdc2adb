/**
 * Text that is not text: lone UTF-16 surrogates (they cannot be stored as UTF-8) and control
 * characters (C0 but TAB/LF/CR, DEL, C1) are refused on every route with 422 naming the field,
 * the database unchanged; line breaks pass in multi-line fields (complaints, reviews, remarks)
 * and are refused in single-line ones (nickname, names, address lines).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Actor, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const updateInfo = (as: Actor, nickname: string) =>
  t.call('POST', '/api/user/update_user_info', { as, json: true, body: { nickname } });

describe('lone surrogates and control characters', () => {
  it('a nickname with a lone surrogate, a control or a line break is refused, naming nickname', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    for (const nickname of [
      '\uD800',
      'ab\uD800',
      'a\uDC00b',
      '\uDC00\uD800',
      'a\u0007b',
      'a\u007Fb',
      'a\u0085b',
      'a\u009Fb',
      'a\nb',
      'a\rb',
      'a\tb',
    ]) {
      const res = await updateInfo(u, nickname);
      expect(res.code, JSON.stringify(nickname)).toBe(422);
      expect(res.message, JSON.stringify(nickname)).toMatch(/^nickname: /);
    }
    expect(await t.snapshot()).toBe(before);
    // a well-formed pair (an emoji) is fine
    const ok = await updateInfo(u, '小明\uD83D\uDE00');
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.nickname).toBe('小明😀');
  });

  it('any field of any route: unknown fields, nested fields, query strings, merchant routes', async () => {
    const u = await t.user();
    const m = await t.merchant();
    const before = await t.snapshot();
    const surrogate = await t.call('POST', '/api/user/update_user_info', {
      as: u,
      json: true,
      body: { nickname: '小明', extra: { deep: ['ok', 'x\uDBFF'] } },
    });
    expect(surrogate.code).toBe(422);
    expect(surrogate.message).toMatch(/^extra\.deep\.1: /);
    const query = await t.call('GET', '/api/user/get_user_info', {
      as: u,
      query: { note: 'a\u0001b' },
    });
    expect(query.code).toBe(422);
    expect(query.message).toMatch(/^note: /);
    const merchant = await t.call('POST', '/api/admin/shop/class/add', {
      as: m,
      json: true,
      body: { name: '蔬菜\uD800', sort: 1 },
    });
    expect(merchant.status).toBe(422);
    expect(merchant.message).toMatch(/^name: /);
    const merchantCtl = await t.call('POST', '/api/admin/shop/class/add', {
      as: m,
      body: { name: '蔬\u001B菜', sort: 1 },
    });
    expect(merchantCtl.status).toBe(422);
    expect(merchantCtl.message).toMatch(/^name: /);
    expect(await t.snapshot()).toBe(before);
  });

  it('line breaks and tabs pass in a complaint; a control character there does not', async () => {
    const u = await t.user();
    const body = {
      client_id: `c${randomBytes(8).toString('hex')}`,
      type: 'logistics',
      content: '快递三天还没到，\n麻烦查一下\r\n\t谢谢',
    };
    const before = await t.snapshot();
    const bad = await t.call('POST', '/api/complain/add', {
      as: u,
      body: { ...body, content: '快递三天还没到，\u0000麻烦查一下' },
    });
    expect(bad.code).toBe(422);
    expect(bad.message).toMatch(/^content: /);
    const lone = await t.call('POST', '/api/complain/add', {
      as: u,
      json: true,
      body: { ...body, content: '快递三天还没到，\uD83D麻烦查一下' },
    });
    expect(lone.code).toBe(422);
    expect(lone.message).toMatch(/^content: /);
    expect(await t.snapshot()).toBe(before);
    const ok = await t.call('POST', '/api/complain/add', { as: u, body });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.complaint.content).toBe('快递三天还没到，\n麻烦查一下\r\n\t谢谢');
  });

  it('an address line refuses a line break, its detail too', async () => {
    const u = await t.user();
    const valid = {
      name: '张三',
      mobile: '13800138000',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      detail: '建国路 1 号',
    };
    const before = await t.snapshot();
    for (const field of ['name', 'province', 'city', 'district', 'detail'] as const) {
      const res = await t.call('POST', '/api/user/edit_address', {
        as: u,
        body: { ...valid, [field]: `${valid[field]}\n二楼` },
      });
      expect(res.code, field).toBe(422);
      expect(res.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await t.snapshot()).toBe(before);
    const ok = await t.call('POST', '/api/user/edit_address', { as: u, body: valid });
    expect(ok.code, ok.message).toBe(200);
  });
});
