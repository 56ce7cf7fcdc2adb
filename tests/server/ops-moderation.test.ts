/**
 * The operator console's moderation area (issue 23, moderation): live rooms waiting for review
 * (approve, reject with a reason the manager reads in their language, stop a live room now),
 * feed posts held or reported (approve, hide, dismiss reports), goods reviews (hide, unhide),
 * local shop applications (approve, reject with a reason the applicant reads), the settings
 * (auto-approval, banned words used by the checks at once), audit rows, refusals leaving the
 * database unchanged, and role refusals. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type {
  ModLiveRow,
  ModPostRow,
  ModReviewRow,
  ModSettings,
  ModShopRow,
} from '../../src/shared/contract/ops-moderation';
import { startTestServer, type Actor, type TestServer } from './harness';
import { manager, ownCover, room } from './live-helpers';
import { L, POINT } from './local-helpers';
import { setAppConfig } from './moderation-helpers';
import { opsActor } from './ops-helpers';
import { upload } from './wallet-fixtures';

let t: TestServer;
let moderator: Actor;
let operations: Actor;
const db = () => t.app.database.db;
const M = '/api/ops/moderation';

beforeAll(async () => {
  t = await startTestServer();
  moderator = await opsActor(t, 'moderator');
  operations = await opsActor(t, 'operations');
});
afterAll(async () => {
  await t?.close();
});

const get = <T>(path: string, query: Record<string, string | number> = {}, as = moderator) =>
  t.call<T>('GET', `${M}${path}`, { as, query });
const post = <T>(path: string, body: Record<string, unknown>, as = moderator) =>
  t.call<T>('POST', `${M}${path}`, { as, body: body as Record<string, string>, json: true });

const audits = (objectType: string, id: number | string, action: string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(id))
    .where('action', '=', action)
    .execute();

async function pendingRoom(m: Actor, title = '待审直播') {
  await setAppConfig(t, 'live_auto_approve', false);
  try {
    const res = await t.call('POST', '/api/live/add', {
      as: m,
      body: {
        title,
        cover: await ownCover(t, m),
        intro: '简介',
        scheduled_at: t.clock.now() + 600,
      },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.review_status).toBe(0);
    return res.data.id as number;
  } finally {
    await setAppConfig(t, 'live_auto_approve', true);
  }
}

describe('live rooms', () => {
  it('rejects a pending room with a reason its manager reads in their language; audited', async () => {
    const m = await manager(t);
    const id = await pendingRoom(m);
    const queue = await get<ListData<ModLiveRow>>('/live', { filter: 'pending', limit: 100 });
    expect(queue.code).toBe(200);
    expect(queue.data.list.some((r) => r.id === id)).toBe(true);

    const rej = await post<ModLiveRow>('/live/reject', { id, reason: 'vulgar', note: '封面不当' });
    expect(rej.code, rej.message).toBe(200);
    expect(rej.data.review_status).toBe(2);
    expect(rej.data.reason).toEqual({ code: 'vulgar', note: '封面不当' });
    const [row] = await audits('live_room', id, 'moderation.live_reject');
    expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ review_status: 2 });

    const mine = async (lang: string) =>
      (
        await t.call('GET', '/api/live/my_rooms', {
          as: m,
          query: { page: 1, limit: 10 },
          headers: { 'accept-language': lang },
        })
      ).data.list.find((r: { id: number }) => r.id === id) as { review_reason: string };
    expect((await mine('zh-CN')).review_reason).toBe('低俗或不适宜内容：封面不当');
    expect((await mine('en')).review_reason).toBe('Vulgar or inappropriate content: 封面不当');

    // a second decision is refused, nothing changes
    const before = await t.snapshot();
    const again = await post('/live/approve', { id });
    expect(again.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
    // a rejected room cannot be started
    expect((await t.call('POST', '/api/live/start', { as: m, body: { id } })).code).toBe(423);
  });

  it('approves a pending room: viewers see it at once', async () => {
    const m = await manager(t);
    const id = await pendingRoom(m, '审核后可见');
    expect((await t.call('GET', '/api/live/room', { query: { id } })).code).toBe(422);
    const ok = await post<ModLiveRow>('/live/approve', { id });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.review_status).toBe(1);
    expect((await t.call('GET', '/api/live/room', { query: { id } })).code).toBe(200);
    expect(await audits('live_room', id, 'moderation.live_approve')).toHaveLength(1);
  });

  it('refuses the reason "other" without a note, and unknown rooms', async () => {
    const m = await manager(t);
    const id = await pendingRoom(m);
    const before = await t.snapshot();
    const bad = await post('/live/reject', { id, reason: 'other', note: ' ' });
    expect(bad.code).toBe(422);
    expect(bad.message).toMatch(/^note:/);
    expect((await post('/live/reject', { id: 999_999, reason: 'vulgar' })).code).toBe(422);
    expect((await post('/live/reject', { id, reason: 'nonsense' })).code).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });

  it('stops a live room now: ended, new stream key, cannot start again; stopping an upcoming room is refused', async () => {
    const m = await manager(t);
    const r = await room(t, m, { live: true });
    const stop = await post<ModLiveRow>('/live/stop', { id: r.id, reason: 'illegal', note: '' });
    expect(stop.code, stop.message).toBe(200);
    expect(stop.data.state).toBe('ended');
    expect(stop.data.review_status).toBe(2);
    const row = await db()
      .selectFrom('live_rooms')
      .select(['stream_key', 'state'])
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(row.stream_key).not.toBe(r.stream_key);
    expect((await t.call('POST', '/api/live/start', { as: m, body: { id: r.id } })).code).toBe(423);
    expect(await audits('live_room', r.id, 'moderation.live_stop')).toHaveLength(1);

    const upcoming = await room(t, m);
    expect((await post('/live/stop', { id: upcoming.id, reason: 'illegal' })).code).toBe(422);
  });
});

describe('feed posts', () => {
  it('holds a post with a banned word; approving shows it to other users at once', async () => {
    const u = await t.user();
    const other = await t.user();
    const created = await t.call('POST', '/api/trashy/feed/create', {
      as: u,
      body: { content: '周末一起去赌博吗' },
    });
    expect(created.code, created.message).toBe(200);
    const id = created.data.id as number;
    expect(created.data.status).toBe('pending');
    const held = await get<ListData<ModPostRow>>('/posts', { filter: 'held', limit: 100 });
    expect(held.data.list.some((p) => p.id === id)).toBe(true);
    expect(
      (await t.call('GET', '/api/trashy/feed/detail', { as: other, query: { id } })).code,
    ).toBe(422);
    const ok = await post<ModPostRow>('/posts/approve', { id });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.status).toBe('published');
    expect(
      (await t.call('GET', '/api/trashy/feed/detail', { as: other, query: { id } })).code,
    ).toBe(200);
    expect(await audits('feed_post', id, 'moderation.post_approve')).toHaveLength(1);
  });

  it('hides a post with a reason, and dismisses reports', async () => {
    const u = await t.user();
    const a = (
      await t.call('POST', '/api/trashy/feed/create', { as: u, body: { content: '新开的面包店' } })
    ).data.id as number;
    const reporter = await t.user();
    expect(
      (
        await t.call('POST', '/api/trashy/feed/report', {
          as: reporter,
          body: { id: a, reason: '广告' },
        })
      ).code,
    ).toBe(200);
    const reported = await get<ListData<ModPostRow>>('/posts', { filter: 'reported', limit: 100 });
    const row = reported.data.list.find((p) => p.id === a);
    expect(row?.reports).toEqual([{ reason: '广告', count: 1 }]);
    const dismissed = await post<ModPostRow>('/posts/dismiss', { id: a });
    expect(dismissed.code, dismissed.message).toBe(200);
    expect(dismissed.data.report_count).toBe(0);
    expect((await post('/posts/dismiss', { id: a })).code).toBe(422);

    const hidden = await post<ModPostRow>('/posts/hide', { id: a, reason: 'ads_spam', note: '' });
    expect(hidden.code, hidden.message).toBe(200);
    expect(hidden.data.status).toBe('hidden');
    expect(hidden.data.reason.code).toBe('ads_spam');
    expect(
      (await t.call('GET', '/api/trashy/feed/detail', { as: reporter, query: { id: a } })).code,
    ).toBe(422);
    expect(await audits('feed_post', a, 'moderation.post_hide')).toHaveLength(1);
    expect((await post('/posts/hide', { id: a, reason: 'ads_spam' })).code).toBe(422);
  });
});

describe('goods reviews', () => {
  it('hides a review (gone from the goods page at once) and unhides it', async () => {
    const shown = await get<ListData<ModReviewRow>>('/reviews', { filter: 'shown', limit: 1 });
    const review = shown.data.list[0];
    expect(review).toBeDefined();
    if (!review) return;
    const goodsComments = async () =>
      (
        await t.call('GET', '/api/comment/comment_list', {
          query: { goods_id: review.goods_id, page: 1, limit: 50 },
        })
      ).data;
    const idsOf = (d: unknown) =>
      JSON.stringify(d).includes(`"id":${review.id},`) ||
      JSON.stringify(d).includes(`"id":${review.id}}`);
    expect(idsOf(await goodsComments())).toBe(true);

    const hide = await post<ModReviewRow>('/reviews/hide', {
      id: review.id,
      reason: 'false_info',
      note: '刷单',
    });
    expect(hide.code, hide.message).toBe(200);
    expect(hide.data.hidden).toBe(true);
    expect(idsOf(await goodsComments())).toBe(false);
    expect(await audits('comment', review.id, 'moderation.review_hide')).toHaveLength(1);

    const before = await t.snapshot();
    expect((await post('/reviews/hide', { id: review.id, reason: 'false_info' })).code).toBe(422);
    expect(await t.snapshot()).toBe(before);

    const unhide = await post<ModReviewRow>('/reviews/unhide', { id: review.id });
    expect(unhide.code, unhide.message).toBe(200);
    expect(idsOf(await goodsComments())).toBe(true);
  });
});

async function applyShop(u: Actor, name: string) {
  const up = await upload(t, u);
  const cats = (await t.call('GET', `${L}/categories`)).data as { id: number }[];
  await setAppConfig(t, 'local_auto_approve', false);
  try {
    const res = await t.call('POST', `${L}/business/apply`, {
      as: u,
      body: {
        name,
        category_id: cats[0]?.id ?? 1,
        phone: '13900001111',
        address: '西湖区文二路99号',
        lat_e6: POINT.lat_e6 + 7000,
        lng_e6: POINT.lng_e6 + 7000,
        licence_no: '91330100MA2KXYZ12Q',
        licence_images: up.data.url as string,
        hours: JSON.stringify([{ day: 1, open: '08:00', close: '20:00' }]),
      },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.status).toBe(0);
    return { id: res.data.id as number, image: up.data.url as string };
  } finally {
    await setAppConfig(t, 'local_auto_approve', true);
  }
}

describe('local shop applications', () => {
  it('lists a pending application with its licence photos; rejects it with a reason the applicant reads', async () => {
    const u = await t.user();
    const app = await applyShop(u, '审核测试小店');
    const queue = await get<ListData<ModShopRow>>('/shops', { filter: 'pending', limit: 100 });
    const row = queue.data.list.find((s) => s.id === app.id);
    expect(row?.licence_images).toEqual([app.image]);
    const rej = await post<ModShopRow>('/shops/reject', {
      id: app.id,
      reason: 'licence_invalid',
      note: '执照照片模糊',
    });
    expect(rej.code, rej.message).toBe(200);
    expect(rej.data.status).toBe(2);
    const mine = await t.call('GET', `${L}/business/mine`, {
      as: u,
      headers: { 'accept-language': 'en' },
    });
    expect(mine.data.status).toBe(2);
    expect(mine.data.review_reason).toBe(
      'The business licence or permits do not meet the requirements: 执照照片模糊',
    );
    expect(await audits('local_shop', app.id, 'moderation.shop_reject')).toHaveLength(1);
    expect((await post('/shops/approve', { id: app.id })).code).toBe(422);
  });

  it('approves an application: the shop opens and its owner gets the shop right', async () => {
    const u = await t.user();
    const app = await applyShop(u, '通过测试小店');
    const ok = await post<ModShopRow>('/shops/approve', { id: app.id });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.status).toBe(1);
    const right = await db()
      .selectFrom('user_rights')
      .select('right')
      .where('user_id', '=', u.id)
      .where('right', '=', 'shop')
      .executeTakeFirst();
    expect(right).toBeDefined();
    expect(await audits('local_shop', app.id, 'moderation.shop_approve')).toHaveLength(1);
  });
});

describe('settings', () => {
  it('saves auto-approval and banned words, used by the checks at once; audited', async () => {
    const cur = await get<ModSettings>('/settings');
    expect(cur.code).toBe(200);
    const save = await post<ModSettings>('/settings/save', {
      live_auto_approve: false,
      local_auto_approve: true,
      banned_words: {
        live: [...cur.data.banned_words.live, ' 违禁品 '],
        feed: ['团购返现'],
        reviews: ['差评师'],
      },
    });
    expect(save.code, save.message).toBe(200);
    expect(save.data.live_auto_approve).toBe(false);
    expect(save.data.banned_words.live).toContain('违禁品');
    expect(await audits('moderation_settings', '', 'moderation.settings_update')).toHaveLength(1);

    const m = await manager(t);
    const base = { cover: await ownCover(t, m), intro: '', scheduled_at: t.clock.now() + 600 };
    const banned = await t.call('POST', '/api/live/add', {
      as: m,
      body: { ...base, title: '违禁品专场' },
    });
    expect(banned.data.review_status).toBe(2);
    const plain = await t.call('POST', '/api/live/add', {
      as: m,
      body: { ...base, title: '普通专场' },
    });
    expect(plain.data.review_status).toBe(0); // auto-approval off

    const u = await t.user();
    const feed = await t.call('POST', '/api/trashy/feed/create', {
      as: u,
      body: { content: '团购返现啦' },
    });
    expect(feed.data.status).toBe('pending');
    const gamble = await t.call('POST', '/api/trashy/feed/create', {
      as: u,
      body: { content: '赌博' },
    });
    expect(gamble.data.status).toBe('published'); // no longer on the feed list

    // the same settings again change nothing
    const same = await post('/settings/save', { ...save.data });
    expect(same.code).toBe(422);
    // restore the demo settings for the other tests of this file
    await setAppConfig(t, 'live_auto_approve', true);
  });

  it('refuses too long words and bad flags, changing nothing', async () => {
    const before = await t.snapshot();
    const long = await post('/settings/save', {
      live_auto_approve: true,
      local_auto_approve: true,
      banned_words: { live: ['x'.repeat(21)], feed: [], reviews: [] },
    });
    expect(long.code).toBe(422);
    const flag = await post('/settings/save', {
      live_auto_approve: 'maybe',
      local_auto_approve: true,
      banned_words: { live: [], feed: [], reviews: [] },
    });
    expect(flag.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('roles', () => {
  it('refuses operators without the moderation permissions', async () => {
    expect((await get('/live', {}, operations)).code).toBe(403);
    expect((await post('/live/approve', { id: 1 }, operations)).code).toBe(403);
    expect((await get('/settings', {}, operations)).code).toBe(403);
  });
});
