/**
 * Issue 18 part C at 1280×800: a paid purchase order of 菠菜 is received partly (what fits into
 * the one empty slot goes in, the unreceived rest is NAMED on the sheet), the received vegetable
 * is then sold from New sale (with the QR listing the items, no printed link); an online order's
 * detail shows its consignee. The money ledger then names the purchase order by its sn and opens
 * the settlement screen (issue 18 part C follow-up).
 *
 * Slot 6 of demo cabinet 2 is first emptied and unassigned through the slot set-up API.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { KIOSK, MERCHANT, kioskLogin, merchantApi, merchantToken } from './kiosk';
import { AGREED } from './helpers';

// the second demo cabinet: its six slots are all assigned; slot 6 is emptied for the receipt
const CABINET_ID = 2;
const VIEW = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * Empties slot 6 of the cabinet through the kiosk's own slot set-up API (its stock written off
 * with a ledger row, the slot unassigned), so the receipt has exactly one empty slot to fill.
 */
async function emptySlot(request: APIRequestContext, token: string): Promise<void> {
  const grid = await merchantApi<{ slots: { location_id: number; slot_no: number | null }[] }>(
    request,
    token,
    'GET',
    'slots/grid',
    { cabinet_id: CABINET_ID },
  );
  const six = grid.slots.find((x) => x.slot_no === 6);
  if (!six) throw new Error('cabinet has no slot 6');
  await merchantApi(request, token, 'POST', 'slots/empty', {
    location_id: six.location_id,
    idempotency_key: `e2e-receive-empty-${Date.now()}`,
  });
}

test('a paid purchase is received partly, the rest named, the vegetable sold in New sale', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await merchantToken(request);
  await emptySlot(request, token);
  const supply = await merchantApi<{ list: { id: number; name: string; min_qty: number }[] }>(
    request,
    token,
    'GET',
    'jinhuo/goods',
    { keyword: '菠菜' },
  );
  const spinach = supply.list[0]!;
  const addresses = await merchantApi<{ list: { id: number }[] }>(
    request,
    token,
    'GET',
    'address/list',
  );
  const order = await merchantApi<{ id: number }>(request, token, 'POST', 'jinhuo/createOrder', {
    supply_goods_id: spinach.id,
    quantity: 25,
    address_id: addresses.list[0]!.id,
    cabinet_id: CABINET_ID,
    client_key: `e2e-receive-${Date.now()}-abcdef`,
  });
  await merchantApi(request, token, 'POST', 'money/pay', {
    order_id: order.id,
    method: 'merchant_balance',
    password: MERCHANT.password,
  });

  const ctx = await browser.newContext(VIEW);
  try {
    const k = await ctx.newPage();
    await kioskLogin(k);
    await k.goto(`${KIOSK}pages/guishang/order/jinhuo?status=1`);
    const card = k.locator(`[data-testid="purchase-order"][data-order-id="${order.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('purchase-total')).toContainText('实付');
    await card.getByRole('button', { name: '收货入柜' }).click();
    const sheet = k.getByRole('dialog');
    const line = sheet.getByTestId('receive-line');
    await expect(line).toContainText('菠菜');
    await expect(line.getByTestId('receive-suggestion')).toContainText('6号格 +20');
    // the slot list never offers a slot holding other goods: only "as suggested" and slot 6
    await expect(line.locator('select option')).toHaveCount(2);
    await line.getByLabel('柜内售价（元）').fill('6.5');
    await sheet.getByRole('button', { name: '确认收货入柜' }).click();
    const result = sheet.getByTestId('receive-result');
    await expect(result.getByTestId('booked-line')).toContainText('+20斤 → 6号格');
    await expect(result.getByTestId('left-line')).toContainText('菠菜 剩 5斤');
    await expect(result.getByTestId('left-line')).toHaveAttribute('data-reason', 'capacity');
    await expect(result.getByTestId('receive-new-goods')).toContainText('菠菜 ¥6.50');
    await k.screenshot({ path: '.tmp/receive-partial.png' });
    await result.getByRole('button', { name: '关闭' }).click();
    // the order stays open, partly received
    await expect(card.locator('.gs-order__status')).toHaveText('部分收货');

    // New sale: the received 菠菜 is sellable
    await k.goto(`${KIOSK}pages/guishang/order/form?cabinet_id=${CABINET_ID}`);
    const goods = k.locator('[data-testid="sale-goods"]', { hasText: '菠菜' });
    await expect(goods).toBeVisible();
    await goods.getByRole('button', { name: '菠菜加一' }).click();
    await k.getByTestId('create-sale').click();
    const panel = k.getByTestId('collect-panel');
    await expect(panel.getByTestId('qr-items')).toContainText('菠菜 × 1');
    await expect(panel.getByTestId('cashier-link')).toHaveCount(0);
    await k.screenshot({ path: '.tmp/receive-sale-qr.png' });

    // (issue 18 C follow-up) the money ledger names the purchase by its sn; its header opens
    // the settlement screen with its totals and both lists
    await k.goto(`${KIOSK}pages/guishang/money/money`);
    await expect(k.getByTestId('money-ref').first()).toContainText(/^进货单 [^#]/);
    await k.getByTestId('money-settlement').click();
    await expect(k.locator('[data-page="pages/guishang/money/settlement"]')).toBeVisible();
    await expect(k.getByTestId('settle-cards')).toContainText('待结算');
    await expect(k.getByRole('heading', { name: '已结算订单' })).toBeVisible();
    await k.screenshot({ path: '.tmp/settlement.png' });
  } finally {
    await ctx.close();
  }
});

const CONSUMER = { mobile: '13800138000', password: 'demo123456', ...AGREED };

async function consumer<T>(
  request: APIRequestContext,
  p: string,
  params: Record<string, string | number>,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await request.post(`/api/${p}`, { form: params, headers });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${p}: ${body.message}`).toBe(200);
  return body.data;
}

test("an online order's detail shows the consignee", async ({ browser, request }) => {
  // the demo consumer orders one of the merchant's shop goods (default address)
  const token = await merchantToken(request);
  const shop = await merchantApi<{
    list: { id: number; sku_id: number; stock: number; status: number }[];
  }>(request, token, 'GET', 'goods/list', { page: 1, limit: 50, status: 1 });
  const goods = shop.list.find((g) => g.stock >= 1)!;
  const user = await consumer<{ token: string }>(request, 'login', CONSUMER);
  const bought = await consumer<{ order_ids: number[] }>(
    request,
    'order/buy',
    { goods_id: goods.id, sku_id: goods.sku_id, num: 1, client_key: crypto.randomUUID() },
    user.token,
  );
  const orderId = bought.order_ids[0]!;
  const ctx = await browser.newContext(VIEW);
  try {
    const k = await ctx.newPage();
    await kioskLogin(k);
    await k.goto(`${KIOSK}pages/guishang/order/order`);
    const row = k.locator(`[data-testid="merchant-order"][data-order-id="${orderId}"]`);
    await expect(row).toBeVisible();
    await row.getByTestId('merchant-order-open').click();
    await expect(k.locator('[data-page="pages/guishang/order/detail"]')).toBeVisible();
    await expect(k.getByTestId('order-consignee')).not.toHaveText('—');
    await expect(k.getByTestId('order-address')).not.toHaveText('—');
    await k.screenshot({ path: '.tmp/order-detail.png' });
  } finally {
    await ctx.close();
  }
});
