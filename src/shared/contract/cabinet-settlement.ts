/**
 * Settlement of the merchant's online orders (issue 18 part C): settled orders (credited to the
 * merchant ledger, kind `sale`) and pending ones (completed, after-sale window not passed).
 */
import { z } from 'zod';
import { route } from './route';
import { limit, page } from './schemas';

export interface SettledOrder {
  order_id: number;
  order_sn: string;
  /** fen credited */
  amount: number;
  settled_at: number;
}

export interface PendingSettlement {
  order_id: number;
  order_sn: string;
  /** fen that will be credited (paid − refunded) */
  amount: number;
  /** Unix seconds: when the after-sale window ends and the order settles */
  settles_at: number;
}

export interface SettlementData {
  /** the after-sale window, seconds after receipt */
  settle_after_s: number;
  /** fen, over all settled / pending orders (not only the page) */
  settled_total: number;
  pending_total: number;
  /** how many settled / pending orders in all (the lists are one page each) */
  settled_count: number;
  pending_count: number;
  settled: SettledOrder[];
  pending: PendingSettlement[];
}

export const CABINET_SETTLEMENT = {
  /** `settled_page` / `pending_page` page each list (`limit` rows, newest settled / oldest pending first) */
  settlement: route<SettlementData>()(
    '/api/admin/money/settlement',
    z.object({ settled_page: page, pending_page: page, limit: limit.default(20) }),
  ),
};
