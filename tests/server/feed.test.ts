/**
 * The neighbourhood feed (docs/api-feed.md): posts with own photos, likes counted once under
 * concurrency, comments keeping the post's count, moderation (banned words, reports), another
 * user's post and comment refused, rate limits, profile numbers, bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import { upload } from './wallet-fixtures';

let t: TestServer;
const badCases: Record<string, number> = {};
const F = '/api/trashy/feed';

beforeAll(async () => {
  t = await startTestServer({ feedPostsPerHour: 5, feedCommentsPerHour: 8 });
});
afterAll(async () => {
  console.info('feed bad-input cases', badCases);
  await t?.close();
});

const db = () => t.app.database.db;

async function post(u: Actor, body: Record<string, string> = {}) {
  const res = await t.call('POST', `${F}/create`, {
    as: u,
    body: { content: '楼下新开了面包店', ...body },
  });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

async function counts(id: number) {
  const row = await db()
    .selectFrom('feed_posts')
    .select(['like_count', 'comment_count', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const likes = await db()
    .selectFrom('feed_likes')
    .select(db().fn.countAll<number>().as('n'))
    .where('post_id', '=', id)
    .executeTakeFirstOrThrow();
  const comments = await db()
    .selectFrom('feed_comments')
    .select(db().fn.countAll<number>().as('n'))
    .where('post_id', '=', id)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    like_count: Number(row.like_count),
    likes: Number(likes.n),
    comment_count: Number(row.comment_count),
    comments: Number(comments.n),
    status: row.status,
  };
}

describe('feed posts', () => {
  it('lists the seeded posts newest first, with authors, photos and consistent counts', async () => {
    const res = await t.call('GET', `${F}/list`, { query: { page: 1, limit: 50 } });
    expect(res.code).toBe(200);
    const list = res.data.list as any[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(res.data.total).toBe(list.length);
    const ids = list.map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(list.some((p) => p.images.length > 0)).toBe(true);
    for (const p of list) {
      expect(p.user.nickname).toBeTruthy();
      expect(p.liked).toBe(false);
      const c = await counts(p.id);
      expect(p.like_count).toBe(c.likes);
      expect(p.comment_count).toBe(c.comments);
    }
  });

  it('creates a post with own uploaded photos and a place; refuses another user’s upload', async () => {
    const u = await t.user();
    const other = await t.user();
    const up = await upload(t, u);
    expect(up.code).toBe(200);
    const theirs = await upload(t, other);
    const created = await post(u, { images: up.data.url, place: '3号楼', content: '  好吃  ' });
    expect(created).toMatchObject({
      content: '好吃',
      images: [up.data.url],
      place: '3号楼',
      status: 'published',
      like_count: 0,
      comment_count: 0,
      is_mine: true,
      liked: false,
    });
    expect(created.user.id).toBe(u.id);
    const before = await t.snapshot();
    const refused = await t.call('POST', `${F}/create`, {
      as: u,
      body: { content: '偷图', images: theirs.data.url },
    });
    expect(refused.code).toBe(422);
    expect(refused.message).toContain('images');
    expect(await t.snapshot()).toBe(before);
    // the newest post comes first for everyone, and paging with max_id is stable
    const first = await t.call('GET', `${F}/list`, { query: { page: 1, limit: 2 } });
    expect(first.data.list[0].id).toBe(created.id);
    expect(first.data.list[0].is_mine).toBe(false);
    const maxId = created.id;
    await post(other, { content: '新的一条' });
    const second = await t.call('GET', `${F}/list`, {
      query: { page: 2, limit: 2, max_id: maxId },
    });
    const again = await t.call('GET', `${F}/list`, { query: { page: 1, limit: 4, max_id: maxId } });
    expect(second.data.list.map((p: any) => p.id)).toEqual(
      again.data.list.slice(2, 4).map((p: any) => p.id),
    );
    // detail and profile filter
    const detail = await t.call('GET', `${F}/detail`, { query: { id: created.id } });
    expect(detail.data.id).toBe(created.id);
    const mine = await t.call('GET', `${F}/list`, { query: { user_id: u.id } });
    expect(mine.data.list.map((p: any) => p.id)).toEqual([created.id]);
  });

  it('needs login to write', async () => {
    const res = await t.call('POST', `${F}/create`, { body: { content: 'x' } });
    expect(res.code).toBe(401);
    const like = await t.call('POST', `${F}/like`, { body: { id: 1, like: 1 } });
    expect(like.code).toBe(401);
    const prof = await t.call('GET', `${F}/profile`);
    expect(prof.code).toBe(401);
  });

  it('refuses deleting another user’s post; the author deletes it and it disappears', async () => {
    const u = await t.user();
    const other = await t.user();
    const p = await post(u);
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: `${F}/delete`,
      input: { id: p.id },
      other,
    });
    const res = await t.call('POST', `${F}/delete`, { as: other, body: { id: p.id } });
    expect(res.code).toBe(403);
    const del = await t.call('POST', `${F}/delete`, { as: u, body: { id: p.id } });
    expect(del.code).toBe(200);
    expect((await t.call('GET', `${F}/detail`, { as: u, query: { id: p.id } })).code).toBe(422);
    expect((await t.call('POST', `${F}/delete`, { as: u, body: { id: p.id } })).code).toBe(422);
    const list = await t.call('GET', `${F}/list`, { as: u, query: { user_id: u.id } });
    expect(list.data.total).toBe(0);
  });
});

describe('likes', () => {
  it('is one per user: double like and concurrent likes count once, unlike once', async () => {
    const author = await t.user();
    const fans = [await t.user(), await t.user(), await t.user()];
    const p = await post(author);
    // every fan taps like four times at once
    const answers = await Promise.all(
      fans.flatMap((f) =>
        Array.from({ length: 4 }, () =>
          t.call('POST', `${F}/like`, { as: f, body: { id: p.id, like: 1 } }),
        ),
      ),
    );
    expect(answers.every((a) => a.code === 200 && a.data.liked === true)).toBe(true);
    expect(await counts(p.id)).toMatchObject({ like_count: 3, likes: 3 });
    const seen = await t.call('GET', `${F}/detail`, { as: fans[0], query: { id: p.id } });
    expect(seen.data).toMatchObject({ liked: true, like_count: 3 });
    const unlikes = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.call('POST', `${F}/like`, { as: fans[0], body: { id: p.id, like: 0 } }),
      ),
    );
    expect(unlikes.every((a) => a.code === 200 && a.data.liked === false)).toBe(true);
    expect(await counts(p.id)).toMatchObject({ like_count: 2, likes: 2 });
    const unliked = await t.call('GET', `${F}/detail`, { as: fans[0], query: { id: p.id } });
    expect(unliked.data).toMatchObject({ liked: false, like_count: 2 });
  });

  it('refuses bad input without changing anything', async () => {
    const u = await t.user();
    const p = await post(u);
    badCases.like = await expectBadInputRefused(t, {
      method: 'POST',
      url: `${F}/like`,
      valid: { id: p.id, like: 1 },
      as: u,
    });
    badCases.detail = await expectBadInputRefused(t, {
      method: 'GET',
      url: `${F}/detail`,
      valid: { id: p.id },
    });
    badCases.list = await expectBadInputRefused(t, {
      method: 'GET',
      url: `${F}/list`,
      valid: { page: 1, limit: 10, user_id: u.id },
      optional: ['page', 'limit', 'user_id'],
    });
  });
});

describe('comments', () => {
  it('adds and deletes comments oldest first; the post count equals the visible comments', async () => {
    const author = await t.user();
    const a = await t.user();
    const b = await t.user();
    const p = await post(author);
    for (const [who, text] of [
      [a, '第一'],
      [b, '第二'],
      [a, '第三'],
    ] as const) {
      const res = await t.call('POST', `${F}/comment_add`, {
        as: who,
        body: { post_id: p.id, content: text },
      });
      expect(res.code, res.message).toBe(200);
      expect(res.data).toMatchObject({ content: text, status: 'published', is_mine: true });
    }
    const list = await t.call('GET', `${F}/comments`, {
      query: { post_id: p.id, page: 1, limit: 2 },
    });
    expect(list.data.total).toBe(3);
    expect(list.data.list.map((c: any) => c.content)).toEqual(['第一', '第二']);
    const page2 = await t.call('GET', `${F}/comments`, {
      query: { post_id: p.id, page: 2, limit: 2 },
    });
    expect(page2.data.list.map((c: any) => c.content)).toEqual(['第三']);
    expect(await counts(p.id)).toMatchObject({ comment_count: 3, comments: 3 });

    const bs = list.data.list[1];
    // another user's comment: refused, nothing changes (the post author cannot delete it either)
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: `${F}/comment_del`,
      input: { id: bs.id },
      other: a,
    });
    expect(
      (await t.call('POST', `${F}/comment_del`, { as: author, body: { id: bs.id } })).code,
    ).toBe(403);
    // the author of the comment deletes it, twice at once: counted down once
    const dels = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.call('POST', `${F}/comment_del`, { as: b, body: { id: bs.id } }),
      ),
    );
    expect(dels.filter((d) => d.code === 200).length).toBeGreaterThanOrEqual(1);
    expect(dels.every((d) => d.code === 200 || d.code === 422)).toBe(true);
    expect(await counts(p.id)).toMatchObject({ comment_count: 2, comments: 2 });
    const after = await t.call('GET', `${F}/comments`, { query: { post_id: p.id } });
    expect(after.data.total).toBe(2);
    const detail = await t.call('GET', `${F}/detail`, { query: { id: p.id } });
    expect(detail.data.comment_count).toBe(2);
  });

  it('limits comments per hour (423) without writing the extra one', async () => {
    const author = await t.user();
    const c = await t.user();
    const p = await post(author);
    for (let i = 0; i < 8; i++) {
      const ok = await t.call('POST', `${F}/comment_add`, {
        as: c,
        body: { post_id: p.id, content: `第${i}` },
      });
      expect(ok.code).toBe(200);
    }
    const over = await t.call('POST', `${F}/comment_add`, {
      as: c,
      body: { post_id: p.id, content: '太多了' },
    });
    expect(over.code).toBe(423);
    expect(await counts(p.id)).toMatchObject({ comment_count: 8, comments: 8 });
  });

  it('refuses bad comment input and comments on unknown posts', async () => {
    const author = await t.user();
    const p = await post(author, { content: '这条会去审核：赌博' });
    expect(p.status).toBe('pending');
    // the author of a pending post gets 423 for any valid-looking comment: nothing is written
    badCases.comment_add = await expectBadInputRefused(t, {
      method: 'POST',
      url: `${F}/comment_add`,
      valid: { post_id: p.id, content: '好' },
      as: author,
    });
    const long = await t.call('POST', `${F}/comment_add`, {
      as: author,
      body: { post_id: p.id, content: 'x'.repeat(201) },
    });
    expect(long.code).toBe(422);
    expect(long.message).toContain('content');
    const none = await t.call('POST', `${F}/comment_add`, {
      as: author,
      body: { post_id: 99999999, content: '好' },
    });
    expect(none.code).toBe(422);
  });
});

describe('moderation', () => {
  it('holds a post with a banned word for review: only its author sees it', async () => {
    const u = await t.user();
    const other = await t.user();
    const p = await post(u, { content: '来玩 CASINO 吧' });
    expect(p.status).toBe('pending');
    const own = await t.call('GET', `${F}/list`, { as: u, query: { user_id: u.id } });
    expect(own.data.list.map((x: any) => [x.id, x.status])).toEqual([[p.id, 'pending']]);
    const theirs = await t.call('GET', `${F}/list`, { as: other, query: { user_id: u.id } });
    expect(theirs.data.total).toBe(0);
    expect((await t.call('GET', `${F}/detail`, { as: other, query: { id: p.id } })).code).toBe(422);
    expect((await t.call('GET', `${F}/detail`, { query: { id: p.id } })).code).toBe(422);
    const like = await t.call('POST', `${F}/like`, { as: other, body: { id: p.id, like: 1 } });
    expect(like.code).toBe(422);
    const ownLike = await t.call('POST', `${F}/like`, { as: u, body: { id: p.id, like: 1 } });
    expect(ownLike.code).toBe(423);
    // another user cannot delete it (not even learn it exists)
    expect((await t.call('POST', `${F}/delete`, { as: other, body: { id: p.id } })).code).toBe(422);
  });

  it('a comment with a banned word is pending: its author sees it, the count does not move', async () => {
    const author = await t.user();
    const c = await t.user();
    const p = await post(author);
    const res = await t.call('POST', `${F}/comment_add`, {
      as: c,
      body: { post_id: p.id, content: '代开发票找我' },
    });
    expect(res.data.status).toBe('pending');
    expect(await counts(p.id)).toMatchObject({ comment_count: 0, comments: 0 });
    const mine = await t.call('GET', `${F}/comments`, { as: c, query: { post_id: p.id } });
    expect(mine.data.list.map((x: any) => x.status)).toEqual(['pending']);
    const others = await t.call('GET', `${F}/comments`, { as: author, query: { post_id: p.id } });
    expect(others.data.total).toBe(0);
    // the author deletes the pending comment: the count stays 0
    const del = await t.call('POST', `${F}/comment_del`, { as: c, body: { id: res.data.id } });
    expect(del.data.comment_count).toBe(0);
  });

  it('three distinct reports hide a post; repeats count once; own post cannot be reported', async () => {
    const author = await t.user();
    const [r1, r2, r3] = [await t.user(), await t.user(), await t.user()];
    const p = await post(author);
    expect((await t.call('POST', `${F}/report`, { as: author, body: { id: p.id } })).code).toBe(
      423,
    );
    for (let i = 0; i < 3; i++) {
      expect((await t.call('POST', `${F}/report`, { as: r1, body: { id: p.id } })).code).toBe(200);
    }
    await t.call('POST', `${F}/report`, { as: r2, body: { id: p.id, reason: '广告' } });
    expect((await counts(p.id)).status).toBe('published');
    await t.call('POST', `${F}/report`, { as: r3, body: { id: p.id } });
    expect((await counts(p.id)).status).toBe('hidden');
    expect((await t.call('GET', `${F}/detail`, { as: r1, query: { id: p.id } })).code).toBe(422);
    const own = await t.call('GET', `${F}/detail`, { as: author, query: { id: p.id } });
    expect(own.data.status).toBe('hidden');
  });
});

describe('profile and limits', () => {
  it('answers a neighbour’s numbers, and the caller’s own without an id', async () => {
    const u = await t.user();
    const fan = await t.user();
    const p1 = await post(u);
    await post(u);
    await post(u, { content: '赌博' }); // pending: only in the own numbers
    await t.call('POST', `${F}/like`, { as: fan, body: { id: p1.id, like: 1 } });
    const seen = await t.call('GET', `${F}/profile`, { as: fan, query: { user_id: u.id } });
    expect(seen.data).toMatchObject({ post_count: 2, like_received: 1, is_self: false });
    expect(seen.data.user.id).toBe(u.id);
    const self = await t.call('GET', `${F}/profile`, { as: u });
    expect(self.data).toMatchObject({ post_count: 3, like_received: 1, is_self: true });
    expect((await t.call('GET', `${F}/profile`, { query: { user_id: 99999999 } })).code).toBe(422);
  });

  it('limits posts per hour (423) and refuses bad create input without writing', async () => {
    const u = await t.user();
    for (let i = 0; i < 5; i++) await post(u, { content: `第${i}条` });
    const over = await t.call('POST', `${F}/create`, { as: u, body: { content: '再来' } });
    expect(over.code).toBe(423);
    // over the limit every valid-looking input is 423 and every bad one 422: nothing written
    badCases.create = await expectBadInputRefused(t, {
      method: 'POST',
      url: `${F}/create`,
      valid: { content: '好', place: '小区', images: '' },
      optional: ['place', 'images'],
      as: u,
    });
    const long = await t.call('POST', `${F}/create`, {
      as: await t.user(),
      body: { content: 'x'.repeat(501) },
    });
    expect(long.code).toBe(422);
    expect(long.message).toContain('content');
    const tooMany = await t.call('POST', `${F}/create`, {
      as: await t.user(),
      body: {
        content: 'x',
        images: Array.from({ length: 10 }, (_, i) => `/uploads/a/${i}.png`).join(','),
      },
    });
    expect(tooMany.code).toBe(422);
    // an hour later the writer may post again
    t.clock.advance(3601);
    try {
      await post(u, { content: '一小时后' });
    } finally {
      t.clock.reset();
    }
  });
});
