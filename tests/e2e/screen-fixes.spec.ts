/**
 * Issue 19, brief D (small screen defects), at the phone viewport: the brand zone is reachable
 * (category row → brand list → a brand; search results filter by brand chips), the coupon centre
 * shows dates in the one format, the image viewer is opaque with its counter clear of the title,
 * order detail masks the phone and its lines open the goods, and the food cart is kept per user
 * across a reload.
 */
import { expect, test } from '@playwright/test';
import type { LocalMenu, LocalShopCard } from '../../src/shared/contract/local-shop';
import { call, login, open, registerByApi } from './helpers';

/** Near the seeded shops (Hangzhou, by the West Lake). */
const POINT = { lat_e6: 30_274_100, lng_e6: 120_155_100 };

test('the brand zone: category row → all brands → a brand; without an id a list, not 品牌不存在', async ({
  page,
}) => {
  await open(page, 'pages/category/category');
  const strip = page.getByTestId('brand-strip');
  await expect(strip).toBeVisible();
  await strip.getByRole('link', { name: /全部品牌/ }).click();
  await expect(page.locator('[data-page="pages/subpack/prefecture/brand"]')).toBeVisible();
  await expect(page.getByText('品牌不存在')).toHaveCount(0);
  const rows = page.getByTestId('brand-row');
  await expect(rows.first()).toBeVisible();
  const name = (await rows.first().locator('.brand-row__name').textContent())!.trim();
  await expect(rows.first()).toContainText(/共\d+件商品/);
  await rows.first().click();
  await expect(page).toHaveURL(/brand_id=\d+/);
  await expect(page.locator('#brand-name')).toHaveText(name);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
});

test('search results filter by a brand chip on the server', async ({ page }) => {
  await open(page, 'pages/subpack/search/search-list?keyword=%E8%8B%B9%E6%9E%9C');
  const chips = page.getByTestId('search-brand-chips');
  await expect(chips).toBeVisible();
  const chip = chips.getByRole('button').first();
  const brand = (await chip.textContent())!.trim();
  const reply = page.waitForResponse(
    (r) => r.url().includes('/api/goods/search') && r.url().includes('brand_id='),
  );
  await chip.click();
  await reply;
  await expect(page).toHaveURL(/brand_id=\d+/);
  await expect(chips.getByRole('button', { name: brand })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('link', { name: /进入品牌专区/ })).toBeVisible();
});

test('coupon centre dates use the one date format (2026-11-27)', async ({ page }) => {
  await open(page, 'pages/subpack1/coupon-center/coupon-center');
  const window = page.locator('.pt-coupon__window').first();
  await expect(window).toBeVisible();
  await expect(window).toHaveText(/\d{4}-\d{2}-\d{2}/);
  await expect(window).not.toHaveText(/\d{4}\/\d{2}\/\d{2}/);
});

test('the image viewer is opaque and its counter is clear of the title', async ({
  page,
  request,
}) => {
  const goods = await call<{ list: { id: number }[] }>(request, 'GET', 'goods/get_goods_list', {
    page: 1,
    limit: 1,
  });
  await open(page, `pages/subpack/goods/detail?goods_id=${goods.list[0]!.id}`);
  const title = page.locator('.adm-nav-bar-title').first();
  await expect(title).toBeVisible();
  await page
    .getByRole('button', { name: /查看第1张图片/ })
    .first()
    .click();
  const counter = page.locator('.adm-image-viewer-indicator');
  await expect(counter).toBeVisible();
  const content = page.locator('.adm-image-viewer-content');
  await expect(content).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  const t = (await title.boundingBox())!;
  const c = (await counter.boundingBox())!;
  const overlaps =
    c.x < t.x + t.width && t.x < c.x + c.width && c.y < t.y + t.height && t.y < c.y + c.height;
  expect(overlaps).toBe(false);
});

test('order detail masks the phone and its lines open the goods', async ({ page, request }) => {
  const { token } = await login(page, request);
  // An order of the demo consumer (to its default address), closed again at the end.
  const goods = await call<{ list: { id: number; sku_id: number }[] }>(
    request,
    'GET',
    'goods/get_goods_list',
    { page: 1, limit: 1, sort: 'sales' },
  );
  const g = goods.list[0]!;
  const bought = await call<{ order_ids: number[] }>(
    request,
    'POST',
    'order/buy',
    {
      goods_id: g.id,
      sku_id: g.sku_id,
      num: 1,
      coupon_user_id: 0,
      client_key: `screens${Date.now()}`,
    },
    token,
  );
  const orderId = bought.order_ids[0]!;
  try {
    await open(page, `pages/subpack/order/orderStatus?order_id=${orderId}`);
    await expect(page.getByTestId('order-address-mobile')).toHaveText(/^1\d{2}\*{4}\d{4}$/);
    await page.getByTestId('order-line-goods').first().click();
    await expect(page).toHaveURL(new RegExp(`goods/detail\\?goods_id=${g.id}`));
  } finally {
    await call(request, 'POST', 'user/order_close', { order_id: orderId }, token);
  }
});

test('the food cart is kept per user and shop across a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const shops = await call<{ list: LocalShopCard[] }>(request, 'GET', 'trashy/shops', {
    ...POINT,
    sort: 'distance',
    page: 1,
    limit: 50,
  });
  let target: { shop: LocalShopCard; name: string } | null = null;
  for (const shop of shops.list) {
    if (!shop.open_now) continue;
    const menu = await call<LocalMenu>(request, 'GET', 'trashy/menu', { shop_id: shop.id });
    const dish = menu.categories
      .flatMap((c) => c.items)
      .find((i) => !i.sold_out && i.skus.length === 1 && (i.skus[0]?.stock ?? 0) >= 2);
    if (dish) {
      target = { shop, name: dish.name };
      break;
    }
  }
  expect(target).not.toBeNull();
  const route = `pages/subpack1/trashy/goFood?id=${target!.shop.id}`;

  await login(page, request, await registerByApi(request));
  await open(page, route);
  const add = page.getByRole('button', { name: `加一份 ${target!.name}`, exact: true });
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await expect(page.getByTestId('local-cart-count')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('local-cart-count')).toHaveText('1');

  // Another user on the same phone does not get this user's cart.
  await login(page, request, await registerByApi(request));
  await open(page, route);
  await expect(
    page.getByRole('button', { name: `加一份 ${target!.name}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('local-cart-count')).toHaveCount(0);
});
