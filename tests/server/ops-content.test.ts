/**
 * The console's home and content (issue 23, part content): each write is audited and the
 * consumer's read right after it shows the change (banners with their time window, zones,
 * notices, articles, hot words, the service switch and phone, agreement versions), and
 * announcements reach their segment once, in the reader's language. Refusals: 403 without the
 * permission, 422 bad input with the database unchanged, 423 for a second send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OpsAnnouncement,
  OpsArticle,
  OpsBanner,
  OpsClauses,
  OpsZone,
} from '../../src/shared/contract/ops-content';
import type { IndexData } from '../../src/shared/contract/types';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { upload } from './wallet-fixtures';

let t: TestServer;
let ops: Actor;

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;

const auditOf = (action: string, objectId: number | string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();

async function post<T>(url: string, body: Record<string, unknown>, as: Actor = ops) {
  const r = await t.call<T>('POST', url, { as, body: body as never, json: true });
  return r;
}
async function ok<T>(url: string, body: Record<string, unknown>): Promise<T> {
  const r = await post<T>(url, body);
  expect(r.code, r.message).toBe(200);
  return r.data;
}
const home = async (lang = 'zh-CN') => {
  const r = await t.call<IndexData>('GET', '/api/index', { headers: { 'accept-language': lang } });
  expect(r.code, r.message).toBe(200);
  return r.data;
};
async function uploaded(): Promise<string> {
  const r = await upload(t, ops, undefined, '/api/ops/content/upload');
  expect(r.code, r.message).toBe(200);
  return r.data.url as string;
}

describe('banners', () => {
  it('a created banner shows on the home at once; off, deleted or out of its window it does not', async () => {
    await home(); // the home answer is cached now
    const image = await uploaded();
    const b = await ok<OpsBanner>('/api/ops/content/banners/create', {
      title: 'Spring sale',
      image,
      link: 'pages/subpack/goods/list',
      sort: 0,
    });
    expect((await home()).banners.map((x) => x.id)).toContain(b.id);
    expect(await auditOf('content.banner_create', b.id)).toHaveLength(1);

    await ok('/api/ops/content/banners/update', { id: b.id, status: false });
    expect((await home()).banners.map((x) => x.id)).not.toContain(b.id);
    const [audit] = await auditOf('content.banner_update', b.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ on: true });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ on: false });

    // a window that opens in 100 s: hidden now, shown once the clock passes its start
    const now = t.clock.now();
    await ok('/api/ops/content/banners/update', {
      id: b.id,
      status: true,
      start_at: now + 100,
      end_at: now + 200,
    });
    expect((await home()).banners.map((x) => x.id)).not.toContain(b.id);
    t.clock.advance(150);
    try {
      expect((await home()).banners.map((x) => x.id)).toContain(b.id);
      t.clock.advance(100);
      expect((await home()).banners.map((x) => x.id)).not.toContain(b.id);
    } finally {
      t.clock.reset();
    }

    const list = await t.call<{ list: OpsBanner[]; total: number }>(
      'GET',
      '/api/ops/content/banners',
      { as: ops, query: { position: 'home', limit: 50 } },
    );
    expect(list.data.list.find((x) => x.id === b.id)).toMatchObject({ start_at: now + 100 });

    await ok('/api/ops/content/banners/delete', { id: b.id });
    expect(await db().selectFrom('banners').select('id').where('id', '=', b.id).execute()).toEqual(
      [],
    );
    expect(await auditOf('content.banner_delete', b.id)).toHaveLength(1);
  });

  it('refuses an image that is not an upload and a window that ends before it starts', async () => {
    const before = await t.snapshot();
    const r1 = await post('/api/ops/content/banners/create', {
      title: 'x',
      image: 'https://evil.example/a.png',
    });
    expect(r1.code).toBe(422);
    expect(r1.message).toMatch(/^image: /);
    const r2 = await post('/api/ops/content/banners/create', {
      title: 'x',
      image: await uploaded(),
      start_at: 2_000_000_000,
      end_at: 1_900_000_000,
    });
    expect(r2.code).toBe(422);
    expect(r2.message).toMatch(/^end_at: /);
    const r3 = await post('/api/ops/content/banners/update', { id: 999999, title: 'x' });
    expect(r3.code).toBe(422);
    // the upload wrote a file only, no row
    expect(await t.snapshot()).toBe(before);
  });
});

describe('zones, notices', () => {
  it('renames, reorders and hides a zone entry; the home shows it at once', async () => {
    const zones = (await t.call<{ list: OpsZone[] }>('GET', '/api/ops/content/zones', { as: ops }))
      .data.list;
    expect(zones.length).toBeGreaterThan(1);
    const z = zones[1]!;
    await home();
    await ok('/api/ops/content/zones/update', {
      id: z.id,
      name: '新名字',
      name_en: 'New name',
      sort: 0,
    });
    expect((await home()).zones.find((x) => x.id === z.id)?.name).toBe('新名字');
    expect((await home('en')).zones.find((x) => x.id === z.id)?.name).toBe('New name');
    await ok('/api/ops/content/zones/update', { id: z.id, status: false });
    expect((await home()).zones.map((x) => x.id)).not.toContain(z.id);
    expect(await auditOf('content.zone_update', z.id)).toHaveLength(2);
  });

  it('saves the home notices', async () => {
    await home();
    await ok('/api/ops/content/notices/save', { list: ['今日满减', '新品上架'] });
    expect((await home()).notices).toEqual(['今日满减', '新品上架']);
    expect(await auditOf('content.notices_update', 'home_notices')).toHaveLength(1);
  });
});

describe('articles', () => {
  it('a draft is not shown; published it is; withdrawn it is gone', async () => {
    const a = await ok<OpsArticle>('/api/ops/content/articles/create', {
      title: '开店指南',
      summary: '三步开店',
      body: '第一步……',
    });
    expect(a.published).toBe(false);
    const ids = async () =>
      (
        await t.call<{ list: { id: number }[] }>('GET', '/api/v3/article/list', {
          query: { page: 1, limit: 50 },
        })
      ).data.list.map((x) => x.id);
    expect(await ids()).not.toContain(a.id);
    await ok('/api/ops/content/articles/publish', { id: a.id, publish: true });
    expect(await ids()).toContain(a.id);
    await ok('/api/ops/content/articles/update', { id: a.id, title: '开店指南（新）' });
    const detail = await t.call<{ title: string }>('GET', '/api/v3/article/detail', {
      query: { id: a.id },
    });
    expect(detail.data.title).toBe('开店指南（新）');
    await ok('/api/ops/content/articles/publish', { id: a.id, publish: false });
    expect(await ids()).not.toContain(a.id);
    for (const action of ['create', 'publish', 'update', 'unpublish']) {
      expect(await auditOf(`content.article_${action}`, a.id)).toHaveLength(1);
    }
  });
});

describe('announcements', () => {
  it('reaches the users registered in the range once, in the reader language', async () => {
    const now = t.clock.now();
    t.clock.advance(-10 * 86400);
    const old = await t.user();
    t.clock.reset();
    const fresh1 = await t.user();
    const fresh2 = await t.user();
    const a = await ok<OpsAnnouncement>('/api/ops/content/announcements/create', {
      title: '系统维护通知',
      title_en: 'Maintenance notice',
      body: '今晚 2 点维护',
      body_en: 'Maintenance at 2 am tonight',
      segment: 'registered',
      reg_from: now - 60,
      reg_to: now + 60,
    });
    expect(a.sent).toBe(false);
    const sent = await ok<OpsAnnouncement>('/api/ops/content/announcements/send', { id: a.id });
    expect(sent.sent).toBe(true);
    const rows = await db()
      .selectFrom('user_messages')
      .select('user_id')
      .where('announcement_id', '=', a.id)
      .execute();
    const to = rows.map((r) => r.user_id);
    expect(to).toContain(fresh1.id);
    expect(to).toContain(fresh2.id);
    expect(to).not.toContain(old.id);
    expect(sent.recipients).toBe(rows.length);

    // sent once: a second send is refused and adds nothing
    const again = await post('/api/ops/content/announcements/send', { id: a.id });
    expect(again.code).toBe(423);
    expect(
      await db()
        .selectFrom('user_messages')
        .select('id')
        .where('announcement_id', '=', a.id)
        .execute(),
    ).toHaveLength(rows.length);
    expect(await auditOf('content.announcement_send', a.id)).toHaveLength(1);

    const list = (lang: string) =>
      t.call<{ list: { id: number; title: string; body: string }[] }>(
        'GET',
        '/api/v3/getUserMsgList',
        { as: fresh1, query: { page: 1, limit: 10 }, headers: { 'accept-language': lang } },
      );
    expect((await list('zh-CN')).data.list[0]).toMatchObject({ title: '系统维护通知' });
    const en = (await list('en')).data.list[0]!;
    expect(en).toMatchObject({ title: 'Maintenance notice', body: 'Maintenance at 2 am tonight' });
    const one = await t.call<{ msg: { title: string } }>('GET', '/api/v3/getOneMsg', {
      as: fresh1,
      query: { id: en.id },
      headers: { 'accept-language': 'en' },
    });
    expect(one.data.msg.title).toBe('Maintenance notice');
  });

  it('a right segment reaches only its holders; a segment without its range is refused', async () => {
    const holder = await t.user();
    const other = await t.user();
    await db()
      .insertInto('user_rights')
      .values({ user_id: holder.id, right: 'agent', granted_at: t.clock.now() })
      .execute();
    const a = await ok<OpsAnnouncement>('/api/ops/content/announcements/create', {
      title: '代理商通知',
      body: '本月结算规则',
      segment: 'right',
      right: 'agent',
    });
    await ok('/api/ops/content/announcements/send', { id: a.id });
    const to = (
      await db()
        .selectFrom('user_messages')
        .select('user_id')
        .where('announcement_id', '=', a.id)
        .execute()
    ).map((r) => r.user_id);
    expect(to).toContain(holder.id);
    expect(to).not.toContain(other.id);

    const before = await t.snapshot();
    const r = await post('/api/ops/content/announcements/create', {
      title: 'x',
      body: 'y',
      segment: 'registered',
    });
    expect(r.code).toBe(422);
    expect(r.message).toMatch(/^reg_to: /);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('agreements', () => {
  it('a new privacy policy version is what consumers must accept next', async () => {
    const cfg = async () =>
      (await t.call<{ agreement_version: string }>('GET', '/api/v3/config')).data.agreement_version;
    const was = await cfg();
    const clauses = (
      await t.call<OpsClauses>('GET', '/api/ops/content/clauses', {
        as: ops,
        query: { type: 'privacy_policy' },
      })
    ).data;
    const [maj] = clauses.current.split('.');
    const next = `${Number(maj) + 1}.0`;

    const low = await post('/api/ops/content/clauses/publish', {
      type: 'privacy_policy',
      version: clauses.current,
      title: '隐私政策',
      body: '...',
    });
    expect(low.code).toBe(422);
    expect(low.message).toMatch(/^version: /);

    await ok('/api/ops/content/clauses/publish', {
      type: 'privacy_policy',
      version: next,
      title: '隐私政策',
      body: '新版隐私政策',
    });
    const now = await cfg();
    expect(now).not.toBe(was);
    expect(now.endsWith(`/${next}`)).toBe(true);
    // the old version no longer signs in
    const u = await t.user({ password: 'secret123' });
    const mobile = (
      await db()
        .selectFrom('users')
        .select('mobile')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow()
    ).mobile;
    const stale = await t.call('POST', '/api/login', {
      body: { mobile, password: 'secret123', agreement_version: was },
    });
    expect(stale.code).toBe(422);
    const fresh = await t.call('POST', '/api/login', {
      body: { mobile, password: 'secret123', agreement_version: now },
    });
    expect(fresh.code, fresh.message).toBe(200);
  });
});

describe('hot words and customer service', () => {
  it('the search page shows the words that are on, in their order', async () => {
    await ok('/api/ops/content/hot-words/save', {
      list: [
        { word: '草莓', on: true },
        { word: '酸奶', on: false },
        { word: '面包', on: true },
      ],
    });
    const r = await t.call<{ list: string[] }>('GET', '/api/goods/hot_words');
    expect(r.data.list).toEqual(['草莓', '面包']);
    const dup = await post('/api/ops/content/hot-words/save', {
      list: [
        { word: 'Tea', on: true },
        { word: 'tea', on: true },
      ],
    });
    expect(dup.code).toBe(422);
    expect((await t.call<{ list: string[] }>('GET', '/api/goods/hot_words')).data.list).toEqual([
      '草莓',
      '面包',
    ]);
    expect(await auditOf('content.hot_words_update', 'hot_words')).toHaveLength(1);
  });

  it('turns the customer-service chat off and sets the phone', async () => {
    await ok('/api/ops/content/service/save', { on: false, phone: '400-123-4567' });
    const kf = await t.call<{ on: number }>('GET', '/api/v3/kf');
    expect(kf.data.on).toBe(0);
    const cfg = await t.call<{ service_phone: string }>('GET', '/api/v3/config');
    expect(cfg.data.service_phone).toBe('400-123-4567');
    await ok('/api/ops/content/service/save', { on: true, phone: '400-123-4567' });
    expect((await t.call<{ on: number }>('GET', '/api/v3/kf')).data.on).toBe(1);
    expect(await auditOf('content.service_update', 'kf_on')).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('a moderator reads but does not write; a service operator does not read', async () => {
    const moderator = await opsActor(t, 'moderator');
    const service = await opsActor(t, 'service');
    const read = await t.call('GET', '/api/ops/content/zones', { as: moderator });
    expect(read.code).toBe(200);
    const before = await t.snapshot();
    const w = await post('/api/ops/content/notices/save', { list: ['x'] }, moderator);
    expect(w.status).toBe(403);
    expect((await t.call('GET', '/api/ops/content/zones', { as: service })).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });

  it('bad input changes nothing', async () => {
    let cases = 0;
    cases += await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/ops/content/banners/update',
      as: ops,
      valid: { id: 999999, title: 'x' },
      optional: ['title'],
    });
    cases += await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/ops/content/articles/publish',
      as: ops,
      valid: { id: 999999, publish: '1' },
    });
    cases += await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/ops/content/clauses/publish',
      as: ops,
      valid: { type: 'user_agreement', version: '1.0', title: 't', body: 'b' },
    });
    expect(cases).toBeGreaterThan(30);
  });
});
