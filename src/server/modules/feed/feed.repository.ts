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
    .select(['id', 'user_id', 'status', 'like_count', 'comment_count'])
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
