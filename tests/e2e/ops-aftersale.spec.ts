/**
 * After-sales arbitration in the operator console (issue 20, aftersale): a fresh consumer buys a
 * goods item of the platform's own store (seller 1, 自营旗舰店), pays online and applies for a
 * refund; a finance operator finds it under "needs the platform" and approves it (refund-only:
 * refunded at once, once); the consumer's after-sale page on the phone shows 退款成功 and the
 * amount, the order is refunded in full and closed; the audit log shows the approval and the refund.
 */
import { expect, test } from '@playwright/test';
import {
  call,
  CONSOLE_VIEWPORT,
  freshMobile,
  login,
  open,
  openConsoleAs,
  registerByApi,
  yuan,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const OWN_SELLER = 1;

test('finance approves an own-store refund; the consumer sees it refunded', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // the consumer (on the phone): a fresh account, one order paid on the sandbox cashier, a refund request
  const phone = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const p = await phone.newPage();
  const mobile = freshMobile();
  const session = await registerByApi(request, mobile);
  const token = session.token;
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
  const goods = await call<{ list: { goods_id: number; sku_id: number }[] }>(
    request,
    'GET',
    'seller/getSellerGoodsList',
    { seller_id: OWN_SELLER, page: 1, limit: 20 },
  );
  const g = goods.list[0]!;
  const bought = await call<{ trade_no: string; order_ids: number[] }>(
    request,
    'POST',
    'order/buy',
    { goods_id: g.goods_id, sku_id: g.sku_id, num: 1, client_key: `ops-aftersale-${mobile}` },
    token,
  );
  const pay = await call<{ cashier_url: string }>(
    request,
    'POST',
    'pay/pay',
    { trade_no: bought.trade_no, method: 'online' },
    token,
  );
  await p.goto(pay.cashier_url);
  await p.getByRole('button', { name: /Pay/ }).click();
  await p.waitForURL(/\/h5\//);
  const orderId = bought.order_ids[0]!;
  await expect
    .poll(
      async () =>
        (
          await call<{ status: number }>(
            request,
            'GET',
            'user/order_info',
            { order_id: orderId },
            token,
          )
        ).status,
    )
    .toBe(1);
  const order = await call<{ pay_amount: number }>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderId },
    token,
  );
  const amount = order.pay_amount;
  const applied = await call<{ id: number }>(
    request,
    'POST',
    'after_sales/apply',
    { order_id: orderId, type: 'refund', reason: '不想要了', amount, description: '拍错了规格' },
    token,
  );
  const id = applied.id;

  // finance: the queue's default tab lists it; the detail approves it behind a confirm dialog
  await openConsoleAs(page, request, 'finance', '/aftersale');
  const table = page.getByTestId('aftersale-table');
  await expect(page.getByRole('tab', { name: '需平台处理', selected: true })).toBeVisible();
  await page.getByTestId('aftersale-filters').getByLabel('买家手机').fill(mobile);
  await page
    .getByTestId('aftersale-filters')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`mobile=${mobile}`));
  const row = table.locator('tr', { has: page.getByTestId(`aftersale-open-${id}`) });
  await expect(row).toContainText('自营待处理');
  await expect(row).toContainText(yuan(amount));
  await page.getByTestId(`aftersale-open-${id}`).click();
  await expect(page.getByTestId('aftersale-status')).toHaveText('待处理');
  await expect(page.getByText('拍错了规格')).toBeVisible();
  await page
    .getByTestId('aftersale-actions')
    .getByRole('button', { name: /同\s*意/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(yuan(amount));
  const approved = page.waitForResponse(
    (r) => r.url().includes('/api/ops/aftersales/approve') && r.status() === 200,
  );
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await approved;
  await expect(page.getByTestId('aftersale-status')).toHaveText('退款成功');
  await expect(page.getByTestId('aftersale-refund')).toContainText(yuan(amount).slice(1));
  await expect(page.getByTestId('aftersale-actions')).toHaveCount(0);

  // the consumer's after-sale page on the phone
  await login(p, request, session);
  await open(p, `pages/subpack1/user/after-sale?id=${id}`);
  const sheet = p.getByTestId('after-sale-sheet');
  await expect(sheet.getByTestId('after-sale-status')).toHaveText('退款成功');
  await expect(sheet).toContainText(yuan(amount).slice(1));
  await expect(p.getByTestId('after-sale-timeline')).toContainText('已退款');
  const refunded = await call<{ refunded: number; status: number }>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderId },
    token,
  );
  expect(refunded).toMatchObject({ refunded: amount, status: 5 });
  await phone.close();

  // the owner reads both acts in the audit log
  const ownerCtx = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  const owner = await ownerCtx.newPage();
  await openConsoleAs(owner, request, 'owner', `/audit?object_type=aftersale&object_id=${id}`);
  const audit = owner.getByTestId('audit-table');
  await expect(audit).toContainText('aftersale.approve');
  await expect(audit).toContainText('aftersale.refund');
  await expect(audit).toContainText('售后退款');
  await ownerCtx.close();
});
