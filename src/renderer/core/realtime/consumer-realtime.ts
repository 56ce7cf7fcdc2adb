/**
 * The consumer app's one socket (h5 and the shop window): connects with the user's token when
 * logged in, as a guest while some screen needs live events without a login (a live room), and
 * not at all otherwise. Screens subscribe by event name; subscriptions survive reconnects and
 * token changes. `onConnect` handlers run on every (re)connect, so a screen catches up over HTTP
 * from its last known id (chat history `after_id`, message list) — the socket only says "new".
 */
import { makeAutoObservable } from 'mobx';
import type { RealtimeSocket } from '../api/socket';
import type {
  ClientToServerEvents,
  EventName,
  ServerToClientEvents,
} from '../../../shared/realtime';

type Auth = { token: string | null; role: 'user' | 'guest' };
export type ConsumerConnect = (auth: Auth) => Promise<RealtimeSocket>;
type Handler = (payload: unknown) => void;

export class ConsumerRealtime {
  /** true while a socket is connected */
  connected = false;

  private socket: RealtimeSocket | null = null;
  private token: string | null = null;
  private guests = 0;
  private generation = 0;
  private readonly listeners = new Map<string, Set<Handler>>();
  private readonly connectHandlers = new Set<() => void>();
  /** event names with a fan-out listener on each socket */
  private readonly wired = new WeakMap<RealtimeSocket, Set<string>>();

  constructor(private readonly connect: ConsumerConnect) {
    makeAutoObservable<
      ConsumerRealtime,
      | 'socket'
      | 'token'
      | 'guests'
      | 'generation'
      | 'listeners'
      | 'connectHandlers'
      | 'wired'
      | 'connect'
    >(this, {
      socket: false,
      token: false,
      guests: false,
      generation: false,
      listeners: false,
      connectHandlers: false,
      wired: false,
      connect: false,
    });
  }

  /** The logged-in user's token, or null after logout; reconnects when it changes. */
  setToken(token: string | null): void {
    if (token === this.token && (this.socket || (!token && this.guests === 0))) return;
    this.token = token;
    this.reconnect();
  }

  /**
   * Keeps a socket open without a login while the caller needs it (a live room); answers the
   * release function.
   */
  retainGuest(): () => void {
    this.guests += 1;
    if (!this.socket && !this.token) this.reconnect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.guests -= 1;
      if (this.guests === 0 && !this.token) this.reconnect();
    };
  }

  /** Calls `fn` for each event of that name until the answered function is called. */
  on<E extends EventName>(event: E, fn: ServerToClientEvents[E]): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const h = fn as unknown as Handler;
    set.add(h);
    if (this.socket) this.listen(this.socket, event);
    return () => {
      set.delete(h);
    };
  }

  /** Calls `fn` after every connect and reconnect (catch-up over HTTP). */
  onConnect(fn: () => void): () => void {
    this.connectHandlers.add(fn);
    return () => {
      this.connectHandlers.delete(fn);
    };
  }

  /** Sends a client event; false when no socket is connected. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): boolean {
    if (!this.socket?.connected) return false;
    (this.socket.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
    return true;
  }

  dispose(): void {
    this.generation += 1;
    this.socket?.disconnect();
    this.socket = null;
    this.setConnected(false);
  }

  private setConnected(v: boolean): void {
    this.connected = v;
  }

  private reconnect(): void {
    const mine = ++this.generation;
    this.socket?.disconnect();
    this.socket = null;
    this.setConnected(false);
    const auth: Auth | null = this.token
      ? { token: this.token, role: 'user' }
      : this.guests > 0
        ? { token: null, role: 'guest' }
        : null;
    if (!auth) return;
    this.connect(auth).then(
      (s) => {
        if (mine !== this.generation) return void s.disconnect();
        this.socket = s;
        for (const event of this.listeners.keys()) this.listen(s, event);
        s.on('connect', () => {
          this.setConnected(true);
          for (const fn of [...this.connectHandlers]) fn();
        });
        s.on('disconnect', () => this.setConnected(false));
        if (s.connected) {
          this.setConnected(true);
          for (const fn of [...this.connectHandlers]) fn();
        }
      },
      () => undefined,
    );
  }

  private listen(s: RealtimeSocket, event: string): void {
    // one socket listener per event name; it fans out to the current handlers
    let names = this.wired.get(s);
    if (!names) this.wired.set(s, (names = new Set()));
    if (names.has(event)) return;
    names.add(event);
    (s.on as (e: string, fn: (p: unknown) => void) => void)(event, (p) => {
      for (const h of [...(this.listeners.get(event) ?? [])]) h(p);
    });
  }
}

let instance: ConsumerRealtime | null = null;

/** Set once by bootstrap. */
export function installConsumerRealtime(r: ConsumerRealtime): void {
  instance = r;
}

/** The app's consumer socket hub (a disconnected one in tests that did not install any). */
export function consumerRealtime(): ConsumerRealtime {
  instance ??= new ConsumerRealtime(() => Promise.reject(new Error('no realtime installed')));
  return instance;
}
