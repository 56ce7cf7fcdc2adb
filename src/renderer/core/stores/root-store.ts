/**
 * MobX stores in the documented shape (STYLE.md section 3): a RootStore creates the domain
 * stores and passes itself in. Stores never import React. State of spec section 3.
 */
import { configure, makeAutoObservable, runInAction } from 'mobx';
import { SHOP_CART_DEFAULT_GAME_TIME } from '../../../shared/constants';
import type {
  ActivityConfig,
  AppConfig,
  MerchantUser,
  OrderCount,
  UserInfo,
} from '../../../shared/contract';
import * as authApi from '../api/auth';
import * as cartApi from '../api/cart';
import * as configApi from '../api/config';
import * as merchantApi from '../api/merchant';
import * as userApi from '../api/user';
import { COUNTER_KEYS, KEYS, storage } from '../platform/storage';
import { MessageStore } from './message-store';
import type { MessagePayload } from '../../../shared/realtime';

configure({ enforceActions: 'observed' });

export class UserStore {
  token: string | null = storage.get(KEYS.token);
  info: UserInfo | null = storage.getJson<UserInfo>(KEYS.userInfo);
  /** user integral count (spec: `integration`) */
  integration = 0;
  counters: OrderCount | null = null;
  thirdUserInfo: unknown = storage.getJson(KEYS.thirdUserInfo);
  /** timers started for the logged-in user; cleared on logout */
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UserStore, 'timers' | 'root'>(this, { timers: false, root: false });
  }

  get hasLogin(): boolean {
    return Boolean(this.token);
  }

  /** Login stores user info and token (spec section 4). */
  setSession(token: string, info: UserInfo): void {
    this.token = token;
    this.info = info;
    storage.set(KEYS.token, token);
    storage.setJson(KEYS.userInfo, info);
    // Best effort: a failure (already toasted by the wrapper) must not be an unhandled rejection.
    this.root.cart.refreshCount().catch(() => undefined);
    this.loadIntegration().catch(() => undefined);
  }

  setInfo(info: UserInfo): void {
    this.info = info;
    storage.setJson(KEYS.userInfo, info);
  }

  addTimer(t: ReturnType<typeof setTimeout>): void {
    this.timers.add(t);
  }

  /**
   * Logout clears the token, user info, third-party info, timers and openid, and the cached
   * counters first_order, limitorder_count, order_count, no_pay_count, new_people_count and the
   * clicked list (spec section 4). Nothing else (search history, language) is touched.
   */
  clear(): void {
    const userId = this.info?.user_id;
    this.token = null;
    this.info = null;
    this.thirdUserInfo = null;
    this.integration = 0;
    this.counters = null;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    storage.remove(KEYS.token);
    storage.remove(KEYS.userInfo);
    storage.remove(KEYS.thirdUserInfo);
    storage.remove(KEYS.openid);
    for (const k of COUNTER_KEYS) storage.remove(k);
    if (userId !== undefined) storage.remove(`${KEYS.clickedPrefix}${userId}`);
    for (const k of storage.keys(KEYS.clickedPrefix)) storage.remove(k);
    this.root.cart.setCount(0);
  }

  async logout(): Promise<void> {
    if (this.token) {
      try {
        await authApi.logout();
      } catch {
        // Already revoked or offline: the local session ends anyway.
      }
    }
    this.clear();
  }

  async loadInfo(): Promise<void> {
    const res = await userApi.getUserInfo();
    runInAction(() => {
      if (res.data) this.setInfo(res.data);
    });
  }

  async loadIntegration(): Promise<void> {
    if (!this.token) return;
    const res = await userApi.getCollectionIntegralCouponNum();
    if (res.code === 200) runInAction(() => (this.integration = res.data.user_integral_num));
  }

  async loadCounters(): Promise<OrderCount | null> {
    const res = await userApi.getOrderCount();
    runInAction(() => {
      this.counters = res.data;
    });
    // Cached for prompts only; the server enforces every gate (ARCHITECTURE.md).
    for (const k of COUNTER_KEYS) storage.set(k, String(res.data[k]));
    return res.data;
  }
}

export class ConfigStore {
  config: AppConfig | null = null;
  activityConfig: ActivityConfig | null = null;
  /** the customer service phone (spec: `service`) */
  service = '';
  /** customer-service chat switch (api/v3/kf data.on) */
  kfOn = false;
  /** spec: activitySwitch */
  activitySwitch = false;
  /** the start-up loads have answered (or failed): screens may lay out what depends on them */
  loaded = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** Start-up loads config, activity config, service phone and the customer-service switch. */
  async load(): Promise<void> {
    const [config, activity, phone, kf] = await Promise.allSettled([
      configApi.getConfig(),
      configApi.getActivityConfig(),
      configApi.getServerPhone(),
      configApi.getKf(),
    ]);
    runInAction(() => {
      if (config.status === 'fulfilled' && config.value.code === 0) this.config = config.value.data;
      if (activity.status === 'fulfilled' && activity.value.code === 1) {
        this.activityConfig = activity.value.data;
        this.activitySwitch = activity.value.data.full_discount.length > 0;
      }
      if (phone.status === 'fulfilled') this.service = phone.value.data.phone;
      if (kf.status === 'fulfilled' && kf.value.code === 0) this.kfOn = kf.value.data.on === 1;
      this.loaded = true;
    });
  }
}

export class CartStore {
  /** spec: shopCarNumber, the cart badge */
  shopCarNumber = 0;
  /** spec: totalMoney of the checked cart lines, fen */
  totalMoney = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CartStore, 'root'>(this, { root: false });
  }

  setCount(n: number): void {
    this.shopCarNumber = n;
  }

  setTotal(fen: number): void {
    this.totalMoney = fen;
  }

  async refreshCount(): Promise<void> {
    if (!this.root.user.hasLogin) return;
    const res = await cartApi.getCartList();
    runInAction(() => (this.shopCarNumber = res.data.cart_count));
  }
}

export class MerchantStore {
  token: string | null = storage.get(KEYS.merchantToken);
  user: MerchantUser | null = storage.getJson<MerchantUser>(KEYS.merchantUser);

  constructor() {
    makeAutoObservable(this);
  }

  get hasLogin(): boolean {
    return Boolean(this.token);
  }

  setSession(token: string, user: MerchantUser | null): void {
    this.token = token;
    this.user = user;
    storage.set(KEYS.merchantToken, token);
    if (user) storage.setJson(KEYS.merchantUser, user);
  }

  /** Merchant logout clears the merchant token (spec section 4) and the stored merchant user. */
  clear(): void {
    this.token = null;
    this.user = null;
    storage.remove(KEYS.merchantToken);
    storage.remove(KEYS.merchantUser);
  }

  async logout(): Promise<void> {
    try {
      await merchantApi.merchantLogout();
    } catch {
      // revoked already
    }
    this.clear();
  }

  /** On start with a merchant token: `/api/admin/info`; code 1 stores `data.data`. */
  async loadInfo(deviceName: string): Promise<void> {
    if (!this.token) return;
    const res = await merchantApi.merchantInfo(this.token, deviceName);
    if (res.code === 1 && res.data.data) {
      const user = res.data.data;
      runInAction(() => {
        this.user = user;
        storage.setJson(KEYS.merchantUser, user);
      });
    }
  }
}

export class RootStore {
  user: UserStore;
  config: ConfigStore;
  cart: CartStore;
  merchant: MerchantStore;
  /** unread message counts (features/message, docs/api-messages.md) */
  messages: MessageStore;
  /** spec: video, pushMessage, a game end time with a show flag and a running total */
  video: unknown = null;
  /** the newest pushed message (the in-app banner, features/message/PushBanner) */
  pushMessage: MessagePayload | null = null;
  gameEndTime = 0;
  gameShow = false;
  gameTime = SHOP_CART_DEFAULT_GAME_TIME;
  /** running total that amounts are added to, fen */
  runningTotal = 0;

  constructor() {
    this.cart = new CartStore(this);
    this.user = new UserStore(this);
    this.config = new ConfigStore();
    this.merchant = new MerchantStore();
    this.messages = new MessageStore(this);
    makeAutoObservable(this, {
      user: false,
      config: false,
      cart: false,
      merchant: false,
      messages: false,
    });
  }

  setPushMessage(p: MessagePayload | null): void {
    this.pushMessage = p;
  }

  addToTotal(fen: number): void {
    this.runningTotal += fen;
  }

  setGame(endTime: number, show: boolean): void {
    this.gameEndTime = endTime;
    this.gameShow = show;
  }
}
