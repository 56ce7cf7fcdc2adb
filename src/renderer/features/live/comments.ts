/**
 * The watch page's comment list: server comments deduplicated by id (an echo over the socket,
 * the POST answer and a catch-up page may all carry the same one), in id order, plus the
 * user's own pending comments (sent, no answer yet) matched to their echo by `client_id`.
 */
import type { LiveComment } from '../../../shared/contract/live';

/** A comment of the user not confirmed by the server yet. */
export interface PendingComment {
  client_id: string;
  content: string;
  /** the send failed: shown with a retry */
  failed?: boolean;
}

export interface CommentsState {
  list: LiveComment[];
  pending: PendingComment[];
}

/** At most this many comments are kept on screen (older ones drop off the top). */
export const MAX_COMMENTS = 200;

/** Adds `incoming` to `list`: each id once, ascending by id, the newest MAX_COMMENTS kept. */
export function mergeComments(list: LiveComment[], incoming: LiveComment[]): LiveComment[] {
  if (incoming.length === 0) return list;
  const byId = new Map<number, LiveComment>();
  for (const c of list) byId.set(c.id, c);
  let changed = false;
  for (const c of incoming) {
    if (!byId.has(c.id)) {
      byId.set(c.id, c);
      changed = true;
    }
  }
  if (!changed) return list;
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > MAX_COMMENTS ? merged.slice(merged.length - MAX_COMMENTS) : merged;
}

/** Applies server comments: merged, and pending ones they confirm (same client_id) dropped. */
export function receiveComments(state: CommentsState, incoming: LiveComment[]): CommentsState {
  const list = mergeComments(state.list, incoming);
  const confirmed = new Set(incoming.map((c) => c.client_id).filter(Boolean));
  const pending = state.pending.filter((p) => !confirmed.has(p.client_id));
  if (list === state.list && pending.length === state.pending.length) return state;
  return { list, pending };
}

/** The highest comment id shown (0 when none): the `after_id` of a catch-up. */
export function lastCommentId(list: LiveComment[]): number {
  return list.length > 0 ? (list[list.length - 1]?.id ?? 0) : 0;
}

/** A fresh client id for one comment (idempotent retries reuse it). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
