/** Pure helpers of the home tab: banner merging, the flash-sale session to show, link targets. */
import type { Banner, FlashSession } from '../../../../../shared/contract';

/** Banners of several calls in order, each id once (the first occurrence wins). */
export function mergeBanners(...lists: readonly (readonly Banner[])[]): Banner[] {
  const seen = new Set<number>();
  const out: Banner[] = [];
  for (const list of lists) {
    for (const b of list) {
      if (seen.has(b.id)) continue;
      seen.add(b.id);
      out.push(b);
    }
  }
  return out;
}

export interface FlashPick {
  session: FlashSession;
  /** 'ongoing': count down to its end; 'upcoming': count down to its start. */
  phase: 'ongoing' | 'upcoming';
  /** Unix seconds the countdown runs to. */
  target: number;
}

/**
 * The session the home strip shows at server time `now` (Unix seconds): the running one (the
 * one ending first if several run), else the next to start; null when none is left today.
 * Decided from the times, not the reply's `status`, which was right only when it was sent.
 */
export function pickFlashSession(sessions: readonly FlashSession[], now: number): FlashPick | null {
  let ongoing: FlashSession | undefined;
  let next: FlashSession | undefined;
  for (const s of sessions) {
    if (s.start_at <= now && now < s.end_at) {
      if (!ongoing || s.end_at < ongoing.end_at) ongoing = s;
    } else if (s.start_at > now) {
      if (!next || s.start_at < next.start_at) next = s;
    }
  }
  if (ongoing) return { session: ongoing, phase: 'ongoing', target: ongoing.end_at };
  if (next) return { session: next, phase: 'upcoming', target: next.start_at };
  return null;
}

export type LinkTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string } | null;

/** Where a banner or activity image leads: a hash route of the app, an https page, or nowhere. */
export function linkTarget(link: string | null | undefined): LinkTarget {
  const s = (link ?? '').trim();
  if (!s) return null;
  if (/^https?:\/\//i.test(s)) return { kind: 'url', href: s };
  // Anything else with a scheme (javascript:, data:) is not followed.
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return null;
  const path = s.replace(/^#?\/*/, '');
  return path ? { kind: 'route', to: `/${path}` } : null;
}

/** True the first time it is called, false after: "once per page load" prompts. */
export function onceGate(): () => boolean {
  let done = false;
  return () => {
    if (done) return false;
    done = true;
    return true;
  };
}
