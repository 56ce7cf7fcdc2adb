/**
 * Issue 18 (brief E): the kiosk keeps working offline and fits a phone.
 * (a) at 1280x800: once the service worker controls the page, going offline and moving through
 *     four screens whose code was never loaded (Mine, stock log, shop goods, cabinets) shows
 *     each screen's frame, never "the page failed to load"; back online, a screen that showed
 *     a load error recovers by itself, without a tap;
 * (b) at 390x844: new sale and shop goods fit: the steppers' "+" is inside the viewport and the
 *     goods names are not one character per line;
 * (c) a quantity field emptied stays empty (then typing 5 gives 5), and stock out is capped at
 *     what the slot holds.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

const MERCHANT = { account: 'merchant', password: 'demo123456' };
const PAGE_FAILED = '页面加载失败';

async function login(page: Page): Promise<void> {
  await page.goto('/kiosk/');
  await expect(page.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
  await page.getByRole('textbox', { name: /账号/ }).fill(MERCHANT.account);
  await page.getByLabel('密码', { exact: true }).fill(MERCHANT.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
}

async function kioskPage(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: true,
    isMobile: false,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

test.describe('kiosk offline and phone', () => {
  test('(a) offline navigation through four unloaded screens; a failed screen recovers online', async ({
    browser,
  }) => {
    const { context, page } = await kioskPage(browser, 1280, 800);
    try {
      await login(page);
      // the worker has precached the whole build and controls this page
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => e.name),
      );
      // the screens visited below were not loaded before going offline
      for (const chunk of ['/my-', '/log-']) {
        expect(loaded.filter((u) => u.includes(`/assets${chunk}`))).toEqual([]);
      }

      await context.setOffline(true);
      await expect(page.getByTestId('kiosk-connection')).toHaveAttribute('data-state', 'offline');

      // home → Mine (tab)
      await page.getByTestId('kiosk-tab-mine').click();
      await expect(page.locator('[data-page="pages/guishang/my/my"]')).toBeVisible();
      await expect(page.getByTestId('mine-menu')).toBeVisible();
      await expect(page.getByText(PAGE_FAILED)).toHaveCount(0);

      // Mine → shop goods
      await page.getByTestId('mine-link-shopGoods').click();
      await expect(page.locator('[data-page="pages/guishang/goods/goods"]')).toBeVisible();
      await expect(page.getByText(PAGE_FAILED)).toHaveCount(0);
      await page.goBack();
      await expect(page.locator('[data-page="pages/guishang/my/my"]')).toBeVisible();

      // Mine → cabinets
      await page.getByTestId('mine-link-guizi').click();
      await expect(page.locator('[data-page="pages/guishang/guizi/guizi"]')).toBeVisible();
      await expect(page.getByText(PAGE_FAILED)).toHaveCount(0);
      await page.goBack();

      // Mine → stock log: its data cannot load offline, so it shows a load error
      await page.getByTestId('mine-link-log').click();
      const log = page.locator('[data-page="pages/guishang/log/log"]');
      await expect(log).toBeVisible();
      await expect(page.getByText(PAGE_FAILED)).toHaveCount(0);
      await expect(log.locator('.ui-state--error').first()).toBeVisible();

      // back online: the error states go away and the filters and records load, with no tap
      await context.setOffline(false);
      await expect(log.locator('.ui-state--error')).toHaveCount(0);
      await expect(page.getByTestId('filter-cabinet')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('(b) new sale and shop goods fit a 390 px phone', async ({ browser }) => {
    const { context, page } = await kioskPage(browser, 390, 844);
    try {
      await login(page);
      await page.goto('/kiosk/#/pages/guishang/order/form');
      const item = page.getByTestId('sale-goods').first();
      await expect(item).toBeVisible();
      const plus = item.getByRole('button', { name: /加一$/ });
      const plusBox = await plus.boundingBox();
      expect(plusBox).not.toBeNull();
      expect(plusBox!.x).toBeGreaterThanOrEqual(0);
      expect(plusBox!.x + plusBox!.width).toBeLessThanOrEqual(390);
      const name = item.locator('.gs-sale-goods__name');
      const nameBox = (await name.boundingBox())!;
      // one character per line would be about one glyph (22 px) wide
      expect(nameBox.width).toBeGreaterThan(100);
      expect(nameBox.height).toBeLessThan(3 * 34);
      await page.screenshot({ path: test.info().outputPath('sale-390.png') });

      await page.goto('/kiosk/#/pages/guishang/goods/goods');
      const row = page.getByTestId('shop-goods-row').first();
      await expect(row).toBeVisible();
      const rowName = (await row.locator('.gs-row__name').boundingBox())!;
      expect(rowName.width).toBeGreaterThan(100);
      for (const b of await row.getByRole('button').all()) {
        const box = (await b.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: test.info().outputPath('shop-goods-390.png') });
    } finally {
      await context.close();
    }
  });

  test('(c) an emptied quantity stays empty, typing 5 gives 5; stock out is capped', async ({
    browser,
  }) => {
    const { context, page } = await kioskPage(browser, 1280, 800);
    try {
      await login(page);
      await page.goto('/kiosk/#/pages/guishang/guizi/guizi?cabinet_id=1');
      const rows = page.getByTestId('slot-row');
      await expect(rows.first()).toBeVisible();
      // a slot with stock: stock out
      let row = rows.first();
      let qty = 0;
      for (let i = 0; i < (await rows.count()); i++) {
        const text = await rows.nth(i).getByTestId('slot-qty').innerText();
        const q = Number(/(\d+)\s*\//.exec(text)?.[1] ?? 0);
        if (q > 0) {
          row = rows.nth(i);
          qty = q;
          break;
        }
      }
      expect(qty).toBeGreaterThan(0);
      await row.getByTestId('slot-out').click();
      const editor = row.getByTestId('slot-editor');
      const input = editor.getByTestId('move-qty').locator('input');
      await input.click();
      await input.press('End');
      await input.press('Backspace');
      await expect(input).toHaveValue('');
      await expect(editor.getByTestId('move-submit')).toBeDisabled();
      await input.pressSequentially('5');
      await expect(input).toHaveValue(String(Math.min(5, qty)));
      // more than the slot holds is capped at its quantity
      await input.fill(String(qty + 50));
      await expect(input).toHaveValue(String(qty));
      await expect(editor.getByTestId('move-submit')).toBeEnabled();
    } finally {
      await context.close();
    }
  });
});
