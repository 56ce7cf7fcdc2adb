/**
 * Moderation of feed texts (docs/api-feed.md "Moderation"): a text that contains a banned word
 * of the console's feed list (issue 23, moderation settings) waits for review. Matching ignores
 * case and separators (shared/rules/moderation.ts bannedWordIn).
 */
import type { FeedStatus } from '../../../shared/contract/feed';
import { bannedWordIn } from '../../../shared/rules/moderation';

/** The status a new post or comment gets: 'pending' when it has a banned word. */
export function initialStatus(text: string, bannedWords: readonly string[]): FeedStatus {
  return bannedWordIn(text, bannedWords) === null ? 'published' : 'pending';
}
