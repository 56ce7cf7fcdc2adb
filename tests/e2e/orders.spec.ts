/**
 * Orders, after-sale and reviews (issue 5), against the real server. The demo consumer places an
 * order of the demo merchant's seller (2) through the API and pays it on the sandbox cashier
 * page; it shows under "to ship"; the merchant ships it (`/api/admin/order/ship`); the buyer
 * tracks it, confirms receipt and reviews it with a photo, and finds the review. Second journey:
 * a paid order → refund request in the app → the merchant approves and refunds
 * (`/api/admin/after_sale/decide`) → the after-sale shows refunded and the order is closed (a
 * full refund of an online payment goes back through the provider).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type Envelope, open } from './helpers';

const DEMO = { mobile: '13800138000', password: 'demo123456', agreement_version: '2.1/3.0' };
const MERCHANT = { account: 'merchant', password: 'demo123456' };
const PHOTO = path.resolve('tests/e2e/fixtures/review-photo.png');

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  data: Record<string, string | number> = {},
): Promise<Envelope<T>> {
  const headers = { Authorization: `Bearer ${token}` };
  const res =
    method === 'GET'
      ? await request.get(url, {
          headers,
          params: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(url, { headers, form: data });
  return (await res.json()) as Envelope<T>;
}

async function consumerToken(
  request: APIRequestContext,
): Promise<{ token: string; info: unknown }> {
  const res = await request.post('/api/login', { form: DEMO });
  const body = (await res.json()) as Envelope<{ token: string; user_info: unknown }>;
  expect(body.code).toBe(200);
  return { token: body.data.token, info: body.data.user_info };
}

async function merchantToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { form: MERCHANT });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.data.token).toBeTruthy();
  return body.data.token;
}

/** A goods of the demo merchant's seller with stock, and one of its SKUs. */
async function sellerGoods(request: APIRequestContext, index: number) {
  const res = await request.get('/api/seller/getSellerGoodsList', {
    params: { seller_id: '2', page: '1', limit: '20' },
  });
  const list = (
    (await res.json()) as Envelope<{ list: { goods_id: number; sku_id: number; title: string }[] }>
  ).data.list;
  const g = list[index % list.length];
  if (!g) throw new Error('seller 2 has no goods');
  return g;
}

/** Places an order through the API and pays it on the sandbox cashier page. */
async function placeAndPay(
  page: Page,
  request: APIRequestContext,
  token: string,
  index: number,
): Promise<{ orderId: number; title: string }> {
  const g = await sellerGoods(request, index);
  const bought = await api<{ trade_no: string; order_ids: number[] }>(
    request,
    'POST',
    '/api/order/buy',
    token,
    {
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      num: 1,
      client_key: `e2e-orders-${Date.now()}-${index}-key`,
    },
  );
  expect(bought.code, bought.message).toBe(200);
  const pay = await api<{ paid: boolean; cashier_url: string }>(
    request,
    'POST',
    '/api/pay/pay',
    token,
    {
      trade_no: bought.data.trade_no,
      method: 'online',
    },
  );
  expect(pay.code, pay.message).toBe(200);
  await page.goto(pay.data.cashier_url);
  await page.getByRole('button', { name: /Pay/ }).click();
  await page.waitForURL(/\/h5\//);
  const orderId = bought.data.order_ids[0] as number;
  await expect
    .poll(
      async () =>
        (
          await api<{ status: number }>(request, 'GET', '/api/user/order_info', token, {
            order_id: orderId,
          })
        ).data.status,
    )
    .toBe(1);
  return { orderId, title: g.title };
}

async function signIn(page: Page, token: string, info: unknown): Promise<void> {
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('userInfo', JSON.stringify(u));
    },
    [token, info],
  );
}

test('buy, ship, track, confirm receipt and review with a photo', async ({ page, request }) => {
  const { token, info } = await consumerToken(request);
  await signIn(page, token, info);
  const { orderId, title } = await placeAndPay(page, request, token, 0);

  // To ship, with the remind action.
  await open(page, 'pages/subpack/order/order?status=1');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('待发货');
  await expect(card.locator('[data-action="remind"]')).toBeVisible();

  // The seller ships it.
  const m = await merchantToken(request);
  const shipped = await request.post('/api/admin/order/ship', {
    headers: { Authorization: `Bearer ${m}` },
    form: { order_id: String(orderId), express_company: '顺丰速运', express_no: 'SF2026112100' },
  });
  expect(((await shipped.json()) as Envelope<null>).code).toBe(1);

  // Detail → tracking.
  await open(page, `pages/subpack/order/orderStatus?order_id=${orderId}`);
  await expect(page.getByTestId('order-banner')).toContainText('待收货');
  await page.getByRole('button', { name: /顺丰速运 SF2026112100/ }).click();
  await expect(page.locator('[data-page="pages/subpack/order/orderWl"]')).toBeVisible();
  await expect(page.getByTestId('wl-number')).toHaveText('SF2026112100');
  await expect(page.getByTestId('wl-events')).toContainText('商家已发货');
  await page.goBack();

  // Confirm receipt.
  await page.locator('.ui-page__footer [data-action="confirm"]').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('order-banner')).toContainText('待评价');
  await expect(page.getByTestId('order-events')).toContainText('买家已确认收货');

  // Review with a photo.
  await page.locator('.ui-page__footer [data-action="review"]').click();
  await expect(page.locator('[data-page="pages/subpack/order/evaluateDetail"]')).toBeVisible();
  const item = page.getByTestId('review-item').first();
  await item.getByRole('radio', { name: '4星' }).click();
  await item.getByRole('textbox').fill('包装完好，味道很好，物流也快');
  await page.getByTestId('review-photo-0').setInputFiles(PHOTO);
  await expect(item.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
  await expect(item.getByRole('status')).toHaveCount(0);
  await page.getByTestId('review-submit').click();

  // The reviewed tab lists the review with its stars, text and photo (issue 19); the goods'
  // comments show the review with its photo.
  await expect(page.locator('[data-page="pages/subpack/order/evaluateList"]')).toBeVisible();
  const review = page.getByTestId('my-review').filter({ hasText: '包装完好，味道很好，物流也快' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: '4星' })).toBeVisible();
  await expect(review.getByTestId('my-review-photo')).toHaveCount(1);
  const detail = await api<{ status: number; lines: { goods_id: number }[] }>(
    request,
    'GET',
    '/api/user/order_info',
    token,
    { order_id: orderId },
  );
  expect(detail.data.status).toBe(4);
  const goodsId = detail.data.lines[0]?.goods_id ?? 0;
  const comments = await request.get('/api/comment/comment_list', {
    params: { goods_id: String(goodsId), page: '1', limit: '20' },
  });
  const list = (
    (await comments.json()) as Envelope<{
      list: { content: string; score: number; images: string[] }[];
    }>
  ).data.list;
  const mine = list.find((c) => c.content === '包装完好，味道很好，物流也快');
  expect(mine?.score).toBe(4);
  expect(mine?.images).toHaveLength(1);
  expect(title).toBeTruthy();
});

test('refund request, approved and refunded by the merchant', async ({ page, request }) => {
  const { token, info } = await consumerToken(request);
  await signIn(page, token, info);
  const { orderId } = await placeAndPay(page, request, token, 1);

  // Apply in the app: refund only (the order has not shipped), a reason, the full amount.
  await open(page, `pages/subpack/order/orderStatus?order_id=${orderId}`);
  await page.locator('.ui-page__footer [data-action="afterSale"]').click();
  await expect(page.locator('[data-page="pages/subpack/order/refund"]')).toBeVisible();
  await expect(page.getByText('退货退款')).toHaveCount(0);
  await page.getByTestId('refund-submit').click();
  await expect(page.getByText('请选择申请原因')).toBeVisible();
  await page.getByText('申请原因').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('reason-value')).toHaveText('不想要了');
  const amount = await page.getByLabel('退款金额').inputValue();
  expect(Number(amount)).toBeGreaterThan(0);
  await page.getByTestId('refund-photo').setInputFiles(PHOTO);
  await expect(page.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
  await page.getByTestId('refund-submit').click();

  // The after-sale list opens on the new request.
  await expect(page.locator('[data-page="pages/subpack1/user/after-sale"]')).toBeVisible();
  const sheet = page.getByTestId('after-sale-sheet');
  await expect(sheet.getByTestId('after-sale-status')).toHaveText('待商家处理');
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);

  // The merchant approves, then refunds.
  const m = await merchantToken(request);
  for (const action of ['approve', 'refund']) {
    const res = await request.post('/api/admin/after_sale/decide', {
      headers: { Authorization: `Bearer ${m}` },
      form: { id: String(id), action, reason: '' },
    });
    const body = (await res.json()) as Envelope<null>;
    expect(body.code, `${action}: ${body.message}`).toBe(1);
  }

  await page.reload();

  // the app has booted and routed before the next hash change (a change mid-boot can be lost)

  await page.locator('[data-page]').first().waitFor();
  await expect(page.getByTestId('after-sale-sheet').getByTestId('after-sale-status')).toHaveText(
    '退款成功',
  );
  await expect(page.getByTestId('after-sale-timeline')).toContainText('已退款');

  // A full refund closes the order; the detail says so.
  await open(page, `pages/subpack/order/orderStatus?order_id=${orderId}`);
  await expect(page.getByTestId('order-banner')).toContainText('已关闭');
  const after = await api<{ refunded: number; pay_amount: number; status: number }>(
    request,
    'GET',
    '/api/user/order_info',
    token,
    { order_id: orderId },
  );
  expect(after.data.refunded).toBe(after.data.pay_amount);
  expect(after.data.status).toBe(5);
});
