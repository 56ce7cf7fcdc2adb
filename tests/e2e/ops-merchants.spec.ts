/**
 * The console's merchants and cabinets (issue 23, "Done means"): an operations operator creates a
 * merchant with its login account in the console, then a cabinet of 3x4 slots; the console shows
 * the cabinet's live state (12 empty slots, no terminal yet). The merchant logs in on a 1280x800
 * kiosk terminal with that account and the home shows the cabinet's physical grid of 12 slots.
 * Back on the console, the operator binds that terminal to the cabinet and sees it online.
 */
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEWPORT, openConsoleAs } from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(240_000);

const TERMINAL = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false };

test('an operator creates a merchant with a 3x4 cabinet; the merchant logs in on the kiosk and sees 12 slots', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const merchant = { account: `e2em${stamp}`, password: 'kiosk-pw-88', name: `文三路柜商${stamp}` };
  const code = `E2E-${stamp}`;

  await openConsoleAs(page, request, 'operations', '/merchants');
  await page.getByTestId('merchant-new').click();
  const form = page.getByTestId('merchant-create');
  await form.getByTestId('merchant-name').fill(merchant.name);
  await form.getByTestId('merchant-account').fill(merchant.account);
  await form.getByTestId('merchant-password').fill(merchant.password);
  await form.getByTestId('merchant-mobile').fill('13900139555');
  await page.getByTestId('merchant-create-ok').click();
  const detail = page.getByTestId('merchant-detail');
  await expect(detail).toContainText(merchant.account);
  await expect(page.getByTestId('merchant-status')).toHaveText('正常');

  // a taken account is refused with the server's reason under the field
  await page.goto('/admin/#/merchants');
  await page.getByTestId('merchant-new').click();
  await form.getByTestId('merchant-name').fill('重复账号');
  await form.getByTestId('merchant-account').fill(merchant.account);
  await form.getByTestId('merchant-password').fill(merchant.password);
  await page.getByTestId('merchant-create-ok').click();
  await expect(form).toContainText('该登录账号已被使用');
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByTestId('merchants-filter-q').fill(merchant.account);
  await page.getByTestId('merchants-search').click();
  await expect(page).toHaveURL(new RegExp(`q=${merchant.account}`));
  const table = page.getByTestId('merchants-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByText(merchant.name).click();

  // the cabinet: code, address, location, a 3x4 grid of capacity 12
  await page.getByTestId('cabinet-new').click();
  const cab = page.getByTestId('cabinet-create');
  await cab.getByTestId('cabinet-code').fill(code);
  await cab.getByTestId('cabinet-name').fill('文三路1号柜');
  await cab.getByTestId('cabinet-address').fill('杭州市西湖区文三路90号');
  await cab.getByTestId('cabinet-lat').fill('30.2775');
  await cab.getByTestId('cabinet-lng').fill('120.1288');
  await cab.getByTestId('cabinet-rows').fill('3');
  await cab.getByTestId('cabinet-cols').fill('4');
  await cab.getByTestId('cabinet-capacity').fill('12');
  await page.getByTestId('cabinet-create-ok').click();
  await expect(page.getByTestId('cabinet-detail')).toContainText(code);
  await expect(page.getByTestId('cabinet-grid-size')).toHaveText('3 行 × 4 列，共 12 格');
  await expect(page.getByTestId('cabinet-slot')).toHaveCount(12);
  await expect(page.locator('[data-testid="cabinet-slot"][data-state="unassigned"]')).toHaveCount(
    12,
  );
  await expect(page.getByTestId('cabinet-terminals')).toContainText('暂无终端');

  // the merchant's kiosk terminal
  const kiosk = await browser.newContext({ ...TERMINAL, locale: 'zh-CN' });
  try {
    const k = await kiosk.newPage();
    await k.goto('/kiosk/');
    await expect(k.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
    await k.getByRole('textbox', { name: /账号/ }).fill(merchant.account);
    await k.getByLabel('密码', { exact: true }).fill(merchant.password);
    await k.getByRole('button', { name: '登录', exact: true }).click();
    await expect(k.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
    const home = k.getByTestId('cabinet');
    await expect(home.getByTestId('slot')).toHaveCount(12);
    await expect(home.locator('[data-testid="slot"][data-state="unassigned"]')).toHaveCount(12);

    // the terminal reported itself without a cabinet (a fresh kiosk has none chosen): the
    // operator binds it to the cabinet by its id and sees it online there
    const terminalId = await k.evaluate(() => localStorage.getItem('kioskTerminalId'));
    expect(terminalId).toBeTruthy();
    await page.getByTestId('terminal-bind').click();
    await page.getByTestId('terminal-id').fill(terminalId!);
    await page.getByTestId('terminal-bind-form-ok').click();
    const terminals = page.getByTestId('cabinet-terminals');
    await expect(terminals).toContainText(terminalId!);
    await expect(terminals).toContainText('已绑定');
    await expect(terminals).toContainText('在线');
  } finally {
    await kiosk.close();
  }
});
