/**
 * Issue 19 layout: the mall layout of the mine tab, the goods detail and the home feed.
 * 1. A fresh user with one unpaid order: the mine tab's order shortcuts carry icons, the 待付款
 *    shortcut a badge of 1; the services are a grid of icons.
 * 2. A goods detail shows the service guarantees, the shop card (goods count, 进店), the
 *    recommendations, and its coupon row opens the claim sheet.
 * 3. The home feed pages: scrolling to its end loads the second page of goods.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, login, open, registerByApi } from './helpers';

interface GoodsItem {
  id: number;
  goods_id: number;
  sku_id: number;
  seller_id: number;
}

/** An on-sale goods of a shop with an SKU in stock. */
async function goodsInStock(request: APIRequestContext) {
  const list = await call<{ list: GoodsItem[] }>(request, 'GET', 'goods/get_goods_list', {
    page: 1,
    limit: 30,
  });
  for (const g of list.list) {
    if (!g.seller_id) continue;
    const skus = await call<{ list: { id: number; stock: number }[] }>(
      request,
      'GET',
      'goods/sku_list',
      { goods_id: g.id },
    );
    const sku = skus.list.find((s) => s.stock >= 3);
    if (sku) return { goods: g, skuId: sku.id };
  }
  throw new Error('no goods in stock');
}

test('the mine tab: order shortcuts with icons and a count badge, services as an icon grid', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request);
  await call(
    request,
    'POST',
    'user/edit_address',
    {
      name: '张三',
      mobile: '13912345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号',
    },
    session.token,
  );
  const { goods, skuId } = await goodsInStock(request);
  await call(
    request,
    'POST',
    'order/buy',
    { goods_id: goods.id, sku_id: skuId, num: 1, client_key: `e2e-layout-${Date.now()}-key` },
    session.token,
  );

  await login(page, request, session);
  await open(page, 'pages/user/user');
  for (const key of ['waitPay', 'waitShip', 'waitReceive', 'waitComment', 'afterSale']) {
    await expect(page.getByTestId(`mine-order-${key}`).locator('svg')).toHaveCount(1);
  }
  await expect(page.getByTestId('mine-order-badge-waitPay')).toHaveText('1');
  await expect(page.getByTestId('mine-order-badge-waitShip')).toHaveCount(0);
  await page.getByTestId('mine-order-waitPay').click();
  await expect(page).toHaveURL(/pages\/subpack\/order\/order\?status=0/);

  await open(page, 'pages/user/user');
  const grid = page.locator('.mine-services__grid');
  for (const label of ['消息中心', '我的钱包', '优惠券', '收藏', '设置']) {
    const cell = grid.locator('.mine-service').filter({ hasText: label });
    await expect(cell.locator('svg')).toHaveCount(1);
  }
  // four to a row
  const cells = grid.locator('.mine-service');
  const first = await cells.nth(0).boundingBox();
  const fifth = await cells.nth(4).boundingBox();
  const fourth = await cells.nth(3).boundingBox();
  expect(fourth?.y).toBe(first?.y);
  expect(fifth?.y).toBeGreaterThan(first?.y ?? 0);
});

test('the goods detail shows guarantees, the shop card, recommendations and the coupon sheet', async ({
  page,
  request,
}) => {
  const { goods } = await goodsInStock(request);
  await open(page, `pages/subpack/goods/detail?goods_id=${goods.id}`);
  const guarantees = page.getByTestId('detail-guarantees');
  await expect(guarantees).toContainText('正品保障');
  await expect(guarantees).toContainText(/7天无理由退货/);
  const shop = page.getByTestId('detail-seller');
  await expect(shop).toContainText('进店');
  await expect(shop.getByTestId('detail-seller-count')).toContainText(/在售商品 \d+ 件/);
  const recommend = page.getByTestId('detail-recommend');
  await recommend.scrollIntoViewIfNeeded();
  await expect(recommend.getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('detail-images')).toBeAttached();

  await page.getByTestId('detail-coupons').click();
  await expect(page.getByTestId('coupon-sheet')).toBeVisible();
  await expect(page.getByTestId('coupon-sheet-card').first()).toBeVisible();
});

test('the home feed pages: the end of the list loads the next page', async ({ page }) => {
  await open(page, 'pages/index/index');
  const feed = page.getByTestId('home-feed');
  const cards = feed.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  const second = page.waitForResponse(
    (r) => r.url().includes('recommend_goods_list') && r.url().includes('page=2'),
  );
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await second;
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
});
