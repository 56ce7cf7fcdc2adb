/** Goods comments (评价). Only shown comments (status 1) are read; moderation hides with 0. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { CommentItem, CommentSummary } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';
import { stringList } from '../../lib/json';
import { reviewTagsOfGoods } from './detail-layout.repository';

export type CommentFilter = 'all' | 'good' | 'image';

/** 4 and 5 stars are "good" (好评), as the big malls count it. */
export const GOOD_SCORE = 4;
/** `images` of a comment without pictures, exactly as the writers store it. */
export const NO_IMAGES = '[]';

/**
 * Nicknames are masked in public lists: the first character and two stars (张三丰 → 张**), as
 * Chinese malls show buyers. `anonymous` when the user has no nickname (or no longer exists).
 */
export function maskNickname(nickname: string | null, anonymous: string): string {
  const first = Array.from((nickname ?? '').trim())[0];
  return first ? `${first}**` : anonymous;
}

function shown(goodsId: number, filter: CommentFilter) {
  return (eb: ExpressionBuilder<DB, 'comments'>) => {
    const conds = [eb('comments.goods_id', '=', goodsId), eb('comments.status', '=', 1)];
    if (filter === 'good') conds.push(eb('comments.score', '>=', GOOD_SCORE));
    if (filter === 'image') conds.push(eb('comments.images', '<>', NO_IMAGES));
    return eb.and(conds);
  };
}

/** Counts over every shown comment of the goods, whatever list filter the page has. */
export async function commentSummary(db: Executor, goodsId: number): Promise<CommentSummary> {
  const row = await db
    .selectFrom('comments')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when score >= ${GOOD_SCORE} then 1 else 0 end), 0)`.as('good'),
      sql<number>`coalesce(sum(case when images <> ${NO_IMAGES} then 1 else 0 end), 0)`.as(
        'with_images',
      ),
    ])
    .where(shown(goodsId, 'all'))
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  const good = Number(row?.good ?? 0);
  // issue 19 layout: the review tags of the detail's summary
  const tags = total === 0 ? [] : await reviewTagsOfGoods(db, goodsId);
  return {
    total,
    // whole percent, rounded down so 100 % means every comment is good; 0 without comments
    good_rate: total === 0 ? 0 : Math.floor((good * 100) / total),
    with_images: Number(row?.with_images ?? 0),
    tags,
  };
}

export async function listComments(
  db: Executor,
  goodsId: number,
  filter: CommentFilter,
  p: { page: number; limit: number },
  anonymous: string,
): Promise<{ list: CommentItem[]; total: number }> {
  const base = db.selectFrom('comments').where(shown(goodsId, filter));
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .leftJoin('users', 'users.id', 'comments.user_id')
      .select([
        'comments.id',
        'comments.score',
        'comments.content',
        'comments.images',
        'comments.spec',
        'comments.created_at',
        'users.nickname',
        'users.avatar',
      ])
      .orderBy('comments.created_at', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map((r) => ({
      id: r.id,
      user_nickname: maskNickname(r.nickname, anonymous),
      user_avatar: r.avatar ?? '',
      score: r.score,
      content: r.content,
      images: stringList(r.images),
      spec: r.spec,
      created_at: r.created_at,
    })),
  };
}
