/**
 * Issue 19 part E at the phone viewport:
 * 1. Registering shows an unticked consent line with links to the user agreement and the privacy
 *    policy; submitting without the tick is refused on screen (nothing is created); with the tick
 *    the account is created and logged in.
 * 2. English everywhere: an order's timeline and its logistics traces read in English when the
 *    app is in English (the server renders the stored codes in the request's language).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AGREED,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  type Envelope,
  freshMobile,
  H5,
  open,
  smsCode,
} from './helpers';

const MERCHANT = { account: 'merchant', password: 'demo123456' };

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

test('register refuses without the consent tick, then succeeds with it', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await page.goto(`${H5}pages/login/register`);
  await expect(page.locator('[data-page="pages/login/register"]')).toBeVisible();
  const box = page.getByTestId('consent-check');
  await expect(box).not.toBeChecked();
  await expect(page.getByTestId('consent')).toContainText('我已阅读并同意《用户协议》《隐私政策》');
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
    'href',
    /agreement\?type=user_agreement/,
  );
  await expect(page.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
    'href',
    /agreement\?type=privacy_policy/,
  );

  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByLabel('验证码', { exact: true }).fill(await smsCode(request, mobile));
  await page.getByLabel('密码', { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先阅读并同意' })).toBeVisible();
  await expect(page.locator('[data-page="pages/login/register"]')).toBeVisible();
  // nothing was created: the mobile cannot log in yet
  const early = await request.post('/api/login', {
    form: { mobile, password: 'pass1234', ...AGREED },
  });
  expect(((await early.json()) as Envelope<null>).code).toBe(422);

  await box.check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.locator('[data-page="pages/user/user"]')).toBeVisible();
  await expect(page.getByTestId('mine-mobile')).toHaveText(
    `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
  );
});

test('the login page shows the unticked consent line and refuses without it', async ({ page }) => {
  await page.goto(`${H5}pages/login/login`);
  await expect(page.locator('[data-page="pages/login/login"]')).toBeVisible();
  await expect(page.getByTestId('consent-check')).not.toBeChecked();
  await page.getByLabel('手机号', { exact: true }).fill(DEMO_MOBILE);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先阅读并同意' })).toBeVisible();
  await expect(page.locator('[data-page="pages/login/login"]')).toBeVisible();
});

test('an order timeline and its logistics read in English', async ({ page, request }) => {
  const login = await request.post('/api/login', {
    form: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, ...AGREED },
  });
  const session = ((await login.json()) as Envelope<{ token: string; user_info: unknown }>).data;
  const token = session.token;
  // the app in English, logged in (before the first page of this test loads)
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('userInfo', JSON.stringify(u));
      localStorage.setItem('lang', 'en');
    },
    [token, session.user_info],
  );
  const goods = await request.get('/api/seller/getSellerGoodsList', {
    params: { seller_id: '2', page: '1', limit: '20' },
  });
  const list = ((await goods.json()) as Envelope<{ list: { goods_id: number; sku_id: number }[] }>)
    .data.list;
  const g = list[3 % list.length]!;
  const bought = await api<{ trade_no: string; order_ids: number[] }>(
    request,
    'POST',
    '/api/order/buy',
    token,
    { goods_id: g.goods_id, sku_id: g.sku_id, num: 1, client_key: `e2e-en-${Date.now()}-key` },
  );
  expect(bought.code, bought.message).toBe(200);
  const orderId = bought.data.order_ids[0]!;
  const pay = await api<{ cashier_url: string }>(request, 'POST', '/api/pay/pay', token, {
    trade_no: bought.data.trade_no,
    method: 'online',
  });
  expect(pay.code, pay.message).toBe(200);
  await page.goto(pay.data.cashier_url);
  await page.getByRole('button', { name: /Pay/ }).click();
  await page.waitForURL(/\/h5\//);
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
  const m = await request.post('/api/admin/login', { form: MERCHANT });
  const mToken = ((await m.json()) as Envelope<{ token: string }>).data.token;
  const shipped = await request.post('/api/admin/order/ship', {
    headers: { Authorization: `Bearer ${mToken}` },
    form: { order_id: String(orderId), express_company: '顺丰速运', express_no: 'SF2026112700' },
  });
  expect(((await shipped.json()) as Envelope<null>).code).toBe(1);

  await open(page, `pages/subpack/order/orderStatus?order_id=${orderId}`);
  const events = page.getByTestId('order-events');
  await expect(events).toContainText('Shipped by the seller: SF Express SF2026112700');
  await expect(events).toContainText('Payment received');
  await expect(events).toContainText('Order placed');
  await expect(events).not.toContainText(/[\u4e00-\u9fff]/);

  await open(page, `pages/subpack/order/orderWl?order_id=${orderId}`);
  const wl = page.getByTestId('wl-events');
  await expect(wl).toContainText('Shipped; the carrier has picked up the parcel');
  await expect(wl).not.toContainText(/[\u4e00-\u9fff]/);
});
