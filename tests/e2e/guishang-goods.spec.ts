/**
 * Merchant goods on the kiosk: a cabinet class, a cabinet goods in it with two photos reordered
 * in the gallery (the list shows the new first photo), its SKU changed on edit, a bad price
 * refused inline with nothing sent; a shop category and a shop goods with a photo and initial stock.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'review-photo.png');
const KIOSK = { width: 1080, height: 1920 };

async function merchantLogin(page: Page): Promise<void> {
  await page.setViewportSize(KIOSK);
  await page.goto('/kiosk/');
  await expect(page.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
  await page.getByRole('textbox', { name: /账号/ }).fill('merchant');
  await page.getByLabel('密码', { exact: true }).fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(`/kiosk/#/${route}`);
  await expect(page.locator(`[data-page="${route.split('?')[0]}"]`)).toBeVisible();
}

const tail = () => String(Date.now() % 1_000_000);

test('cabinet goods: class, goods with two photos, reorder, SKU change, bad price refused', async ({
  page,
}) => {
  await merchantLogin(page);
  const className = `柜类${tail()}`;
  const goodsName = `柜品${tail()}`;

  // A cabinet class.
  await open(page, 'pages/guishang/guizi/class/add');
  await page.getByLabel('分类名称').fill(className);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-page="pages/guishang/guizi/class/list"]')).toBeVisible();
  await expect(page.getByTestId('class-row').filter({ hasText: className })).toContainText(
    '0 件商品',
  );

  // A cabinet goods in it: class, SKU of a shop goods, name, two photos.
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/admin/guizi/goods/')) writes.push(r.url());
  });
  await open(page, 'pages/guishang/guizi/goods/add');
  await page.getByTestId('class-chips').getByRole('button', { name: className }).click();
  await page.getByTestId('sku-picker').getByRole('button', { name: '选择' }).first().click();
  await expect(page.getByTestId('sku-picked')).toBeVisible();
  await page.getByLabel('柜子商品名称').fill(goodsName);
  await page.getByTestId('gallery-input').setInputFiles([PHOTO, PHOTO]);
  const tiles = page.getByTestId('gallery-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'done');

  // A bad price is refused inline; nothing is sent and the form is kept.
  const price = page.getByLabel('售价（元）');
  await price.fill('12.345');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('价格格式不对', { exact: false })).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(writes).toEqual([]);
  await expect(page.locator('[data-page="pages/guishang/guizi/goods/add"]')).toBeVisible();
  await expect(page.getByLabel('柜子商品名称')).toHaveValue(goodsName);
  await expect(tiles).toHaveCount(2);

  await price.fill('12.50');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-page="pages/guishang/guizi/goods"]')).toBeVisible();
  expect(writes).toHaveLength(1);
  const row = page.getByTestId('cabinet-goods-row').filter({ hasText: goodsName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12.50');
  await expect(row).toContainText('2 张图片');

  // The gallery: swap the two photos and save.
  await row.getByRole('button', { name: '图片' }).click();
  await expect(page.locator('[data-page="pages/guishang/guizi/goods/img"]')).toBeVisible();
  await expect(tiles).toHaveCount(2);
  const first = await tiles.nth(0).getAttribute('data-url');
  const second = await tiles.nth(1).getAttribute('data-url');
  expect(first).toMatch(/^\/.+\.png$/);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: '第 1 张右移' }).click();
  await expect(tiles.nth(0)).toHaveAttribute('data-url', second!);
  await expect(tiles.nth(1)).toHaveAttribute('data-url', first!);
  await page.getByRole('button', { name: '保存' }).click();

  // The list shows the goods with its new first photo.
  await expect(page.locator('[data-page="pages/guishang/guizi/goods"]')).toBeVisible();
  await expect(row.getByRole('img', { name: goodsName })).toHaveAttribute('src', second!);

  // Edit (loaded with the detail route): the SKU shows as picked and can be changed.
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page.locator('[data-page="pages/guishang/guizi/goods/edit"]')).toBeVisible();
  await expect(page.getByLabel('柜子商品名称')).toHaveValue(goodsName);
  await expect(page.getByText(/在柜库存：共 \d+ 件/)).toBeVisible();
  const picked = page.getByTestId('sku-picked');
  const oldSku = (await picked.locator('.gs-row__name').textContent())!.trim();
  await picked.getByRole('button', { name: '更换' }).click();
  const results = page.getByTestId('sku-picker').locator('li.gs-row');
  await expect(results.nth(1)).toBeVisible();
  const other = results.filter({ hasNotText: oldSku }).first();
  const newSku = (await other.locator('.gs-row__name').textContent())!.trim();
  await other.getByRole('button', { name: '选择' }).click();
  await expect(picked).toContainText(newSku);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-page="pages/guishang/guizi/goods"]')).toBeVisible();
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('sku-picked')).toContainText(newSku);

  // The class now counts it, and cannot be deleted while it has goods.
  await open(page, 'pages/guishang/guizi/class/list');
  const classRow = page.getByTestId('class-row').filter({ hasText: className });
  await expect(classRow).toContainText('1 件商品');
  await classRow.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // (the confirm may still be fading out while the refusal opens: pick the refusal by its text)
  const refusal = page.getByRole('dialog').filter({ hasText: '分类下还有商品' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: '我知道了' }).click();
  await expect(classRow).toHaveCount(1);
});

test('shop goods: a category and a goods with a photo and initial stock', async ({ page }) => {
  await merchantLogin(page);
  const className = `店类${tail()}`;
  const goodsName = `店品${tail()}`;

  await open(page, 'pages/guishang/shop/class/add');
  await page.getByLabel('分类名称').fill(className);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-page="pages/guishang/shop/class/class"]')).toBeVisible();
  await expect(page.getByTestId('shop-class-row').filter({ hasText: className })).toBeVisible();

  await open(page, 'pages/guishang/goods/add');
  await page.getByLabel('商品名称').fill(goodsName);
  await page.getByTestId('category-top').getByRole('button').first().click();
  const leaf = page.getByTestId('category-leaf').getByRole('button');
  if ((await leaf.count()) > 0) await leaf.first().click();
  await page.getByTestId('shop-class-chips').getByRole('button', { name: className }).click();
  await page.getByLabel('售价（元）').fill('9.90');
  await page.getByLabel('初始库存').fill('5');
  await page.getByTestId('gallery-input').setInputFiles(PHOTO);
  await expect(page.getByTestId('gallery-tile').first()).toHaveAttribute('data-state', 'done');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page.locator('[data-page="pages/guishang/goods/goods"]')).toBeVisible();
  await page.getByTestId('class-filter').getByRole('button', { name: className }).click();
  const row = page.getByTestId('shop-goods-row').filter({ hasText: goodsName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('库存 5');
  await expect(row).toContainText('9.90');
  await expect(row.getByRole('img', { name: goodsName })).toHaveAttribute('src', /\.png$/);

  // Stock in 3 at the warehouse.
  await row.getByRole('button', { name: '出入库' }).click();
  await row.getByLabel('数量').fill('3');
  await row.getByRole('button', { name: '入库', exact: true }).click();
  await expect(row).toContainText('库存 8');
});
