/**
 * Logistics tracking provider (issue 22). The demo's default is no provider: the order's trace
 * is derived from its shipping time (order.routes.ts `sandboxTracking`). A real provider takes a
 * push subscription for each shipped waybill and later posts the parcel's trace to the shop
 * (modules/logistics), which keeps the latest one in `parcels`.
 */
export interface ParcelRef {
  /** the carrier's code (shared/carriers.ts) */
  company: string;
  number: string;
  /** last 4 digits of the receiver's mobile ('' when unknown) */
  phoneTail: string;
}

/** A trace the provider pushed, verified. Times are Unix seconds; newest event first. */
export interface ParcelTrace {
  company: string;
  number: string;
  /** the provider's state code of the parcel */
  state: string;
  /** delivered and signed for */
  signed: boolean;
  /** the provider stopped tracking without a delivery: subscribe again */
  aborted: boolean;
  events: { time: number; text: string }[];
}

export type SubscribeResult = 'accepted' | 'refused';

export interface LogisticsProvider {
  readonly name: string;
  /** Whether the provider can track this carrier at all. */
  tracks(company: string): boolean;
  /**
   * Asks for pushes of a waybill. 'accepted' also for a repeated subscription; 'refused' for a
   * waybill the provider will not track; throws when the provider could not be asked (retry).
   */
  subscribe(parcel: ParcelRef): Promise<SubscribeResult>;
  /** The trace of a push (its form fields), or null when its signature or body is wrong. */
  verifyPush(fields: Record<string, unknown>): ParcelTrace | null;
  /** The body the provider expects in answer to a push. */
  pushAnswer(ok: boolean): { contentType: string; body: string };
}
