/**
 * A cabinet sale end to end (issue 6): kiosk A shows the cabinet home with its live slot grid;
 * kiosk B sells goods of a slot on `order/form` and shows the cashier QR code; a phone opens the
 * cashier link and pays → B turns into "paid" and A's slot quantity goes down, both without a
 * reload; the sales list shows the order paid. An unpaid sale shows "Continue collecting payment",
 * which gives the QR code again.
 *
 * Setup through the merchant API: the SKU of a stocked slot of cabinet 1 becomes a cabinet goods
 * (the seed has none), and the slot gets at least 3 pieces.
 */
import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { KIOSK, MERCHANT, kioskLogin, merchantApi, merchantToken } from './kiosk';
import { AGREED } from './helpers';

const CABINET_ID = 1;
const SOLD = 2;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Slot {
  location_id: number;
  slot_no: number;
  quantity: number;
  capacity: number;
  goods: { sku_id: number; quantity: number; name: string; cabinet_goods_id: number | null }[];
}
interface CabinetGoods {
  id: number;
  sku_id: number;
  name: string;
  price: number;
}
interface CabinetOrder {
  id: number;
  status: number;
  amount: number;
  lines: { location_id: number; sku_id: number; quantity: number }[];
}

/** A slot of cabinet 1 whose SKU is a cabinet goods, with at least `SOLD + 1` pieces. */
async function prepareGoods(
  request: APIRequestContext,
  token: string,
): Promise<{ goods: CabinetGoods; locationId: number }> {
  const detail = await merchantApi<{ slots: Slot[] }>(request, token, 'GET', 'cabinet/detail', {
    cabinet_id: CABINET_ID,
  });
  const slot = [...detail.slots]
    .filter((s) => s.goods.length === 1)
    .sort((a, b) => b.quantity - a.quantity)[0];
  const inSlot = slot?.goods[0];
  if (!slot || !inSlot) throw new Error('cabinet 1 has no slot with one SKU');
  const skuId = inSlot.sku_id;

  const list = await merchantApi<{ list: CabinetGoods[] }>(
    request,
    token,
    'GET',
    'guizi/goods/list',
    {
      page: 1,
      limit: 50,
    },
  );
  let goods = list.list.find((g) => g.sku_id === skuId);
  if (!goods) {
    const cls = await merchantApi<{ id: number }>(request, token, 'POST', 'guizi/class/add', {
      name: `e2e-${Date.now() % 1_000_000}`,
    });
    const added = await merchantApi<{ id: number }>(request, token, 'POST', 'guizi/goods/add', {
      class_id: cls.id,
      sku_id: skuId,
      name: `柜售测试${skuId}`,
      price: 350,
      status: 1,
    });
    goods = { id: added.id, sku_id: skuId, name: `柜售测试${skuId}`, price: 350 };
  }
  // the order takes from the fullest slot holding the SKU: make this one hold enough
  const need = SOLD + 3 - inSlot.quantity;
  if (need > 0) {
    await merchantApi(request, token, 'POST', 'stock/in', {
      location_id: slot.location_id,
      sku_id: skuId,
      quantity: Math.min(need, slot.capacity - slot.quantity),
      idempotency_key: `e2e-sale-${Date.now()}`,
      reason: 'correction',
    });
  }
  return { goods, locationId: slot.location_id };
}

async function kioskContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 1080, height: 1920 },
    locale: 'zh-CN',
  });
}

const slotQty = (page: Page, locationId: number) =>
  page.locator(`[data-testid="slot"][data-location-id="${locationId}"] [data-testid="slot-qty"]`);

async function readQty(page: Page, locationId: number): Promise<number> {
  const text = (await slotQty(page, locationId).textContent()) ?? '';
  return Number(text.split('/')[0]);
}

/** On order/form: picks `n` of the goods and creates the sale; answers the order id. */
async function sell(page: Page, goods: CabinetGoods, n: number): Promise<number> {
  const card = page.locator(`[data-testid="sale-goods"][data-goods-id="${goods.id}"]`);
  await expect(card).toBeVisible();
  for (let i = 0; i < n; i++) {
    await card.getByRole('button', { name: `${goods.name}加一` }).click();
  }
  await expect(card.getByRole('spinbutton')).toHaveValue(String(n));
  // a double press makes one order (one client key per form visit)
  await page.getByTestId('create-sale').dblclick();
  const panel = page.getByTestId('collect-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('payment-qr').getByRole('img', { name: /二维码/ })).toBeVisible();
  return Number(await panel.getAttribute('data-order-id'));
}

test('a cabinet sale is paid from a phone and every kiosk screen follows live', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await merchantToken(request);
  const { goods, locationId } = await prepareGoods(request, token);
  const base = baseURL as string;

  // ---- kiosk A: the cabinet home with the live slot grid ----
  const ctxA = await kioskContext(browser, base);
  const a = await ctxA.newPage();
  await kioskLogin(a);
  await expect(slotQty(a, locationId)).toBeVisible();
  const before = await readQty(a, locationId);
  expect(before).toBeGreaterThanOrEqual(SOLD + 1);

  // ---- kiosk B: a new sale of that goods → the cashier QR code ----
  const ctxB = await kioskContext(browser, base);
  const b = await ctxB.newPage();
  await kioskLogin(b);
  await b.goto(`${KIOSK}pages/guishang/order/form?cabinet_id=${CABINET_ID}`);
  await expect(b.locator('[data-page="pages/guishang/order/form"]')).toBeVisible();
  const orderId = await sell(b, goods, SOLD);
  expect(orderId).toBeGreaterThan(0);
  const panel = b.getByTestId('collect-panel');
  await expect(panel).toHaveAttribute('data-status', '0');
  await expect(panel.getByText('等待顾客扫码支付')).toBeVisible();
  await expect(panel.getByRole('timer')).toBeVisible();
  const cashierUrl = await panel.getByTestId('payment-qr').getAttribute('data-cashier-url');
  expect(cashierUrl).toMatch(/^http:\/\/.+\/pay\/sandbox\/cashier\?/);
  await expect(panel.getByTestId('cashier-link')).toHaveCount(0);

  // one order for the double press, holding the goods of the slot A shows
  const order = await merchantApi<CabinetOrder>(request, token, 'GET', 'guizi/order/detail', {
    order_id: orderId,
  });
  expect(order.status).toBe(0);
  expect(order.lines).toEqual([
    expect.objectContaining({ location_id: locationId, sku_id: goods.sku_id, quantity: SOLD }),
  ]);
  expect(order.amount).toBe(goods.price * SOLD);

  // ---- the phone opens the cashier link and pays ----
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const phoneCtx = await browser.newContext({ ...iphone, locale: 'zh-CN' });
  const phone = await phoneCtx.newPage();
  await phone.goto(cashierUrl as string);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await phone.waitForURL((u) => !u.pathname.includes('/pay/sandbox/cashier'));

  // ---- B shows paid and A's slot went down, neither reloaded ----
  await expect(panel).toHaveAttribute('data-status', '1');
  await expect(panel.getByText('支付成功')).toBeVisible();
  await expect(slotQty(a, locationId)).toHaveText(new RegExp(`^${before - SOLD}/`));
  expect(
    (
      await merchantApi<CabinetOrder>(request, token, 'GET', 'guizi/order/detail', {
        order_id: orderId,
      })
    ).status,
  ).toBe(1);

  // ---- the sales list shows it paid ----
  await b.goto(`${KIOSK}pages/guishang/order/list`);
  const paidRow = b.locator(`[data-testid="cabinet-order"][data-order-id="${orderId}"]`);
  await expect(paidRow).toHaveAttribute('data-status', '1');
  await expect(paidRow.getByText('已支付')).toBeVisible();
  await expect(paidRow.getByRole('button', { name: '继续收款' })).toHaveCount(0);

  // ---- an unpaid sale: "Continue collecting payment" gives the QR code again ----
  await b.goto(`${KIOSK}pages/guishang/order/form?cabinet_id=${CABINET_ID}`);
  const unpaidId = await sell(b, goods, 1);
  expect(unpaidId).not.toBe(orderId);
  await b.goto(`${KIOSK}pages/guishang/order/list`);
  const unpaidRow = b.locator(`[data-testid="cabinet-order"][data-order-id="${unpaidId}"]`);
  await expect(unpaidRow).toHaveAttribute('data-status', '0');
  await unpaidRow.getByRole('button', { name: '继续收款' }).click();
  const again = b.getByRole('dialog').getByTestId('collect-panel');
  await expect(again).toBeVisible();
  await expect(again.getByTestId('payment-qr').getByRole('img', { name: /二维码/ })).toBeVisible();
  await expect(again.getByTestId('payment-qr')).toHaveAttribute(
    'data-cashier-url',
    /\/pay\/sandbox\/cashier\?/,
  );

  // cancelling it puts the piece back: the row and kiosk A follow live
  await again.getByRole('button', { name: '取消订单' }).click();
  await b.getByRole('button', { name: '确定' }).click();
  await expect(again).toHaveAttribute('data-status', '2');
  await b.getByRole('button', { name: '关闭' }).click();
  await expect(unpaidRow).toHaveAttribute('data-status', '2');
  await expect(slotQty(a, locationId)).toHaveText(new RegExp(`^${before - SOLD}/`));

  await phoneCtx.close();
  await ctxB.close();
  await ctxA.close();
});

// ---- the merchant's online orders: live arrival, shipping, after-sale refund ----

const CONSUMER = { mobile: '13800138000', password: 'demo123456', ...AGREED };

async function consumer<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number>,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await request.get(`/api/${path}`, { params, headers })
      : await request.post(`/api/${path}`, { form: params, headers });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** The demo consumer buys one piece of the merchant's goods and pays at the sandbox cashier. */
async function paidOrder(
  request: APIRequestContext,
  phone: Page,
  userToken: string,
  goods: { id: number; sku_id: number },
): Promise<number> {
  const bought = await consumer<{ trade_no: string; order_ids: number[] }>(
    request,
    'POST',
    'order/buy',
    {
      goods_id: goods.id,
      sku_id: goods.sku_id,
      num: 1,
      client_key: crypto.randomUUID(),
    },
    userToken,
  );
  const pay = await consumer<{ cashier_url: string }>(
    request,
    'POST',
    'pay/pay',
    { trade_no: bought.trade_no, method: 'online' },
    userToken,
  );
  await phone.goto(pay.cashier_url);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await phone.waitForURL((u) => !u.pathname.includes('/pay/sandbox/cashier'));
  const id = bought.order_ids[0];
  if (id === undefined) throw new Error('no order');
  return id;
}

test('online orders arrive live, are shipped and refunded from the kiosk', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await merchantToken(request);
  const shop = await merchantApi<{
    list: { id: number; sku_id: number; stock: number; status: number }[];
  }>(request, token, 'GET', 'goods/list', { page: 1, limit: 50, status: 1 });
  const goods = shop.list.find((g) => g.stock >= 3 && g.status === 1);
  if (!goods) throw new Error('the demo merchant has no goods in stock');
  const user = await consumer<{ token: string }>(request, 'POST', 'login', CONSUMER);

  const kiosk = await kioskContext(browser, baseURL as string);
  const k = await kiosk.newPage();
  await kioskLogin(k);
  await k.goto(`${KIOSK}pages/guishang/order/order`);
  await expect(k.locator('[data-page="pages/guishang/order/order"]')).toBeVisible();
  await k.getByRole('button', { name: '待发货' }).click();

  const phoneCtx = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const phone = await phoneCtx.newPage();

  // a paid order shows up without a reload and is shipped
  const shipId = await paidOrder(request, phone, user.token, goods);
  const shipRow = k.locator(`[data-testid="merchant-order"][data-order-id="${shipId}"]`);
  await expect(shipRow).toHaveAttribute('data-status', '1');
  await shipRow.getByRole('button', { name: '发货', exact: true }).click();
  const form = k.getByRole('dialog');
  await form.getByRole('button', { name: '确认发货' }).click();
  await expect(form.getByRole('alert')).toHaveText('请选择或填写快递公司');
  await form.getByRole('radio', { name: '顺丰速运' }).click();
  await form.getByLabel('快递单号').fill('SF1234567890');
  await form.getByRole('button', { name: '确认发货' }).click();
  await expect(form).toHaveCount(0);
  await k.getByRole('button', { name: '已发货' }).click();
  await expect(shipRow).toHaveAttribute('data-status', '2');

  // a refund-only request on another paid order is refunded
  const refundId = await paidOrder(request, phone, user.token, goods);
  const info = await consumer<{ pay_amount: number }>(
    request,
    'GET',
    'user/order_info',
    { order_id: refundId },
    user.token,
  );
  await consumer(
    request,
    'POST',
    'after_sales/apply',
    { order_id: refundId, type: 'refund', reason: '不想要了', amount: info.pay_amount },
    user.token,
  );
  await k.getByRole('button', { name: '全部' }).click();
  const refundRow = k.locator(`[data-testid="merchant-order"][data-order-id="${refundId}"]`);
  await expect(refundRow.getByText('待处理')).toBeVisible();
  await expect(refundRow.getByRole('button', { name: '发货', exact: true })).toHaveCount(0);
  await refundRow.getByRole('button', { name: '退款' }).click();
  await k.getByRole('button', { name: '确定' }).click();
  await expect(refundRow.getByText('已退款')).toBeVisible();
  await expect(refundRow).toHaveAttribute('data-status', '5');

  await phoneCtx.close();
  await kiosk.close();
});

// ---- paying a purchase order: balance with the login password, online by QR code ----

interface PurchaseOrder {
  id: number;
  status: number;
  pay_amount: number;
  order_sn: string;
}

async function newPurchaseOrder(
  request: APIRequestContext,
  token: string,
  quantity: (g: { price: number; min_qty: number; stock: number }) => number,
): Promise<PurchaseOrder> {
  const addresses = await merchantApi<{ list: { id: number }[] }>(
    request,
    token,
    'GET',
    'address/list',
  );
  const address = addresses.list[0];
  if (!address) throw new Error('the demo merchant has no address');
  const offers = await merchantApi<{
    list: { id: number; price: number; min_qty: number; stock: number }[];
  }>(request, token, 'GET', 'jinhuo/goods', { page: 1, limit: 50 });
  const g = [...offers.list].sort((x, y) => y.price - x.price)[0];
  if (!g) throw new Error('no supplier goods');
  return merchantApi<PurchaseOrder>(request, token, 'POST', 'jinhuo/createOrder', {
    supply_goods_id: g.id,
    quantity: quantity(g),
    address_id: address.id,
    cabinet_id: CABINET_ID,
    client_key: crypto.randomUUID(),
  });
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await merchantApi<{ balance: number }>(request, token, 'GET', 'money/info')).balance;

test('a purchase order is paid from the balance or online, and a short balance is said plainly', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await merchantToken(request);
  const kiosk = await kioskContext(browser, baseURL as string);
  const k = await kiosk.newPage();
  await kioskLogin(k);

  // ---- balance: a wrong password is refused, the right one pays ----
  const before = await balanceOf(request, token);
  const cheap = await newPurchaseOrder(request, token, (g) => g.min_qty);
  expect(cheap.pay_amount).toBeLessThanOrEqual(before);
  await k.goto(`${KIOSK}pages/guishang/money/pay?order_id=${cheap.id}`);
  await expect(k.getByText(cheap.order_sn)).toBeVisible();
  await k.getByRole('button', { name: '确认支付' }).click();
  await expect(k.getByText('请输入商户登录密码')).toBeVisible();
  await k.getByLabel('商户登录密码').fill('wrong-password-1');
  await k.getByRole('button', { name: '确认支付' }).click();
  // said once, inline at the password, without the field's name (no modal)
  await expect(k.getByTestId('pay-refusal')).toHaveText('密码错误');
  await expect(k.getByRole('dialog')).toHaveCount(0);
  expect(await balanceOf(request, token)).toBe(before);
  await k.getByLabel('商户登录密码').fill(MERCHANT.password);
  await k.getByRole('button', { name: '确认支付' }).click();
  await expect(k.locator('[data-page="pages/guishang/money/paySuccess"]')).toBeVisible();
  await expect(k.getByTestId('pay-result')).toHaveText('支付成功');
  await expect(k.getByText(cheap.order_sn)).toBeVisible();
  expect(await balanceOf(request, token)).toBe(before - cheap.pay_amount);

  // the money screen shows the new balance and the purchase in the ledger
  await k.goto(`${KIOSK}pages/guishang/money/money`);
  await expect(k.getByTestId('money-balance').getByRole('img')).toHaveAttribute(
    'aria-label',
    `¥${Math.floor((before - cheap.pay_amount) / 100)}.${String((before - cheap.pay_amount) % 100).padStart(2, '0')}`,
  );
  await k.getByRole('button', { name: '进货支付' }).click();
  // the ledger row names its purchase order by number, never an internal reference
  await expect(k.getByTestId('money-row').first()).toContainText(cheap.order_sn);
  await expect(k.getByTestId('money-row').first()).not.toContainText(`purchase:`);

  // ---- too dear for the balance: said plainly; paid online from a phone instead ----
  const balance = await balanceOf(request, token);
  const dear = await newPurchaseOrder(request, token, (g) =>
    Math.max(g.min_qty, Math.min(g.stock, Math.ceil((balance + 1) / g.price))),
  );
  await k.goto(`${KIOSK}pages/guishang/money/pay?order_id=${dear.id}`);
  await expect(k.getByText(dear.order_sn)).toBeVisible();
  expect(dear.pay_amount).toBeGreaterThan(balance);
  await expect(k.getByTestId('insufficient')).toContainText('余额不足');
  await expect(k.getByLabel('商户登录密码')).toHaveCount(0);
  await k.getByRole('button', { name: '扫码支付' }).click();
  await k.getByRole('button', { name: '生成支付二维码' }).click();
  const qr = k.getByTestId('payment-qr');
  await expect(qr.getByRole('img', { name: /二维码/ })).toBeVisible();
  const url = (await qr.getAttribute('data-cashier-url')) as string;
  const phoneCtx = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const phone = await phoneCtx.newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(k.locator('[data-page="pages/guishang/money/paySuccess"]')).toBeVisible();
  await expect(k.getByTestId('pay-result')).toHaveText('支付成功');
  expect(await balanceOf(request, token)).toBe(balance);

  await phoneCtx.close();
  await kiosk.close();
});
