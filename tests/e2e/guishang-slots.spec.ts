/**
 * Cabinet set-up from nothing (issue 18 part A) on a 1280×800 landscape terminal, against the
 * real server: `merchant2` (one empty 2x3 cabinet, no goods) adds a cabinet goods, assigns it to
 * a slot on the set-up screen (capacity 10, reorder level 3), stocks 5 in, sees the slot on the
 * home grid (5/10), and a sale down to the reorder level raises the low-stock banner live.
 */
import { expect, test, type Page } from '@playwright/test';

const MERCHANT2 = { account: 'merchant2', password: 'demo123456' };
const LANDSCAPE = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false };

async function login(page: Page): Promise<void> {
  await page.goto('/kiosk/');
  await expect(page.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
  await page.getByRole('textbox', { name: /账号/ }).fill(MERCHANT2.account);
  await page.getByLabel('密码', { exact: true }).fill(MERCHANT2.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
}

/** The kiosk session's API (its token, bound to this terminal). */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('merchantToken'));
  const terminal = await page.evaluate(() => localStorage.getItem('kioskTerminalId'));
  const headers = { Authorization: `Bearer ${token}`, 'X-Terminal-Id': terminal ?? '' };
  return {
    post: async (url: string, data: Record<string, string | number>) => {
      const res = await page.request.post(url, { headers, form: data });
      const body = (await res.json()) as { data: Record<string, unknown>; message: string };
      expect(res.status(), body.message).toBe(200);
      return body.data;
    },
  };
}

test.use({ ...LANDSCAPE, locale: 'zh-CN' });

test('merchant2 sets up its empty cabinet, stocks a slot, sees it on the home grid; a sale to the reorder level raises the banner', async ({
  page,
}) => {
  await login(page);
  // the empty cabinet on the home grid: six unassigned slots
  const home = page.getByTestId('cabinet');
  await expect(home.getByTestId('slot')).toHaveCount(6);
  await expect(home.locator('[data-testid="slot"][data-state="unassigned"]')).toHaveCount(6);
  await expect(page.getByTestId('low-stock-banner')).toHaveCount(0);

  // a cabinet goods to put in (the cabinet goods API: a class, then the goods)
  const call = await api(page);
  const cls = await call.post('/api/admin/guizi/class/add', { name: '饮料' });
  await call.post('/api/admin/guizi/goods/add', {
    class_id: Number(cls.id),
    sku_id: 1,
    name: '农夫山泉550ml',
    price: 200,
    images: JSON.stringify(['/media/gen/banner/1.svg']),
    status: 1,
  });

  // set-up: the first slot gets the goods, capacity 10, reorder level 3
  await home.getByRole('link', { name: '设置货道' }).click();
  await expect(page.locator('[data-page="pages/guishang/guizi/setup"]')).toBeVisible();
  const grid = page.getByTestId('slot-grid');
  await expect(grid.getByTestId('slot')).toHaveCount(6);
  const first = grid.getByTestId('slot').first();
  const locationId = await first.getAttribute('data-location-id');
  await first.getByRole('button').click();
  const sheet = page.getByTestId('slot-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('goods-search').fill('农夫');
  await sheet.getByTestId('pick-goods').filter({ hasText: '农夫山泉550ml' }).click();
  await expect(page.getByTestId('sheet-outcome')).toHaveAttribute('data-outcome', 'saved');
  await expect(page.getByTestId('sheet-product')).toHaveText('农夫山泉550ml');
  await page.getByTestId('slot-capacity').fill('10');
  await page.getByTestId('slot-reorder').fill('3');
  await page.getByTestId('slot-save').click();
  await expect(page.getByTestId('sheet-outcome')).toHaveAttribute('data-outcome', 'saved');
  const tile = page.locator(`[data-testid="slot"][data-location-id="${locationId}"]`);
  await expect(tile).toHaveAttribute('data-state', 'empty');

  // stock 5 in on the cabinet stock screen (the slot offers its assigned goods)
  const cabinetId = await page.getByTestId('cabinet-setup').getAttribute('data-cabinet-id');
  await page.goto(`/kiosk/#/pages/guishang/guizi/guizi?cabinet_id=${cabinetId}`);
  const row = page.locator(`[data-testid="slot-row"][data-location-id="${locationId}"]`);
  await expect(row).toContainText('农夫山泉550ml');
  await row.getByTestId('slot-in').click();
  const editor = row.getByTestId('slot-editor');
  await editor.getByTestId('move-qty').locator('input').fill('5');
  await editor.getByTestId('move-submit').click();
  await expect(editor.getByTestId('move-outcome')).toHaveAttribute('data-outcome', 'saved');
  await expect(row.getByTestId('slot-qty')).toContainText('5/10');

  // the home grid shows it
  await page.goto('/kiosk/#/pages/guishang/index/index');
  const homeTile = page.locator(`[data-testid="slot"][data-location-id="${locationId}"]`);
  await expect(homeTile.getByTestId('slot-qty')).toHaveText('5/10');
  await expect(homeTile).toContainText('农夫山泉550ml');
  await expect(homeTile).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('low-stock-banner')).toHaveCount(0);

  // a sale of 2 takes the slot to its reorder level: the banner appears live
  await page.goto(`/kiosk/#/pages/guishang/guizi/guizi?cabinet_id=${cabinetId}`);
  await row.getByTestId('slot-out').click();
  await row.getByTestId('slot-editor').getByRole('button', { name: '销售' }).click();
  await row.getByTestId('slot-editor').getByTestId('move-qty').locator('input').fill('2');
  await row.getByTestId('slot-editor').getByTestId('move-submit').click();
  await expect(row.getByTestId('slot-editor').getByTestId('move-outcome')).toHaveAttribute(
    'data-outcome',
    'saved',
  );
  const banner = page.getByTestId('low-stock-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('农夫山泉550ml');
  await expect(banner).toHaveAttribute('data-location-id', locationId ?? '');

  // the home shows the slot low and counts it
  await page.goto('/kiosk/#/pages/guishang/index/index');
  await expect(homeTile).toHaveAttribute('data-state', 'low');
  await expect(page.getByTestId('stat-low')).toContainText('1');
});
