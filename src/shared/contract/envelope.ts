/** The consumer response envelope of spec section 7: `{ code, message, data }`. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Lists take `page` (from 1) and `limit` (default 10, at most 50). */
export interface ListData<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** Merchant routes answer HTTP 200 with `code: 1`; errors use the HTTP status (401, 422). */
export interface MerchantEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
