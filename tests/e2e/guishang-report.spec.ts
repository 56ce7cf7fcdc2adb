/**
 * Cabinet reports (issue 18) on a 1280×800 kiosk, against the real server: a cabinet sale is
 * made and paid today (merchant API + the sandbox cashier), then the report screen draws its
 * charts (canvas), its sales table shows today's sale, the CSV export downloads a file with a BOM
 * and a Chinese header, and a reversed custom range shows a clear message instead of nothing.
 */
import fs from 'node:fs';
import { devices, expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { KIOSK, kioskLogin, merchantApi, merchantToken } from './kiosk';

const CABINET_ID = 1;
const PAGE = 'pages/guishang/report/report';

interface Slot {
  location_id: number;
  quantity: number;
  capacity: number;
  goods: { sku_id: number; quantity: number }[];
}

const chinaToday = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** A paid cabinet sale of one piece today; answers the goods name. */
async function paidSaleToday(
  browser: Browser,
  request: APIRequestContext,
  token: string,
): Promise<string> {
  const detail = await merchantApi<{ slots: Slot[] }>(request, token, 'GET', 'cabinet/detail', {
    cabinet_id: CABINET_ID,
  });
  const slot = [...detail.slots]
    .filter((s) => s.goods.length === 1)
    .sort((a, b) => b.quantity - a.quantity)[0];
  const skuId = slot?.goods[0]?.sku_id;
  if (!slot || !skuId) throw new Error('cabinet 1 has no slot with one SKU');
  const list = await merchantApi<{ list: { id: number; sku_id: number; name: string }[] }>(
    request,
    token,
    'GET',
    'guizi/goods/list',
    { page: 1, limit: 50 },
  );
  let goods = list.list.find((g) => g.sku_id === skuId);
  if (!goods) {
    const cls = await merchantApi<{ id: number }>(request, token, 'POST', 'guizi/class/add', {
      name: `report-${Date.now() % 1_000_000}`,
    });
    const name = `报表测试${skuId}`;
    const added = await merchantApi<{ id: number }>(request, token, 'POST', 'guizi/goods/add', {
      class_id: cls.id,
      sku_id: skuId,
      name,
      price: 350,
      status: 1,
    });
    goods = { id: added.id, sku_id: skuId, name };
  }
  if (slot.quantity < 2 && slot.capacity > slot.quantity) {
    await merchantApi(request, token, 'POST', 'stock/in', {
      location_id: slot.location_id,
      sku_id: skuId,
      quantity: Math.min(2, slot.capacity - slot.quantity),
      idempotency_key: `e2e-report-${Date.now()}`,
      reason: 'correction',
    });
  }
  const order = await merchantApi<{ id: number }>(request, token, 'POST', 'guizi/order/create', {
    cabinet_id: CABINET_ID,
    lines: JSON.stringify([{ cabinet_goods_id: goods.id, quantity: 1 }]),
    client_key: `e2ereport${Date.now()}`,
  });
  const collect = await merchantApi<{ cashier_url: string }>(
    request,
    token,
    'POST',
    'guizi/order/collect',
    {
      order_id: order.id,
    },
  );
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const phoneCtx = await browser.newContext({ ...iphone, locale: 'zh-CN' });
  const phone = await phoneCtx.newPage();
  await phone.goto(collect.cashier_url);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await phone.waitForURL((u) => !u.pathname.includes('/pay/sandbox/cashier'));
  await phoneCtx.close();
  await expect
    .poll(
      async () =>
        (
          await merchantApi<{ status: number }>(request, token, 'GET', 'guizi/order/detail', {
            order_id: order.id,
          })
        ).status,
    )
    .toBe(1);
  return goods.name;
}

test('the report draws its charts, shows today’s sale and exports CSV', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await merchantToken(request);
  const goodsName = await paidSaleToday(browser, request, token);
  const today = chinaToday();
  const report = await merchantApi<{
    sales: { periods: { period: string; orders: number; amount: number }[] };
  }>(request, token, 'GET', 'report', { start: today, end: today });
  const todayRow = report.sales.periods[0]!;
  expect(todayRow.orders).toBeGreaterThanOrEqual(1);
  const yuan = (todayRow.amount / 100).toFixed(2);

  const ctx = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  const page = await ctx.newPage();
  await kioskLogin(page);
  await page.goto(`${KIOSK}${PAGE}`);
  await expect(page.locator(`[data-page="${PAGE}"]`)).toBeVisible();

  // the sales chart is drawn on a canvas; its table has today's row
  const sales = page.getByTestId('report-sales');
  await expect(sales.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await expect(sales.getByTestId('report-chart')).toHaveAttribute('data-ready', 'true');
  const row = sales.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(row).toContainText(yuan);
  await expect(row.getByRole('cell').first()).toHaveText(String(todayRow.orders));
  await expect(page.getByTestId('report-top')).toContainText(goodsName);

  // the CSV export downloads a file named by the range
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sales.getByTestId('export-sales').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^report-sales-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const file = fs.readFileSync(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('周期,柜子,商品,规格ID,订单数,件数,金额(元)');
  expect(text).toContain(goodsName);

  // a reversed custom range says so (and shows no stale report)
  await page.getByTestId('report-preset').getByRole('button', { name: '自定义' }).click();
  await page.getByTestId('report-from').fill('2026-03-05');
  await page.getByTestId('report-to').fill('2026-03-01');
  await expect(page.getByTestId('report-problem')).toHaveText(/结束日期早于开始日期/);
  await expect(page.getByTestId('report-sales')).toHaveCount(0);

  await ctx.close();
});
