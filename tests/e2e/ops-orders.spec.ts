/**
 * The console's orders area (issue 20, part ORDERS) at a desktop viewport: the demo consumer buys
 * a goods item of one of the platform's own sellers (API) and pays it on the sandbox cashier (a
 * phone-sized context); an `operations` operator finds the order by the buyer's mobile, opens
 * it and ships it with a carrier and a tracking number; the consumer's order page shows it
 * on its way (待收货) with the tracking number; the owner finds `orders.ship` in the audit log.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AGREED,
  CONSOLE_VIEWPORT,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  call,
  login,
  open,
  openConsoleAs,
  opsCall,
  type Session,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const TRACKING = `SF${Date.now()}`.slice(0, 16);

/** A goods item with stock of a platform seller (no merchant), found as an operator. */
async function platformGoods(request: APIRequestContext, op: { token: string }) {
  const sellers = await opsCall<{ id: number; name: string; platform: boolean }[]>(
    request,
    op,
    'GET',
    'orders/sellers',
  );
  for (const s of sellers.filter((x) => x.platform)) {
    const goods = await call<{ list: { goods_id: number; sku_id: number; title: string }[] }>(
      request,
      'GET',
      'seller/getSellerGoodsList',
      { seller_id: s.id, page: 1, limit: 20 },
    );
    const g = goods.list.find((x) => x.sku_id > 0);
    if (g) return { ...g, seller: s };
  }
  throw new Error('no platform seller has goods');
}

test('operations ships a platform order found by the buyer mobile; the buyer sees it shipped', async ({
  browser,
  page,
  request,
}) => {
  const op = await openConsoleAs(page, request, 'operations', '/orders');
  await expect(page.getByTestId('orders-table')).toBeVisible();
  const g = await platformGoods(request, op);

  // the consumer buys it (API) and pays on the sandbox cashier, at the phone size
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const shop = await phone.newPage();
  const session = await call<Session>(shop.request, 'POST', 'login', {
    mobile: DEMO_MOBILE,
    password: DEMO_PASSWORD,
    ...AGREED,
  });
  await login(shop, shop.request, session);
  const bought = await call<{ trade_no: string; order_ids: number[] }>(
    shop.request,
    'POST',
    'order/buy',
    {
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      num: 1,
      client_key: `e2e-ops-orders-${Date.now()}`,
    },
    session.token,
  );
  const orderId = bought.order_ids[0]!;
  const pay = await call<{ cashier_url: string }>(
    shop.request,
    'POST',
    'pay/pay',
    { trade_no: bought.trade_no, method: 'online' },
    session.token,
  );
  await shop.goto(pay.cashier_url);
  await shop.getByRole('button', { name: /Pay/ }).click();
  await shop.waitForURL(/\/h5\//);
  await expect
    .poll(
      async () =>
        (
          await call<{ status: number; order_sn: string }>(
            shop.request,
            'GET',
            'user/order_info',
            { order_id: orderId },
            session.token,
          )
        ).status,
    )
    .toBe(1);
  const { order_sn: orderSn } = await call<{ order_sn: string }>(
    shop.request,
    'GET',
    'user/order_info',
    { order_id: orderId },
    session.token,
  );

  // operations: search by the buyer's mobile (filters go to the URL), open the order
  await page.getByRole('textbox', { name: '买家手机' }).fill(DEMO_MOBILE);
  await page.getByTestId('orders-search').click();
  await expect(page).toHaveURL(new RegExp(`mobile=${DEMO_MOBILE}`));
  const row = page.getByTestId('orders-table').locator('tr', { hasText: orderSn });
  await expect(row).toBeVisible();
  await expect(row).toContainText('待发货');
  await expect(row).toContainText('138****8000');
  await row.getByTestId(`order-view-${orderId}`).click();

  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(orderSn);
  await expect(detail).toContainText(g.title);
  await expect(page.getByTestId('order-logistics')).toContainText('尚未发货');

  // ship it: carrier and tracking number
  await page.getByTestId('order-ship').click();
  await page.getByTestId('ship-carrier').click();
  await page.locator('.ant-select-item-option[title="顺丰速运"]').click();
  await page.getByTestId('ship-number').fill(TRACKING);
  const shipped = page.waitForResponse((r) => r.url().includes('/api/ops/orders/ship'));
  await page.getByRole('button', { name: '确认发货' }).click();
  expect((await shipped).status()).toBe(200);
  await expect(detail.getByTestId('order-status').first()).toHaveText('已发货');
  await expect(page.getByTestId('order-logistics')).toContainText(TRACKING);
  await expect(page.getByTestId('order-logistics')).toContainText('顺丰速运');
  await expect(page.getByTestId('order-ship')).toHaveCount(0);

  // the consumer's order page: on its way, with the tracking number
  await open(shop, `pages/subpack/order/orderStatus?order_id=${orderId}`);
  await expect(shop.getByTestId('order-banner')).toContainText('待收货');
  await expect(
    shop.getByRole('button', { name: new RegExp(`顺丰速运 ${TRACKING}`) }),
  ).toBeVisible();
  await phone.close();

  // the owner finds the act in the audit log
  const ownerContext = await browser.newContext({
    viewport: CONSOLE_VIEWPORT,
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });
  const ownerPage = await ownerContext.newPage();
  await openConsoleAs(
    ownerPage,
    ownerPage.request,
    'owner',
    `/audit?object_type=order&object_id=${orderId}`,
  );
  const audit = ownerPage.getByTestId('audit-table');
  await expect(audit).toContainText('orders.ship');
  await expect(audit).toContainText('订单发货');
  await ownerContext.close();
});
