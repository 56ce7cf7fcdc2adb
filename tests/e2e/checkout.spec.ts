/**
 * Checkout and payment (issue 5): the demo consumer puts an in-stock SKU in the cart (API),
 * checks it out from the cart, sees the server's totals on the confirmation page, changes the
 * coupon (the totals follow the server's new preview), submits, pays online at the sandbox
 * cashier and lands on the pay-success page; the order is paid on the server. Second journey:
 * buy now and pay with reward money and the pay password (set through the SMS-code API first)
 * on the shuffled keypad.
 *
 * The demo consumer's seeded cart lines are shared with the other journeys: they are unchecked
 * while this one checks out its own line (so they stay in the cart) and checked again after.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  call,
  DEMO_MOBILE,
  ensurePayPassword,
  type Envelope,
  H5,
  keypad,
  login,
  PAY_PASSWORD,
  yuan,
} from './helpers';

const WRONG_PAY_PASSWORD = '147036';

interface GoodsItem {
  id: number;
  title: string;
}
interface SkuItem {
  id: number;
  price: number;
  stock: number;
}
interface CartLine {
  id: number;
  sku_id: number;
  isCheck: boolean;
}
interface CartList {
  groups: { lines: CartLine[] }[];
}
interface Coupon {
  id: number;
  amount: number;
  usable: boolean;
}
interface Preview {
  coupons: Coupon[];
  coupon_user_id: number;
  goods_amount: number;
  coupon_discount: number;
  freight: number;
  pay_amount: number;
}
interface OrderInfo {
  id: number;
  status: number;
  trade_no: string;
  pay_method: string;
  pay_amount: number;
}

/** An in-stock SKU not in the cart, cheap enough for the reward money top-up below. */
async function findSku(
  request: APIRequestContext,
  skip: Set<number>,
): Promise<{ goods: GoodsItem; sku: SkuItem }> {
  for (let p = 1; p <= 5; p++) {
    const list = await call<{ list: GoodsItem[] }>(request, 'GET', 'goods/get_goods_list', {
      page: p,
      limit: 50,
    });
    for (const goods of list.list) {
      const skus = (
        await call<{ list: SkuItem[] }>(request, 'GET', 'goods/sku_list', { goods_id: goods.id })
      ).list;
      const sku = skus.find((s) => s.stock >= 5 && !skip.has(s.id) && s.price <= 50_000);
      if (sku) return { goods, sku };
    }
  }
  throw new Error('no in-stock SKU in the seed');
}

async function priceOf(page: Page, testId: string) {
  return page.getByTestId(testId).getByRole('img').first();
}

test('cart → confirmation with server totals → coupon change → online payment at the sandbox cashier', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await login(page, request);

  // Only our own line is checked in the cart; the seeded lines wait unchecked.
  const before = await call<CartList>(request, 'GET', 'cart/cart_list', {}, token);
  const seeded = before.groups.flatMap((g) => g.lines);
  const { goods, sku } = await findSku(request, new Set(seeded.map((l) => l.sku_id)));
  await call(
    request,
    'POST',
    'cart/add_cart',
    { goods_id: goods.id, sku_id: sku.id, num: 2, mode: 'set' },
    token,
  );
  const cart = await call<CartList>(request, 'GET', 'cart/cart_list', {}, token);
  const mine = cart.groups.flatMap((g) => g.lines).find((l) => l.sku_id === sku.id) as CartLine;
  const others = seeded.filter((l) => l.isCheck).map((l) => l.id);
  if (others.length > 0) {
    await call(request, 'POST', 'cart/check_cart', { ids: others.join(','), is_check: 0 }, token);
  }
  await call(request, 'POST', 'cart/check_cart', { ids: String(mine.id), is_check: 1 }, token);

  try {
    // ---- Cart → confirmation ----
    await page.goto(`${H5}pages/cart/cart`);
    await expect(page.locator('[data-page="pages/cart/cart"]')).toBeVisible();
    await page.getByRole('button', { name: '结算(2)' }).click();
    await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`cart_ids=${mine.id}`));

    const preview = await call<Preview>(
      request,
      'POST',
      'order/confirm_order',
      { cart_ids: mine.id },
      token,
    );
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(await priceOf(page, 'total-goods')).toHaveAttribute(
      'aria-label',
      yuan(preview.goods_amount),
    );
    await expect(await priceOf(page, 'total-pay')).toHaveAttribute(
      'aria-label',
      yuan(preview.pay_amount),
    );
    await expect(await priceOf(page, 'bar-pay')).toHaveAttribute(
      'aria-label',
      yuan(preview.pay_amount),
    );

    // ---- Change the coupon: another usable one, else none ----
    const usable = preview.coupons.filter((c) => c.usable);
    expect(usable.length, 'the demo consumer holds a usable coupon').toBeGreaterThan(0);
    const other = usable.find(
      (c) => c.id !== preview.coupon_user_id && c.amount !== preview.coupon_discount,
    );
    const nextId = other ? other.id : 0;
    await page.getByTestId('coupon-row').click();
    if (other) {
      await page.locator(`[data-testid="coupon-option"][data-coupon-id="${other.id}"]`).click();
    } else {
      await page.getByRole('button', { name: '不使用优惠券' }).click();
    }
    const changed = await call<Preview>(
      request,
      'POST',
      'order/confirm_order',
      { cart_ids: mine.id, coupon_user_id: nextId },
      token,
    );
    expect(changed.pay_amount).not.toBe(preview.pay_amount);
    await expect(await priceOf(page, 'total-pay')).toHaveAttribute(
      'aria-label',
      yuan(changed.pay_amount),
    );
    await expect(page.getByTestId('total-coupon')).toHaveText(
      changed.coupon_discount > 0 ? `-${yuan(changed.coupon_discount)}` : '¥0.00',
    );

    // ---- Submit (a double tap makes one order) → cashier ----
    await page.getByLabel('订单备注').fill('请尽快发货');
    await page.getByTestId('submit-order').dblclick();
    await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
    const url = new URL(page.url().replace('#/', ''));
    const tradeNo = url.searchParams.get('trade_no') as string;
    const orderIds = (url.searchParams.get('order_ids') ?? '').split('.').map(Number);
    expect(tradeNo).toMatch(/^T\w+$/);
    expect(orderIds).toHaveLength(1);
    await expect(await priceOf(page, 'pay-amount')).toHaveAttribute(
      'aria-label',
      yuan(changed.pay_amount),
    );
    await expect(page.getByRole('timer')).toBeVisible();
    const unpaid = await call<{ list: OrderInfo[] }>(
      request,
      'GET',
      'user/order_list',
      { status: 0, page: 1, limit: 50 },
      token,
    );
    expect(unpaid.list.filter((o) => o.trade_no === tradeNo)).toHaveLength(1);

    // ---- Online: the sandbox cashier, Pay, back on the pay-success page ----
    await expect(page.getByTestId('pay-method-online')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('pay-submit').click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/cashier/);
    await expect(page.getByText(yuan(changed.pay_amount))).toBeVisible();
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
    await expect(page.getByTestId('pay-success')).toBeVisible();
    await expect(await priceOf(page, 'paid-amount')).toHaveAttribute(
      'aria-label',
      yuan(changed.pay_amount),
    );

    const order = await call<OrderInfo>(
      request,
      'GET',
      'user/order_info',
      { order_id: orderIds[0] as number },
      token,
    );
    expect(order.status).toBe(1);
    expect(order.pay_method).toBe('online');
    expect(order.trade_no).toBe(tradeNo);

    // "View order" opens the order's status page.
    await page.getByRole('button', { name: '查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`orderStatus\\?order_id=${orderIds[0]}`));
  } finally {
    if (others.length > 0) {
      await call(request, 'POST', 'cart/check_cart', { ids: others.join(','), is_check: 1 }, token);
    }
  }
});

test('buy now and pay with reward money and the pay password', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await login(page, request);

  await ensurePayPassword(request, token);
  // Enough reward money for the purchase (test-only credit route, with its ledger row).
  const credit = await request.post('/__test/credit', {
    form: { mobile: DEMO_MOBILE, account: 'reward_money', amount: 100_000 },
  });
  expect(((await credit.json()) as Envelope<unknown>).code).toBe(200);

  const { goods, sku } = await findSku(request, new Set());
  const route = `pages/subpack/order/confirmationOrder?goods_id=${goods.id}&sku_id=${sku.id}&num=1`;
  await page.goto(`${H5}${route}`);
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  const preview = await call<Preview>(
    request,
    'POST',
    'order/confirm_order',
    { goods_id: goods.id, sku_id: sku.id, num: 1 },
    token,
  );
  await expect(await priceOf(page, 'total-pay')).toHaveAttribute(
    'aria-label',
    yuan(preview.pay_amount),
  );
  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  const orderIds = (new URL(page.url().replace('#/', '')).searchParams.get('order_ids') ?? '')
    .split('.')
    .map(Number);

  // Reward money: enabled (enough), asks the pay password; a wrong one is refused.
  const reward = page.getByTestId('pay-method-reward');
  await expect(reward).toBeEnabled();
  await reward.click();
  await expect(reward).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await keypad(page, WRONG_PAY_PASSWORD);
  await expect(page.getByRole('dialog')).toBeVisible();
  await keypad(page, PAY_PASSWORD);

  await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
  await expect(page.getByTestId('pay-success')).toBeVisible();
  await expect(page.getByText('支付方式：奖励金支付')).toBeVisible();
  const order = await call<OrderInfo>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderIds[0] as number },
    token,
  );
  expect(order.status).toBe(1);
  expect(order.pay_method).toBe('reward');
});

test('buy now and pay with points and the pay password', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await login(page, request);
  await ensurePayPassword(request, token);
  // Points pay 1 fen each (docs/api-orders.md); credit enough for any seeded goods.
  const credit = await request.post('/__test/credit', {
    form: { mobile: DEMO_MOBILE, account: 'integral', amount: 1_000_000 },
  });
  expect(((await credit.json()) as Envelope<unknown>).code).toBe(200);
  const before = await call<{ integral: number }>(
    request,
    'GET',
    'user/pay/balance_info',
    {},
    token,
  );

  const { goods, sku } = await findSku(request, new Set());
  await page.goto(
    `${H5}pages/subpack/order/confirmationOrder?goods_id=${goods.id}&sku_id=${sku.id}&num=1`,
  );
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  const orderIds = (new URL(page.url().replace('#/', '')).searchParams.get('order_ids') ?? '')
    .split('.')
    .map(Number);

  const points = page.getByTestId('pay-method-integral');
  await expect(points).toBeEnabled();
  await points.click();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await keypad(page, PAY_PASSWORD);

  await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
  await expect(page.getByText('支付方式：积分支付')).toBeVisible();
  const order = await call<OrderInfo>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderIds[0] as number },
    token,
  );
  expect(order.status).toBe(1);
  expect(order.pay_method).toBe('integral');
  const after = await call<{ integral: number }>(
    request,
    'GET',
    'user/pay/balance_info',
    {},
    token,
  );
  // 1 point = 1 fen: exactly the order's amount was taken, with a ledger row.
  expect(before.integral - after.integral).toBe(order.pay_amount);
  const log = await call<{ list: { delta: number }[] }>(
    request,
    'GET',
    'user/get_integral_log',
    { page: 1, limit: 5 },
    token,
  );
  expect(log.list.some((r) => r.delta === -order.pay_amount)).toBe(true);
});
