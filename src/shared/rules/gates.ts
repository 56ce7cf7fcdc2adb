// Purchase gates of the new-person (type 11) and second-order (type 12) activities, spec section 4.
import { SECOND_ORDER_REQUIRED_ORDERS } from '../constants';

export type NewPersonGateResult = 'ok' | 'unpaid' | 'limit' | 'not-new';

export interface NewPersonGateInput {
  /** An unpaid new-person order exists. */
  unpaidNewPersonOrder: boolean;
  /** Cached new_people_count: new-person purchases already made, count. */
  newPeopleCount: number;
  /** Completed orders of the user, count. */
  completedOrders: number;
}

/**
 * Checked in the spec's order: unpaid order (with count 0) -> 'unpaid' (offer the unpaid-orders
 * list); non-zero count -> 'limit' (maximum purchase reached); any completed order -> 'not-new'.
 */
export function newPersonGate(input: NewPersonGateInput): NewPersonGateResult {
  if (input.unpaidNewPersonOrder && input.newPeopleCount === 0) return 'unpaid';
  if (input.newPeopleCount !== 0) return 'limit';
  if (input.completedOrders > 0) return 'not-new';
  return 'ok';
}

export type SecondOrderGateResult = 'ok' | 'first-order' | 'finished';

/** The second-order special applies only when exactly SECOND_ORDER_REQUIRED_ORDERS (1) is done. */
export function secondOrderGate(orderCount: number): SecondOrderGateResult {
  // `!(x >= n)` also sends NaN to 'first-order' rather than letting it through.
  if (!(orderCount >= SECOND_ORDER_REQUIRED_ORDERS)) return 'first-order';
  if (orderCount >= SECOND_ORDER_REQUIRED_ORDERS + 1) return 'finished';
  return 'ok';
}
