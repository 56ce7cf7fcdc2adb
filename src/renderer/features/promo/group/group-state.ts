/**
 * What a group-buy screen shows of a group, from the server's group and the server clock
 * (docs/api-promotions.md "Group buying"): the state, the seats (members, then empty seats up
 * to the group size), how many are missing, and whether this user may join. The server decides
 * every transition; an open group past its expiry is shown failed (the server's sweeper turns
 * it failed and refunds its members, the screen reloads when the countdown ends).
 */
import type { Group, GroupMember, GroupStatus, MyGroupOrder } from '../group-api';

export interface GroupView {
  /** what to show: an expired open group is 'failed' already */
  state: GroupStatus;
  /** open on the server but past its expiry: the refund is on its way */
  expired: boolean;
  joined: number;
  /** members still missing; 0 when full */
  left: number;
  /** members first (leader first), then `null` for each empty seat */
  seats: (GroupMember | null)[];
  isMember: boolean;
  /** open, not expired, not full, and this user is not in it */
  canJoin: boolean;
}

/** `nowSec`: the server's Unix seconds; `userId`: the logged-in user (null when logged out). */
export function groupView(group: Group, nowSec: number, userId: number | null): GroupView {
  const joined = group.members.length;
  const left = Math.max(0, group.size - joined);
  const expired = group.status === 'open' && group.expires_at > 0 && group.expires_at <= nowSec;
  const state: GroupStatus = expired ? 'failed' : group.status;
  const isMember =
    group.joined_by_me || (userId !== null && group.members.some((m) => m.user_id === userId));
  const seats: (GroupMember | null)[] = [...group.members];
  while (seats.length < group.size) seats.push(null);
  return {
    state,
    expired,
    joined,
    left,
    seats,
    isMember,
    canJoin: state === 'open' && left > 0 && !isMember,
  };
}

/**
 * A name as other buyers see it: a mobile number keeps its first 3 and last 4 digits, other
 * names their first character; a name the server masked already (has `*`) is kept.
 */
export function maskName(name: string): string {
  const s = name.trim();
  if (!s || s.includes('*')) return s;
  if (/^1\d{10}$/.test(s)) return `${s.slice(0, 3)}****${s.slice(-4)}`;
  return `${Array.from(s)[0]}**`;
}

export type RefundState = 'none' | 'refunding' | 'refunded';

/** The refund of my order in a failed group: refunded once money came back, else on its way. */
export function refundState(state: GroupStatus, order: MyGroupOrder | null): RefundState {
  if (state !== 'failed' || !order?.paid) return 'none';
  return order.refunded > 0 && order.refunded >= order.pay_amount ? 'refunded' : 'refunding';
}

/** Hash paths (no leading '/') of the group-buy screens and the activity confirmation. */
export const GROUP_PAGES = {
  zone: 'pages/activityList/goAssemble/goAssemble',
  goods: 'pages/subpack/revelry/p_revelry',
  list: 'pages/subpack/revelry/revelry_list',
  group: 'pages/subpack/revelry/revelry',
  mine: 'pages/subpack1/user/my-group',
  confirm: 'pages/subpack/order/confirmationOrder',
  orderStatus: 'pages/subpack/order/orderStatus',
} as const;

export const groupGoodsPath = (activityGoodsId: number) =>
  `${GROUP_PAGES.goods}?activity_goods_id=${activityGoodsId}`;
export const groupListPath = (activityGoodsId: number) =>
  `${GROUP_PAGES.list}?activity_goods_id=${activityGoodsId}`;
export const groupPath = (groupId: number) => `${GROUP_PAGES.group}?group_id=${groupId}`;

/** The activity confirmation: without `groupId` the buyer opens a group, with it joins that one. */
export function groupConfirmPath(activityGoodsId: number, groupId?: number): string {
  const base = `${GROUP_PAGES.confirm}?activity_goods_id=${activityGoodsId}&num=1`;
  return groupId ? `${base}&group_id=${groupId}` : base;
}

/** A positive integer query value, else null. */
export function idParam(v: string | null): number | null {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}
