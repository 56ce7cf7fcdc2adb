/**
 * One chat thread as a side sees it (docs/api-chat.md "Message state machine"): the stored
 * messages by id, the viewer's own unsent messages by client id (pending → sent, or failed with
 * retry), the other side's delivered/read cursors that make the ticks, scroll-back pages
 * (`before_id`) and catch-up (`after_id`, after every reconnect). Everything that arrives —
 * history pages, socket events, send answers — goes through `merge`, which dedupes by id and
 * matches the viewer's pending message by client id, so nothing shows twice.
 *
 * Used by the consumer chat page (viewer 'user') and the service inbox (viewer 'service');
 * the transport is injected, so the store is tested without a server.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ChatCard,
  ChatHistory,
  ChatMessage,
  ChatSender,
  ChatType,
} from '../../../shared/contract/chat';

export type ItemStatus = 'pending' | 'failed' | 'sent' | 'delivered' | 'read';

/** What the viewer wants to send; an image is uploaded first when it has no URL yet. */
export type Draft =
  | { type: 'text'; content: string }
  | { type: 'image'; file: Blob | null; preview: string; url: string }
  | { type: 'goods'; card: ChatCard & { kind: 'goods' } }
  | { type: 'order'; card: ChatCard & { kind: 'order' } };

export interface ThreadItem {
  /** the client id: stable from pending to stored (React key) */
  key: string;
  /** null while not stored */
  id: number | null;
  sender: ChatSender;
  type: ChatType;
  /** text, or the image URL (a local preview while uploading) */
  content: string;
  card: ChatCard | null;
  created_at: number;
  status: ItemStatus;
  mine: boolean;
}

export interface ThreadDeps {
  viewer: ChatSender;
  fetch: (q: { before_id?: number; after_id?: number; limit?: number }) => Promise<ChatHistory>;
  /** stores one message; rejects on failure (network, refusal) */
  send: (clientId: string, draft: Draft) => Promise<ChatMessage>;
  upload?: (file: Blob) => Promise<string>;
  markRead: (upToId: number) => Promise<unknown>;
  newClientId: () => string;
  now: () => number;
  /**
   * Keeps unsent messages (text and cards, images once uploaded) across page visits: they come
   * back as failed, with retry. Optional.
   */
  unsent?: { load: () => string | null; save: (json: string | null) => void };
}

interface Local {
  key: string;
  draft: Draft;
  created_at: number;
  failed: boolean;
}

const RANK: Record<ItemStatus, number> = { pending: 0, failed: 0, sent: 1, delivered: 2, read: 3 };

export function newClientId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function draftContent(d: Draft): { content: string; card: ChatCard | null } {
  if (d.type === 'text') return { content: d.content, card: null };
  if (d.type === 'image') return { content: d.url || d.preview, card: null };
  return { content: '', card: d.card };
}

export class ChatThread {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  conversationId = 0;
  /** older messages exist on the server */
  hasOlder = false;
  loadingOlder = false;
  /** the other side's cursors over the viewer's messages */
  peerDelivered = 0;
  peerRead = 0;
  /** the other side's messages the viewer has not read */
  unread = 0;

  private readonly stored = new Map<number, ChatMessage>();
  private locals: Local[] = [];
  private readSent = 0;
  private catchingUp: Promise<void> | null = null;

  constructor(private readonly deps: ThreadDeps) {
    makeAutoObservable<ChatThread, 'deps' | 'catchingUp' | 'readSent'>(this, {
      deps: false,
      catchingUp: false,
      readSent: false,
    });
    this.restoreUnsent();
  }

  private restoreUnsent(): void {
    const raw = this.deps.unsent?.load();
    if (!raw) return;
    try {
      const list = JSON.parse(raw) as { key: string; draft: Draft; created_at: number }[];
      if (!Array.isArray(list)) return;
      for (const l of list) {
        if (typeof l?.key !== 'string' || !l.draft) continue;
        this.locals.push({ key: l.key, draft: l.draft, created_at: l.created_at, failed: true });
      }
    } catch {
      // unreadable: nothing to restore
    }
  }

  /** Saves the unsent messages that can be sent again later (not images still to upload). */
  private saveUnsent(): void {
    if (!this.deps.unsent) return;
    const keep = this.locals
      .filter((l) => l.draft.type !== 'image' || l.draft.url)
      .map((l) => ({
        key: l.key,
        created_at: l.created_at,
        draft: l.draft.type === 'image' ? { ...l.draft, file: null, preview: '' } : l.draft,
      }));
    this.deps.unsent.save(keep.length ? JSON.stringify(keep) : null);
  }

  /** Stored messages by id, then the viewer's unsent ones in the order they were written. */
  get items(): ThreadItem[] {
    const viewer = this.deps.viewer;
    const out: ThreadItem[] = [...this.stored.values()]
      .sort((a, b) => a.id - b.id)
      .map((m) => ({
        key: m.client_id || `id-${m.id}`,
        id: m.id,
        sender: m.sender,
        type: m.type,
        content: m.content,
        card: m.card,
        created_at: m.created_at,
        status: m.sender === viewer ? this.stateOf(m) : 'sent',
        mine: m.sender === viewer,
      }));
    for (const l of this.locals) {
      out.push({
        key: l.key,
        id: null,
        sender: viewer,
        type: l.draft.type,
        ...draftContent(l.draft),
        created_at: l.created_at,
        status: l.failed ? 'failed' : 'pending',
        mine: true,
      });
    }
    return out;
  }

  /** Highest stored id (the catch-up cursor); 0 when none. */
  get lastId(): number {
    let max = 0;
    for (const id of this.stored.keys()) if (id > max) max = id;
    return max;
  }

  get firstId(): number {
    let min = 0;
    for (const id of this.stored.keys()) if (min === 0 || id < min) min = id;
    return min;
  }

  /** Highest stored id of the other side. */
  get lastPeerId(): number {
    let max = 0;
    for (const m of this.stored.values())
      if (m.sender !== this.deps.viewer && m.id > max) max = m.id;
    return max;
  }

  get hasFailed(): boolean {
    return this.locals.some((l) => l.failed);
  }

  private stateOf(m: ChatMessage): ItemStatus {
    let s: ItemStatus = m.state;
    if (m.id <= this.peerRead) s = 'read';
    else if (m.id <= this.peerDelivered && RANK[s] < RANK.delivered) s = 'delivered';
    return s;
  }

  /** Takes messages from anywhere (page, event, send answer); dedupes by id and client id. */
  merge(list: readonly ChatMessage[]): void {
    for (const m of list) {
      if (this.conversationId === 0) this.conversationId = m.conversation_id;
      if (m.conversation_id !== this.conversationId) continue;
      const had = this.stored.get(m.id);
      if (!had || RANK[m.state] > RANK[had.state]) this.stored.set(m.id, m);
      if (m.sender === this.deps.viewer) {
        const before = this.locals.length;
        this.locals = this.locals.filter((l) => l.key !== m.client_id);
        if (this.locals.length !== before) this.saveUnsent();
      } else if (!had && m.id > this.readSent) {
        this.unread += 1;
      }
    }
  }

  /** The other side's cursors moved (`chat:state` about the viewer's messages, or a page). */
  applyCursors(delivered: number, read: number): void {
    if (delivered > this.peerDelivered) this.peerDelivered = delivered;
    if (read > this.peerRead) this.peerRead = read;
    if (this.peerRead > this.peerDelivered) this.peerDelivered = this.peerRead;
  }

  private take(page: ChatHistory): void {
    if (page.conversation_id) this.conversationId = page.conversation_id;
    this.merge(page.list);
    this.applyCursors(page.peer_delivered_id, page.peer_read_id);
    this.unread = page.unread;
  }

  /** The newest page. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const page = await this.deps.fetch({});
      runInAction(() => {
        this.take(page);
        this.hasOlder = page.has_more;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = this.stored.size > 0 ? 'ready' : 'error'));
    }
  }

  /** One page older than the oldest shown (scroll-back). */
  async loadOlder(): Promise<void> {
    if (this.loadingOlder || !this.hasOlder || this.firstId === 0) return;
    this.loadingOlder = true;
    try {
      const page = await this.deps.fetch({ before_id: this.firstId });
      runInAction(() => {
        this.take(page);
        this.hasOlder = page.has_more;
      });
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  /**
   * Everything newer than the newest shown, page by page (after every reconnect): nothing lost
   * while the socket was down, nothing twice (merge dedupes). Before the first load it loads.
   */
  catchUp(): Promise<void> {
    if (this.status !== 'ready') return this.load();
    if (this.catchingUp) return this.catchingUp;
    const run = (async () => {
      for (let guard = 0; guard < 100; guard++) {
        const page = await this.deps.fetch({ after_id: this.lastId });
        runInAction(() => this.take(page));
        if (!page.has_more || page.list.length === 0) break;
      }
    })()
      .catch(() => undefined)
      .finally(() => {
        this.catchingUp = null;
      });
    this.catchingUp = run;
    return run;
  }

  /** Marks the other side's messages read up to the newest shown (once per new message). */
  async readAll(): Promise<void> {
    const upTo = this.lastPeerId;
    if (upTo === 0 || upTo <= this.readSent) return;
    this.readSent = upTo;
    this.unread = 0;
    try {
      await this.deps.markRead(upTo);
    } catch {
      // the next message or visit marks it again
      runInAction(() => {
        if (this.readSent === upTo) this.readSent = 0;
      });
    }
  }

  /** Sends a new message: shown at once as pending, then sent or failed (kept, retryable). */
  send(draft: Draft): Promise<boolean> {
    const key = this.deps.newClientId();
    this.locals.push({ key, draft, created_at: this.deps.now(), failed: false });
    this.saveUnsent();
    return this.deliver(key);
  }

  /** Sends a failed message again with the same client id (stored at most once). */
  retry(key: string): Promise<boolean> {
    const l = this.locals.find((x) => x.key === key);
    if (!l || !l.failed) return Promise.resolve(false);
    l.failed = false;
    return this.deliver(key);
  }

  /** Drops a failed message the viewer gave up on. */
  discard(key: string): void {
    this.locals = this.locals.filter((l) => !(l.key === key && l.failed));
    this.saveUnsent();
  }

  private async deliver(key: string): Promise<boolean> {
    const l = this.locals.find((x) => x.key === key);
    if (!l) return false;
    try {
      let draft = l.draft;
      if (draft.type === 'image' && !draft.url) {
        if (!draft.file || !this.deps.upload) throw new Error('no image');
        const url = await this.deps.upload(draft.file);
        draft = { ...draft, url };
        runInAction(() => {
          l.draft = draft;
          this.saveUnsent();
        });
      }
      const message = await this.deps.send(key, draft);
      runInAction(() => this.merge([message]));
      return true;
    } catch {
      runInAction(() => {
        const still = this.locals.find((x) => x.key === key);
        if (still) still.failed = true;
      });
      return false;
    }
  }
}
