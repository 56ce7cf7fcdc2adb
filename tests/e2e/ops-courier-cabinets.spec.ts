/**
 * Couriers serve only their cabinets (issue 23): an operator assigns the demo merchant's new
 * courier cabinet A (not B) in the console; the courier logs in on a 1280x800 kiosk terminal
 * and its home lists cabinet A only. The operator then moves the courier to cabinet B: the open
 * kiosk shows B without a reload (`courier:cabinets` on the courier's socket); with no cabinet
 * left it says to ask the operator.
 */
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEWPORT, openConsoleAs, opsCall } from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(180_000);

const TERMINAL = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false };

interface Detail {
  id: number;
  cabinets: { id: number; code: string; name: string }[];
  couriers: { id: number; account: string; cabinet_ids: number[] }[];
}

test("an operator assigns cabinet A (not B) to a courier; the courier's kiosk shows A only", async ({
  page,
  browser,
  request,
}) => {
  const op = await openConsoleAs(page, request, 'operations', '/merchants');
  const rows = await opsCall<{ list: { id: number; account: string }[] }>(
    request,
    op,
    'GET',
    'merchants',
    { q: 'merchant', page: 1, limit: 50 },
  );
  const merchantId = rows.list.find((m) => m.account === 'merchant')!.id;
  const courier = { account: `kc${Date.now() % 1_000_000}`, password: 'courier-pw8' };
  const created = await opsCall<Detail>(request, op, 'POST', 'merchants/couriers/create', {
    merchant_id: merchantId,
    account: courier.account,
    name: '分柜师傅',
    mobile: '',
    password: courier.password,
  });
  const [a, b] = created.cabinets;
  expect(a && b).toBeTruthy();
  const courierId = created.couriers.find((c) => c.account === courier.account)!.id;

  // the operator assigns cabinet A in the console
  await page.goto(`/admin/#/merchants/${merchantId}`);
  await page.getByRole('tab', { name: /配送员/ }).click();
  await page.getByTestId(`courier-assign-${courier.account}`).click();
  const form = page.getByTestId('courier-assign');
  await form.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: `${a!.code} ${a!.name}` }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('courier-assign-ok').click();
  const row = page.locator('tr', { hasText: courier.account });
  await expect(row).toContainText(a!.code);
  await expect(row).not.toContainText(b!.code);

  const kiosk = await browser.newContext({ ...TERMINAL, locale: 'zh-CN' });
  try {
    const k = await kiosk.newPage();
    await k.goto('/kiosk/');
    await expect(k.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
    await k.getByRole('textbox', { name: /账号/ }).fill(courier.account);
    await k.getByLabel('密码', { exact: true }).fill(courier.password);
    await k.getByRole('button', { name: '登录', exact: true }).click();
    await expect(k.locator('[data-page="pages/guishang/courier/orders"]')).toBeVisible();
    const mine = k.getByTestId('courier-cabinets');
    await expect(mine.getByTestId('courier-cabinet')).toHaveCount(1);
    await expect(mine.getByTestId('courier-cabinet')).toHaveAttribute('data-id', String(a!.id));
    await expect(mine).toContainText(a!.name);
    await expect(mine).not.toContainText(b!.code);
    await expect(k.getByTestId('kiosk-connection')).toHaveAttribute('data-state', 'online');

    // the operator moves the courier to cabinet B: the open kiosk follows without a reload
    await k.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await opsCall(request, op, 'POST', 'merchants/couriers/cabinets', {
      id: courierId,
      cabinet_ids: String(b!.id),
    });
    await expect(mine.getByTestId('courier-cabinet')).toHaveAttribute('data-id', String(b!.id));
    await expect(mine.getByTestId('courier-cabinet')).toHaveCount(1);
    // no cabinet left: the courier is told to ask the operator
    await opsCall(request, op, 'POST', 'merchants/couriers/cabinets', {
      id: courierId,
      cabinet_ids: '',
    });
    await expect(mine).toContainText('请联系平台运营为您分配负责的柜子');
    await expect(mine.getByTestId('courier-cabinet')).toHaveCount(0);
    expect(
      await k.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
    ).toBe(true);
  } finally {
    await kiosk.close();
  }
});
