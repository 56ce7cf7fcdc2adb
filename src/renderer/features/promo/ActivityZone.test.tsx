// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlashSession } from '../../../shared/contract';
import type { ActivityGoodsItem, ActivityInfo } from './api';
import { setLanguage } from '../../core/i18n';
import { RootStore } from '../../core/stores/root-store';
import { StoreProvider } from '../../core/stores/context';

const promo = vi.hoisted(() => ({ getActivityGoodsList: vi.fn(), getCouponCentre: vi.fn() }));
const activity = vi.hoisted(() => ({
  getLimitedSaleTime: vi.fn(),
  getRandomGoods: vi.fn(),
  getMinusPriceInfo: vi.fn(),
  getZoneGoodsList: vi.fn(),
  getZoneCatGoodsList: vi.fn(),
}));
const cart = vi.hoisted(() => ({ addCart: vi.fn() }));
const goods = vi.hoisted(() => ({ getZoneBrandGoods: vi.fn() }));

vi.mock('./api', async (orig) => ({ ...(await orig<object>()), ...promo }));
vi.mock('./activity-api', async (orig) => ({ ...(await orig<object>()), ...activity }));
vi.mock('../../core/api/cart', async (orig) => ({ ...(await orig<object>()), ...cart }));
vi.mock('../catalogue/api', async (orig) => ({ ...(await orig<object>()), ...goods }));
vi.mock('../../core/ui/feedback', async (orig) => ({ ...(await orig<object>()), toast: vi.fn() }));

const { ActivityZone } = await import('./ActivityZone');

const P = 'pages/activityList/';
const now = () => Math.floor(Date.now() / 1000);

const item = (over: Partial<ActivityGoodsItem> = {}): ActivityGoodsItem => ({
  id: 41,
  activity_id: 5,
  type: 3,
  goods_id: 900,
  sku_id: 9001,
  title: 'Nut gift box',
  image: '/media/nuts.jpg',
  price: 1990,
  original_price: 3990,
  integral: 200,
  limit_per_user: 0,
  stock: 8,
  sold: 12,
  sold_out: false,
  brand_id: 0,
  seller_id: 0,
  goods_subregion: 3,
  ...over,
});

const info = (type: number): ActivityInfo => ({
  id: 5,
  type,
  title: 'activity',
  start_at: now() - 3600,
  end_at: now() + 86400,
  state: 'running',
  rules: {},
  server_time: now(),
});

const reply = <T,>(data: T) => Promise.resolve({ code: 200, message: '', data });

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

function show(route: string) {
  const store = new RootStore();
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={['/' + route]}>
        <Routes>
          <Route path={'/' + route} element={<ActivityZone route={route} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return store;
}

beforeAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ActivityZone', () => {
  it('lists the points-exchange goods with their points, each opening its activity detail', async () => {
    promo.getActivityGoodsList.mockReturnValue(
      reply({ activity: info(3), list: [item()], total: 1 }),
    );
    show(P + 'goods/integral_list');

    expect(screen.getByRole('heading', { name: 'Points exchange' })).toBeTruthy();
    const card = await screen.findByTestId('zone-goods');
    expect(within(card).getByText('+200 points')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/pages/subpack/goods/integral_detail?id=900&goods_id=900&sku_id=9001&activity_id=5&activity_goods_id=41&seller_id=0&brand_id=0&type=3',
    );
    expect(promo.getActivityGoodsList).toHaveBeenCalledWith({ type: 3, page: 1, limit: 10 });
    expect(screen.getByText('No more')).toBeTruthy();
    // the activity window from server time
    expect(screen.getByText('Ends in')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('shows the empty state with a way back to the shop', async () => {
    promo.getActivityGoodsList.mockReturnValue(reply({ activity: null, list: [], total: 0 }));
    show(P + 'specialAreaFour/specialAreaFour');
    fireEvent.click(await screen.findByRole('button', { name: 'Go shopping' }));
    expect(screen.getByTestId('where').textContent).toBe('/pages/index/index');
  });

  it('shows a failed load with a retry that loads again', async () => {
    promo.getActivityGoodsList
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValue(reply({ activity: info(16), list: [item({ type: 16 })], total: 1 }));
    show(P + 'goods/shopping_list');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Earn 200 points')).toBeTruthy();
    expect(promo.getActivityGoodsList).toHaveBeenCalledTimes(2);
  });

  it('asks a visitor to log in on the new-person zone', async () => {
    promo.getActivityGoodsList.mockReturnValue(
      reply({ activity: info(11), list: [item({ type: 11 })], total: 1 }),
    );
    show(P + 'newbie/newperson');
    expect((await screen.findByTestId('zone-gate')).textContent).toContain(
      'Log in to see whether you qualify',
    );
  });

  it('flash sale: session tabs, a countdown, and a buy button only for the running session', async () => {
    const t = now();
    const sessions: FlashSession[] = [
      { activity_id: 1, title: 'now', start_at: t - 600, end_at: t + 3600, status: 'ongoing' },
      { activity_id: 2, title: 'next', start_at: t + 7200, end_at: t + 14400, status: 'upcoming' },
    ];
    activity.getLimitedSaleTime.mockReturnValue(reply({ sessions, goods: [] }));
    promo.getActivityGoodsList.mockImplementation((q: { activity_id: number }) =>
      reply({
        activity: info(1),
        list: [item({ type: 1, activity_id: q.activity_id, id: 40 + q.activity_id })],
        total: 1,
      }),
    );
    show(P + 'flashSale/index');

    const tabs = await screen.findByRole('group', { name: 'Flash-sale sessions' });
    const chips = within(tabs).getAllByRole('button');
    expect(chips).toHaveLength(2);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(chips[0]?.textContent).toContain('On now');
    expect(screen.getByText('Session ends in')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    const buy = await screen.findByRole('button', { name: 'Buy Nut gift box' });
    expect((buy as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(chips[1] as HTMLElement);
    await waitFor(() =>
      expect(promo.getActivityGoodsList).toHaveBeenLastCalledWith({
        type: 1,
        activity_id: 2,
        page: 1,
        limit: 10,
      }),
    );
    expect(await screen.findByText('Session starts in')).toBeTruthy();
    const off = await screen.findByRole('button', { name: /Nut gift box Not started/ });
    expect((off as HTMLButtonElement).disabled).toBe(true);
  });

  it('3 for ¥10: brand chips from the list call with "all", and adds a goods to the cart', async () => {
    const brandList = [
      { id: 4, name: 'Acme' },
      { id: 6, name: 'Bolt' },
    ];
    promo.getActivityGoodsList.mockReturnValue(
      reply({
        activity: info(17),
        list: [item({ type: 17, brand_id: 4 })],
        total: 1,
        brands: brandList,
      }),
    );
    cart.addCart.mockReturnValue(reply({ cart_count: 3, quantity: 1 }));
    const store = show(P + 'sysj/sysj');

    const brands = await screen.findByRole('group', { name: 'Filter by brand' });
    expect(
      within(brands)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Acme', 'Bolt']);
    fireEvent.click(within(brands).getByRole('button', { name: 'Bolt' }));
    await waitFor(() =>
      expect(promo.getActivityGoodsList).toHaveBeenLastCalledWith({
        type: 17,
        page: 1,
        limit: 10,
        brand_id: 6,
      }),
    );
    // the chips stay, and no extra call per brand is made
    const after = screen.getByRole('group', { name: 'Filter by brand' });
    expect(within(after).getByRole('button', { name: 'Bolt' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(activity.getRandomGoods).not.toHaveBeenCalled();
    expect(goods.getZoneBrandGoods).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Add Nut gift box to the cart' }));
    await waitFor(() => expect(cart.addCart).toHaveBeenCalledWith(900, 9001, 1));
    await waitFor(() => expect(store.cart.shopCarNumber).toBe(3));
  });

  it('zero-price welfare: the points each goods costs, opening its points-exchange detail', async () => {
    activity.getZoneGoodsList.mockReturnValue(
      reply({
        list: [
          {
            ...item(),
            id: 900,
            price: 0,
            market_price: 1990,
            sales: 3,
            activity_goods_id: 41,
            integral: 1990,
          },
        ],
        total: 1,
      }),
    );
    show(P + 'goods/zero_list');
    const card = await screen.findByTestId('zone-goods');
    expect(within(card).getByText('1,990 points')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/pages/subpack/goods/integral_detail?id=900&goods_id=900&sku_id=9001&activity_id=5&activity_goods_id=41&seller_id=0&brand_id=0&type=3',
    );
    expect(activity.getZoneGoodsList).toHaveBeenCalledWith({ zone: 'zero', page: 1, limit: 10 });
  });

  it('welfare group: the QR code and notice of the app config', async () => {
    promo.getCouponCentre.mockReturnValue(reply({ list: [], total: 0 }));
    const store = new RootStore();
    store.config.config = {
      app_title: 'Shop',
      com_exp_msg: '',
      com_exp_time: 1800,
      service_phone: '',
      web_view_hosts: [],
      group_qr: '/media/gen/qr/welfare-group.svg',
      group_notice: 'Join for daily coupons',
    };
    render(
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={['/' + P + 'groupGift/group_gift']}>
          <Routes>
            <Route
              path={'/' + P + 'groupGift/group_gift'}
              element={<ActivityZone route={P + 'groupGift/group_gift'} />}
            />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
    expect(screen.getByText('Join for daily coupons')).toBeTruthy();
    const qr = screen.getByRole('img');
    expect(qr.getAttribute('src')).toBe('/media/gen/qr/welfare-group.svg');
    // the zone's own coupons (the console's choice), not the whole centre
    await waitFor(() =>
      expect(promo.getCouponCentre).toHaveBeenCalledWith({ page: 1, limit: 10, zone: 'group' }),
    );
  });

  it('supermarket: category tabs narrow the zone list', async () => {
    activity.getZoneCatGoodsList.mockReturnValue(
      reply({ cats: [{ id: 7, name: 'Snacks' }], list: [], total: 0 }),
    );
    activity.getZoneGoodsList.mockReturnValue(
      reply({
        list: [{ ...item(), market_price: 3990, sales: 3, activity_goods_id: 0 }],
        total: 1,
      }),
    );
    show(P + 'supermarket/supermarket');
    const tabs = await screen.findByRole('group', { name: 'Categories' });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Snacks' }));
    await waitFor(() =>
      expect(activity.getZoneGoodsList).toHaveBeenLastCalledWith({
        zone: 'supermarket',
        page: 1,
        limit: 10,
        cat_id: 7,
      }),
    );
  });
});
