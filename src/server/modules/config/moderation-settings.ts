/**
 * The moderation settings the checks read at every write (issue 23, moderation;
 * shared/rules/moderation.ts): auto-approval of live rooms and local shop applications (off
 * unless app_config says so: production starts with neither row, the demo seed sets both) and
 * the banned-word lists. Edited in the console (modules/ops/moderation.*); read through
 * readConfig, so an edit applies to the next check.
 */
import {
  MODERATION_CONFIG,
  bannedWordsOf,
  type BannedWordList,
  type BannedWords,
} from '../../../shared/rules/moderation';
import type { Executor } from '../../db';
import { readConfig } from './config.repository';

export interface ModerationSettings {
  live_auto_approve: boolean;
  local_auto_approve: boolean;
  banned_words: BannedWords;
}

export async function autoApprove(db: Executor, what: 'live' | 'local'): Promise<boolean> {
  const key =
    what === 'live' ? MODERATION_CONFIG.liveAutoApprove : MODERATION_CONFIG.localAutoApprove;
  return (await readConfig<unknown>(db, key, false)) === true;
}

export async function bannedWords(db: Executor, list: BannedWordList): Promise<string[]> {
  return bannedWordsOf(await readConfig<unknown>(db, MODERATION_CONFIG.bannedWords, null))[list];
}

export async function moderationSettings(db: Executor): Promise<ModerationSettings> {
  const [live, local, words] = await Promise.all([
    autoApprove(db, 'live'),
    autoApprove(db, 'local'),
    readConfig<unknown>(db, MODERATION_CONFIG.bannedWords, null),
  ]);
  return { live_auto_approve: live, local_auto_approve: local, banned_words: bannedWordsOf(words) };
}
