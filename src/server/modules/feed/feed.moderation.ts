/**
 * Moderation of feed texts (docs/api-feed.md "Moderation"): a text that contains a configured
 * banned word waits for review. Matching ignores case and the spaces and common punctuation a
 * writer may put between the characters of a word ("赌 博", "c.a.s.i.n.o").
 */
import type { FeedStatus } from '../../../shared/contract/feed';

const SEPARATORS = /[\s.,，。·•_\-*|/\\]+/g;

function normalise(text: string): string {
  return text.toLowerCase().replace(SEPARATORS, '');
}

/** The status a new post or comment gets: 'pending' when it has a banned word. */
export function initialStatus(text: string, bannedWords: readonly string[]): FeedStatus {
  const plain = normalise(text);
  return bannedWords.some((w) => {
    const word = normalise(w);
    return word !== '' && plain.includes(word);
  })
    ? 'pending'
    : 'published';
}
