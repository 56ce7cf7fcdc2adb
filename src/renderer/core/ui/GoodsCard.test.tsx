// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoodsItem } from '../../../shared/contract/types';
import { activityDetailRoute } from '../../../shared/rules/activity-route';
import { i18n, setLanguage } from '../i18n';
import { GoodsCard } from './GoodsCard';
import { GoodsGrid } from './GoodsGrid';

function goods(over: Partial<GoodsItem> = {}): GoodsItem {
  return {
    id: 7,
    goods_id: 70,
    sku_id: 700,
    title: '东北大米 5kg',
    image: 'https://img.example/rice.jpg',
    price: 2990,
    market_price: 3990,
    sales: 12,
    type: 0,
    activity_id: 0,
    activity_goods_id: 0,
    goods_subregion: 3,
    brand_id: 0,
    seller_id: 0,
    ...over,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderInRouter(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/pages/index/index']}>
      <Routes>
        <Route path="/pages/index/index" element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await setLanguage('zh-CN');
});
afterEach(cleanup);

describe('GoodsCard', () => {
  it('links to the activity detail route', () => {
    const item = goods({ type: 1, activity_id: 5, activity_goods_id: 9 });
    renderInRouter(<GoodsCard goods={item} />);
    const link = screen.getByTestId('goods-card');
    expect(link.tagName).toBe('A');
    const route = activityDetailRoute(item);
    expect(route.startsWith('pages/subpack/flashSale/killdetail?')).toBe(true);
    expect(link.getAttribute('href')).toBe('/' + route);

    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/' + route);
  });

  it('shows a lazy square image with the title as alt, the price and the tag', () => {
    renderInRouter(<GoodsCard goods={goods({ type: 11 })} />);
    const img = screen.getByRole('img', { name: '东北大米 5kg' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByLabelText('¥29.90')).toBeTruthy();
    expect(screen.getByText(i18n.t('activity.types.11'))).toBeTruthy();
    expect(screen.getByText('新人专享')).toBeTruthy();
    expect(screen.getByText('已售12件')).toBeTruthy();
  });

  it('shows no tag for normal goods', () => {
    const { container } = renderInRouter(<GoodsCard goods={goods()} />);
    expect(container.querySelector('.ui-goods-card__tag')).toBeNull();
  });

  it('hands the route to onOpen instead of navigating when given', () => {
    const onOpen = vi.fn();
    const item = goods();
    renderInRouter(<GoodsCard goods={item} onOpen={onOpen} />);
    fireEvent.click(screen.getByTestId('goods-card'));
    expect(onOpen).toHaveBeenCalledWith(activityDetailRoute(item));
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('GoodsGrid renders one card per goods in a list', () => {
    renderInRouter(<GoodsGrid list={[goods(), goods({ id: 8, title: 'B' })]} />);
    expect(screen.getAllByTestId('goods-card')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
