/**
 * Coupons and sign-in (issue 8).
 *
 * 1. The demo consumer receives the largest coupon the coupon centre still offers it, sees it
 *    stamped "received" (the per-user limit reached, the server refuses another with 423; a
 *    refusal on the screen toasts the server's reason), buys
 *    enough of one SKU to reach its threshold: the confirmation preselects it and the pay amount
 *    drops by the coupon; after submitting, the coupon is in "used" of my coupons.
 * 2. A fresh user checks in once: the calendar ticks today, the button turns "checked in" and
 *    disabled, the points balance grows by the day's points, a second check-in is refused (423);
 *    the task page shows the check-in task done; the download centre rewards its visit once
 *    (a second reward is refused by the server).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  registerByApi,
  AGREED,
  call,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  type Envelope,
  H5,
  open,
  serverNow,
  yuan,
} from './helpers';

interface CentreCoupon {
  id: number;
  title: string;
  amount: number;
  threshold: number;
  total: number;
  received: number;
  per_user_limit: number;
  my_received: number;
  can_receive: boolean;
}
interface UserCoupon {
  id: number;
  coupon_id: number;
  title: string;
  status: number;
}
interface Preview {
  coupons: { id: number; amount: number; usable: boolean }[];
  coupon_user_id: number;
  goods_amount: number;
  coupon_discount: number;
  pay_amount: number;
}
interface SignInfo {
  signed_today: boolean;
  streak: number;
  days: number[];
  today_points: number;
}

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number>,
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await request.get(`/api/${path}`, { params, headers })
      : await request.post(`/api/${path}`, { form: params, headers });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Envelope<T>;
}

/** Stores a session in the app as login does, and reloads so the stores read it. */
async function useSession(page: Page, token: string, info: unknown): Promise<void> {
  await page.goto('/h5/');
  // the start route redirects to the home tab; wait for it so it cannot undo a later goto
  await page.waitForURL(/#\/pages\/index\/index/);
  await page.evaluate(
    ([t, i]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', i);
    },
    [token, JSON.stringify(info)] as const,
  );
  await page.reload();
  // the app has booted and routed before the next hash change (a change mid-boot can be lost)
  await page.locator('[data-page]').first().waitFor();
  await page.waitForURL(/#\/pages\/index\/index/);
}

/** An in-stock SKU and a quantity whose goods amount reaches `threshold` fen. */
async function skuReaching(
  request: APIRequestContext,
  threshold: number,
): Promise<{ goods_id: number; sku_id: number; num: number }> {
  for (let p = 1; p <= 5; p++) {
    const list = await call<{ list: { id: number }[] }>(request, 'GET', 'goods/get_goods_list', {
      page: p,
      limit: 50,
    });
    for (const goods of list.list) {
      const skus = (
        await call<{ list: { id: number; price: number; stock: number }[] }>(
          request,
          'GET',
          'goods/sku_list',
          { goods_id: goods.id },
        )
      ).list;
      for (const sku of skus) {
        if (sku.price <= 0) continue;
        const num = Math.max(1, Math.ceil(threshold / sku.price));
        if (num <= 5 && sku.stock >= num + 2) return { goods_id: goods.id, sku_id: sku.id, num };
      }
    }
  }
  throw new Error(`no SKU reaches ${threshold} fen in the seed`);
}

test('receive a coupon in the coupon centre and use it at checkout', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await call<{ token: string; user_info: unknown }>(request, 'POST', 'login', {
    mobile: DEMO_MOBILE,
    password: DEMO_PASSWORD,
    ...AGREED,
  });
  const token = login.token;
  await useSession(page, token, login.user_info);

  // The largest coupon still on offer to the demo consumer.
  const centre = await call<{ list: CentreCoupon[] }>(
    request,
    'GET',
    'coupon/get_list',
    { page: 1, limit: 50 },
    token,
  );
  const offered = centre.list.filter((c) => c.can_receive).sort((a, b) => b.amount - a.amount);
  const coupon = offered[0];
  expect(coupon, 'the coupon centre offers the demo consumer a coupon').toBeTruthy();
  if (!coupon) return;
  const heldBefore = await call<{ list: UserCoupon[] }>(
    request,
    'GET',
    'coupon_user/get_list',
    { status: 0, page: 1, limit: 50 },
    token,
  );

  // ---- Receive it in the coupon centre ----
  await open(page, 'pages/subpack1/coupon-center/coupon-center');
  const card = page.locator(`[data-coupon-id="${coupon.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText(coupon.title)).toBeVisible();
  await card.getByTestId('coupon-receive').click();
  await expect(page.getByText('领取成功')).toBeVisible();
  const lastOne = coupon.per_user_limit > 0 && coupon.my_received + 1 >= coupon.per_user_limit;
  if (lastOne) {
    // the per-user limit is reached: stamped "received", "use" instead of "receive", and the
    // server refuses another one with its reason
    await expect(card).toHaveAttribute('data-action', 'use');
    await expect(card.getByTestId('coupon-stamp')).toHaveText('已领取');
    await expect(card.getByTestId('coupon-use')).toBeVisible();
    const again = await api<null>(
      request,
      'POST',
      'coupon/receive_coupon',
      { coupon_id: coupon.id },
      token,
    );
    expect(again.code).toBe(423);
    expect(again.message).toContain(String(coupon.per_user_limit));
  }
  await expect(card.getByText(`已领${coupon.my_received + 1}张`)).toBeVisible();

  // ---- A refusal shows the server's reason: another coupon taken up to its limit elsewhere
  // (API) while this screen still offers it ----
  const other = offered.find((c) => c.id !== coupon.id && c.per_user_limit > 0);
  if (other) {
    for (let n = other.my_received; n < other.per_user_limit; n++) {
      await call(request, 'POST', 'coupon/receive_coupon', { coupon_id: other.id }, token);
    }
    const otherCard = page.locator(`[data-coupon-id="${other.id}"]`);
    await otherCard.getByTestId('coupon-receive').click();
    await expect(page.getByText(`每人限领${other.per_user_limit}张，您已领取`)).toBeVisible();
    // the list is read again: now stamped received, with "use"
    await expect(otherCard).toHaveAttribute('data-action', 'use');
  }

  const held = await call<{ list: UserCoupon[] }>(
    request,
    'GET',
    'coupon_user/get_list',
    { status: 0, page: 1, limit: 50 },
    token,
  );
  const before = new Set(heldBefore.list.map((c) => c.id));
  const mine = held.list.find((c) => c.coupon_id === coupon.id && !before.has(c.id));
  expect(mine, 'the received coupon is among my unused coupons').toBeTruthy();
  if (!mine) return;

  // It shows in my coupons, unused.
  await open(page, 'pages/subpack1/user/my-coupon');
  await expect(page.getByRole('article', { name: coupon.title }).first()).toBeVisible();

  // ---- Use it: buy enough to reach its threshold ----
  const buy = await skuReaching(request, coupon.threshold);
  const withoutCoupon = await call<Preview>(
    request,
    'POST',
    'order/confirm_order',
    { ...buy, coupon_user_id: 0 },
    token,
  );
  const best = await call<Preview>(request, 'POST', 'order/confirm_order', buy, token);
  // the server preselects the best coupon: ours, the largest usable one
  expect(best.coupon_user_id).toBe(mine.id);
  expect(best.coupon_discount).toBe(coupon.amount);
  expect(best.pay_amount).toBe(withoutCoupon.pay_amount - coupon.amount);

  await open(
    page,
    `pages/subpack/order/confirmationOrder?goods_id=${buy.goods_id}&sku_id=${buy.sku_id}&num=${buy.num}`,
  );
  await expect(page.getByTestId('coupon-value')).toContainText(coupon.title);
  await expect(page.getByTestId('total-coupon')).toHaveText(`-${yuan(coupon.amount)}`);
  await expect(page.getByTestId('total-pay').getByRole('img').first()).toHaveAttribute(
    'aria-label',
    yuan(withoutCoupon.pay_amount - coupon.amount),
  );

  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();

  // The coupon is used: in "used" of my coupons, no longer unused.
  const used = await call<{ list: UserCoupon[] }>(
    request,
    'GET',
    'coupon_user/get_list',
    { status: 1, page: 1, limit: 50 },
    token,
  );
  expect(used.list.some((c) => c.id === mine.id)).toBe(true);
  await open(page, 'pages/subpack1/user/my-coupon?tab=used');
  await expect(page.getByRole('tab', { name: '已使用', selected: true })).toBeVisible();
  await expect(page.getByRole('article', { name: coupon.title }).first()).toBeVisible();
});

test('check in once: today ticked, button disabled, a second check-in refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerByApi<{ token: string; user_info: { user_id: number } }>(request);
  const token = session.token;
  await useSession(page, token, session.user_info);

  const pointsOf = async () =>
    (
      await call<{ user_integral_num: number }>(
        request,
        'GET',
        'user/get_user_collection_integral_coupon_num',
        {},
        token,
      )
    ).user_integral_num;
  const pointsBefore = await pointsOf();
  const info = await call<SignInfo>(request, 'GET', 'task/get_sign_info', {}, token);
  expect(info.signed_today).toBe(false);

  // ---- Sign once ----
  await open(page, 'pages/activityList/integral/integral');
  const button = page.getByTestId('sign-button');
  await expect(button).toBeEnabled();
  await expect(button).toHaveText(`签到领${info.today_points}积分`);
  const today = page.locator('[data-testid="sign-day"][data-today="true"]');
  await expect(today).toHaveAttribute('data-signed', 'false');
  await button.click();

  await expect(page.getByText(`签到成功，获得${info.today_points}积分`)).toBeVisible();
  await expect(today).toHaveAttribute('data-signed', 'true');
  await expect(today).toHaveAttribute('aria-label', /已签到/);
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('今日已签到');
  await expect(page.getByTestId('sign-streak')).toHaveText('1天');
  const pointsAfter = pointsBefore + info.today_points;
  await expect(page.getByTestId('sign-points-balance')).toHaveText(
    new Intl.NumberFormat('zh-CN').format(pointsAfter),
  );
  expect(await pointsOf()).toBe(pointsAfter);

  // ---- A second sign is refused by the server, and the screen keeps it disabled ----
  const again = await api<null>(request, 'POST', 'task/complete_task', { task_id: 'sign' }, token);
  expect(again.code).toBe(423);
  expect(again.message).toBe('今日已签到');
  expect(await pointsOf()).toBe(pointsAfter);
  await page.reload();
  // the app has booted and routed before the next hash change (a change mid-boot can be lost)
  await page.locator('[data-page]').first().waitFor();
  await expect(page.getByTestId('sign-button')).toBeDisabled();
  await expect(
    page.locator('[data-testid="sign-day"][data-today="true"][data-signed="true"]'),
  ).toBeVisible();

  // ---- The task page shows the check-in done ----
  await open(page, 'pages/activityList/giveIntegration/giveIntegration');
  await expect(page.locator('[data-testid="task-row"][data-task="sign"]')).toHaveAttribute(
    'data-done',
    'true',
  );

  // ---- The download centre rewards its visit once ----
  await open(page, 'pages/activityList/download-center/download-center');
  await expect(page.getByTestId('app-version')).toHaveText('版本 24.0.6（24）');
  await expect(page.getByTestId('download-qr')).toBeVisible();
  await expect(page.getByText(/领取成功，获得\d+积分/)).toBeVisible();
  const rewarded = await page.evaluate(
    (id) => localStorage.getItem(`clicked:${id}`),
    session.user_info.user_id,
  );
  expect(JSON.parse(rewarded ?? '[]')).toContain(
    'pages/activityList/download-center/download-center',
  );
  const second = await api<null>(
    request,
    'GET',
    'task/reward_add',
    { task_id: 1, type: 0, activity_id: 0, user_id: session.user_info.user_id },
    token,
  );
  expect(second.code).toBe(423);
});

test('an activity not started yet counts down to its start, then opens the activity', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sale = await call<{
    sessions: { activity_id: number; title: string; start_at: number; status: string }[];
  }>(request, 'GET', 'activity/limited_sale_time', {});
  const next = sale.sessions.find((s) => s.status === 'upcoming');
  expect(next, 'an upcoming flash-sale session is seeded').toBeTruthy();
  if (!next) return;
  const route = `pages/activity/activity?activity_id=${next.activity_id}&type=1`;

  // The activity page sends a not-started activity to the not-started page.
  await page.goto(`${H5}${route}`);
  await expect(page.locator('[data-page="pages/activity/notStarted/notStarted"]')).toBeVisible();
  await expect(page.getByTestId('activity-header')).toHaveAttribute('data-state', 'not_started');
  await expect(page.getByTestId('activity-header')).toContainText(next.title);
  await expect(page.getByTestId('activity-header').getByRole('timer')).toBeVisible();

  // Move the server clock to 3 s before the start: the countdown (server time) runs out and the
  // screen goes on to the activity, now running.
  const now = await serverNow(request);
  try {
    const advanced = await request.post('/__test/clock', {
      form: { advance: next.start_at - now - 3 },
    });
    expect(advanced.ok()).toBeTruthy();
    await page.reload();
    // the app has booted and routed before the next hash change (a change mid-boot can be lost)
    await page.locator('[data-page]').first().waitFor();
    await expect(page.locator('[data-page="pages/activity/notStarted/notStarted"]')).toBeVisible();
    await expect(page.locator('[data-page="pages/activity/activity"]')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('activity-header')).toHaveAttribute('data-state', 'running');
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
  } finally {
    await request.post('/__test/clock', { form: { reset: 1 } });
  }
});
