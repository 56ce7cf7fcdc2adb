/**
 * Feed rows and their mapping to the answers of docs/api-feed.md. Functions take the database
 * (or a transaction) first. "Visible to a viewer" means not deleted and published, or written
 * by the viewer (pending and hidden posts are shown to their author only).
 */
import { sql } from 'kysely';
import type { FeedComment, FeedPost, FeedStatus, FeedUser } from '../../../shared/contract/feed';
import type { Executor } from '../../db';
import { stringList } from '../../lib/json';

interface UserCols {
  u_id: number;
  u_nickname: string;
  u_avatar: string;
  u_mobile: string;
}

/** The nickname as the user info shows it: `用户<last 4 digits>` when none is set. */
export function feedUser(r: UserCols): FeedUser {
  return {
    id: r.u_id,
    nickname: r.u_nickname || `用户${r.u_mobile.slice(-4)}`,
    avatar: r.u_avatar,
  };
}

const userColumns = [
  'u.id as u_id',
  'u.nickname as u_nickname',
  'u.avatar as u_avatar',
  'u.mobile as u_mobile',
] as const;

/** Posts with their authors; the caller adds filters, order and paging. */
export function postsQuery(db: Executor, viewerId: number | null) {
  return db
    .selectFrom('feed_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('p.status', '=', 'published')
        : eb.or([eb('p.status', '=', 'published'), eb('p.user_id', '=', viewerId)]),
    );
}

const postColumns = [
  'p.id',
  'p.user_id',
  'p.content',
  'p.images',
  'p.place',
  'p.status',
  'p.like_count',
  'p.comment_count',
  'p.created_at',
  ...userColumns,
] as const;

/** The visible posts of `postsQuery`, narrowed by `filter`, with the answer's columns. */
export function selectPosts(
  db: Executor,
  viewerId: number | null,
  filter: (q: ReturnType<typeof postsQuery>) => ReturnType<typeof postsQuery> = (q) => q,
) {
  return filter(postsQuery(db, viewerId)).select(postColumns);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/** Maps rows to answers with the viewer's `liked` flags (one query for the whole page). */
export async function toPosts(
  db: Executor,
  rows: PostRow[],
  viewerId: number | null,
): Promise<FeedPost[]> {
  const liked = new Set<number>();
  if (viewerId !== null && rows.length > 0) {
    const likes = await db
      .selectFrom('feed_likes')
      .select('post_id')
      .where('user_id', '=', viewerId)
      .where(
        'post_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const l of likes) liked.add(l.post_id);
  }
  return rows.map((r) => ({
    id: r.id,
    user: feedUser(r),
    content: r.content,
    images: stringList(r.images),
    place: r.place,
    status: r.status as FeedStatus,
    like_count: Number(r.like_count),
    comment_count: Number(r.comment_count),
    liked: liked.has(r.id),
    is_mine: viewerId !== null && r.user_id === viewerId,
    created_at: Number(r.created_at),
  }));
}

/** One post as the viewer may see it, or null. */
export async function findVisiblePost(
  db: Executor,
  id: number,
  viewerId: number | null,
): Promise<FeedPost | null> {
  const row = await selectPosts(db, viewerId).where('p.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [post] = await toPosts(db, [row], viewerId);
  return post ?? null;
}

/** The bare post row (not deleted) whatever its status: for ownership and state checks. */
export function findPostRow(db: Executor, id: number) {
  return db
    .selectFrom('feed_posts')
    .select(['id', 'user_id', 'status', 'like_count', 'comment_count', 'report_count'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Comments of a post visible to the viewer: published ones and the viewer's own. */
export function commentsQuery(db: Executor, postId: number, viewerId: number | null) {
  return db
    .selectFrom('feed_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.post_id', '=', postId)
    .where('c.deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('c.status', '=', 'published')
        : eb.or([eb('c.status', '=', 'published'), eb('c.user_id', '=', viewerId)]),
    );
}

export function selectComments(db: Executor, postId: number, viewerId: number | null) {
  return commentsQuery(db, postId, viewerId).select([
    'c.id',
    'c.post_id',
    'c.user_id',
    'c.content',
    'c.status',
    'c.created_at',
    ...userColumns,
  ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

export function toComment(r: CommentRow, viewerId: number | null): FeedComment {
  return {
    id: r.id,
    post_id: r.post_id,
    user: feedUser(r),
    content: r.content,
    status: r.status as FeedStatus,
    is_mine: viewerId !== null && r.user_id === viewerId,
    created_at: Number(r.created_at),
  };
}

/** count(*) as a number on both dialects (PostgreSQL answers bigint). */
export const countAll = sql<number>`count(*)`.as('n');

// ---- writes (each inside the caller's transaction when it moves a count) ----

/** A page of the posts a viewer sees (newest first; of one user, up to `max_id`), and a count. */
export async function postsPage(
  db: Executor,
  viewer: number | null,
  f: { user_id?: number; max_id?: number; page: number; limit: number },
) {
  const filter = (q: ReturnType<typeof postsQuery>) => {
    let r = q;
    if (f.user_id !== undefined) r = r.where('p.user_id', '=', f.user_id);
    if (f.max_id !== undefined) r = r.where('p.id', '<=', f.max_id);
    return r;
  };
  const [rows, total] = await Promise.all([
    selectPosts(db, viewer, filter)
      .orderBy('p.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    filter(postsQuery(db, viewer)).select(countAll).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertPost(
  db: Executor,
  values: {
    user_id: number;
    content: string;
    images: string;
    place: string;
    status: FeedStatus;
    created_at: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('feed_posts')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function softDeletePost(
  db: Executor,
  id: number,
  userId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('feed_posts')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Likes or unlikes a post; the count moves only when a row was really added or removed, so a
 * double tap or two concurrent requests change it once. The post's like count after.
 */
export async function setLike(
  tx: Executor,
  postId: number,
  userId: number,
  like: boolean,
  now: number,
): Promise<number> {
  if (like) {
    const added = await tx
      .insertInto('feed_likes')
      .values({ post_id: postId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
      await tx
        .updateTable('feed_posts')
        .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
        .where('id', '=', postId)
        .execute();
    }
  } else {
    const removed = await tx
      .deleteFrom('feed_likes')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await tx
        .updateTable('feed_posts')
        .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
        .where('id', '=', postId)
        .where('like_count', '>', 0)
        .execute();
    }
  }
  const row = await tx
    .selectFrom('feed_posts')
    .select('like_count')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.like_count);
}

/**
 * A report (once per user and post); the post is hidden when its reports reach `toHide`.
 */
export async function addReport(
  tx: Executor,
  row: { post_id: number; user_id: number; reason: string; created_at: number },
  toHide: number,
): Promise<boolean> {
  const added = await tx
    .insertInto('feed_reports')
    .values(row)
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false; // reported before
  await tx
    .updateTable('feed_posts')
    .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
    .where('id', '=', row.post_id)
    .execute();
  await tx
    .updateTable('feed_posts')
    .set({ status: 'hidden' })
    .where('id', '=', row.post_id)
    .where('status', '=', 'published')
    .where('report_count', '>=', toHide)
    .execute();
  return true;
}

/** A page of a post's comments (oldest first), and their count. */
export async function commentsPage(
  db: Executor,
  postId: number,
  viewer: number | null,
  f: { page: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    selectComments(db, postId, viewer)
      .orderBy('c.id', 'asc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    commentsQuery(db, postId, viewer).select(countAll).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A comment; a published one counts on its post. */
export async function insertComment(
  tx: Executor,
  row: {
    post_id: number;
    user_id: number;
    content: string;
    status: FeedStatus;
    created_at: number;
  },
): Promise<number> {
  const inserted = await tx
    .insertInto('feed_comments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.status === 'published') {
    await tx
      .updateTable('feed_posts')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', row.post_id)
      .execute();
  }
  return inserted.id;
}

export function commentRow(db: Executor, postId: number, viewer: number, id: number) {
  return selectComments(db, postId, viewer).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export function findLiveComment(db: Executor, id: number) {
  return db
    .selectFrom('feed_comments')
    .select(['id', 'post_id', 'user_id', 'status'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Deletes a comment; only the request that really deleted a published comment moves the count.
 * The post's comment count after.
 */
export async function softDeleteComment(
  tx: Executor,
  comment: { id: number; post_id: number; status: string },
  now: number,
): Promise<number> {
  const gone = await tx
    .updateTable('feed_comments')
    .set({ deleted_at: now })
    .where('id', '=', comment.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(gone.numUpdatedRows) > 0 && comment.status === 'published') {
    await tx
      .updateTable('feed_posts')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('id', '=', comment.post_id)
      .where('comment_count', '>', 0)
      .execute();
  }
  const row = await tx
    .selectFrom('feed_posts')
    .select('comment_count')
    .where('id', '=', comment.post_id)
    .executeTakeFirst();
  return Number(row?.comment_count ?? 0);
}

export function profileUser(db: Executor, userId: number) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id as u_id',
      'u.nickname as u_nickname',
      'u.avatar as u_avatar',
      'u.mobile as u_mobile',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** A user's post count and likes received (all their posts for themselves, else published). */
export async function postSums(db: Executor, userId: number, self: boolean) {
  let q = db.selectFrom('feed_posts').where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (!self) q = q.where('status', '=', 'published');
  const sums = await q
    .select([countAll, sql<number>`coalesce(sum(like_count), 0)`.as('likes')])
    .executeTakeFirst();
  return { posts: Number(sums?.n ?? 0), likes: Number(sums?.likes ?? 0) };
}
