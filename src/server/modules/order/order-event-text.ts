/**
 * Order timeline events as CODES (issue 19 part E): every event the system writes stores its code
 * and params (order_events.code / params, JSON) and, for readers that predate codes, its Chinese
 * text. Readers render the code in their own language (`renderOrderEvent`); a row without a code
 * (written before the codes, and not converted by migration 2026-11-30T10-codes-and-consent) is
 * shown as stored. Params: `amount` is fen (shown as yuan), `carrier` a carrier code
 * (shared/carriers.ts); every other param is shown as given (a buyer's or seller's own reason).
 */
import { carrierCode, carrierName } from '../../../shared/carriers';
import { MESSAGES, t, type Lang, type OrderEventMessageKey } from '../../messages';

export type OrderEventCode = OrderEventMessageKey;
export type OrderEventParams = Record<string, string | number>;

/** What an order_events row stores besides kind and time. */
export interface StoredEventText {
  text: string;
  code: string;
  params: string;
}

function display(params: OrderEventParams, lang: Lang): OrderEventParams {
  const out: OrderEventParams = { ...params };
  if (typeof params.amount === 'number') out.amount = (params.amount / 100).toFixed(2);
  if (typeof params.carrier === 'string') out.carrier = carrierName(params.carrier, lang);
  return out;
}

/** The stored form of one event: its code, params and Chinese text. */
export function orderEvent(code: OrderEventCode, params: OrderEventParams = {}): StoredEventText {
  return {
    code,
    params: JSON.stringify(params),
    text: t('zh', `orderEvent.${code}`, display(params, 'zh')),
  };
}

/** A carrier given as code or name: its code when known (stored), else the text as given. */
export function carrierParam(company: string): string {
  return carrierCode(company) ?? company;
}

const CLOSE_REASONS: Readonly<Record<string, OrderEventCode>> = {
  超时未支付订单已关闭: 'closedTimeout',
  买家取消订单: 'closedByBuyer',
  用户取消订单: 'closedByBuyer',
  全额退款订单关闭: 'closedFullRefund',
  拼团失败订单已关闭: 'closedGroupFailed',
  拼团失败已自动退款: 'groupFailed',
};
const squash = (s: string) => s.replace(/[\s，,。.]/g, '');

/** The code of a system close reason (stored in Chinese in orders.close_reason), else null. */
export function closeReasonCode(reason: string): OrderEventCode | null {
  return CLOSE_REASONS[squash(reason)] ?? null;
}

/** The `closed` event of a close reason: a system reason's code, else the reason as a param. */
export function closeEvent(reason: string): StoredEventText {
  const code = closeReasonCode(reason);
  return code ? orderEvent(code) : orderEvent('closedReason', { reason });
}

/** orders.close_reason in `lang`: a system reason translated, a person's own words as given. */
export function closeReasonText(reason: string, lang: Lang): string {
  const code = closeReasonCode(reason);
  return code ? t(lang, `orderEvent.${code}`) : reason;
}

function parseParams(s: string | null | undefined): OrderEventParams {
  if (!s) return {};
  try {
    const v: unknown = JSON.parse(s);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as OrderEventParams) : {};
  } catch {
    return {};
  }
}

/** One stored event in `lang`: its code rendered, or its stored text when it has none. */
export function renderOrderEvent(
  lang: Lang,
  row: { text: string; code?: string | null; params?: string | null },
): string {
  const code = row.code ?? '';
  if (!code || !Object.hasOwn(MESSAGES, `orderEvent.${code}`)) return row.text;
  return t(lang, `orderEvent.${code as OrderEventCode}`, display(parseParams(row.params), lang));
}
