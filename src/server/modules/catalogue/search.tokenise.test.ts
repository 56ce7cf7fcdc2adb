import { describe, expect, it } from 'vitest';
import { indexTerms, MAX_TERM_LENGTH, tokenise } from './search.tokenise';

describe('tokenise', () => {
  it('cuts a CJK run into bigrams', () => {
    expect(tokenise('智利进口车厘子')).toEqual(['智利', '利进', '进口', '口车', '车厘', '厘子']);
    expect(tokenise('牛奶')).toEqual(['牛奶']);
  });

  it('keeps a lone CJK character and lowercases ASCII words', () => {
    expect(tokenise('智利进口车厘子 JJ级')).toEqual([
      '智利',
      '利进',
      '进口',
      '口车',
      '车厘',
      '厘子',
      'jj',
      '级',
    ]);
    expect(tokenise('酒')).toEqual(['酒']);
  });

  it('splits words at anything that is neither letter, digit nor CJK', () => {
    expect(tokenise('五常稻花香大米 新米 5kg')).toContain('5kg');
    expect(tokenise('寿光西红柿 2.5kg')).toEqual(['寿光', '光西', '西红', '红柿', '2', '5kg']);
    expect(tokenise('100%橙汁 0糖0脂')).toEqual(['100', '橙汁', '0', '糖', '脂']);
    expect(tokenise('POLO衫 XL')).toEqual(['polo', '衫', 'xl']);
  });

  it('treats full-width letters and digits like ASCII', () => {
    expect(tokenise('ＪＪ级 ５００ｇ')).toEqual(['jj', '级', '500g']);
  });

  it('answers each term once', () => {
    expect(tokenise('牛奶牛奶 牛奶')).toEqual(['牛奶', '奶牛']);
    expect(tokenise('a A a')).toEqual(['a']);
  });

  it('answers no terms for punctuation, LIKE wildcards and blanks', () => {
    expect(tokenise('')).toEqual([]);
    expect(tokenise('   ')).toEqual([]);
    expect(tokenise('%_%')).toEqual([]);
    expect(tokenise('，。！？')).toEqual([]);
    expect(tokenise('牛奶%')).toEqual(['牛奶']);
  });

  it('cuts very long words to the column length', () => {
    const [term] = tokenise('x'.repeat(100));
    expect(term).toHaveLength(MAX_TERM_LENGTH);
  });

  it('handles characters outside the BMP', () => {
    expect(tokenise('𠮷野家')).toEqual(['𠮷野', '野家']);
  });
});

describe('indexTerms', () => {
  it('stores every single Han character besides the query terms', () => {
    const terms = indexTerms('茅台白酒 53度');
    expect(terms).toEqual(
      expect.arrayContaining(['茅台', '台白', '白酒', '茅', '台', '白', '酒', '53']),
    );
  });
  it('makes a one-character keyword find titles that contain it inside a longer run', () => {
    const [q] = tokenise('酒');
    expect(indexTerms('进口红葡萄酒')).toContain(q);
  });
});
