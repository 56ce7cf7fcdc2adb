/**
 * Moderation rules (issue 23, moderation; docs/operators.md "Moderation"): the reason codes of
 * decisions others read (rendered in the reader's language: the server's messages
 * `moderation.reason_<code>`, the console's strings), the banned-word lists and the settings the
 * console edits. Settings live in app_config (keys below), read by the checks at every write:
 * - `live_auto_approve`, `local_auto_approve`: true approves a live room / local shop
 *   application passing the rules at once; missing = false (production). The demo seed sets
 *   both true.
 * - `banned_words`: `{ live, feed, reviews }` lists; missing = DEFAULT_BANNED_WORDS for each.
 */

/** Why a room / application was rejected or stopped, a post or review hidden. */
export const MODERATION_REASONS = [
  'banned_word',
  'illegal',
  'vulgar',
  'false_info',
  'ads_spam',
  'infringement',
  'licence_invalid',
  'other',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

export const BANNED_WORD_LISTS = ['live', 'feed', 'reviews'] as const;
export type BannedWordList = (typeof BANNED_WORD_LISTS)[number];
export type BannedWords = Record<BannedWordList, string[]>;

/** app_config keys of the moderation settings */
export const MODERATION_CONFIG = {
  liveAutoApprove: 'live_auto_approve',
  localAutoApprove: 'local_auto_approve',
  bannedWords: 'banned_words',
} as const;

/** The list each check uses until an operator saves one. */
export const DEFAULT_BANNED_WORDS: readonly string[] = [
  '赌博',
  '博彩',
  '代开发票',
  '枪支',
  '毒品',
  '裸聊',
  'casino',
];

export const BANNED_WORDS_MAX = 500;
export const BANNED_WORD_MAX_LENGTH = 20;

/** Trimmed, lower-case, without empties and repeats, in the given order. */
export function normaliseWordList(words: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const w of words) {
    const word = w.trim().toLowerCase();
    if (word) seen.add(word);
  }
  return [...seen];
}

/** The stored `banned_words` value as three lists (a missing or broken list: the default). */
export function bannedWordsOf(raw: unknown): BannedWords {
  const obj = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const list = (v: unknown): string[] =>
    Array.isArray(v) && v.every((w) => typeof w === 'string')
      ? normaliseWordList(v)
      : [...DEFAULT_BANNED_WORDS];
  return { live: list(obj.live), feed: list(obj.feed), reviews: list(obj.reviews) };
}

const SEPARATORS = /[\s.,，。·•_\-*|/\\]+/g;

const plain = (text: string): string => text.toLowerCase().replace(SEPARATORS, '');

/**
 * The first banned word in `text`, or null. Matching ignores case and the spaces and common
 * punctuation a writer may put between the characters of a word ("赌 博", "c.a.s.i.n.o").
 */
export function bannedWordIn(text: string, words: readonly string[]): string | null {
  const hay = plain(text);
  return (
    words.find((w) => {
      const word = plain(w);
      return word !== '' && hay.includes(word);
    }) ?? null
  );
}
