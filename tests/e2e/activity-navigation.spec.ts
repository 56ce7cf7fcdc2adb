/**
 * Issue 25 (nav-exp), spec section 3:
 * - the goods of an activity order carry `activityOrderType` and `activity_info.id`: tapping the
 *   goods on the order detail of a flash-sale order opens the flash-sale detail of that activity
 *   goods (not the plain goods detail);
 * - the config fields `com_exp_time` and `com_exp_msg` tell the buyer how long they have to pay:
 *   the confirmation before submitting ("请在30分钟内完成支付，<message>") and the unpaid
 *   order's countdown (the message beside it).
 * A fresh consumer per test (registerByApi), so no other spec's state matters.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call, H5, login, open, registerByApi, type Envelope } from './helpers';

interface ActivityGoods {
  id: number;
  activity_id: number;
  goods_id: number;
  sku_id: number;
  stock: number;
  sold_out: boolean;
}
interface ActivityGoodsDetail extends ActivityGoods {
  activity: { state: string };
  gate: string;
}
interface Config {
  com_exp_msg: string;
  com_exp_time: number;
}

const FLASH_SALE = 1;

/** A fresh consumer with a delivery address, logged in in the page; answers the token. */
async function freshBuyer(page: Page, request: APIRequestContext): Promise<string> {
  const { token } = await login(page, request, await registerByApi(request));
  await call(
    request,
    'POST',
    'user/edit_address',
    {
      name: '张三',
      mobile: '13912345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号 3 幢 501',
      is_default: '1',
    },
    token,
  );
  return token;
}

/** A running, in-stock flash-sale goods the user may buy. */
async function flashSaleGoods(
  request: APIRequestContext,
  token: string,
): Promise<ActivityGoodsDetail> {
  const list = await call<{ list: ActivityGoods[] }>(
    request,
    'GET',
    'activity/goods_activity_list',
    { type: FLASH_SALE, page: 1, limit: 50 },
  );
  for (const item of list.list) {
    if (item.sold_out || item.stock < 1) continue;
    const d = await call<ActivityGoodsDetail>(
      request,
      'GET',
      'activity/goods_activity_info',
      { activity_goods_id: item.id },
      token,
    );
    if (d.activity.state === 'running' && d.gate === 'ok' && !d.sold_out) return d;
  }
  throw new Error('no running flash-sale goods in the seed');
}

async function config(request: APIRequestContext): Promise<Config> {
  const res = await request.get('/api/v3/config');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as Envelope<Config>;
  expect(body.code).toBe(0);
  return body.data;
}

test('the goods of a flash-sale order open the flash-sale detail of that activity goods', async ({
  page,
  request,
}) => {
  const token = await freshBuyer(page, request);
  const d = await flashSaleGoods(request, token);
  const cfg = await config(request);
  const bought = await call<{ order_ids: number[] }>(
    request,
    'POST',
    'order/buy',
    {
      activity_goods_id: d.id,
      num: 1,
      coupon_user_id: 0,
      client_key: `nav-exp-${Date.now()}`,
    },
    token,
  );
  const orderId = bought.order_ids[0]!;
  try {
    const info = page.waitForResponse(
      (r) => r.url().includes('/api/user/order_info') && r.status() === 200,
    );
    await open(page, `pages/subpack/order/orderStatus?order_id=${orderId}`);
    const order = (await (await info).json()) as Envelope<{
      lines: { activityOrderType?: number; activity_info?: { id?: number } }[];
    }>;
    expect(order.data.lines[0]).toMatchObject({
      activityOrderType: FLASH_SALE,
      activity_info: { id: d.id },
    });
    // the unpaid order's countdown says what happens, in the operator's words
    await expect(page.getByTestId('order-banner')).toContainText(cfg.com_exp_msg);

    await page.getByTestId('order-line-goods').first().click();
    await expect(page.locator('[data-page="pages/subpack/flashSale/killdetail"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`flashSale/killdetail\\?.*activity_goods_id=${d.id}`));
    await expect(page.getByTestId('promo-buy')).toBeVisible();
  } finally {
    await call(request, 'POST', 'user/order_close', { order_id: orderId }, token);
  }
});

test('the confirmation tells how long the buyer has to pay, from the config', async ({
  page,
  request,
}) => {
  const token = await freshBuyer(page, request);
  const cfg = await config(request);
  expect(cfg.com_exp_time).toBe(1800);
  expect(cfg.com_exp_msg).not.toBe('');
  const d = await flashSaleGoods(request, token);

  await page.goto(`${H5}pages/subpack/order/confirmationOrder?activity_goods_id=${d.id}&num=1`);
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  const notice = page.getByTestId('pay-window-notice');
  await expect(notice).toContainText('30分钟');
  await expect(notice).toContainText(cfg.com_exp_msg);
  await expect(notice).toHaveText(`请在30分钟内完成支付，${cfg.com_exp_msg}`);

  // the cashier keeps the message beside its countdown
  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  await expect(page.getByTestId('pay-head')).toContainText(cfg.com_exp_msg);
  const orderIds = (new URL(page.url().replace('#/', '')).searchParams.get('order_ids') ?? '')
    .split('.')
    .map(Number)
    .filter((n) => n > 0);
  for (const id of orderIds) {
    await call(request, 'POST', 'user/order_close', { order_id: id }, token);
  }
});
