/**
 * Pure helpers of the zone lists: the two item shapes the zone calls answer brought to one, the
 * state of an activity or flash-sale session at server time, and the purchase-gate prompt the
 * rules banner shows (spec section 4). The server enforces every gate again when ordering.
 */
import type { FlashSession, GoodsItem, OrderCount } from '../../../shared/contract';
import { newPersonGate, secondOrderGate } from '../../../shared/rules/gates';
import type { ActivityGoodsItem } from './api';
import './strings/zone';
import type { TranslationKey } from '../../core/i18n/typed';

/** One goods of a zone list: what GoodsCard shows, plus the activity's numbers. */
export interface ZoneGoods {
  goods: GoodsItem;
  /** points per unit: taken (points exchange, zero-price) or earned (shopping points) */
  integral: number;
  soldOut: boolean;
  /** units left, null when the call does not say */
  stock: number | null;
  /** 0 = no limit */
  limitPerUser: number;
}

/**
 * An activity goods (`goods_activity_list`) as a card. Its `id` is the activity_goods_id; the
 * card's `id` is the goods id as everywhere else a GoodsItem travels, and the activity goods goes
 * as `activity_goods_id` (activityDetailRoute writes both into the detail link).
 */
export function fromActivityGoods(a: ActivityGoodsItem): ZoneGoods {
  return {
    goods: {
      id: a.goods_id,
      goods_id: a.goods_id,
      sku_id: a.sku_id,
      title: a.title,
      image: a.image,
      price: a.price,
      market_price: a.original_price,
      sales: a.sold,
      type: a.type,
      activity_id: a.activity_id,
      activity_goods_id: a.id,
      goods_subregion: a.goods_subregion,
      brand_id: a.brand_id,
      seller_id: a.seller_id,
    },
    integral: a.integral,
    soldOut: a.sold_out,
    stock: a.stock,
    limitPerUser: a.limit_per_user,
  };
}

/** A zone goods (`getZoneGoodsList`, minus_price_info); a zone may add the activity numbers. */
export function fromGoodsItem(
  g: GoodsItem & { integral?: number; sold_out?: boolean; stock?: number; limit_per_user?: number },
): ZoneGoods {
  return {
    goods: g,
    integral: g.integral ?? 0,
    soldOut: g.sold_out ?? false,
    stock: g.stock ?? null,
    limitPerUser: g.limit_per_user ?? 0,
  };
}

export type WindowState = 'not_started' | 'running' | 'ended';

/** State of a window at `now` (Unix seconds of the server clock): start inclusive, end exclusive. */
export function windowState(w: { start_at: number; end_at: number }, now: number): WindowState {
  if (now < w.start_at) return 'not_started';
  if (now >= w.end_at) return 'ended';
  return 'running';
}

/**
 * The session the flash-sale page opens on: the running one (ending first), else the next to
 * start, else the last one. Decided from the times, not the reply's `status`, which was right only
 * when it was sent.
 */
export function defaultSession(sessions: readonly FlashSession[], now: number): number | null {
  let pick: FlashSession | undefined;
  for (const s of sessions) {
    if (windowState(s, now) === 'running' && (!pick || s.end_at < pick.end_at)) pick = s;
  }
  if (pick) return pick.activity_id;
  for (const s of sessions) {
    if (s.start_at > now && (!pick || s.start_at < pick.start_at)) pick = s;
  }
  if (pick) return pick.activity_id;
  return sessions.at(-1)?.activity_id ?? null;
}

/** What a flash-sale card's buy button says and whether it can be pressed. */
export function buyState(
  session: WindowState,
  soldOut: boolean,
): { enabled: boolean; label: 'buy' | 'soldOut' | 'notStarted' | 'ended' } {
  if (session === 'not_started') return { enabled: false, label: 'notStarted' };
  if (session === 'ended') return { enabled: false, label: 'ended' };
  if (soldOut) return { enabled: false, label: 'soldOut' };
  return { enabled: true, label: 'buy' };
}

export type GatePrompt =
  | { key: TranslationKey; tone: 'ok' | 'warn'; action?: undefined }
  | { key: TranslationKey; tone: 'warn'; action: 'unpaid' | 'login' };

/**
 * The prompt of a zone's purchase gate for the user (spec section 4), from the cached order
 * counters. The counters do not say whether an unpaid order is a new-person one; an unpaid order
 * of a user without any completed order is taken as one (the prompt then offers the unpaid
 * orders list). The server answers 423 with the exact reason if the user orders anyway.
 */
export function gatePrompt(
  gate: 'newPerson' | 'secondOrder',
  loggedIn: boolean,
  counters: OrderCount | null,
): GatePrompt | null {
  if (!loggedIn) return { key: 'promoZone.gate.login', tone: 'warn', action: 'login' };
  if (!counters) return null;
  if (gate === 'newPerson') {
    const result = newPersonGate({
      unpaidNewPersonOrder: counters.no_pay_count > 0 && counters.order_count === 0,
      newPeopleCount: counters.new_people_count,
      completedOrders: counters.order_count,
    });
    switch (result) {
      case 'ok':
        return { key: 'promoZone.gate.newPerson.ok', tone: 'ok' };
      case 'unpaid':
        return { key: 'promoZone.gate.newPerson.unpaid', tone: 'warn', action: 'unpaid' };
      case 'limit':
        return { key: 'promoZone.gate.newPerson.limit', tone: 'warn' };
      case 'not-new':
        return { key: 'promoZone.gate.newPerson.notNew', tone: 'warn' };
    }
  }
  switch (secondOrderGate(counters.order_count)) {
    case 'ok':
      return { key: 'promoZone.gate.secondOrder.ok', tone: 'ok' };
    case 'first-order':
      return { key: 'promoZone.gate.secondOrder.firstOrder', tone: 'warn' };
    case 'finished':
      return { key: 'promoZone.gate.secondOrder.finished', tone: 'warn' };
  }
}
