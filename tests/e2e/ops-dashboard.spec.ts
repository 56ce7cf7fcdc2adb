/**
 * The console's dashboard and operator reset (issue 20, part `dash`) at a desktop viewport:
 * a finance operator keeps /dashboard open; a fresh consumer (phone context) places an order and
 * pays it at the sandbox cashier; today's paid-orders figure goes up on the open page without a
 * reload (ops:changed over the operator socket). Then an owner resets another operator's
 * password in the Operators screen, sees the new password once, and the audit log shows
 * `ops.operator_reset` for that operator.
 */
import { expect, test } from '@playwright/test';
import {
  call,
  CONSOLE_VIEWPORT,
  login,
  openConsoleAs,
  registerByApi,
  type Envelope,
  type OpsTestOperator,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('today’s orders go up live when a consumer pays; the owner resets an operator, audited', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await openConsoleAs(page, request, 'finance', '/dashboard');
  const ordersCard = page.getByTestId('dash-today-orders');
  await expect(ordersCard).toBeVisible({ timeout: 60_000 });
  const before = Number(await ordersCard.getAttribute('data-value'));

  // ---- a consumer on a phone places and pays an order ----
  const phoneCtx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneCtx.newPage();
  const { token } = await login(phone, request, await registerByApi(request));
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
  const list = await call<{ list: { id: number }[] }>(request, 'GET', 'goods/get_goods_list', {
    page: 1,
    limit: 20,
  });
  let tradeNo = '';
  for (const goods of list.list) {
    const skus = await call<{ list: { id: number; stock: number }[] }>(
      request,
      'GET',
      'goods/sku_list',
      { goods_id: goods.id },
    );
    const sku = skus.list.find((s) => s.stock > 0);
    if (!sku) continue;
    const bought = await call<{ trade_no: string }>(
      request,
      'POST',
      'order/buy',
      {
        goods_id: goods.id,
        sku_id: sku.id,
        num: 1,
        coupon_user_id: 0,
        client_key: `dash-${Date.now()}`,
      },
      token,
    );
    tradeNo = bought.trade_no;
    break;
  }
  expect(tradeNo).not.toBe('');
  const pay = await call<{ cashier_url: string }>(
    request,
    'POST',
    'pay/pay',
    { trade_no: tradeNo, method: 'online' },
    token,
  );
  await phone.goto(pay.cashier_url);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await phone.waitForURL((u) => !u.pathname.includes('/pay/sandbox/cashier'));
  await phoneCtx.close();

  // ---- the open dashboard follows without a reload ----
  await expect
    .poll(async () => Number(await ordersCard.getAttribute('data-value')), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await expect(page.getByTestId('dash-chart')).toHaveAttribute('data-ready', 'true');

  // ---- an owner resets another operator's password ----
  const targetRes = await request.post('/__test/operator', { form: { role: 'service' } });
  const target = ((await targetRes.json()) as Envelope<OpsTestOperator>).data;
  const ownerCtx = await browser.newContext({ viewport: CONSOLE_VIEWPORT });
  const owner = await ownerCtx.newPage();
  await openConsoleAs(owner, request, 'owner', '/operators');
  await owner.getByRole('button', { name: `重置 ${target.username}` }).click();
  const form = owner.getByTestId('operator-reset-form');
  await expect(form).toBeVisible();
  await owner
    .getByRole('dialog')
    .getByRole('button', { name: /^重\s?置$/ })
    .click();
  const shown = owner.getByTestId('operator-reset-password');
  await expect(shown).toHaveText(/^[A-Za-z0-9_-]{20}$/);
  await owner.getByRole('button', { name: '我已记下' }).click();
  await expect(shown).toHaveCount(0);

  // ---- the audit log shows the reset ----
  await owner.goto(`/admin/#/audit?object_type=operator&object_id=${target.id}`);
  await expect(owner.getByText('重置操作员密码/两步验证').first()).toBeVisible();
  await ownerCtx.close();
});
