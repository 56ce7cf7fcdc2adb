/**
 * Unread message counts (the mine tab's badge, the mine page's entry, the message centre) and
 * the newest pushed message (`RootStore.pushMessage`, the in-app banner). Loaded on start with a
 * token and after every socket (re)connect (`getUserMsgNum`); a `msg:new` event carries the new
 * counts, so it needs no extra call (docs/api-messages.md "Socket").
 */
import { makeAutoObservable, runInAction } from 'mobx';
// types only: the contract module's values bring zod, which must stay out of the first load
import type { MsgCategory, MsgNum } from '../../../shared/contract/messages';
import type { MessagePayload } from '../../../shared/realtime';
import * as messagesApi from '../api/messages';
import type { RootStore } from './root-store';

/** Every category at 0 (the type checks the keys against MSG_CATEGORIES' type). */
const zeroCounts = (): Record<MsgCategory, number> => ({
  system: 0,
  order: 0,
  promo: 0,
  account: 0,
});

export class MessageStore {
  /** unread messages in total */
  unreadTotal = 0;
  unread: Record<MsgCategory, number> = zeroCounts();
  /** the last `getUserMsgNum` answer (categories with their newest message) */
  num: MsgNum | null = null;
  /** counts a refresh started before this event must not overwrite */
  private version = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MessageStore, 'root' | 'version'>(this, { root: false, version: false });
  }

  /** Re-reads the counts (start, reconnect, after marking read); clears them when logged out. */
  async refresh(): Promise<MsgNum | null> {
    if (!this.root.user.hasLogin) {
      this.reset();
      return null;
    }
    const mine = ++this.version;
    const res = await messagesApi.getUserMsgNum();
    if (res.code !== 200 || mine !== this.version) return this.num;
    runInAction(() => {
      this.num = res.data;
      this.unreadTotal = res.data.total;
      const u = zeroCounts();
      for (const c of res.data.categories) u[c.category] = c.unread;
      this.unread = u;
    });
    return res.data;
  }

  /** A pushed message: the counts it carries, and the banner. */
  applyPush(p: MessagePayload): void {
    this.version += 1;
    this.unreadTotal = p.unread_total;
    const u = zeroCounts();
    for (const c of Object.keys(u) as MsgCategory[]) u[c] = Number(p.unread[c] ?? 0);
    this.unread = u;
    if (this.num) {
      this.num = {
        total: p.unread_total,
        categories: this.num.categories.map((c) =>
          c.category === p.category
            ? {
                category: c.category,
                unread: u[c.category],
                latest: { id: p.id, title: p.title, created_at: p.created_at },
              }
            : { ...c, unread: u[c.category] },
        ),
      };
    }
    this.root.setPushMessage(p);
  }

  /** After a read answered the new total: show it at once, then re-read the per-category counts. */
  markedRead(unreadTotal: number): void {
    this.unreadTotal = unreadTotal;
    void this.refresh().catch(() => undefined);
  }

  reset(): void {
    this.version += 1;
    this.unreadTotal = 0;
    this.unread = zeroCounts();
    this.num = null;
    this.root.setPushMessage(null);
  }

  /**
   * Registers this session's device for pushes (`GET api/getPhoneCId`, no payload: the server
   * derives the device from the session and the request's headers, issue 25 §7). Delivery in
   * the app is the socket.
   */
  async registerDevice(): Promise<void> {
    if (!this.root.user.hasLogin) return;
    await messagesApi.registerDevice();
  }
}
