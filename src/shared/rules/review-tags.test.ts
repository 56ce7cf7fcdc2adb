import { describe, expect, it } from 'vitest';
import { reviewTags } from './review-tags';

describe('reviewTags', () => {
  it('counts each review once per tag, most frequent first', () => {
    const tags = reviewTags([
      '非常新鲜，个头很大，家里人都说好吃。新鲜！',
      '比超市买的新鲜多了，性价比很高，会回购。',
      '物流很快，第二天就到了，会继续支持。',
      'Fresh and tasty, fast delivery.',
    ]);
    expect(tags[0]).toEqual({ code: 'fresh', count: 3 });
    expect(tags).toContainEqual({ code: 'fast_delivery', count: 2 });
    expect(tags).toContainEqual({ code: 'repurchase', count: 2 });
    expect(tags).toContainEqual({ code: 'tasty', count: 2 });
    expect(tags).toContainEqual({ code: 'value', count: 1 });
  });

  it('keeps ties in the list order, drops unused tags and stops at the limit', () => {
    expect(reviewTags(['物流太慢了，等了一个星期。', '正品'])).toEqual([
      { code: 'genuine', count: 1 },
      { code: 'slow_delivery', count: 1 },
    ]);
    expect(reviewTags([])).toEqual([]);
    expect(reviewTags(['新鲜 好吃 划算 包装完好 物流快 回购 分量足 正品'], 3)).toHaveLength(3);
  });
});
