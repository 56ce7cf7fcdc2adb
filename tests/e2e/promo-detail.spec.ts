/**
 * Activity detail screens (issue 8, features/promo/ActivityDetail): the demo consumer
 * (13800138000, 1200 seeded points)
 * - buys a running flash-sale goods from its detail (state banner with the countdown to the
 *   end, buy → quantity → the activity confirmation → the sandbox cashier → paid), after which
 *   the per-user limit of 1 disables the button;
 * - exchanges a points goods whose points fit: the detail and the confirmation show the points,
 *   and the balance drops by exactly that amount;
 * - having a paid order, is refused a new-person goods: the gate prompt before ordering, and
 *   the server's 423 when the confirmation is opened directly.
 * A fresh database per run (playwright.config.ts), so the demo user starts with no orders.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activityDetailRoute } from '../../src/shared/rules/activity-route';
import { H5, login as loginDemo, type Envelope } from './helpers';
interface ActivityGoods {
  id: number;
  activity_id: number;
  type: number;
  goods_id: number;
  sku_id: number;
  title: string;
  price: number;
  original_price: number;
  integral: number;
  limit_per_user: number;
  stock: number;
  sold_out: boolean;
  brand_id: number;
  goods_subregion: number;
}
interface ActivityGoodsDetail extends ActivityGoods {
  activity: { state: string; start_at: number; end_at: number };
  gate: string;
  bought: number;
}
interface Preview {
  pay_amount: number;
  integral?: number;
  address: { id: number } | null;
}
interface OrderInfo {
  id: number;
  status: number;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number>,
  token?: string,
  expectCode = 200,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await request.get(`/api/${path}`, { params, headers })
      : await request.post(`/api/${path}`, { form: params, headers });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(expectCode);
  return body;
}

const data = async <T>(...args: Parameters<typeof call>): Promise<T> =>
  (await call<T>(...args)).data;

/** The demo user's session in the page (tests/e2e/helpers.ts); answers the token. */
const login = async (page: Page, request: APIRequestContext): Promise<string> =>
  (await loginDemo(page, request)).token;

/** The first running, in-stock activity goods of `type` that `fits`, as the user sees it. */
async function findGoods(
  request: APIRequestContext,
  token: string,
  type: number,
  fits: (d: ActivityGoodsDetail) => boolean = () => true,
): Promise<ActivityGoodsDetail> {
  const list = await data<{ list: ActivityGoods[] }>(
    request,
    'GET',
    'activity/goods_activity_list',
    { type, page: 1, limit: 50 },
  );
  for (const item of list.list) {
    const d = await data<ActivityGoodsDetail>(
      request,
      'GET',
      'activity/goods_activity_info',
      { activity_goods_id: item.id },
      token,
    );
    if (d.activity.state === 'running' && !d.sold_out && d.stock > 0 && fits(d)) return d;
  }
  throw new Error(`no running goods of activity type ${type} in the seed`);
}

/** '¥12.30' for 1230 (the Price component's accessible text). */
function yuan(fen: number): string {
  return `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

async function points(request: APIRequestContext, token: string): Promise<number> {
  return (await data<{ integral: number }>(request, 'GET', 'user/pay/balance_info', {}, token))
    .integral;
}

/** Buy → the picker's confirm → the activity confirmation; submit → the payment screen. */
async function buyFromDetail(page: Page, d: ActivityGoodsDetail): Promise<void> {
  await page.getByTestId('promo-buy').click();
  await expect(page.getByTestId('sku-popup')).toBeVisible();
  await page.locator('.sku-popup__foot').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`activity_goods_id=${d.id}&num=1`));
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
}

/** Submits the confirmation and pays online at the sandbox cashier; the paid order ids. */
async function submitAndPayOnline(page: Page, payAmount: number): Promise<number[]> {
  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  const orderIds = (new URL(page.url().replace('#/', '')).searchParams.get('order_ids') ?? '')
    .split('.')
    .map(Number);
  await expect(page.getByTestId('pay-method-online')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cashier/);
  await expect(page.getByText(yuan(payAmount))).toBeVisible();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
  return orderIds;
}

test('flash sale: running countdown, buy, pay at the sandbox cashier, then the limit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await login(page, request);
  const d = await findGoods(request, token, 1, (g) => g.gate === 'ok' && g.bought === 0);

  const route = activityDetailRoute(d);
  expect(route).toMatch(/^pages\/subpack\/flashSale\/killdetail\?/);
  await page.goto(`${H5}${route}`);
  await expect(page.locator('[data-page="pages/subpack/flashSale/killdetail"]')).toBeVisible();

  // The activity band: the activity price with the shop price struck, running with a countdown.
  const price = page.getByTestId('promo-price');
  await expect(price.getByRole('img')).toHaveAttribute('aria-label', yuan(d.price));
  await expect(price.locator('del')).toContainText(yuan(d.original_price).slice(1));
  const state = page.getByTestId('promo-state');
  await expect(state).toHaveAttribute('data-state', 'running');
  await expect(state).toContainText('距结束');
  await expect(state.getByRole('timer')).toBeVisible();
  if (d.limit_per_user > 0) {
    await expect(page.getByTestId('promo-limit')).toHaveText(`每人限购${d.limit_per_user}件`);
  }
  await page.screenshot({ path: test.info().outputPath('killdetail.png') });

  await expect(page.getByTestId('promo-buy')).toHaveText('立即抢购');
  await buyFromDetail(page, d);
  const preview = await data<Preview>(
    request,
    'POST',
    'order/activity_goods_confirm_order',
    { activity_goods_id: d.id, num: 1 },
    token,
  );
  await expect(page.getByTestId('total-pay').getByRole('img').first()).toHaveAttribute(
    'aria-label',
    yuan(preview.pay_amount),
  );
  const [orderId] = await submitAndPayOnline(page, preview.pay_amount);

  const order = await data<OrderInfo>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderId as number },
    token,
  );
  expect(order.status).toBe(1);

  // Back on the detail: the user has bought the limit, the button says so and is disabled.
  if (d.limit_per_user === 1) {
    await page.goto(`${H5}${route}`);
    await expect(page.getByTestId('promo-bought')).toHaveText('已购1件');
    await expect(page.getByTestId('promo-buy')).toHaveText('已达限购数量');
    await expect(page.getByTestId('promo-buy')).toBeDisabled();
    // the server refuses a bypass of the limit (423)
    await call(
      request,
      'POST',
      'order/activity_goods_confirm_order',
      { activity_goods_id: d.id, num: 1 },
      token,
      423,
    );
  }
});

test('points exchange: the shown points are taken from the balance', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await login(page, request);
  const before = await points(request, token);
  expect(before).toBeGreaterThan(0);
  const d = await findGoods(
    request,
    token,
    3,
    (g) => g.integral > 0 && g.integral <= before && g.price > 0 && g.gate === 'ok',
  );

  const route = activityDetailRoute(d);
  expect(route).toMatch(/^pages\/subpack\/goods\/integral_detail\?/);
  await page.goto(`${H5}${route}`);
  await expect(page.locator('[data-page="pages/subpack/goods/integral_detail"]')).toBeVisible();
  await expect(page.getByTestId('promo-points')).toHaveText(`+${d.integral}积分`);
  await expect(page.getByTestId('promo-my-points')).toContainText(`我的积分：${before}`);
  await page.screenshot({ path: test.info().outputPath('integral_detail.png') });

  await expect(page.getByTestId('promo-buy')).toHaveText('立即兑换');
  await buyFromDetail(page, d);
  await expect(page.getByTestId('total-integral')).toHaveText(`${d.integral}积分`);
  const preview = await data<Preview>(
    request,
    'POST',
    'order/activity_goods_confirm_order',
    { activity_goods_id: d.id, num: 1 },
    token,
  );
  expect(preview.integral).toBe(d.integral);

  await submitAndPayOnline(page, preview.pay_amount);
  expect(await points(request, token)).toBe(before - d.integral);
});

/** A paid order of a shop goods for the user, made through the API and the sandbox cashier. */
async function ensurePaidOrder(page: Page, request: APIRequestContext, token: string) {
  const counts = await data<{ order_count: number }>(request, 'GET', 'user/order_count', {}, token);
  if (counts.order_count > 0) return;
  const list = await data<{ list: { id: number }[] }>(request, 'GET', 'goods/get_goods_list', {
    page: 1,
    limit: 20,
  });
  for (const goods of list.list) {
    const skus = await data<{ list: { id: number; stock: number }[] }>(
      request,
      'GET',
      'goods/sku_list',
      { goods_id: goods.id },
    );
    const sku = skus.list.find((s) => s.stock > 0);
    if (!sku) continue;
    const form = { goods_id: goods.id, sku_id: sku.id, num: 1 };
    const preview = await data<Preview>(request, 'POST', 'order/confirm_order', form, token);
    const bought = await data<{ trade_no: string }>(
      request,
      'POST',
      'order/buy',
      { ...form, address_id: preview.address?.id ?? 0, client_key: `p4-${Date.now()}` },
      token,
    );
    const paid = await data<{ cashier_url?: string }>(
      request,
      'POST',
      'pay/pay',
      { trade_no: bought.trade_no, method: 'online' },
      token,
    );
    await page.goto(paid.cashier_url as string);
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expect
      .poll(
        async () =>
          (await data<{ order_count: number }>(request, 'GET', 'user/order_count', {}, token))
            .order_count,
      )
      .toBeGreaterThan(0);
    return;
  }
  throw new Error('no in-stock goods in the seed');
}

test('new-person gate: a user with an order gets the prompt, and the server refuses a bypass', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await login(page, request);
  await ensurePaidOrder(page, request, token);
  const d = await findGoods(request, token, 11);
  expect(d.gate).toBe('not-new');

  const route = activityDetailRoute(d);
  expect(route).toMatch(/^pages\/subpack1\/newbie\/newperson_detail\?/);
  await page.goto(`${H5}${route}`);
  await expect(page.locator('[data-page="pages/subpack1/newbie/newperson_detail"]')).toBeVisible();
  await page.getByTestId('promo-buy').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('仅限新用户购买');
  await page.screenshot({ path: test.info().outputPath('newperson_gate.png') });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  // the prompt comes before ordering: still on the detail
  await expect(page.locator('[data-page="pages/subpack1/newbie/newperson_detail"]')).toBeVisible();

  // Bypassing the screen: the confirmation shows the server's refusal, the order is refused.
  await page.goto(`${H5}pages/subpack/order/confirmationOrder?activity_goods_id=${d.id}&num=1`);
  await expect(page.getByText('仅限新用户购买').first()).toBeVisible();
  await expect(page.getByTestId('submit-order')).toHaveCount(0);
  const refused = await call(
    request,
    'POST',
    'order/buy',
    { activity_goods_id: d.id, num: 1, client_key: `p4-gate-${Date.now()}` },
    token,
    423,
  );
  expect(refused.message).toBe('仅限新用户购买');
});
