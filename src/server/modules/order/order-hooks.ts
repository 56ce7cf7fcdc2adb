/**
 * Work feature modules do inside the buy transaction once the order rows exist (e.g. promo group
 * buying opens or joins a group). A feature registers its hook when its routes are set up, so
 * the order module (domain tier) never imports a feature module.
 */
import type { Executor } from '../../db';
import type { Lang } from '../../messages';

export interface PlacedOrder {
  userId: number;
  /** the first order of the submission */
  orderId: number;
  /** the activity goods bought (0: none) */
  activityGoodsId: number;
  activityType: number;
  /** group buying: the group to join (absent: open one) */
  groupId?: number;
  now: number;
  lang: Lang;
}

export type OrderPlacedHook = (tx: Executor, order: PlacedOrder) => Promise<unknown>;

const PLACED = new Map<string, OrderPlacedHook>();

/** Registers (or replaces) the hook `name`. */
export function registerOrderPlacedHook(name: string, hook: OrderPlacedHook): void {
  PLACED.set(name, hook);
}

/** Runs every registered hook in the caller's transaction, in registration order. */
export async function runOrderPlacedHooks(tx: Executor, order: PlacedOrder): Promise<void> {
  for (const hook of PLACED.values()) await hook(tx, order);
}
