// Review tags (评价标签, issue 19 layout): the goods detail's review summary shows what buyers
// keep saying ("新鲜 12", "物流快 5"), counted over the review texts. A tag is a CODE (the client
// renders it in the reader's language); a review counts once per tag however often it repeats it.
// The words are the ones Chinese buyers write, with their English equivalents for English reviews.

export const REVIEW_TAGS = [
  { code: 'fresh', words: [/新鲜/, /\bfresh\b/i] },
  {
    code: 'tasty',
    words: [
      /好吃|味道[很真挺超]?[好正棒]|口感[不很挺]?[错好]|口味正|\btast(y|es good)\b|delicious/i,
    ],
  },
  { code: 'value', words: [/性价比|划算|实惠|物超所值|便宜|good value|worth (it|the money)/i] },
  { code: 'packaging', words: [/包装[很挺]?(用心|完好|精美|严实|好)|well packed|packaging/i] },
  {
    code: 'fast_delivery',
    words: [/物流[很挺超]?快|第二天就到|发货[很挺]?快|fast (delivery|shipping)/i],
  },
  { code: 'repurchase', words: [/回购|还来|继续支持|再买|buy (it )?again/i] },
  { code: 'generous', words: [/分量[很挺]?足|量[很挺]?足|generous portion/i] },
  { code: 'genuine', words: [/正品|值得信赖|genuine|authentic/i] },
  { code: 'quality', words: [/质量[很挺]?好|效果不错|做工|good quality/i] },
  { code: 'slow_delivery', words: [/物流[太有点]*慢|慢了点|slow (delivery|shipping)/i] },
] as const;

export type ReviewTagCode = (typeof REVIEW_TAGS)[number]['code'];

/** Tags buyers do not like to read: the client shows them apart (grey). */
export const NEGATIVE_REVIEW_TAGS: readonly ReviewTagCode[] = ['slow_delivery'];

export interface ReviewTagCount {
  code: ReviewTagCode;
  count: number;
}

/** How many tags the summary shows at most. */
export const REVIEW_TAG_LIMIT = 6;

/**
 * The tags of a set of review texts, most frequent first (ties in REVIEW_TAGS order), only tags
 * at least one review has, at most `limit` of them.
 */
export function reviewTags(texts: readonly string[], limit = REVIEW_TAG_LIMIT): ReviewTagCount[] {
  const counts = REVIEW_TAGS.map((tag, order) => ({
    code: tag.code,
    order,
    count: texts.filter((text) => tag.words.some((w) => w.test(text))).length,
  }));
  return counts
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ code, count }) => ({ code, count }));
}
