// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantUser, UserInfo } from '../../../shared/contract';
import * as authApi from '../api/auth';
import * as cartApi from '../api/cart';
import * as configApi from '../api/config';
import * as merchantApi from '../api/merchant';
import * as userApi from '../api/user';
import { RootStore } from './root-store';

vi.mock('../api/auth', () => ({ logout: vi.fn() }));
vi.mock('../api/cart', () => ({ getCartList: vi.fn() }));
vi.mock('../api/config', () => ({
  getConfig: vi.fn(),
  getActivityConfig: vi.fn(),
  getServerPhone: vi.fn(),
  getKf: vi.fn(),
}));
vi.mock('../api/merchant', () => ({ merchantInfo: vi.fn(), merchantLogout: vi.fn() }));
vi.mock('../api/user', () => ({
  getUserInfo: vi.fn(),
  getCollectionIntegralCouponNum: vi.fn(),
  getOrderCount: vi.fn(),
}));

/** A resolved envelope typed as whatever the mocked call returns. */
function reply<T>(code: number, data: unknown, message = ''): Promise<T> {
  return Promise.resolve({ code, message, data } as T);
}

const info = {
  user_id: 9,
  mobile: '138****8000',
  nickname: 'n',
  avatar: '',
} as unknown as UserInfo;
const merchantUser: MerchantUser = {
  merchant_id: 3,
  account: 'm1',
  name: 'Shop',
  cabinet_count: 2,
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(cartApi.getCartList).mockImplementation(() => reply(200, { cart_count: 4, list: [] }));
  vi.mocked(userApi.getCollectionIntegralCouponNum).mockImplementation(() =>
    reply(200, { user_integral_num: 120 }),
  );
  vi.mocked(authApi.logout).mockImplementation(() => reply(200, null));
  vi.mocked(merchantApi.merchantLogout).mockImplementation(() => reply(1, null));
});

describe('UserStore', () => {
  it('reads the stored session on start', () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('userInfo', JSON.stringify(info));
    const store = new RootStore();
    expect(store.user.token).toBe('stored');
    expect(store.user.hasLogin).toBe(true);
    expect(store.user.info).toEqual(info);
  });

  it('setSession stores the token and user info, then loads the cart count and integral', async () => {
    const store = new RootStore();
    expect(store.user.hasLogin).toBe(false);
    store.user.setSession('tok-1', info);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(info);
    expect(store.user.hasLogin).toBe(true);
    await vi.waitFor(() => {
      expect(store.cart.shopCarNumber).toBe(4);
      expect(store.user.integration).toBe(120);
    });
  });

  it('setSession survives failing follow-up loads (no unhandled rejection)', async () => {
    vi.mocked(cartApi.getCartList).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(userApi.getCollectionIntegralCouponNum).mockRejectedValueOnce(new Error('offline'));
    const store = new RootStore();
    store.user.setSession('tok-2', info);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.user.hasLogin).toBe(true);
    expect(store.cart.shopCarNumber).toBe(0);
    expect(store.user.integration).toBe(0);
  });

  it('clear() removes exactly the session keys, counters and clicked lists', () => {
    const session: Record<string, string> = {
      token: 't',
      userInfo: JSON.stringify(info),
      thirdUserInfo: '{"openid":"x"}',
      openid: 'ox',
      first_order: '1',
      limitorder_count: '0',
      order_count: '3',
      no_pay_count: '1',
      new_people_count: '0',
      'clicked:9': '["pages/a/a"]',
      'clicked:12': '["pages/b/b"]',
    };
    const kept: Record<string, string> = {
      searchHistory: '["tea"]',
      lang: 'en',
      merchantToken: 'm',
      callback: 'pages%2Fcart%2Fcart',
      clicked: 'not a per-user list',
    };
    for (const [k, v] of Object.entries({ ...session, ...kept })) localStorage.setItem(k, v);
    const store = new RootStore();
    store.cart.setCount(5);
    store.user.clear();

    const left: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      left[k] = localStorage.getItem(k)!;
    }
    expect(left).toEqual(kept);
    expect(store.user.token).toBeNull();
    expect(store.user.info).toBeNull();
    expect(store.user.thirdUserInfo).toBeNull();
    expect(store.user.hasLogin).toBe(false);
    expect(store.user.integration).toBe(0);
    expect(store.cart.shopCarNumber).toBe(0);
  });

  it('clear() stops the timers of the session', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const store = new RootStore();
      store.user.addTimer(setTimeout(fn, 1000));
      store.user.clear();
      vi.advanceTimersByTime(2000);
      expect(fn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout() ends the local session even when the server call fails', async () => {
    localStorage.setItem('token', 't');
    vi.mocked(authApi.logout).mockRejectedValueOnce(new Error('offline'));
    const store = new RootStore();
    await store.user.logout();
    expect(authApi.logout).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.user.hasLogin).toBe(false);
  });

  it('loadCounters caches the five counters', async () => {
    vi.mocked(userApi.getOrderCount).mockImplementation(() =>
      reply(200, {
        first_order: 1,
        limitorder_count: 2,
        order_count: 3,
        no_pay_count: 4,
        new_people_count: 5,
        wait_pay: 6,
      }),
    );
    const store = new RootStore();
    await store.user.loadCounters();
    expect(localStorage.getItem('first_order')).toBe('1');
    expect(localStorage.getItem('new_people_count')).toBe('5');
    expect(localStorage.getItem('wait_pay')).toBeNull();
    expect(store.user.counters?.order_count).toBe(3);
  });
});

describe('MerchantStore', () => {
  it('setSession and clear keep the merchant token apart from the consumer token', () => {
    localStorage.setItem('token', 'consumer');
    const store = new RootStore();
    store.merchant.setSession('m-tok', merchantUser);
    expect(localStorage.getItem('merchantToken')).toBe('m-tok');
    expect(JSON.parse(localStorage.getItem('merchantUser') ?? 'null')).toEqual(merchantUser);
    expect(store.merchant.hasLogin).toBe(true);
    expect(store.merchant.user).toEqual(merchantUser);

    store.merchant.clear();
    expect(localStorage.getItem('merchantToken')).toBeNull();
    expect(localStorage.getItem('merchantUser')).toBeNull();
    expect(store.merchant.hasLogin).toBe(false);
    expect(store.merchant.user).toBeNull();
    expect(localStorage.getItem('token')).toBe('consumer');
  });

  it('setSession without a user stores only the token', () => {
    const store = new RootStore();
    store.merchant.setSession('m-tok', null);
    expect(localStorage.getItem('merchantToken')).toBe('m-tok');
    expect(localStorage.getItem('merchantUser')).toBeNull();
  });

  it('loadInfo stores data.data when the code is 1', async () => {
    localStorage.setItem('merchantToken', 'm-tok');
    vi.mocked(merchantApi.merchantInfo).mockImplementation(() => reply(1, { data: merchantUser }));
    const store = new RootStore();
    await store.merchant.loadInfo('kiosk-1');
    expect(merchantApi.merchantInfo).toHaveBeenCalledWith('m-tok', 'kiosk-1');
    expect(store.merchant.user).toEqual(merchantUser);
    expect(JSON.parse(localStorage.getItem('merchantUser') ?? 'null')).toEqual(merchantUser);
  });

  it('loadInfo ignores any other code', async () => {
    localStorage.setItem('merchantToken', 'm-tok');
    vi.mocked(merchantApi.merchantInfo).mockImplementation(() => reply(0, { data: merchantUser }));
    const store = new RootStore();
    await store.merchant.loadInfo('kiosk-1');
    expect(store.merchant.user).toBeNull();
    expect(localStorage.getItem('merchantUser')).toBeNull();
  });

  it('loadInfo does nothing without a merchant token', async () => {
    vi.mocked(merchantApi.merchantInfo).mockClear();
    const store = new RootStore();
    await store.merchant.loadInfo('kiosk-1');
    expect(merchantApi.merchantInfo).not.toHaveBeenCalled();
  });
});

describe('ConfigStore.load', () => {
  const config = {
    app_title: 'Shop',
    com_exp_msg: 'm',
    com_exp_time: 7,
    service_phone: '400',
    web_view_hosts: [],
  };
  const activity = { full_discount: [{ full: 10000, cut: 1000 }] };

  it('keeps config on code 0, activity config on code 1, the phone and the kf switch', async () => {
    vi.mocked(configApi.getConfig).mockImplementation(() => reply(0, config));
    vi.mocked(configApi.getActivityConfig).mockImplementation(() => reply(1, activity));
    vi.mocked(configApi.getServerPhone).mockImplementation(() => reply(200, { phone: '400-100' }));
    vi.mocked(configApi.getKf).mockImplementation(() => reply(0, { on: 1 }));
    const store = new RootStore();
    await store.config.load();
    expect(store.config.config).toEqual(config);
    expect(store.config.activityConfig).toEqual(activity);
    expect(store.config.activitySwitch).toBe(true);
    expect(store.config.service).toBe('400-100');
    expect(store.config.kfOn).toBe(true);
  });

  it('ignores config with another code and activity config with another code', async () => {
    vi.mocked(configApi.getConfig).mockImplementation(() => reply(200, config));
    vi.mocked(configApi.getActivityConfig).mockImplementation(() => reply(0, activity));
    vi.mocked(configApi.getServerPhone).mockImplementation(() => reply(200, { phone: '400-100' }));
    vi.mocked(configApi.getKf).mockImplementation(() => reply(1, { on: 1 }));
    const store = new RootStore();
    await store.config.load();
    expect(store.config.config).toBeNull();
    expect(store.config.activityConfig).toBeNull();
    expect(store.config.activitySwitch).toBe(false);
    expect(store.config.kfOn).toBe(false);
  });

  it('a failed call leaves only its own part unset', async () => {
    vi.mocked(configApi.getConfig).mockRejectedValue(new Error('offline'));
    vi.mocked(configApi.getActivityConfig).mockImplementation(() =>
      reply(1, { full_discount: [] }),
    );
    vi.mocked(configApi.getServerPhone).mockRejectedValue(new Error('offline'));
    vi.mocked(configApi.getKf).mockImplementation(() => reply(0, { on: 0 }));
    const store = new RootStore();
    await store.config.load();
    expect(store.config.config).toBeNull();
    expect(store.config.activityConfig).toEqual({ full_discount: [] });
    expect(store.config.activitySwitch).toBe(false);
    expect(store.config.service).toBe('');
    expect(store.config.kfOn).toBe(false);
  });
});
