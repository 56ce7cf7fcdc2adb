/**
 * Group buying (issue 8, docs/api-promotions.md "Group buying"), two users in two phones:
 * - the demo user opens a two-person group from the group-buy zone (zone → goods page → "open a
 *   group" → confirmation without group_id → sandbox cashier), lands on the pay result, follows
 *   "view group" to the group page (open, one empty seat, countdown); a newly registered user
 *   opens that group page, joins (confirmation with the group_id) and pays → the group is a
 *   success for both, and in the demo user's "my groups" under success;
 * - another new user opens a group and pays; the test clock moves past the 24 h expiry → the
 *   group page shows it failed, "my groups" shows the refund, the order is closed and refunded.
 *   The clock is put back whatever happens.
 */
import {
  expect,
  test,
  devices,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import {
  AGREED,
  call,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  type Envelope,
  freshMobile,
  login,
  open,
  registerByApi,
} from './helpers';

interface Session {
  token: string;
  user_info: { user_id: number };
}
interface GroupGoods {
  id: number;
  title: string;
  price: number;
  stock: number;
  sold_out: boolean;
}
interface Group {
  id: number;
  status: string;
  size: number;
  members: { user_id: number }[];
}
interface OrderInfo {
  id: number;
  status: number;
  pay_amount: number;
  refunded: number;
}

/** A new user registered with the SMS code, with a default delivery address. */
async function newBuyer(request: APIRequestContext): Promise<Session> {
  const mobile = freshMobile();
  const session = await registerByApi<Session>(request, mobile);
  await call(
    request,
    'POST',
    'user/edit_address',
    {
      name: '拼团买家',
      mobile,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号',
      is_default: '1',
    },
    session.token,
  );
  return session;
}

/** A phone (its own browser context) logged in as `session`. */
async function phone(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext({ ...iphone, baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await login(page, page.request, session);
  return page;
}

/** Running group-buy goods with stock, from the zone's own call. */
async function groupGoods(request: APIRequestContext): Promise<GroupGoods[]> {
  const data = await call<{ list: GroupGoods[] }>(request, 'GET', 'activity/goods_activity_list', {
    type: 4,
    page: 1,
    limit: 50,
  });
  return data.list.filter((g) => !g.sold_out && g.stock >= 3);
}

/** On the confirmation: submit, pay online at the sandbox cashier, land on the pay result. */
async function submitAndPay(page: Page): Promise<number> {
  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  const orderId = Number(
    (new URL(page.url().replace('#/', '')).searchParams.get('order_ids') ?? '').split('.')[0],
  );
  await expect(page.getByTestId('pay-method-online')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cashier/);
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
  await expect(page.getByTestId('pay-success')).toBeVisible();
  return orderId;
}

/** Pay result → "view group" → the group page; answers the group id. */
async function toGroupPage(page: Page): Promise<number> {
  await expect(page.getByTestId('pay-group-link')).toBeVisible();
  await page.getByRole('button', { name: '查看拼团' }).click();
  await expect(page.locator('[data-page="pages/subpack/revelry/revelry"]')).toBeVisible();
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('group_id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Zone → goods page → "open a group" → confirmation without group_id → paid → group page. */
async function openGroup(
  page: Page,
  goods: GroupGoods,
): Promise<{ groupId: number; orderId: number }> {
  await open(page, 'pages/activityList/goAssemble/goAssemble');
  const card = page.locator(`[data-testid="group-goods"][data-activity-goods-id="${goods.id}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page.locator('[data-page="pages/subpack/revelry/p_revelry"]')).toBeVisible();
  await expect(page.getByTestId('group-rules')).toContainText('2人成团');
  await expect(page.getByTestId('group-rules')).toContainText('24小时');
  await page.getByTestId('group-open').click();
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`activity_goods_id=${goods.id}`));
  expect(page.url()).not.toContain('group_id');
  const orderId = await submitAndPay(page);
  const groupId = await toGroupPage(page);
  return { groupId, orderId };
}

test('a group of two: the demo user opens and pays, a new user joins from the group page and pays, both see success', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const [goods] = await groupGoods(request);
  expect(goods, 'a running group-buy goods in the seed').toBeTruthy();
  const demo = await call<Session>(request, 'POST', 'login', {
    mobile: DEMO_MOBILE,
    password: DEMO_PASSWORD,
    ...AGREED,
  });
  const a = await phone(browser, baseURL as string, demo);

  // ---- A opens a group and pays ----
  const { groupId } = await openGroup(a, goods as GroupGoods);
  await expect(a.getByTestId('group-state')).toHaveText('拼团中');
  await expect(a.getByTestId('group-seat')).toHaveCount(1);
  await expect(a.getByTestId('group-seat-empty')).toHaveCount(1);
  await expect(a.getByRole('timer')).toBeVisible();
  await expect(a.getByTestId('group-join')).toHaveCount(0);
  await expect(a.getByTestId('group-share')).toBeVisible();

  // ---- B opens the shared group page and joins ----
  const buyer = await newBuyer(request);
  const b = await phone(browser, baseURL as string, buyer);
  await open(b, `pages/subpack/revelry/revelry?group_id=${groupId}`);
  await expect(b.getByTestId('group-state')).toHaveText('拼团中');
  await b.getByTestId('group-join').click();
  await expect(b.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await expect(b).toHaveURL(new RegExp(`group_id=${groupId}`));
  await submitAndPay(b);
  expect(await toGroupPage(b)).toBe(groupId);
  await expect(b.getByTestId('group-state')).toHaveText('拼团成功');
  await expect(b.getByTestId('group-seat')).toHaveCount(2);
  await expect(b.getByTestId('group-seat-empty')).toHaveCount(0);

  // ---- A sees the success too: the group page and "my groups" ----
  await a.reload();
  await expect(a.getByTestId('group-state')).toHaveText('拼团成功');
  await open(a, 'pages/subpack1/user/my-group?status=success');
  await expect(a.locator(`[data-testid="my-group"][data-group-id="${groupId}"]`)).toBeVisible();

  const { groups } = await call<{ groups: Group[] }>(
    request,
    'GET',
    'activity/spell_group_user_list',
    { group_id: groupId },
  );
  expect(groups[0]?.status).toBe('success');
  expect(groups[0]?.members.map((m) => m.user_id).sort()).toEqual(
    [demo.user_info.user_id, buyer.user_info.user_id].sort(),
  );
  await a.context().close();
  await b.context().close();
});

test('a group that is not full in 24 hours fails and its paid order is refunded', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const list = await groupGoods(request);
  const goods = list[1] ?? list[0];
  expect(goods, 'a running group-buy goods in the seed').toBeTruthy();
  const buyer = await newBuyer(request);
  const c = await phone(browser, baseURL as string, buyer);
  const { groupId, orderId } = await openGroup(c, goods as GroupGoods);
  await expect(c.getByTestId('group-state')).toHaveText('拼团中');

  try {
    // 25 hours later on the server clock
    const moved = await request.post('/__test/clock', { form: { advance: 25 * 3600 } });
    expect(((await moved.json()) as Envelope<unknown>).code).toBe(200);

    await c.reload();
    await expect(c.getByTestId('group-state')).toHaveText('拼团失败');
    await expect(c.getByText('未在规定时间内凑齐人数，款项已原路退回')).toBeVisible();
    await expect(c.getByRole('timer')).toHaveCount(0);
    await expect(c.getByTestId('group-join')).toHaveCount(0);

    await open(c, 'pages/subpack1/user/my-group?status=failed');
    const card = c.locator(`[data-testid="my-group"][data-group-id="${groupId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('my-group-refund')).toHaveAttribute('data-refund', 'refunded');
    await expect(card.getByTestId('my-group-refund')).toContainText('已退款');

    const order = await call<OrderInfo>(
      request,
      'GET',
      'user/order_info',
      { order_id: orderId },
      buyer.token,
    );
    expect(order.status).toBe(5);
    expect(order.refunded).toBe(order.pay_amount);
  } finally {
    await request.post('/__test/clock', { form: { reset: 1 } });
    await c.context().close();
  }
});
