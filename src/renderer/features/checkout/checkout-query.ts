/**
 * Reads a confirmation page's query: `cart_ids=1,2` (from the cart), `goods_id&sku_id&num` (buy
 * now), `activity_goods_id&num` (activity goods, auction variants; `group_id` joins a group);
 * plus `address_id`. Returns null for a query that names nothing to buy.
 */
import type { ConfirmSource } from '../order';

const posInt = (v: string | null): number | null => {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
};

export function parseSource(params: URLSearchParams): ConfirmSource | null {
  const activity = posInt(params.get('activity_goods_id'));
  if (activity) {
    const num = posInt(params.get('num')) ?? 1;
    // group buying: `group_id` joins that group (docs/api-promotions.md "Group buying")
    const group = posInt(params.get('group_id'));
    return group
      ? { kind: 'activity', activity_goods_id: activity, num, group_id: group }
      : { kind: 'activity', activity_goods_id: activity, num };
  }
  const cart = params.get('cart_ids');
  if (cart !== null) {
    const ids = cart.split(',').map((s) => posInt(s.trim()));
    if (ids.length === 0 || ids.some((n) => n === null)) return null;
    return { kind: 'cart', cart_ids: [...new Set(ids as number[])] };
  }
  const goods = posInt(params.get('goods_id'));
  const sku = posInt(params.get('sku_id'));
  if (goods && sku) {
    return { kind: 'goods', goods_id: goods, sku_id: sku, num: posInt(params.get('num')) ?? 1 };
  }
  return null;
}

export function parseAddressId(params: URLSearchParams): number | undefined {
  return posInt(params.get('address_id')) ?? undefined;
}

/** `path` with `key=value` set (replacing an earlier value); path may carry a query. */
export function withParam(path: string, key: string, value: string | number): string {
  const [base = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(key, String(value));
  return `${base}?${params.toString()}`;
}

/** Only in-app page paths are followed as return targets. */
export function safePagePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.replace(/^\/+/, '');
  return /^pages\/[\w/-]+(\?[^#\s]*)?$/.test(path) ? path : null;
}
