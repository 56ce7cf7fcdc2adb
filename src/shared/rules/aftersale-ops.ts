/**
 * The platform's after-sale decisions (issue 20, after-sales arbitration): the codes of a
 * refusal (the console offers them; the consumer reads the code's words with the free text) and
 * the console's queue tabs. Run-time values shared by the server and the console.
 */

/** Why the platform refuses an after-sale request. */
export const AFTERSALE_REFUSE_CODES = [
  'no_quality_issue',
  'used_or_damaged',
  'out_of_window',
  'evidence_missing',
  'other',
] as const;
export type AftersaleRefuseCode = (typeof AFTERSALE_REFUSE_CODES)[number];

/** The refusal codes' words as the consumer reads them (zh-CN, the consumer app's language). */
export const AFTERSALE_REFUSE_TEXT: Record<AftersaleRefuseCode, { zh: string; en: string }> = {
  no_quality_issue: { zh: '商品无质量问题', en: 'The goods have no quality problem' },
  used_or_damaged: { zh: '商品已使用或损坏', en: 'The goods were used or damaged' },
  out_of_window: { zh: '超出售后期限', en: 'Outside the after-sale period' },
  evidence_missing: { zh: '凭证不足', en: 'Not enough evidence' },
  other: { zh: '其他原因', en: 'Other reason' },
};

/** The console's queue tabs: what needs the platform (the default), or every request. */
export const AFTERSALE_QUEUES = ['platform', 'all'] as const;
export type AftersaleQueue = (typeof AFTERSALE_QUEUES)[number];

/** Why a request needs the platform ('' none). */
export type AftersaleNeed = '' | 'own_store' | 'seller_refused' | 'seller_silent';
