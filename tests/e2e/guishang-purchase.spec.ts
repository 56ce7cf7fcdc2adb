/**
 * Fresh-vegetable purchase on the kiosk (docs/api-guishang.md "Trade"): the demo merchant adds
 * three vegetables to the purchase cart, deletes one, changes a quantity, settles, confirms (address picked from the list, cabinet),
 * creates the order, pays it from the merchant balance, sees it awaiting delivery, receives it
 * into the suggested slots, and the cabinet's slots hold that much more (stock ledger rows
 * `restock` with ref `po:<order>`). Plus: an address with a bad mobile is refused inline and
 * nothing is saved.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const KIOSK = '/kiosk/#/pages/guishang';

/** The kiosk's session: its token, and the terminal id it is bound to (docs/security.md). */
interface KioskSession {
  token: string;
  terminal: string;
}

async function merchantLogin(page: Page): Promise<KioskSession> {
  await page.setViewportSize({ width: 1080, height: 1600 });
  await page.goto('/kiosk/');
  await expect(page.locator('[data-page="pages/guishang/login/login"]')).toBeVisible();
  await page.getByRole('textbox', { name: /账号/ }).fill('merchant');
  await page.getByLabel('密码', { exact: true }).fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('merchantToken'));
  const terminal = await page.evaluate(() => localStorage.getItem('kioskTerminalId'));
  expect(token).toBeTruthy();
  return { token: token as string, terminal: terminal ?? '' };
}

async function api<T>(
  request: APIRequestContext,
  session: KioskSession,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const res = await request.get(`/api/admin/${path}`, {
    params,
    headers: { Authorization: `Bearer ${session.token}`, 'X-Terminal-Id': session.terminal },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

interface Slot {
  location_id: number;
  goods: { sku_id: number; quantity: number }[];
}

function slotQuantity(slots: Slot[], locationId: number, skuId: number): number {
  return (
    slots.find((s) => s.location_id === locationId)?.goods.find((g) => g.sku_id === skuId)
      ?.quantity ?? 0
  );
}

test('buy two vegetables, pay from the balance and receive them into the cabinet', async ({
  page,
  request,
}) => {
  const kiosk = await merchantLogin(page);

  // Market → add two vegetables (at their minimum quantity: 5 斤 each).
  await page.goto(`${KIOSK}/jinhuo/jinhuo`);
  await expect(page.locator('[data-page="pages/guishang/jinhuo/jinhuo"]')).toBeVisible();
  await expect(page.getByTestId('supply-goods').first()).toBeVisible();
  await page.getByRole('button', { name: '把上海青加入进货车' }).click();
  await expect(page.getByText('上海青已加入进货车')).toBeVisible();
  await page.getByRole('button', { name: '把番茄加入进货车' }).click();
  await expect(page.getByText('番茄已加入进货车')).toBeVisible();
  await page.getByRole('button', { name: '把土豆加入进货车' }).click();
  await expect(page.getByText('土豆已加入进货车')).toBeVisible();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('进货车，3种商品');

  // Cart: delete one line (confirmed), one more 斤 of 上海青 (saved on the server) → settle.
  await page.getByTestId('cart-button').click();
  await expect(page.locator('[data-page="pages/guishang/cart/cart"]')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await page.getByRole('button', { name: '删除土豆' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const qingcai = page.getByTestId('cart-line').filter({ hasText: '上海青' });
  await qingcai.getByRole('button', { name: '增加' }).click();
  await expect(qingcai.getByRole('spinbutton')).toHaveValue('6');
  // 6 × ¥3.50 + 5 × ¥4.50
  await expect(page.locator('.gs-cart__total')).toContainText('¥43.50');
  await page.getByTestId('settle').click();

  // Confirmation: default address, change it through the list (pick mode), cabinet, totals.
  await expect(page.locator('[data-page="pages/guishang/jinhuo/createCarOrder"]')).toBeVisible();
  await expect(page.getByTestId('confirm-line')).toHaveCount(2);
  await expect(page.getByTestId('confirm-address')).toContainText('李店长');
  await page.getByRole('button', { name: '更换地址' }).click();
  await expect(page.locator('[data-page="pages/guishang/address/address"]')).toBeVisible();
  await page.getByRole('button', { name: '使用李店长的地址' }).click();
  await expect(page.locator('[data-page="pages/guishang/jinhuo/createCarOrder"]')).toBeVisible();
  await expect(page.getByTestId('confirm-address')).toContainText('李店长');
  const cabinets = page.getByTestId('cabinet-choice');
  await expect(cabinets).toHaveCount(2);
  await cabinets.first().click();
  await expect(cabinets.first()).toHaveAttribute('aria-checked', 'true');
  // ¥43.50 of goods, under ¥99: freight ¥8.00.
  await expect(page.getByTestId('confirm-freight')).toContainText('¥8.00');
  await expect(page.getByTestId('confirm-total')).toContainText('¥51.50');
  await page.getByRole('button', { name: '提交订单' }).click();

  // Pay from the merchant balance (money/pay).
  await expect(page.locator('[data-page="pages/guishang/money/pay"]')).toBeVisible();
  const orderId = Number(new URL(page.url().replace('#/', '')).searchParams.get('order_id'));
  expect(orderId).toBeGreaterThan(0);
  await page.getByLabel('商户登录密码').fill('demo123456');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.locator('[data-page="pages/guishang/money/paySuccess"]')).toBeVisible();

  // Purchase orders: awaiting delivery.
  await page.goto(`${KIOSK}/order/jinhuo?status=1`);
  const row = page.locator(`[data-testid="purchase-order"][data-order-id="${orderId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('待收货');

  // What the server suggests, and the slots' stock before receiving.
  const order = await api<{
    cabinet_id: number;
    lines: {
      id: number;
      sku_id: number;
      quantity: number;
      suggested_location_id: number;
      suggested_slots: { location_id: number; quantity: number }[];
    }[];
  }>(request, kiosk, 'jinhuo/order/detail', { order_id: orderId });
  expect(order.lines).toHaveLength(2);
  const before = await api<{ slots: Slot[] }>(request, kiosk, 'cabinet/detail', {
    cabinet_id: order.cabinet_id,
  });

  // Receive as suggested: each vegetable into one slot of its own (an empty one: never a slot
  // holding other goods), the sheet saying which.
  await row.getByRole('button', { name: '收货入柜' }).click();
  await expect(page.getByTestId('receive-line')).toHaveCount(2);
  for (const l of order.lines) {
    expect(l.suggested_slots).toEqual([
      { location_id: l.suggested_location_id, quantity: l.quantity },
    ]);
    await expect(page.locator(`#gs-receive-slot-${l.id}`)).toHaveValue('0'); // as suggested
  }
  expect(new Set(order.lines.map((l) => l.suggested_location_id)).size).toBe(2);
  await page.getByRole('button', { name: '确认收货入柜' }).click();
  await expect(page.getByTestId('receive-result')).toBeVisible();
  await expect(page.getByTestId('booked-line')).toHaveCount(2);
  await expect(page.getByTestId('booked-line').filter({ hasText: '上海青' })).toContainText('+6斤');
  await page.getByRole('button', { name: '关闭' }).first().click();
  await expect(row).toHaveCount(0);

  // The cabinet holds that much more, booked as restock moves of this order.
  const after = await api<{ slots: Slot[] }>(request, kiosk, 'cabinet/detail', {
    cabinet_id: order.cabinet_id,
  });
  for (const l of order.lines) {
    expect(slotQuantity(after.slots, l.suggested_location_id, l.sku_id)).toBe(
      slotQuantity(before.slots, l.suggested_location_id, l.sku_id) + l.quantity,
    );
  }
  const log = await api<{ list: { reason: string; ref: string; delta: number }[] }>(
    request,
    kiosk,
    'stock/log',
    { reason: 'restock', cabinet_id: order.cabinet_id },
  );
  const booked = log.list.filter((r) => r.ref === `po:${orderId}`);
  expect(booked.map((r) => r.delta).sort()).toEqual([5, 6]);

  // And the order is listed as received.
  await page.goto(`${KIOSK}/order/jinhuo?status=2`);
  await expect(
    page.locator(`[data-testid="purchase-order"][data-order-id="${orderId}"]`),
  ).toContainText('已收货');
});

test('an address with a bad mobile is refused inline and nothing is saved', async ({
  page,
  request,
}) => {
  const kiosk = await merchantLogin(page);
  const before = await api<{ list: unknown[] }>(request, kiosk, 'address/list');

  await page.goto(`${KIOSK}/address/address`);
  await expect(page.getByTestId('address-row')).toHaveCount(before.list.length);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await expect(page.locator('[data-page="pages/guishang/address/addressManage"]')).toBeVisible();
  await page.getByLabel('收货人').fill('王师傅');
  await page.getByLabel('手机号码').fill('12345');
  await page.getByLabel('详细地址').fill('文一路100号');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page.locator('#addr-mobile-error')).toHaveText('请输入正确的11位手机号');
  await expect(page.locator('[data-page="pages/guishang/address/addressManage"]')).toBeVisible();
  const after = await api<{ list: unknown[] }>(request, kiosk, 'address/list');
  expect(after.list).toHaveLength(before.list.length);
});

test('buy now from the goods detail, then cancel the unpaid order', async ({ page }) => {
  await merchantLogin(page);
  await page.goto(`${KIOSK}/jinhuo/jinhuo`);
  await page.getByRole('link', { name: /南瓜/ }).click();
  await expect(page.getByTestId('supply-detail')).toContainText('3个起订');
  await page.getByRole('button', { name: '增加' }).click();
  await expect(page.getByRole('spinbutton')).toHaveValue('4');
  await page.getByRole('button', { name: '立即进货' }).click();

  await expect(page.locator('[data-page="pages/guishang/jinhuo/createOrder"]')).toBeVisible();
  await expect(page.getByTestId('confirm-line')).toHaveCount(1);
  await expect(page.getByTestId('confirm-line')).toContainText('×4个');
  // 4 × ¥8.80 = ¥35.20 + ¥8.00 freight
  await expect(page.getByTestId('confirm-total')).toContainText('¥43.20');
  await page.getByLabel('备注').fill('上午送到');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.locator('[data-page="pages/guishang/money/pay"]')).toBeVisible();
  const orderId = Number(new URL(page.url().replace('#/', '')).searchParams.get('order_id'));

  await page.goto(`${KIOSK}/order/jinhuo?status=0`);
  const row = page.locator(`[data-testid="purchase-order"][data-order-id="${orderId}"]`);
  await expect(row).toContainText('待付款');
  await row.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('订单已取消')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: '已取消' }).click();
  await expect(
    page.locator(`[data-testid="purchase-order"][data-order-id="${orderId}"]`),
  ).toContainText('已取消');
});
