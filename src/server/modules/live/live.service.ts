/**
 * Rules of live rooms (docs/api-live.md): stream URLs built from configuration, stream keys,
 * the review by rules and the schedule window. Pure except for the random key.
 */
import { randomBytes } from 'node:crypto';
import { bannedWordIn } from '../../../shared/rules/moderation';
import type { LiveConfig } from '../../config';

/** The committed test stream (fixtures/live-test), served at this path. */
export const LIVE_TEST_PREFIX = '/live-test/';
export const LIVE_TEST_PLAYLIST = `${LIVE_TEST_PREFIX}index.m3u8`;

/** How far ahead a room may be scheduled, and the grace for a time "now" typed a while ago. */
export const LIVE_SCHEDULE_MAX_AHEAD_S = 30 * 86400;
export const LIVE_SCHEDULE_GRACE_S = 300;
export const LIVE_LIBRARY_MAX = 500;
export const LIVE_ROOM_GOODS_MAX = 100;

/** 24 random URL-safe characters (144 bits). */
export function newStreamKey(): string {
  return randomBytes(18).toString('base64url');
}

export function pushUrl(cfg: LiveConfig, key: string): string {
  return `${cfg.rtmpBase}/${key}`;
}

export function pullUrl(cfg: LiveConfig, key: string): string {
  return cfg.hlsBase ? `${cfg.hlsBase}/${key}.m3u8` : LIVE_TEST_PLAYLIST;
}

export function replayUrl(cfg: LiveConfig, key: string): string {
  return cfg.hlsBase ? `${cfg.hlsBase}/${key}/replay.m3u8` : LIVE_TEST_PLAYLIST;
}

/**
 * Review by rules (the console's moderation settings, issue 23): rejected with code
 * `banned_word` (the word as its text) when the title or intro has a banned word, else approved
 * when auto-approval is on, else pending for an operator.
 */
export function reviewOf(
  settings: { autoApprove: boolean; bannedWords: readonly string[] },
  title: string,
  intro: string,
): { status: 0 | 1 | 2; banned: string | null } {
  const banned = bannedWordIn(`${title}\n${intro}`, settings.bannedWords);
  if (banned) return { status: 2, banned };
  return { status: settings.autoApprove ? 1 : 0, banned: null };
}

/** 'past' | 'far' when the scheduled time is outside the window, else null. */
export function scheduleProblem(now: number, scheduledAt: number): 'past' | 'far' | null {
  if (scheduledAt < now - LIVE_SCHEDULE_GRACE_S) return 'past';
  if (scheduledAt > now + LIVE_SCHEDULE_MAX_AHEAD_S) return 'far';
  return null;
}
