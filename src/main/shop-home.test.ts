import { describe, expect, it, vi } from 'vitest';
import { openShopHome, shopHomeUrl, showsShopApp } from './shop-home';

// issue 25 §2 (electron-http)
describe('the shop home tab', () => {
  const dev = 'http://localhost:5173';

  it('is the shop page with the home route, packaged or on the dev server', () => {
    expect(shopHomeUrl(null)).toBe('app://shop/index.html#/pages/index/index');
    expect(shopHomeUrl(dev)).toBe('http://localhost:5173/h5/index.html#/pages/index/index');
  });

  it('knows the shop app page (any hash) from the cashier, web pages and the kiosk', () => {
    expect(showsShopApp('app://shop/index.html#/pages/cart/cart', null)).toBe(true);
    expect(showsShopApp('app://shop/', null)).toBe(true);
    expect(showsShopApp(`${dev}/h5/index.html#/pages/user/user`, dev)).toBe(true);
    expect(showsShopApp(`${dev}/h5/index.html`, null)).toBe(false);
    expect(showsShopApp('app://kiosk/index.html', null)).toBe(false);
    expect(showsShopApp('https://shop.example.com/pay/sandbox/cashier', null)).toBe(false);
    expect(showsShopApp('', null)).toBe(false);
  });

  it('asks the page to change its hash when it shows the app, loads the home URL otherwise', () => {
    const win = (url: string) => ({
      loadURL: vi.fn(async () => undefined),
      webContents: { getURL: () => url, send: vi.fn() },
    });
    const inApp = win('app://shop/index.html#/pages/goods/detail?id=1');
    openShopHome(inApp, null);
    expect(inApp.webContents.send).toHaveBeenCalledExactlyOnceWith('terminal:open-shop-home');
    expect(inApp.loadURL).not.toHaveBeenCalled();
    const away = win('https://help.example.com/');
    openShopHome(away, null);
    expect(away.webContents.send).not.toHaveBeenCalled();
    expect(away.loadURL).toHaveBeenCalledExactlyOnceWith(
      'app://shop/index.html#/pages/index/index',
    );
  });
});
