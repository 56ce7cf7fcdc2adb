/**
 * Search terms without a full-text engine (issue 3). A title and a query keyword are cut into
 * the same lowercase terms:
 * - every bigram of a run of CJK (Han) characters: 车厘子 → 车厘, 厘子;
 * - the character itself for a run of one CJK character: "JJ级" → 级;
 * - ASCII letter/digit words, lowercased: JJ → jj, 500g, 2.5kg → 2, 5kg.
 * Text is NFKC-normalised first, so full-width ＪＪ and half-width JJ are the same term.
 * A goods matches a keyword when it has every term of the keyword, so a two-character word
 * (牛奶) is one index lookup and longer phrases narrow the result. The index side
 * (`indexTerms`) also stores every single Han character, so a one-character keyword (酒, 米)
 * finds every title containing it; the query side only uses single characters for a
 * one-character run, so longer keywords still go through the selective bigrams.
 * Pure: used by the index maintenance (search.repository.ts), the query side and the bench.
 */

/** Longest stored term (the column is varchar(32)); longer ASCII words are cut, on both sides. */
export const MAX_TERM_LENGTH = 32;

const TOKEN = /(\p{Script=Han}+)|([a-z0-9]+)/gu;

export function tokenise(text: string): string[] {
  const terms = new Set<string>();
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(TOKEN)) {
    const [, han, word] = m;
    if (han) {
      // Array.from splits by code point: rare Han characters lie outside the BMP.
      const chars = Array.from(han);
      if (chars.length === 1) terms.add(han);
      for (let i = 0; i + 1 < chars.length; i++) terms.add(`${chars[i]}${chars[i + 1]}`);
    } else if (word) {
      terms.add(word.slice(0, MAX_TERM_LENGTH));
    }
  }
  return [...terms];
}

/** Terms stored for a title: the query terms plus every single Han character. */
export function indexTerms(text: string): string[] {
  const terms = new Set(tokenise(text));
  for (const m of text.normalize('NFKC').matchAll(/\p{Script=Han}/gu)) terms.add(m[0]);
  return [...terms];
}
