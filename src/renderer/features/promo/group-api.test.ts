import { describe, expect, it } from 'vitest';
import { normalizeGroup, normalizeMyGroup } from './group-api';

// The server's shapes (modules/promo/group.service.ts GroupView / MyGroup).
const wireGroup = (over: Record<string, unknown> = {}) => ({
  id: 7,
  activity_id: 2,
  activity_goods_id: 3,
  leader_user_id: 1,
  size: 2,
  status: 'open',
  expires_at: 1_800_003_600,
  created_at: 1_800_000_000,
  finished_at: null,
  paid_count: 1,
  need: 1,
  members: [
    { user_id: 1, nickname: '138****8000', avatar: '/a.png', is_leader: true, joined_at: 5 },
  ],
  joined_by_me: false,
  ...over,
});

describe('normalizeGroup', () => {
  it('reads the server group; the leader is the member marked leader', () => {
    const g = normalizeGroup(wireGroup());
    expect(g).toMatchObject({ id: 7, activity_goods_id: 3, size: 2, status: 'open' });
    expect(g.leader?.user_id).toBe(1);
    expect(g.members).toHaveLength(1);
    expect(g.joined_by_me).toBe(false);
  });

  it('puts a leader sent apart first and tolerates missing fields', () => {
    const g = normalizeGroup({
      group_id: '9',
      group_size: 3,
      status: 'weird',
      leader: { user_id: 4, nickname: 'L' },
      members: [{ user_id: 5, nickname: 'M' }],
    });
    expect(g).toMatchObject({ id: 9, size: 3, status: 'open' });
    expect(g.members.map((m) => [m.user_id, m.is_leader])).toEqual([
      [4, true],
      [5, false],
    ]);
  });
});

describe('normalizeMyGroup', () => {
  const item = (group: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
    group,
    order_id: 11,
    order_status: 1,
    pay_amount: 990,
    is_leader: true,
    paid: true,
    goods: { goods_id: 1, sku_id: 2, title: 'Tea', image: '/t.png', price: 990 },
    ...over,
  });

  it('flattens the nested group and keeps the order', () => {
    const g = normalizeMyGroup(item(wireGroup()));
    expect(g).toMatchObject({ id: 7, status: 'open', goods: { title: 'Tea', price: 990 } });
    expect(g.order).toEqual({
      id: 11,
      order_sn: '',
      status: 1,
      pay_amount: 990,
      paid: true,
      refunded: 0,
    });
  });

  it('a paid order closed by its failed group was refunded in full', () => {
    const g = normalizeMyGroup(
      item(wireGroup({ status: 'failed', members: [] }), { order_status: 5 }),
    );
    expect(g.order?.refunded).toBe(990);
    const unpaid = normalizeMyGroup(
      item(wireGroup({ status: 'failed' }), { order_status: 5, paid: false }),
    );
    expect(unpaid.order?.refunded).toBe(0);
  });
});
