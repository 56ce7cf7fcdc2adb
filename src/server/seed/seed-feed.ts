/**
 * Demo posts of the neighbourhood feed (docs/api-feed.md): finds by the seeded buyers and one
 * by the demo user, with photos (the generated goods pictures of the catalogue), comments and
 * likes. Counts are computed from the rows written, so they match as the routes keep them.
 * Needs the demo accounts (the buyers are written with them); without them it writes nothing.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';

interface PostSeed {
  /** index into the authors (0 = the demo user, then the buyers) */
  author: number;
  hoursAgo: number;
  content: string;
  place: string;
  photos: number;
  /** [author index, text] */
  comments: [number, string][];
  likes: number;
}

const POSTS: PostSeed[] = [
  {
    author: 1,
    hoursAgo: 1,
    content: '小区东门新开了一家烘焙店，今天试了他们的全麦面包，松软不甜腻，开业前三天买二送一！',
    place: '阳光花园东门',
    photos: 3,
    comments: [
      [2, '真的吗？明天早上去看看'],
      [0, '他们家的蛋挞也不错'],
      [3, '排队的人好多'],
    ],
    likes: 6,
  },
  {
    author: 2,
    hoursAgo: 3,
    content: '捡到一把蓝色雨伞，放在3号楼物业前台了，失主请去认领～',
    place: '3号楼物业',
    photos: 1,
    comments: [[4, '好人一生平安']],
    likes: 4,
  },
  {
    author: 3,
    hoursAgo: 6,
    content: '周末菜市场的草莓特别新鲜，15块一斤，比超市便宜不少。',
    place: '幸福路菜市场',
    photos: 2,
    comments: [
      [1, '几点去比较好？'],
      [3, '早上八点前，去晚了就没了'],
    ],
    likes: 3,
  },
  {
    author: 4,
    hoursAgo: 20,
    content: '有没有邻居一起拼单买大米？五十斤装划算很多，住5号楼的可以直接找我。',
    place: '',
    photos: 0,
    comments: [
      [5, '算我一个'],
      [2, '我也要，10斤就够'],
    ],
    likes: 2,
  },
  {
    author: 5,
    hoursAgo: 30,
    content: '晚上在小区花园散步，月季开得正好，分享几张照片。',
    place: '中心花园',
    photos: 4,
    comments: [[1, '拍得真好看']],
    likes: 8,
  },
  {
    author: 0,
    hoursAgo: 50,
    content: '推荐楼下水果店的砂糖橘，很甜，老板还送了两个柚子。',
    place: '楼下水果店',
    photos: 1,
    comments: [[3, '我也买了，确实甜']],
    likes: 5,
  },
  {
    author: 6,
    hoursAgo: 72,
    content: '闲置一辆儿童自行车，九成新，免费送给有需要的邻居。',
    place: '7号楼',
    photos: 2,
    comments: [],
    likes: 1,
  },
];

export async function seedFeed(
  db: Kysely<DB>,
  opts: { now: number; demoUserId: number | null },
): Promise<number> {
  if (opts.demoUserId === null) return 0;
  const buyers = await db
    .selectFrom('users')
    .select('id')
    .where('password_hash', '=', '!')
    .orderBy('id')
    .limit(10)
    .execute();
  const authors = [opts.demoUserId, ...buyers.map((b) => b.id)];
  const pictures = (
    await db.selectFrom('goods').select('image').orderBy('id').limit(40).execute()
  ).map((g) => g.image);
  if (authors.length < 8 || pictures.length === 0) return 0;
  const who = (i: number) => authors[i % authors.length] as number;

  let picture = 0;
  // oldest first, so ids grow with time as they do for real posts
  for (const p of [...POSTS].reverse()) {
    const created = opts.now - p.hoursAgo * 3600;
    const images = Array.from(
      { length: p.photos },
      () => pictures[picture++ % pictures.length] as string,
    );
    // the demo user likes nothing yet, so the journey of a new like starts clean
    const likers = authors
      .slice(1)
      .filter((a) => a !== who(p.author))
      .slice(0, p.likes);
    const post = await db
      .insertInto('feed_posts')
      .values({
        user_id: who(p.author),
        content: p.content,
        images: JSON.stringify(images),
        place: p.place,
        status: 'published',
        like_count: likers.length,
        comment_count: p.comments.length,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comments: Insertable<DB['feed_comments']>[] = p.comments.map(([a, text], i) => ({
      post_id: post.id,
      user_id: who(a),
      content: text,
      status: 'published',
      created_at: created + (i + 1) * 600,
    }));
    if (comments.length > 0) await db.insertInto('feed_comments').values(comments).execute();
    if (likers.length > 0) {
      await db
        .insertInto('feed_likes')
        .values(likers.map((u, i) => ({ post_id: post.id, user_id: u, created_at: created + i })))
        .execute();
    }
  }
  return POSTS.length;
}
