/**
 * Courier journey (issue 18, part B) on a 1280×800 terminal, against the real server: the
 * merchant creates a courier and assigns it a work order; the courier logs in on a second
 * terminal, restocks a slot with a shortfall (a photo proof uploaded), the merchant's
 * restock list shows the progress live (no reload), and the merchant resolves the abnormal
 * record raised by the shortfall.
 */
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

const MERCHANT = { account: 'merchant', password: 'demo123456' };
const TERMINAL = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false };
const PROOF = path.join(import.meta.dirname, 'fixtures', 'restock-proof.png');

async function terminal(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...TERMINAL, locale: 'zh-CN' });
}

async function login(page: Page, account: string, password: string, landing: string) {
  await page.goto('/kiosk/');
  await expect(page.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
  await page.getByRole('textbox', { name: /账号/ }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator(`[data-page="${landing}"]`)).toBeVisible();
}

test('a courier restocks slot by slot; the merchant sees it live and resolves the shortfall', async ({
  browser,
}) => {
  const account = `c${Date.now() % 1_000_000}`;
  const courier = { account, name: '测试王师傅', password: 'courier-123' };
  const m = await terminal(browser);
  const c = await terminal(browser);
  try {
    // --- the merchant: a new courier, then a work order for cabinet 1 assigned to them ---
    const merchant = await m.newPage();
    await login(merchant, MERCHANT.account, MERCHANT.password, 'pages/guishang/index/index');
    await merchant.goto('/kiosk/#/pages/guishang/courier/list');
    await merchant.getByTestId('courier-add').click();
    const sheet = merchant.getByTestId('courier-sheet');
    await sheet.getByTestId('courier-account').locator('input').fill(courier.account);
    await sheet.getByTestId('courier-name').locator('input').fill(courier.name);
    await sheet.getByTestId('courier-password').locator('input').fill(courier.password);
    await sheet.getByTestId('courier-save').click();
    await expect(
      merchant.locator(`[data-testid="courier-row"][data-account="${courier.account}"]`),
    ).toContainText(courier.name);

    await merchant.goto('/kiosk/#/pages/guishang/bh/list');
    await merchant.getByTestId('bh-new-open').click();
    const form = merchant.getByTestId('bh-new');
    // cabinet 2: the stock journeys work on cabinet 1
    await form.getByRole('button', { name: '阳光小区2号柜' }).click();
    await expect(form.getByTestId('bh-new-line').first()).toBeVisible();
    await form.getByTestId('bh-courier').getByRole('button', { name: courier.name }).click();
    await form.getByTestId('bh-create').click();
    await expect(form).toHaveCount(0);
    const newest = merchant.getByTestId('bh-record').first();
    await expect(newest).toContainText(courier.name);
    const recordId = await newest.getAttribute('data-record-id');
    const record = merchant.locator(`[data-testid="bh-record"][data-record-id="${recordId}"]`);
    const progress = record.getByTestId('bh-progress');
    const total = Number(/\/(\d+)/.exec(await progress.innerText())?.[1]);
    expect(total).toBeGreaterThan(0);
    await expect(progress).toContainText(`0/${total}`);
    await expect(merchant.getByTestId('kiosk-connection')).toHaveAttribute('data-state', 'online');

    // --- the courier on a second terminal: their work orders, then slot by slot ---
    const page = await c.newPage();
    await login(page, courier.account, courier.password, 'pages/guishang/courier/orders');
    await expect(page.getByTestId('kiosk-tab-mine')).toBeVisible();
    await expect(page.getByTestId('kiosk-tab-home')).toHaveCount(0);
    const order = page.locator(`[data-testid="wo-item"][data-id="${recordId}"]`);
    await expect(order).toContainText('阳光小区2号柜');
    await order.getByTestId('wo-open').click();
    await expect(page.locator('[data-page="pages/guishang/bh/detail"]')).toBeVisible();

    // the first line one short, with a photo proof and the reason "damaged"
    const line = page.locator('[data-testid="wo-line"][data-done="0"]').first();
    const slot = await line.getAttribute('data-slot');
    const putIn = line.getByTestId('wo-put-in').locator('input');
    const expected = Number(await putIn.inputValue());
    expect(expected).toBeGreaterThan(0);
    await line.getByTestId('wo-put-in').getByRole('button', { name: /减一/ }).click();
    await expect(putIn).toHaveValue(String(expected - 1));
    await line.getByTestId('wo-photo-input').setInputFiles(PROOF);
    await expect(line.getByTestId('wo-photo')).toBeVisible();
    await line.getByTestId('wo-reason').getByRole('button', { name: '货品损坏' }).click();
    await line.getByTestId('wo-line-submit').click();
    const done = page.locator(`[data-testid="wo-line"][data-slot="${slot}"]`);
    await expect(done).toHaveAttribute('data-done', '1');
    await expect(done.getByTestId('wo-line-done')).toContainText(String(expected - 1));

    // the merchant's list shows the progress without a reload
    await expect(progress).toContainText(`1/${total}`);

    await expect(page.getByTestId('wo-progress')).toContainText(`1/${total}`);

    // --- the merchant resolves the abnormal record of the shortfall ---
    await merchant.goto('/kiosk/#/pages/guishang/log/log2');
    const row = merchant.getByTestId('abnormal-row').first();
    await expect(row.getByTestId('abnormal-courier')).toHaveText(courier.name);
    await expect(row.getByTestId('abnormal-reason')).toHaveText('货品损坏');
    await expect(row.getByTestId('abnormal-shortfall')).toHaveText('1');
    await row.getByTestId('abnormal-handle').click();
    await row.getByTestId('abnormal-resolve').click();
    await merchant
      .getByTestId('abnormal-status-filter')
      .getByRole('button', { name: '已解决' })
      .click();
    const resolved = merchant.getByTestId('abnormal-row').first();
    await expect(resolved.getByTestId('abnormal-status')).toHaveAttribute('data-status', '1');
    await expect(resolved.getByTestId('abnormal-courier')).toHaveText(courier.name);
    await expect(resolved.getByTestId('abnormal-handled')).toContainText('演示柜商');
  } finally {
    await m.close();
    await c.close();
  }
});
