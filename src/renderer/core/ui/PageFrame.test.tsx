// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchBar } from 'antd-mobile';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { NotFound } from './NotFound';
import { PageFrame } from './PageFrame';
import { TabBarLayout } from './TabBarLayout';
import { UiProvider } from './UiProvider';

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(cleanup);

describe('PageFrame', () => {
  it('renders the title, data-page, content and footer', () => {
    const { container } = render(
      <MemoryRouter>
        <PageFrame title="Orders" page="pages/order/list" footer={<button>Pay</button>}>
          <p>body</p>
        </PageFrame>
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-page="pages/order/list"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('body');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(document.title).toBe('Orders');
    // No role="button" wrapper around the real back button.
    expect(container.querySelector('[role="button"]')).toBeNull();
  });

  it('goes home from back when there is no history', () => {
    render(
      <MemoryRouter initialEntries={['/pages/x']}>
        <Routes>
          <Route path="/pages/x" element={<PageFrame title="X" page="pages/x" />} />
          <Route path="/pages/index/index" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(window.history.length).toBeLessThanOrEqual(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('hides the nav bar with noNav and the back button with back={false}', () => {
    const { rerender } = render(
      <MemoryRouter>
        <PageFrame title="T" page="p" noNav />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    rerender(
      <MemoryRouter>
        <PageFrame title="T" page="p" back={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'T' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('NotFound', () => {
  it('is a not-found page with a link home', () => {
    const { container } = render(
      <MemoryRouter>
        <NotFound homePath="/pages/index/index" />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-page="not-found"]')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('href')).toBe('/pages/index/index');
  });
});

describe('TabBarLayout', () => {
  it('renders tabs as buttons, marks the active one and reports changes', () => {
    const onChange = vi.fn();
    render(
      <TabBarLayout
        tabs={[
          { key: '/pages/index/index', title: 'Home', icon: '⌂' },
          { key: '/pages/cart/cart', title: 'Cart', icon: '🛒', badge: 3 },
        ]}
        activeKey="/pages/index/index"
        onChange={onChange}
      >
        <p>content</p>
      </TabBarLayout>,
    );
    expect(screen.getByRole('navigation')).toBeTruthy();
    const home = screen.getByRole('button', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    const cart = screen.getByRole('button', { name: /Cart/ });
    expect(cart.getAttribute('aria-current')).toBeNull();
    fireEvent.click(cart);
    expect(onChange).toHaveBeenCalledWith('/pages/cart/cart');
  });
});

describe('UiProvider', () => {
  it("gives antd-mobile's own texts the app language", async () => {
    render(
      <UiProvider>
        <SearchBar showCancelButton={() => true} />
      </UiProvider>,
    );
    expect(screen.getByText('Cancel')).toBeTruthy();
    await act(() => setLanguage('zh-CN'));
    expect(screen.getByText('取消')).toBeTruthy();
    await act(() => setLanguage('en'));
  });
});
