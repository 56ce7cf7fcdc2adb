/**
 * The console's catalogue (issue 20, goods) at a desktop viewport: an `operations` operator adds a
 * goods item of a platform store with two photos and two SKUs (颜色: 红 / 蓝, each with its price and
 * stock) and publishes it; a consumer at the phone size finds it by searching its title, opens it,
 * and buys the blue one at its price on the sandbox cashier; the owner finds
 * `catalogue.goods_create` in the audit log.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  AGREED,
  CONSOLE_VIEWPORT,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  call,
  login,
  openConsoleAs,
  opsCall,
  type Session,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'review-photo.png');

test('operations adds goods with two SKUs and photos; a consumer finds it and buys one', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `控制台上新保温杯${Date.now() % 1_000_000}`;
  const op = await openConsoleAs(page, request, 'operations', '/catalogue/new');
  const form = page.getByTestId('goods-form');
  await expect(form).toBeVisible();

  await page.getByTestId('goods-title-input').fill(title);
  // a platform store (the editor may preselect one) and the first leaf category it offers
  for (const id of ['goods-seller', 'goods-category']) {
    await page.getByTestId(id).click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }
  await expect(form.getByText('请选择分类')).toHaveCount(0);

  // two photos, uploaded through the operator API
  const uploads = page.getByTestId('goods-images');
  await uploads.locator('input[type=file]').setInputFiles([PHOTO, PHOTO]);
  await expect(uploads.getByTestId('goods-images-item')).toHaveCount(2);

  // one spec with two values: the SKU table gets a row for each
  await page.getByTestId('goods-spec-add').click();
  await page.getByTestId('goods-spec-name-0').fill('颜色');
  const values = page.getByTestId('goods-spec-values-0').locator('input');
  await values.fill('红');
  await values.press('Enter');
  await values.fill('蓝');
  await values.press('Enter');
  const skus = page.getByTestId('goods-sku-table');
  await expect(skus.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.getByTestId('goods-sku-price-0').fill('59.90');
  await page.getByTestId('goods-sku-price-1').fill('69.90');
  await page.getByTestId('goods-sku-stock-0').fill('30');
  await page.getByTestId('goods-sku-stock-1').fill('40');
  await page.getByTestId('goods-publish').check();

  const created = page.waitForResponse(
    (r) => r.url().includes('/api/ops/goods/create') && r.request().method() === 'POST',
  );
  await page.getByTestId('goods-save').click();
  const reply = (await (await created).json()) as { code: number; data: { id: number } };
  expect(reply.code).toBe(200);
  const goodsId = reply.data.id;

  // the consumer searches the title at the phone size and opens it
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const shop = await phone.newPage();
  const session = await call<Session>(shop.request, 'POST', 'login', {
    mobile: DEMO_MOBILE,
    password: DEMO_PASSWORD,
    ...AGREED,
  });
  await login(shop, shop.request, session);
  await shop.goto(`/h5/#/pages/subpack/search/search-list?keyword=${encodeURIComponent(title)}`);
  const card = shop.getByTestId('goods-card').filter({ has: shop.locator(`img[alt="${title}"]`) });
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(shop.getByText(title).first()).toBeVisible();

  // both SKUs are on sale at their prices: the consumer buys the blue one and pays it
  const goods = await opsCall<{
    skus: { id: number; spec: Record<string, string>; price: number }[];
  }>(request, op, 'GET', 'goods/detail', { id: goodsId });
  expect(goods.skus.map((k) => [k.spec['颜色'], k.price])).toEqual([
    ['红', 5990],
    ['蓝', 6990],
  ]);
  const blue = goods.skus.find((k) => k.spec['颜色'] === '蓝')!;
  const bought = await call<{ trade_no: string; order_ids: number[] }>(
    shop.request,
    'POST',
    'order/buy',
    { goods_id: goodsId, sku_id: blue.id, num: 1, client_key: `e2e-ops-goods-${Date.now()}` },
    session.token,
  );
  const orderId = bought.order_ids[0]!;
  const pay = await call<{ cashier_url: string }>(
    shop.request,
    'POST',
    'pay/pay',
    { trade_no: bought.trade_no, method: 'online' },
    session.token,
  );
  await shop.goto(pay.cashier_url);
  await shop.getByRole('button', { name: /Pay/ }).click();
  await shop.waitForURL(/\/h5\//);
  await expect
    .poll(
      async () =>
        (
          await call<{ status: number }>(
            shop.request,
            'GET',
            'user/order_info',
            { order_id: orderId },
            session.token,
          )
        ).status,
    )
    .toBe(1);
  await phone.close();

  // the owner finds the creation in the audit log
  const ownerCtx = await browser.newContext({ viewport: CONSOLE_VIEWPORT });
  const owner = await ownerCtx.newPage();
  await openConsoleAs(owner, request, 'owner', `/audit?object_type=goods&object_id=${goodsId}`);
  await expect(
    owner.getByTestId('audit-table').locator('tbody tr.ant-table-row').first(),
  ).toContainText('catalogue.goods_create');
  await ownerCtx.close();
});
