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

/** The encoder's push URL; without LIVE_RTMP_BASE the embedded ingest on the shop's host. */
export function pushUrl(cfg: LiveConfig, key: string, host = ''): string {
  const base = cfg.rtmpBase || `rtmp://${host || 'localhost'}:${cfg.media.rtmpPort}/live`;
  return `${base}/${key}`;
}

/** issue 24: the embedded ingest's HLS, served by the shop at this path. */
export const LIVE_HLS_PREFIX = '/live-hls/';

/**
 * Where viewers load a room's HLS: the media server's base (LIVE_HLS_BASE), else the embedded
 * ingest's folder on the shop, else (no ingest: development and tests) the committed test
 * stream. Named by the room (`room-<id>`), never by the stream key.
 */
function hlsBaseOf(cfg: LiveConfig): string | null {
  if (cfg.hlsBase) return cfg.hlsBase;
  return cfg.media.mode === 'embedded' ? LIVE_HLS_PREFIX.slice(0, -1) : null;
}

export function pullUrl(cfg: LiveConfig, roomId: number): string {
  const base = hlsBaseOf(cfg);
  return base ? `${base}/room-${roomId}/index.m3u8` : LIVE_TEST_PLAYLIST;
}

/** The replay of an ended room: its recording (LIVE_RECORD), null without one. */
export function replayUrl(cfg: LiveConfig, roomId: number): string | null {
  const base = hlsBaseOf(cfg);
  if (!base) return LIVE_TEST_PLAYLIST;
  return cfg.media.record ? `${base}/room-${roomId}/replay.m3u8` : null;
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
