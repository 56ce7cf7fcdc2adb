import { describe, expect, it } from 'vitest';
import type { Group, GroupMember, MyGroupOrder } from '../group-api';
import { confirmForm } from '../../order/api';
import { parseSource } from '../../checkout/checkout-query';
import { groupConfirmPath, groupView, idParam, maskName, refundState } from './group-state';

const NOW = 1_800_000_000;
const member = (user_id: number, is_leader = false): GroupMember => ({
  user_id,
  nickname: `user${user_id}`,
  avatar: '',
  is_leader,
  joined_at: NOW - 100,
});
const group = (over: Partial<Group> = {}): Group => ({
  id: 7,
  activity_goods_id: 3,
  size: 3,
  status: 'open',
  expires_at: NOW + 3600,
  created_at: NOW - 100,
  leader: member(1, true),
  members: [member(1, true)],
  joined_by_me: false,
  ...over,
});

describe('groupView', () => {
  it('an open group: members, then empty seats up to the size; a visitor may join', () => {
    const v = groupView(group({ members: [member(1, true), member(2)] }), NOW, 9);
    expect(v.state).toBe('open');
    expect(v.joined).toBe(2);
    expect(v.left).toBe(1);
    expect(v.seats.map((s) => s?.user_id ?? null)).toEqual([1, 2, null]);
    expect(v.isMember).toBe(false);
    expect(v.canJoin).toBe(true);
  });

  it('a member (paid, or with an unpaid order open) is not offered to join again', () => {
    expect(groupView(group(), NOW, 1)).toMatchObject({ isMember: true, canJoin: false });
    expect(groupView(group({ joined_by_me: true }), NOW, 5)).toMatchObject({
      isMember: true,
      canJoin: false,
    });
  });

  it('a logged-out visitor may join (login comes at the confirmation)', () => {
    expect(groupView(group(), NOW, null).canJoin).toBe(true);
  });

  it('an open group past its expiry by the server clock shows failed and cannot be joined', () => {
    const v = groupView(group({ expires_at: NOW }), NOW, 9);
    expect(v).toMatchObject({ state: 'failed', expired: true, canJoin: false });
  });

  it('success and failed come from the server; a full group has no empty seat', () => {
    const full = group({ status: 'success', members: [member(1, true), member(2), member(3)] });
    expect(groupView(full, NOW, 9)).toMatchObject({ state: 'success', left: 0, canJoin: false });
    expect(groupView(full, NOW, 9).seats).not.toContain(null);
    const failed = groupView(group({ status: 'failed', members: [] }), NOW, 9);
    expect(failed).toMatchObject({ state: 'failed', expired: false, canJoin: false });
    expect(failed.seats).toEqual([null, null, null]);
  });
});

describe('maskName', () => {
  it('masks mobiles and names, keeps what the server masked', () => {
    expect(maskName('13800138000')).toBe('138****8000');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('138****8000')).toBe('138****8000');
    expect(maskName('  ')).toBe('');
  });
});

describe('refundState', () => {
  const order = (over: Partial<MyGroupOrder> = {}): MyGroupOrder => ({
    id: 1,
    order_sn: 'S1',
    status: 5,
    pay_amount: 990,
    paid: true,
    refunded: 990,
    ...over,
  });
  it('only a paid order of a failed group has a refund', () => {
    expect(refundState('failed', order())).toBe('refunded');
    expect(refundState('failed', order({ refunded: 0, status: 1 }))).toBe('refunding');
    expect(refundState('failed', order({ paid: false, refunded: 0 }))).toBe('none');
    expect(refundState('success', order())).toBe('none');
    expect(refundState('failed', null)).toBe('none');
  });
});

describe('routes', () => {
  it('opens a group without group_id and joins one with it', () => {
    expect(groupConfirmPath(3)).toBe(
      'pages/subpack/order/confirmationOrder?activity_goods_id=3&num=1',
    );
    expect(groupConfirmPath(3, 7)).toBe(
      'pages/subpack/order/confirmationOrder?activity_goods_id=3&num=1&group_id=7',
    );
  });
  it('reads positive ids only', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});

describe('the activity confirmation of a group', () => {
  it('reads group_id from the link it is given; without it the buyer opens a group', () => {
    const join = parseSource(new URLSearchParams(groupConfirmPath(3, 7).split('?')[1]));
    expect(join).toEqual({ kind: 'activity', activity_goods_id: 3, num: 1, group_id: 7 });
    const open = parseSource(new URLSearchParams(groupConfirmPath(3).split('?')[1]));
    expect(open).toEqual({ kind: 'activity', activity_goods_id: 3, num: 1 });
    // the preview's form has no group_id (only /api/order/buy takes it)
    expect(confirmForm({ source: join! })).toEqual({ activity_goods_id: 3, num: 1 });
  });
});
