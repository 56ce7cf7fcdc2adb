// @vitest-environment jsdom
// The goods detail with its overlays loaded lazily (features/catalogue/detail/lazy-overlay): the SKU picker,
// all comments and the image viewer still open from the page.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentItem, GoodsDetail } from '../../../../shared/contract';
import '../../../core/i18n';
import { StoreProvider } from '../../../core/stores/context';
import { RootStore } from '../../../core/stores/root-store';

const goods = vi.hoisted(() => ({ getGoodsDetail: vi.fn() }));
const detail = vi.hoisted(() => ({
  getPropList: vi.fn(),
  getSkuList: vi.fn(),
  getFreight: vi.fn(),
}));
const comment = vi.hoisted(() => ({ getCommentList: vi.fn() }));
const cart = vi.hoisted(() => ({ addCart: vi.fn() }));
const promo = vi.hoisted(() => ({
  getCouponCentre: vi.fn(() =>
    Promise.resolve({ code: 200, message: '', data: { list: [], total: 0, page: 1, limit: 20 } }),
  ),
}));
vi.mock('../api', async (orig) => ({ ...(await orig<object>()), ...goods }));
vi.mock('../detail/api', async (orig) => ({ ...(await orig<object>()), ...detail }));
vi.mock('../../order/comment-api', async (orig) => ({ ...(await orig<object>()), ...comment }));
vi.mock('../../../core/api/cart', async (orig) => ({ ...(await orig<object>()), ...cart }));
vi.mock('../../promo/api', async (orig) => ({ ...(await orig<object>()), ...promo }));
vi.mock('../../../core/ui/feedback', async (orig) => ({
  ...(await orig<object>()),
  toast: vi.fn(),
}));

const { default: GoodsDetailPage } = await import('./GoodsDetailScreen');

const reply = <T,>(data: T) => Promise.resolve({ code: 200, message: '', data });

const GOODS: GoodsDetail = {
  id: 7,
  goods_id: 7,
  sku_id: 0,
  title: 'Green tea',
  image: '/tea.jpg',
  price: 1990,
  market_price: 2990,
  sales: 12,
  type: 0,
  activity_id: 0,
  activity_goods_id: 0,
  goods_subregion: 0,
  brand_id: 0,
  seller_id: 0,
  images: ['/tea-1.jpg', '/tea-2.jpg', '/tea-3.jpg', '/tea-4.jpg'],
  detail_images: ['/tea-d1.jpg', '/tea-d2.jpg'],
  description: '',
  stock: 20,
  skus: [],
  seller: null,
  brand: null,
  is_collected: false,
  category_id: 0,
  activity: null,
  guarantees: ['genuine', 'no_reason_7d'],
};

const COMMENT: CommentItem = {
  id: 1,
  user_nickname: 'Li',
  user_avatar: '',
  score: 4,
  content: 'Fresh and fragrant',
  images: ['/c-1.jpg', '/c-2.jpg'],
  spec: 'Size: 250g',
  created_at: 1_760_000_000,
};

function show() {
  goods.getGoodsDetail.mockReturnValue(reply(GOODS));
  detail.getPropList.mockReturnValue(reply({ list: [{ name: 'Size', values: ['250g', '500g'] }] }));
  detail.getSkuList.mockReturnValue(
    reply({
      list: [
        { id: 71, spec: { Size: '250g' }, price: 1990, market_price: 0, stock: 5, image: '' },
        { id: 72, spec: { Size: '500g' }, price: 3590, market_price: 0, stock: 0, image: '' },
      ],
    }),
  );
  detail.getFreight.mockReturnValue(
    reply({ freight: 0, free_threshold: 0, region: '', address_id: 0 }),
  );
  comment.getCommentList.mockReturnValue(
    reply({
      list: [COMMENT],
      total: 1,
      page: 1,
      limit: 10,
      summary: { total: 1, good_rate: 100, with_images: 1, tags: [{ code: 'fresh', count: 1 }] },
    }),
  );
  render(
    <StoreProvider store={new RootStore()}>
      <MemoryRouter initialEntries={['/pages/subpack/goods/detail?goods_id=7']}>
        <Routes>
          <Route path="/pages/subpack/goods/detail" element={<GoodsDetailPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

// jsdom has none (antd-mobile's lazy Image, the list's sentinel): nothing ever intersects.
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoIntersections);
});

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('goods detail', () => {
  it('shows the service guarantees and the review tags (issue 19 layout)', async () => {
    show();
    const guarantees = await screen.findByTestId('detail-guarantees');
    expect(guarantees.textContent).toContain('Genuine guaranteed');
    expect(guarantees.textContent).toContain('7-day no-reason returns');
    expect((await screen.findByTestId('detail-review-tags')).textContent).toBe('Fresh 1');
  });

  it('shows the goods detail images (not the gallery again) under 图文详情', async () => {
    show();
    const section = await screen.findByTestId('detail-images');
    const srcs = [...section.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/tea-d1.jpg', '/tea-d2.jpg']);
  });

  it('shows the gallery with "1/4" and opens the viewer at the tapped image', async () => {
    show();
    const gallery = await screen.findByRole('region', { name: 'Product images' });
    expect(gallery.querySelector('.detail-gallery__indicator')?.textContent).toBe('1/4');
    fireEvent.click(within(gallery).getByRole('button', { name: 'View image 4 of 4' }));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('4 / 4'),
    );
  });

  it('"add to cart" without a chosen SKU opens the SKU picker; a value enables confirm', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const picker = await screen.findByTestId('sku-popup');
    const popup = picker.closest<HTMLElement>('.adm-popup-body')!;
    expect(within(popup).getByRole('button', { name: '500g' })).toHaveProperty('disabled', true);
    fireEvent.click(within(popup).getByRole('button', { name: '250g' }));
    expect(within(popup).getByTestId('sku-stock').textContent).toMatch(/5/);
    cart.addCart.mockReturnValue(reply({ cart_count: 1 }));
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(cart.addCart).toHaveBeenCalledWith(7, 71, 1));
  });

  it('"all comments" opens the list in a popup; a comment image opens the viewer', async () => {
    show();
    const section = await screen.findByTestId('detail-comments');
    await within(section).findByText('Fresh and fragrant');
    fireEvent.click(within(section).getByRole('button', { name: /View all/ }));
    const popup = await waitFor(() => {
      const body = document.querySelector<HTMLElement>('.comments-popup');
      expect(body).toBeTruthy();
      return body!;
    });
    expect(await within(popup).findByText('Fresh and fragrant')).toBeTruthy();
    expect(comment.getCommentList).toHaveBeenLastCalledWith({ goods_id: 7, page: 1, type: 'all' });

    fireEvent.click(within(section).getByRole('button', { name: 'View image 2 of 2' }));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('2 / 2'),
    );
  });
});
