/** Request schemas of `/api/live/*` (docs/api-live.md), with bounds on every field. */
import { z } from 'zod';
import { id, intIn, optionalId, singleLine } from '../../../shared/contract/schemas';

export const LIVE_TITLE_MAX = 40;
export const LIVE_INTRO_MAX = 200;
export const LIVE_COMMENT_MAX = 100;
export const LIVE_SELLING_POINT_MAX = 100;
export const LIVE_IMPORT_MAX = 50;

const page = intIn(1, 100000).default(1);
const limit = intIn(1, 50).default(10);
const keyword = singleLine(40).default('');
/** Unix seconds (bounds of the schedule are checked against the clock in the route). */
const unixSeconds = intIn(1, 2 ** 31 - 1);

export const listInput = z.object({
  tab: z.enum(['live', 'upcoming', 'replay']).default('live'),
  page,
  limit,
});
export const idInput = z.object({ id });
export const commentsInput = z.object({
  room_id: id,
  after_id: intIn(0, 2 ** 31 - 1).optional(),
  before_id: optionalId,
  limit: intIn(1, 50).default(50),
});
export const commentInput = z.object({
  room_id: id,
  content: z.string({ error: 'required' }).trim().min(1).max(LIVE_COMMENT_MAX),
  client_id: z
    .string({ error: 'required' })
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid'),
});
export const likeInput = z.object({ room_id: id, count: intIn(1, 50) });

export const myRoomsInput = z.object({
  page,
  limit,
  /** review status 0 pending | 1 approved | 2 rejected */
  status: z.preprocess((v) => (v === '' ? undefined : v), intIn(0, 2).optional()),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['upcoming', 'live', 'ended']).optional(),
  ),
});

const roomFields = {
  title: z.string({ error: 'required' }).trim().min(1).max(LIVE_TITLE_MAX),
  cover: z
    .string({ error: 'required' })
    .trim()
    .min(1)
    .max(300)
    .regex(/^\/[A-Za-z0-9/._-]+$/, 'invalid'),
  intro: z.string().trim().max(LIVE_INTRO_MAX).default(''),
  scheduled_at: unixSeconds,
};
export const addRoomInput = z.object(roomFields);
export const editRoomInput = z.object({ id, ...roomFields });

export const libraryInput = z.object({ keyword, page, limit });
export const goodsAddInput = z.object({
  goods_id: id,
  title: singleLine(LIVE_TITLE_MAX).default(''),
  selling_point: z.string().trim().max(LIVE_SELLING_POINT_MAX).default(''),
});
export const goodsEditInput = z.object({
  id,
  title: z.string({ error: 'required' }).trim().min(1).max(LIVE_TITLE_MAX),
  selling_point: z.string().trim().max(LIVE_SELLING_POINT_MAX).default(''),
  sort: intIn(0, 9999).default(0),
});
export const roomGoodsInput = z.object({
  room_id: id,
  page,
  limit: intIn(1, 100).default(50),
});
/** ids as an array (`live_goods_ids[0]=1`) or one comma-separated string */
const idList = z.preprocess(
  (v) => {
    if (typeof v === 'string') return v.trim() === '' ? [] : v.split(',');
    if (typeof v === 'number') return [v];
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.values(v as Record<string, unknown>);
    return v;
  },
  z.array(id).min(1, 'required').max(LIVE_IMPORT_MAX, 'too large'),
);
export const importInput = z.object({ room_id: id, live_goods_ids: idList });
export const roomGoodsRefInput = z.object({ room_id: id, live_goods_id: id });
export const pinInput = z.object({ room_id: id, live_goods_id: intIn(0, 2 ** 31 - 1) });
