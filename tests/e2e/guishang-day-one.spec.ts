/**
 * A cabinet merchant's first day (issue 18, "Done means") on 1280×800 landscape terminals, against
 * the real server, through the kiosk's own screens: `merchant2` (one empty 2x3 cabinet, no goods)
 * adds a courier, sets up a slot (product, capacity 10, reorder level 3) and stocks 5 in, sees it
 * on the home grid; sells 2 from New sale, paid on a phone, which takes the slot to its reorder
 * level: the low-stock banner shows live; raises a restock work order from the alert and assigns
 * it to the courier (an operator assigned the courier the cabinet, issue 23); the courier logs in
 * on a second terminal and restocks the slot one short, with a photo proof; the merchant sees the progress live, resolves the abnormal record, and the
 * report shows the day's sale.
 *
 * The cabinet goods itself is made through the API (a class and the goods of a shop SKU): a new
 * merchant's goods come from its shop or its purchases, both covered by their own journeys.
 */
import path from 'node:path';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';

const MERCHANT2 = { account: 'merchant2', password: 'demo123456' };
const TERMINAL = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false };
const PROOF = path.join(import.meta.dirname, 'fixtures', 'restock-proof.png');
const GOODS = '农夫山泉550ml';

async function login(page: Page, account: string, password: string, landing: string) {
  await page.goto('/kiosk/');
  await expect(page.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
  await page.getByRole('textbox', { name: /账号/ }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator(`[data-page="${landing}"]`)).toBeVisible();
}

/** The kiosk session's API (its token, bound to this terminal). */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('merchantToken'));
  const terminal = await page.evaluate(() => localStorage.getItem('kioskTerminalId'));
  const headers = { Authorization: `Bearer ${token}`, 'X-Terminal-Id': terminal ?? '' };
  return async (url: string, data: Record<string, string | number>) => {
    const res = await page.request.post(url, { headers, form: data });
    const body = (await res.json()) as { data: Record<string, unknown>; message: string };
    expect(res.status(), body.message).toBe(200);
    return body.data;
  };
}

/** An operator assigns the merchant's courier (by account) the cabinet (issue 23). */
async function assignCourier(page: Page, account: string, cabinetId: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('merchantToken'));
  const terminal = await page.evaluate(() => localStorage.getItem('kioskTerminalId'));
  const mine = await page.request.get('/api/admin/courier/list', {
    headers: { Authorization: `Bearer ${token}`, 'X-Terminal-Id': terminal ?? '' },
  });
  const couriers = ((await mine.json()) as { data: { list: { id: number; account: string }[] } })
    .data.list;
  const id = couriers.find((k) => k.account === account)?.id;
  expect(id).toBeTruthy();
  const op = (await (
    await page.request.post('/__test/operator', { form: { role: 'operations' } })
  ).json()) as { data: { token: string } };
  const res = await page.request.post('/api/ops/merchants/couriers/cabinets', {
    headers: { Authorization: `Bearer ${op.data.token}` },
    data: { id, cabinet_ids: String(cabinetId) },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

async function payOnPhone(browser: Browser, cashierUrl: string): Promise<void> {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const ctx = await browser.newContext({ ...iphone, locale: 'zh-CN' });
  try {
    const phone = await ctx.newPage();
    await phone.goto(cashierUrl);
    await phone.getByRole('button', { name: /确认支付/ }).click();
    await phone.waitForURL((u) => !u.pathname.includes('/pay/sandbox/cashier'));
  } finally {
    await ctx.close();
  }
}

test("a new merchant's first day: set up, sell, low-stock alert, courier restock, abnormal resolved, report", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const courier = {
    account: `d${Date.now() % 1_000_000}`,
    name: '新店李师傅',
    password: 'courier-123',
  };
  const m = await browser.newContext({ ...TERMINAL, locale: 'zh-CN' });
  const c = await browser.newContext({ ...TERMINAL, locale: 'zh-CN' });
  try {
    const page = await m.newPage();
    await login(page, MERCHANT2.account, MERCHANT2.password, 'pages/guishang/index/index');
    // the empty cabinet on the home grid: six unassigned slots, no alert
    const home = page.getByTestId('cabinet');
    await expect(home.getByTestId('slot')).toHaveCount(6);
    await expect(home.locator('[data-testid="slot"][data-state="unassigned"]')).toHaveCount(6);
    await expect(page.getByTestId('low-stock-banner')).toHaveCount(0);

    // --- a courier of the merchant's own ---
    await page.goto('/kiosk/#/pages/guishang/courier/list');
    await page.getByTestId('courier-add').click();
    const sheet = page.getByTestId('courier-sheet');
    await sheet.getByTestId('courier-account').locator('input').fill(courier.account);
    await sheet.getByTestId('courier-name').locator('input').fill(courier.name);
    await sheet.getByTestId('courier-password').locator('input').fill(courier.password);
    await sheet.getByTestId('courier-save').click();
    await expect(
      page.locator(`[data-testid="courier-row"][data-account="${courier.account}"]`),
    ).toContainText(courier.name);

    // --- cabinet set-up: the first slot gets the goods, capacity 10, reorder level 3 ---
    const post = await api(page);
    const cls = await post('/api/admin/guizi/class/add', { name: '饮料' });
    await post('/api/admin/guizi/goods/add', {
      class_id: Number(cls.id),
      sku_id: 1,
      name: GOODS,
      price: 200,
      images: JSON.stringify(['/media/gen/banner/1.svg']),
      status: 1,
    });
    await page.goto('/kiosk/#/pages/guishang/index/index');
    await home.getByRole('link', { name: '设置货道' }).click();
    await expect(page.locator('[data-page="pages/guishang/guizi/setup"]')).toBeVisible();
    const grid = page.getByTestId('slot-grid');
    const first = grid.getByTestId('slot').first();
    const locationId = (await first.getAttribute('data-location-id')) ?? '';
    await first.getByRole('button').click();
    const slotSheet = page.getByTestId('slot-sheet');
    await slotSheet.getByTestId('goods-search').fill('农夫');
    await slotSheet.getByTestId('pick-goods').filter({ hasText: GOODS }).click();
    await expect(page.getByTestId('sheet-outcome')).toHaveAttribute('data-outcome', 'saved');
    await expect(page.getByTestId('sheet-product')).toHaveText(GOODS);
    await page.getByTestId('slot-capacity').fill('10');
    await page.getByTestId('slot-reorder').fill('3');
    await page.getByTestId('slot-save').click();
    await expect(page.getByTestId('sheet-outcome')).toHaveAttribute('data-outcome', 'saved');
    const setupTile = page.locator(`[data-testid="slot"][data-location-id="${locationId}"]`);
    await expect(setupTile).toHaveAttribute('data-state', 'empty');

    // stock 5 in on the cabinet stock screen (the slot offers its assigned goods)
    const cabinetId = await page.getByTestId('cabinet-setup').getAttribute('data-cabinet-id');
    // issue 23: couriers serve only the cabinets an operator assigns them
    await assignCourier(page, courier.account, Number(cabinetId));
    await page.goto(`/kiosk/#/pages/guishang/guizi/guizi?cabinet_id=${cabinetId}`);
    const row = page.locator(`[data-testid="slot-row"][data-location-id="${locationId}"]`);
    await expect(row).toContainText(GOODS);
    await row.getByTestId('slot-in').click();
    const editor = row.getByTestId('slot-editor');
    await editor.getByTestId('move-qty').locator('input').fill('5');
    await editor.getByTestId('move-submit').click();
    await expect(editor.getByTestId('move-outcome')).toHaveAttribute('data-outcome', 'saved');
    await expect(row.getByTestId('slot-qty')).toContainText('5/10');

    // the home grid shows it
    await page.goto('/kiosk/#/pages/guishang/index/index');
    const tile = page.locator(`[data-testid="slot"][data-location-id="${locationId}"]`);
    await expect(tile.getByTestId('slot-qty')).toHaveText('5/10');
    await expect(tile).toContainText(GOODS);
    await expect(tile).toHaveAttribute('data-state', 'ok');

    // --- a sale of 2 from New sale, paid on a phone: the slot falls to its reorder level ---
    await page.goto(`/kiosk/#/pages/guishang/order/form?cabinet_id=${cabinetId}`);
    const goods = page.locator('[data-testid="sale-goods"]', { hasText: GOODS });
    await goods.getByRole('button', { name: `${GOODS}加一` }).click();
    await goods.getByRole('button', { name: `${GOODS}加一` }).click();
    await page.getByTestId('create-sale').click();
    const qr = page.getByTestId('collect-panel').getByTestId('payment-qr');
    await expect(qr).toHaveAttribute('data-cashier-url', /\S/);
    await expect(page.getByTestId('collect-panel').getByTestId('qr-items')).toContainText(
      `${GOODS} × 2`,
    );
    await payOnPhone(browser, (await qr.getAttribute('data-cashier-url')) ?? '');
    const banner = page.getByTestId('low-stock-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(GOODS);
    await expect(banner).toHaveAttribute('data-location-id', locationId);

    // --- the alert raises a work order, assigned to the courier ---
    await banner.getByRole('link').click();
    await expect(page.locator('[data-page="pages/guishang/alert/list"]')).toBeVisible();
    const alert = page.getByTestId('alert-row').filter({ hasText: GOODS }).first();
    await alert.getByTestId('alert-restock').click();
    await expect(alert).toContainText('#');
    await alert.getByRole('link').click();
    await expect(page.locator('[data-page="pages/guishang/bh/list"]')).toBeVisible();
    const record = page.getByTestId('bh-record').first();
    const recordId = (await record.getAttribute('data-record-id')) ?? '';
    const progress = record.getByTestId('bh-progress');
    await expect(progress).toContainText('0/1');
    await record.getByTestId('bh-assign-open').click();
    await record
      .getByTestId('bh-assign-courier')
      .getByRole('button', { name: courier.name })
      .click();
    await record.getByTestId('bh-assign-submit').click();
    await expect(record.getByTestId('bh-assign')).toHaveCount(0);
    await expect(page.getByTestId('kiosk-connection')).toHaveAttribute('data-state', 'online');

    // --- the courier on a second terminal restocks the slot one short, with a photo ---
    const cp = await c.newPage();
    await login(cp, courier.account, courier.password, 'pages/guishang/courier/orders');
    await expect(cp.getByTestId('kiosk-tab-home')).toHaveCount(0);
    const order = cp.locator(`[data-testid="wo-item"][data-id="${recordId}"]`);
    await order.getByTestId('wo-open').click();
    await expect(cp.locator('[data-page="pages/guishang/bh/detail"]')).toBeVisible();
    const line = cp.locator('[data-testid="wo-line"][data-done="0"]').first();
    const putIn = line.getByTestId('wo-put-in').locator('input');
    await expect(putIn).toHaveValue('7'); // capacity 10 - 3 on hand
    await line.getByTestId('wo-put-in').getByRole('button', { name: /减一/ }).click();
    await expect(putIn).toHaveValue('6');
    await line.getByTestId('wo-photo-input').setInputFiles(PROOF);
    await expect(line.getByTestId('wo-photo')).toBeVisible();
    await line.getByTestId('wo-reason').getByRole('button', { name: '补货短缺' }).click();
    await line.getByTestId('wo-line-submit').click();
    await expect(cp.locator('[data-testid="wo-line"]').first()).toHaveAttribute('data-done', '1');

    // the merchant's list follows live; the slot is 9/10 and the alert is gone
    await expect(progress).toContainText('1/1');
    await expect(banner).toHaveCount(0);

    // --- the merchant resolves the abnormal record of the shortfall ---
    await page.goto('/kiosk/#/pages/guishang/log/log2');
    const abnormal = page.getByTestId('abnormal-row').first();
    await expect(abnormal.getByTestId('abnormal-courier')).toHaveText(courier.name);
    await expect(abnormal.getByTestId('abnormal-reason')).toHaveText('补货短缺');
    await expect(abnormal.getByTestId('abnormal-shortfall')).toHaveText('1');
    await abnormal.getByTestId('abnormal-handle').click();
    await abnormal.getByTestId('abnormal-resolve').click();
    await page
      .getByTestId('abnormal-status-filter')
      .getByRole('button', { name: '已解决' })
      .click();
    const resolved = page.getByTestId('abnormal-row').first();
    await expect(resolved.getByTestId('abnormal-status')).toHaveAttribute('data-status', '1');
    await expect(resolved.getByTestId('abnormal-handled')).toContainText('新店商户');

    // --- the report shows the day: one order of 2 units, ¥4.00 ---
    await page.goto('/kiosk/#/pages/guishang/report/report');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const sales = page.getByTestId('report-sales');
    await expect(sales.getByTestId('report-chart')).toHaveAttribute('data-ready', 'true');
    const day = sales.getByRole('row', { name: new RegExp(`^${today}`) });
    await expect(day).toContainText('4.00');
    await expect(day.getByRole('cell').first()).toHaveText('1');
    await expect(page.getByTestId('report-top')).toContainText(GOODS);

    // the home at the end of the day
    await page.goto('/kiosk/#/pages/guishang/index/index');
    await expect(tile.getByTestId('slot-qty')).toHaveText('9/10');
    await page.screenshot({ path: '.tmp/day-one-home.png' });
  } finally {
    await m.close();
    await c.close();
  }
});
