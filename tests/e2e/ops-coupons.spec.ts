/**
 * The console's coupons (issue 23, coupons): an `operations` operator creates a coupon template
 * shown in the coupon centre at the desktop size; a consumer at the phone size (390x844) takes it
 * in the h5 coupon centre, picks it at checkout (the total drops by it), submits, and the coupon
 * then shows as used in the centre and in the console's taken / used counts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  AGREED,
  CONSOLE_VIEWPORT,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  H5,
  call,
  login,
  openConsoleAs,
  yuan,
  type Session,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface Preview {
  pay_amount: number;
  coupon_discount: number;
  coupon_user_id: number;
  coupons: { id: number; coupon_id: number; usable: boolean }[];
}

async function findSku(request: APIRequestContext): Promise<{ goods_id: number; sku_id: number }> {
  for (let p = 1; p <= 5; p++) {
    const list = await call<{ list: { id: number }[] }>(request, 'GET', 'goods/get_goods_list', {
      page: p,
      limit: 50,
    });
    for (const goods of list.list) {
      const skus = (
        await call<{ list: { id: number; stock: number; price: number }[] }>(
          request,
          'GET',
          'goods/sku_list',
          { goods_id: goods.id },
        )
      ).list;
      const sku = skus.find((s) => s.stock >= 5 && s.price >= 2000 && s.price <= 50_000);
      if (sku) return { goods_id: goods.id, sku_id: sku.id };
    }
  }
  throw new Error('no in-stock SKU in the seed');
}

const priceOf = (page: Page, testId: string) => page.getByTestId(testId).getByRole('img').first();

test('an operator creates a centre coupon; a consumer takes it and uses it at checkout', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `运营满减券${Date.now() % 1_000_000}`;
  await openConsoleAs(page, request, 'operations', '/coupons');
  await expect(page.getByTestId('coupon-table')).toBeVisible();

  // ---- the operator creates the template (¥6.66 off, no minimum, in the coupon centre) ----
  await page.getByTestId('coupon-create').click();
  const form = page.getByTestId('coupon-form');
  await expect(form).toBeVisible();
  await form.getByLabel('名称').fill(title);
  await form.getByLabel('减免金额（元）').fill('6.66');
  await form.getByLabel('发放总量').fill('50');
  await expect(form.getByLabel('在领券中心展示')).toBeChecked();
  const created = page.waitForResponse(
    (r) => r.url().includes('/api/ops/coupons/create') && r.request().method() === 'POST',
  );
  await page.getByTestId('coupon-save').click();
  const reply = (await (await created).json()) as { code: number; data: { id: number } };
  expect(reply.code).toBe(200);
  const couponId = reply.data.id;
  await expect(page.getByTestId(`coupon-counts-${couponId}`)).toHaveText('0 / 0 / 50');

  // ---- the consumer takes it in the coupon centre at the phone size ----
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
  await shop.goto(`${H5}pages/subpack1/coupon-center/coupon-center`);
  const card = shop.locator(`[data-coupon-id="${couponId}"]`);
  await expect(card).toContainText(title);
  await card.getByTestId('coupon-receive').click();
  await expect(card.getByTestId('coupon-receive')).toHaveCount(0);

  // ---- buy now: pick the coupon on the confirmation page; the total drops by ¥6.66 ----
  const { goods_id, sku_id } = await findSku(shop.request);
  const base = { goods_id, sku_id, num: 1 };
  const none = await call<Preview>(
    shop.request,
    'POST',
    'order/confirm_order',
    { ...base, coupon_user_id: 0 },
    session.token,
  );
  const held = none.coupons.find((c) => c.coupon_id === couponId);
  expect(held?.usable).toBe(true);
  await shop.goto(
    `${H5}pages/subpack/order/confirmationOrder?goods_id=${goods_id}&sku_id=${sku_id}&num=1`,
  );
  await expect(shop.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await shop.getByTestId('coupon-row').click();
  await shop.locator(`[data-testid="coupon-option"][data-coupon-id="${held!.id}"]`).click();
  await expect(shop.getByTestId('total-coupon')).toHaveText(`-${yuan(666)}`);
  await expect(priceOf(shop, 'total-pay')).toHaveAttribute(
    'aria-label',
    yuan(none.pay_amount - 666),
  );
  await shop.getByTestId('submit-order').click();
  await expect(shop.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  await expect(priceOf(shop, 'pay-amount')).toHaveAttribute(
    'aria-label',
    yuan(none.pay_amount - 666),
  );

  // ---- the coupon now shows as used: in the centre and in the console ----
  await shop.goto(`${H5}pages/subpack1/coupon-center/coupon-center`);
  await expect(
    shop.locator(`[data-coupon-id="${couponId}"]`).getByTestId('coupon-used'),
  ).toBeVisible();
  await phone.close();

  // the operator searches the title (kept in the URL): the list reads the counts again
  await page.getByTestId('coupon-filters').getByLabel('名称').fill(title);
  await page
    .getByTestId('coupon-filters')
    .getByRole('button', { name: /查\s?询/ })
    .click();
  await expect(page).toHaveURL(/#\/coupons\?keyword=/);
  await expect(page.getByTestId('coupon-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId(`coupon-counts-${couponId}`)).toHaveText('1 / 1 / 50');
});
