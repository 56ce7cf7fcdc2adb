/**
 * Issue 19, brief B: addresses cover all of China and local delivery keeps to its range.
 * A new consumer adds an address in 广东省 / 深圳市 / 南山区 through the region picker (a city
 * the old built-in list lacked; the full list loads with the picker), then orders food from a
 * Hangzhou shop for delivery to it: the checkout shows why it cannot deliver and offers pick-up
 * (the shop offers it) or another address; pick-up then clears the refusal.
 *
 * Set-up as tests/e2e/local-shop.spec.ts (a fresh user registered through the API, the shop and
 * dishes found through the API); the seeded data is not changed for other journeys.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LocalMenu, LocalShopCard } from '../../src/shared/contract/local-shop';
import type { AddressList } from '../../src/shared/contract/user';
import { call, H5, login, registerByApi } from './helpers';

/** Near the seeded shops (Hangzhou, by the West Lake). */
const POINT = { lat_e6: 30_274_100, lng_e6: 120_155_100 };

async function freshUser(page: Page, request: APIRequestContext): Promise<string> {
  return (await login(page, request, await registerByApi(request))).token;
}

/** An open shop near the demo point that delivers and offers pick-up, with a dish in stock. */
async function deliveringShop(request: APIRequestContext) {
  const shops = await call<{ list: LocalShopCard[] }>(request, 'GET', 'trashy/shops', {
    ...POINT,
    sort: 'distance',
    page: 1,
    limit: 50,
  });
  for (const shop of shops.list) {
    if (!shop.open_now || !shop.pickup || !shop.delivery) continue;
    const menu = await call<LocalMenu>(request, 'GET', 'trashy/menu', { shop_id: shop.id });
    const dish = menu.categories
      .flatMap((c) => c.items)
      .find((i) => !i.sold_out && i.skus.length === 1 && (i.skus[0]?.stock ?? 0) >= 1);
    if (dish) return { shop, dish };
  }
  throw new Error('no open shop near the demo point that delivers, offers pick-up and has a dish');
}

/** Picks `label` in the picker's column `n` (the wheel item's own click handler). */
async function pickInColumn(page: Page, n: number, label: string) {
  const column = page.locator('.adm-picker-view-column').nth(n);
  const item = column.locator('.adm-picker-view-column-item-label', { hasText: label }).first();
  await expect(item).toHaveText(label);
  await item.dispatchEvent('click');
  await expect(column.locator('.adm-picker-view-column-item-active')).toHaveText(label);
}

test('a 深圳 address from the full region list; a Hangzhou shop refuses to deliver there and offers pick-up', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await freshUser(page, request);

  // The address editor: 广东省 / 深圳市 / 南山区 from the region picker.
  await page.goto(`${H5}pages/subpack/address/addressManage`);
  await expect(page.locator('[data-page="pages/subpack/address/addressManage"]')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('收货人').fill('李四');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByTestId('addr-region').click();
  await expect(page.locator('.adm-picker')).toBeVisible();
  await pickInColumn(page, 0, '广东省');
  await pickInColumn(page, 1, '深圳市');
  await pickInColumn(page, 2, '南山区');
  await page.locator('.adm-picker').getByText('确定').click();
  await expect(page.locator('#addr-region-value')).toHaveText('广东省 深圳市 南山区');
  await page.getByLabel('详细地址').fill('科技园南区 1 栋 101');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-page="pages/subpack/address/addressManage"]')).toHaveCount(0);
  const saved = await call<AddressList>(request, 'GET', 'user/get_user_address', {}, token);
  expect(saved.list).toHaveLength(1);
  expect(saved.list[0]).toMatchObject({ province: '广东省', city: '深圳市', district: '南山区' });

  // A food order from a Hangzhou shop for delivery to that address.
  const { shop, dish } = await deliveringShop(request);
  await page.goto(`${H5}pages/subpack1/trashy/goFood?id=${shop.id}`);
  await expect(page.locator('[data-page="pages/subpack1/trashy/goFood"]')).toBeVisible();
  const add = page.getByRole('button', { name: `加一份 ${dish.name}`, exact: true });
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await expect(page.getByTestId('local-cart-count')).toHaveText('1');
  await page.getByTestId('local-checkout').click();

  await expect(page.locator('[data-page="pages/subpack1/trashy/confirmOrder"]')).toBeVisible();
  await expect(page.getByTestId('local-mode-delivery')).toHaveAttribute('aria-checked', 'true');
  const blocked = page.getByTestId('local-blocked');
  await expect(blocked).toContainText('超出配送范围');
  await expect(page.getByTestId('local-submit')).toBeDisabled();
  await expect(page.getByTestId('local-offer-address')).toHaveText(/换一个收货地址/);
  const pickup = page.getByTestId('local-offer-pickup');
  await expect(pickup).toHaveText(/改为到店自提/);

  // Pick-up instead: the refusal goes, the shop's address shows and the order can be placed.
  await pickup.click();
  await expect(page.getByTestId('local-mode-pickup')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('自提地址')).toBeVisible();
  await expect(page.getByTestId('local-address-offers')).toHaveCount(0);
  await expect(page.getByTestId('local-submit')).toBeEnabled();

  // Back to delivery, "another address" leads to the address list to choose one.
  await page.getByTestId('local-mode-delivery').click();
  await expect(blocked).toContainText('超出配送范围');
  await page.getByTestId('local-offer-address').click();
  await expect(page.locator('[data-page="pages/subpack/address/address"]')).toBeVisible();
});
