/**
 * Live-streaming demo data (docs/api-live.md), only with the demo accounts: the demo user gets
 * the live-room manager right (`live_manager`), a live goods library of six shop goods and rooms
 * in every state — one live now (goods, one pinned, comments of other users), two upcoming, two
 * ended (replays), one pending and one rejected. Covers are composed pictures (media kind `live`). Stream
 * keys are random (they are secrets, never fixed in seed data).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newStreamKey } from '../modules/live/live.service';

const HOUR = 3600;
const DAY = 86400;

const COMMENTS = [
  '主播好！今天有什么优惠？',
  '这个颜色还有吗',
  '已下单，期待发货',
  '能再讲讲第二个商品吗',
  '包邮吗？',
  '刚来，错过了什么',
  '质量怎么样，有人买过吗',
  '支持主播！',
];

export async function seedLive(
  db: Kysely<DB>,
  opts: { now: number; demoUserId: number | null },
): Promise<void> {
  const { now, demoUserId } = opts;
  if (demoUserId === null) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('user_rights')
      .values({ user_id: demoUserId, right: 'live_manager', granted_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'right']).doNothing())
      .execute();

    const goods = await tx
      .selectFrom('goods')
      .select(['id', 'title'])
      .where('status', '=', 1)
      .orderBy('id')
      .limit(6)
      .execute();
    const library = await Promise.all(
      goods.map((g, i) =>
        tx
          .insertInto('live_goods')
          .values({
            owner_user_id: demoUserId,
            goods_id: g.id,
            title: g.title.slice(0, 40),
            selling_point: ['直播间专享', '限量抢购', '主播推荐', '爆款回归', '新品首发', ''][i],
            sort: i,
            created_at: now - DAY + i,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    // issue 19: a cover per room (media/pictures.ts LIVE_ART)
    const cover = (n: number) => `/media/gen/live/${n + 1}.svg`;

    const rooms: {
      title: string;
      intro: string;
      scheduled_at: number;
      review_status: number;
      review_reason: string;
      state: 'upcoming' | 'live' | 'ended';
      started_at: number | null;
      ended_at: number | null;
      like_count: number;
      viewers_peak: number;
    }[] = [
      {
        title: '冬季好物直播专场',
        intro: '保暖家居、厨房小电限时直播价，边看边买。',
        scheduled_at: now - HOUR,
        review_status: 1,
        review_reason: '',
        state: 'live',
        started_at: now - 50 * 60,
        ended_at: null,
        like_count: 1288,
        viewers_peak: 36,
      },
      {
        title: '年货节预热：零食坚果',
        intro: '坚果礼盒、进口零食提前看，开播提醒不错过。',
        scheduled_at: now + 2 * HOUR,
        review_status: 1,
        review_reason: '',
        state: 'upcoming',
        started_at: null,
        ended_at: null,
        like_count: 0,
        viewers_peak: 0,
      },
      {
        title: '周末美妆护肤答疑',
        intro: '冬季护肤步骤与好物分享。',
        scheduled_at: now + 2 * DAY,
        review_status: 1,
        review_reason: '',
        state: 'upcoming',
        started_at: null,
        ended_at: null,
        like_count: 0,
        viewers_peak: 0,
      },
      {
        title: '双十一返场回放',
        intro: '错过直播？回放里的商品仍可购买。',
        scheduled_at: now - 3 * DAY,
        review_status: 1,
        review_reason: '',
        state: 'ended',
        started_at: now - 3 * DAY,
        ended_at: now - 3 * DAY + 2 * HOUR,
        like_count: 5321,
        viewers_peak: 212,
      },
      {
        title: '厨房小电开箱测评',
        intro: '空气炸锅、破壁机实测对比。',
        scheduled_at: now - 6 * DAY,
        review_status: 1,
        review_reason: '',
        state: 'ended',
        started_at: now - 6 * DAY,
        ended_at: now - 6 * DAY + HOUR,
        like_count: 980,
        viewers_peak: 87,
      },
      {
        title: '新品发布会（待审核）',
        intro: '春季新品抢先看。',
        scheduled_at: now + 3 * DAY,
        review_status: 0,
        review_reason: '',
        state: 'upcoming',
        started_at: null,
        ended_at: null,
        like_count: 0,
        viewers_peak: 0,
      },
      {
        title: '清仓特卖会',
        intro: '全场一折起，私信代开发票。',
        scheduled_at: now + 4 * DAY,
        review_status: 2,
        review_reason: '标题或简介包含违规内容“代开发票”',
        state: 'upcoming',
        started_at: null,
        ended_at: null,
        like_count: 0,
        viewers_peak: 0,
      },
    ];
    const ids: number[] = [];
    for (const [i, r] of rooms.entries()) {
      const row = await tx
        .insertInto('live_rooms')
        .values({
          ...r,
          owner_user_id: demoUserId,
          cover: cover(i),
          stream_key: newStreamKey(),
          created_at: now - 7 * DAY + i,
          updated_at: now - 7 * DAY + i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }

    // goods of the live room (the second pinned) and of the replays
    const roomGoods = (roomId: number, count: number, pinnedIndex: number) =>
      library.slice(0, count).map((g, i) => ({
        room_id: roomId,
        live_goods_id: g.id,
        sort: i,
        pinned: i === pinnedIndex ? 1 : 0,
        created_at: now - HOUR,
      }));
    const rows = [
      ...roomGoods(ids[0] as number, 5, 1),
      ...roomGoods(ids[1] as number, 3, -1),
      ...roomGoods(ids[3] as number, 4, -1),
      ...roomGoods(ids[4] as number, 2, -1),
    ];
    if (rows.length) await tx.insertInto('live_room_goods').values(rows).execute();

    const others = await tx
      .selectFrom('users')
      .select('id')
      .where('id', '!=', demoUserId)
      .orderBy('id')
      .limit(5)
      .execute();
    const authors = others.length ? others.map((u) => u.id) : [demoUserId];
    await tx
      .insertInto('live_comments')
      .values(
        COMMENTS.map((content, i) => ({
          room_id: ids[0] as number,
          user_id: authors[i % authors.length] as number,
          content,
          client_id: `seed-${i + 1}`,
          created_at: now - 40 * 60 + i * 240,
        })),
      )
      .execute();
  });
}
