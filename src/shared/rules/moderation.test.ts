import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNED_WORDS, bannedWordIn, bannedWordsOf, normaliseWordList } from './moderation';

describe('moderation rules', () => {
  it('normalises a word list: trimmed, lower case, no empties or repeats', () => {
    expect(normaliseWordList([' Casino ', '', 'casino', '赌博'])).toEqual(['casino', '赌博']);
  });

  it('reads the stored lists, falling back to the default per missing or broken list', () => {
    const w = bannedWordsOf({ live: ['Spam'], feed: 'x', reviews: [1] });
    expect(w.live).toEqual(['spam']);
    expect(w.feed).toEqual([...DEFAULT_BANNED_WORDS]);
    expect(w.reviews).toEqual([...DEFAULT_BANNED_WORDS]);
    expect(bannedWordsOf(null).live).toEqual([...DEFAULT_BANNED_WORDS]);
    expect(bannedWordsOf({ live: [] }).live).toEqual([]);
  });

  it('finds a banned word across case, spaces and punctuation', () => {
    expect(bannedWordIn('来 赌 博吧', ['赌博'])).toBe('赌博');
    expect(bannedWordIn('C.A.S.I.N.O night', ['casino'])).toBe('casino');
    expect(bannedWordIn('新鲜水果', ['赌博', ''])).toBeNull();
  });
});
