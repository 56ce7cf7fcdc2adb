/**
 * Stored client values (spec section 3): token, callback (encoded return path), user info,
 * merchant token and user, the per-user list of reward-done page paths, the order counters.
 * localStorage in browsers and in the Electron windows (app:// is a standard, secure scheme).
 */
export const KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  callback: 'callback',
  merchantToken: 'merchantToken',
  merchantUser: 'merchantUser',
  merchantCallback: 'merchantCallback',
  thirdUserInfo: 'thirdUserInfo',
  openid: 'openid',
  /** per-user list of reward-done page paths: `clicked:<user_id>` */
  clickedPrefix: 'clicked:',
  searchHistory: 'searchHistory',
} as const;

/** Order counters cached for prompts (ARCHITECTURE.md "Order counters"). */
export const COUNTER_KEYS = [
  'first_order',
  'limitorder_count',
  'order_count',
  'no_pay_count',
  'new_people_count',
] as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    return store()?.getItem(key) ?? null;
  },
  set(key: string, value: string): void {
    store()?.setItem(key, value);
  },
  remove(key: string): void {
    store()?.removeItem(key);
  },
  getJson<T>(key: string): T | null {
    const raw = this.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
  /** every key starting with the prefix */
  keys(prefix: string): string[] {
    const s = store();
    if (!s) return [];
    const out: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(prefix)) out.push(k);
    }
    return out;
  },
};
