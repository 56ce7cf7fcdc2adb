/**
 * Group buying calls (docs/api-promotions.md "Group buying", activity type 4): the group-buy
 * zone's goods, one group-buy goods, the open groups of a goods or one group by id, and my
 * groups. Money is fen, times Unix seconds (server clock).
 *
 * The contract names `Group` without spelling it out, so the answers are read through
 * `normalizeGroup` / `normalizeMyGroup` (one place that knows the wire shape, tolerant of the
 * obvious spellings) and the screens only see the types below.
 */
import type { ACTIVITY, PROMO } from '../../../shared/contract/promo';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;
/** orders.status of a closed order (docs/api-orders.md) */
const ORDER_CLOSED = 5;
export const GROUP_ACTIVITY_TYPE = 4;

export type GroupStatus = 'open' | 'success' | 'failed';
export const GROUP_STATUSES: readonly GroupStatus[] = ['open', 'success', 'failed'];

export interface GroupMember {
  user_id: number;
  /** masked by the server (and again by the screens, see maskName) */
  nickname: string;
  avatar: string;
  is_leader: boolean;
  /** Unix seconds */
  joined_at: number;
}

export interface Group {
  id: number;
  activity_goods_id: number;
  /** members needed for success */
  size: number;
  status: GroupStatus;
  /** Unix seconds, server clock */
  expires_at: number;
  created_at: number;
  leader: GroupMember | null;
  /** paid members, leader first */
  members: GroupMember[];
  /** the caller is in it (paid, or with an unpaid order still open) */
  joined_by_me: boolean;
}

export interface MyGroupOrder {
  id: number;
  order_sn: string;
  /** order status code (docs/api-orders.md) */
  status: number;
  /** fen */
  pay_amount: number;
  /** the order was paid (its membership counted) */
  paid: boolean;
  /** fen refunded so far */
  refunded: number;
}

export interface MyGroup extends Group {
  goods: { title: string; image: string; price: number };
  order: MyGroupOrder | null;
}

/** `ActivityInfo` of the contract (the fields these screens read). */
export interface GroupActivity {
  id: number;
  type: number;
  title: string;
  start_at: number;
  end_at: number;
  state: 'not_started' | 'running' | 'ended';
  rules: { group_size?: number; expire_hours?: number } & Record<string, unknown>;
  server_time?: number;
}

/** `ActivityGoodsItem` of a type-4 activity (the fields these screens read). */
export interface GroupGoods {
  /** activity_goods_id */
  id: number;
  activity_id: number;
  type: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  /** group price, fen */
  price: number;
  /** the price bought alone, fen */
  original_price: number;
  stock: number;
  sold: number;
  sold_out: boolean;
  /** members a group needs (item or activity rules) */
  group_size?: number;
  /** open groups of this goods right now */
  open_groups?: number;
}

export interface GroupGoodsDetail extends GroupGoods {
  activity: GroupActivity;
  images: string[];
  rules_text: string[];
  gate: string;
  limit_per_user: number;
  bought: number;
}

export interface GroupGoodsList {
  activity: GroupActivity | null;
  list: GroupGoods[];
  total: number;
}

type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

function normalizeStatus(v: unknown): GroupStatus {
  const s = str(v).toLowerCase();
  if (s === 'success' || s === '1') return 'success';
  if (s === 'failed' || s === 'fail' || s === '2') return 'failed';
  return 'open';
}

function normalizeMember(v: unknown, leaderId: number): GroupMember {
  const m = obj(v);
  const user = obj(m.user);
  const userId = num(m.user_id ?? user.id ?? user.user_id);
  return {
    user_id: userId,
    nickname: str(m.nickname ?? m.name ?? user.nickname ?? m.mobile ?? user.mobile),
    avatar: str(m.avatar ?? user.avatar),
    is_leader: Boolean(m.is_leader) || (leaderId > 0 && userId === leaderId),
    joined_at: num(m.joined_at ?? m.created_at),
  };
}

/** One group from the wire; members leader first, the leader also when sent apart. */
export function normalizeGroup(v: unknown): Group {
  const g = obj(v);
  const rawLeader = g.leader ? obj(g.leader) : null;
  const leaderId = num(g.leader_user_id ?? rawLeader?.user_id ?? rawLeader?.id);
  const rawMembers = g.members ?? g.users ?? g.list;
  let members = Array.isArray(rawMembers)
    ? rawMembers.map((m) => normalizeMember(m, leaderId))
    : [];
  let leader = members.find((m) => m.is_leader) ?? null;
  if (!leader && rawLeader) {
    leader = { ...normalizeMember(rawLeader, leaderId), is_leader: true };
    members = [leader, ...members.filter((m) => m.user_id !== leader?.user_id)];
  }
  members = [...members].sort((a, b) => Number(b.is_leader) - Number(a.is_leader));
  return {
    id: num(g.id ?? g.group_id),
    activity_goods_id: num(g.activity_goods_id),
    size: Math.max(1, num(g.size ?? g.group_size, 2)),
    status: normalizeStatus(g.status),
    expires_at: num(g.expires_at ?? g.expire_at ?? g.end_at),
    created_at: num(g.created_at),
    leader: leader ?? members[0] ?? null,
    members,
    joined_by_me: Boolean(g.joined_by_me),
  };
}

/**
 * One of my groups: `{group, order_id, order_status, pay_amount, paid, goods}` (the group
 * nested) or the group's fields beside an `order`. A paid order the failed group closed was
 * refunded in full (the server refunds it in the same transaction that closes it).
 */
export function normalizeMyGroup(v: unknown): MyGroup {
  const g = obj(v);
  const group = normalizeGroup(g.group ?? v);
  const goods = obj(g.goods);
  const rawOrder = g.order ? obj(g.order) : null;
  const orderId = num(rawOrder?.id ?? rawOrder?.order_id ?? g.order_id);
  const orderStatus = num(rawOrder?.status ?? g.order_status);
  const payAmount = num(rawOrder?.pay_amount ?? g.pay_amount);
  const refunded =
    rawOrder?.refunded !== undefined || g.refunded !== undefined
      ? num(rawOrder?.refunded ?? g.refunded)
      : group.status === 'failed' && g.paid === true && orderStatus === ORDER_CLOSED
        ? payAmount
        : 0;
  return {
    ...group,
    goods: {
      title: str(goods.title ?? g.title),
      image: str(goods.image ?? g.image),
      price: num(goods.price ?? g.price),
    },
    order:
      orderId > 0
        ? {
            id: orderId,
            order_sn: str(rawOrder?.order_sn ?? g.order_sn),
            status: orderStatus,
            pay_amount: payAmount,
            paid: g.paid === undefined ? orderStatus >= 1 && orderStatus <= 4 : g.paid === true,
            refunded,
          }
        : null,
  };
}

function withGroupFields<T extends GroupGoods>(item: T, activity?: GroupActivity | null): T {
  const size = num(item.group_size ?? activity?.rules?.group_size, 0);
  return { ...item, group_size: size > 0 ? size : undefined };
}

/** The group-buy zone: goods of running type-4 activities. */
export async function getGroupGoodsList(page: number, limit = 10) {
  const res = await http().call<typeof ACTIVITY.goodsList>(
    'GET',
    'api/activity/goods_activity_list',
    { type: GROUP_ACTIVITY_TYPE, page, limit },
  );
  const raw = res.data;
  const activity: GroupActivity | null = raw ? (raw.activity ?? null) : null;
  const data: GroupGoodsList = raw && {
    activity,
    total: num(raw.total),
    list: (raw.list ?? []).map((g) => withGroupFields<GroupGoods>(g, activity)),
  };
  return { ...res, data };
}

/** One group-buy goods (`ActivityGoodsDetail` with `group_size`, `open_groups`). */
export async function getGroupGoods(activityGoodsId: number) {
  const res = await http().call<typeof ACTIVITY.goodsInfo>(
    'GET',
    'api/activity/goods_activity_info',
    { activity_goods_id: activityGoodsId },
  );
  const raw = res.data;
  const data: GroupGoodsDetail = raw && withGroupFields<GroupGoodsDetail>(raw, raw.activity);
  return { ...res, data };
}

/** The open groups of a goods, or one group (any state) by id. */
export async function getGroups(query: { activity_goods_id: number } | { group_id: number }) {
  const res = await http().call<typeof PROMO.spellGroups>(
    'GET',
    'api/activity/spell_group_user_list',
    query,
  );
  const groups = Array.isArray(res.data?.groups) ? res.data.groups.map(normalizeGroup) : [];
  return { ...res, data: { groups } };
}

/** My groups (as leader or member) with my order; `status` filters. */
export async function getMyGroups(input: { status?: GroupStatus; page: number; limit?: number }) {
  const res = await http().call<typeof PROMO.myGroups>(
    'GET',
    'api/user/my_group',
    {
      ...(input.status ? { status: input.status } : {}),
      page: input.page,
      limit: input.limit ?? 10,
    },
    LOGIN,
  );
  const list = Array.isArray(res.data?.list) ? res.data.list.map(normalizeMyGroup) : [];
  return { ...res, data: { list, total: num(res.data?.total, list.length) } };
}
