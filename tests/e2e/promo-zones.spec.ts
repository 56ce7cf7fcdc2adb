/**
 * Promotion zones (issue 8): from home a zone entry opens its zone, which lists the seeded
 * activity goods, and a goods opens its activity detail route; the flash-sale page shows its
 * sessions with a countdown and buy buttons only for the running session; in the 3-for-¥10 zone a
 * new user adds three goods to the cart and the cart total is ¥10 for the group (the cart prices
 * it with `threeForTenTotal` on the server), and its brand chips (the list reply's `brands`)
 * narrow the list; the zero-price zone shows the points of each goods and the welfare group its
 * QR code and notice from the app config.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { type Envelope, freshMobile, open, smsCode } from './helpers';

async function register(
  request: APIRequestContext,
): Promise<{ token: string; user_info: unknown }> {
  const mobile = freshMobile();
  const sent = await request.post('/api/mobile/send_verification_codes', {
    form: { mobile, type: 'register' },
  });
  expect(((await sent.json()) as Envelope<null>).code).toBe(200);
  const code = await smsCode(request, mobile);
  const res = await request.post('/api/register', {
    form: { mobile, code, password: 'pass1234', agreement_version: '2.1/3.0' },
  });
  const body = (await res.json()) as Envelope<{ token: string; user_info: unknown }>;
  expect(body.code).toBe(200);
  return body.data;
}

test('a home zone entry opens its zone, and a goods opens its activity detail', async ({
  page,
  request,
}) => {
  await open(page, 'pages/index/index');
  await page.locator('.home__zones').getByRole('link', { name: '积分兑换' }).click();
  await expect(page.locator('[data-page="pages/activityList/goods/integral_list"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: '积分兑换' })).toBeVisible();
  await expect(page.getByText(/现金＋积分即可兑换/)).toBeVisible();

  const cards = page.getByTestId('zone-goods');
  await expect(cards.first()).toBeVisible();
  // points exchange: cash price plus points on every card
  await expect(cards.first().getByText(/^\+\d{1,3}(,\d{3})*积分$/)).toBeVisible();
  // the zone loads page by page while scrolling, until "no more"
  await expect(async () => {
    await page.locator('.ui-infinite-footer').scrollIntoViewIfNeeded();
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const all = await request.get('/api/activity/goods_activity_list', {
    params: { type: 3, page: 1, limit: 1 },
  });
  const { total } = ((await all.json()) as Envelope<{ total: number }>).data;
  await expect(cards).toHaveCount(total);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(
    /#\/pages\/subpack\/goods\/integral_detail\?.*activity_goods_id=\d+/,
  );
  await expect(page).toHaveURL(/type=3/);
});

test('the flash sale shows its sessions with a countdown; only the running one can be bought', async ({
  page,
}) => {
  await open(page, 'pages/activityList/flashSale/index');
  const sessions = page.getByRole('group', { name: '秒杀场次' });
  const chips = sessions.getByRole('button');
  // seeded: one running session and two coming today
  await expect(chips).toHaveCount(3);
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.first()).toContainText('抢购中');
  await expect(page.getByText('距本场结束')).toBeVisible();
  await expect(page.getByRole('timer').first()).toBeVisible();
  const cards = page.getByTestId('zone-goods');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('button', { name: /^抢购/ })).toBeEnabled();

  // the next session: counts down to its start, its goods cannot be bought yet
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('距本场开始')).toBeVisible();
  const notStarted = page
    .getByTestId('zone-goods')
    .first()
    .getByRole('button', { name: /未开始/ });
  await expect(notStarted).toBeDisabled();

  // a running goods opens the flash-sale detail
  await chips.first().click();
  await page.getByTestId('zone-goods').first().getByRole('button', { name: /^抢购/ }).click();
  await expect(page).toHaveURL(/#\/pages\/subpack\/flashSale\/killdetail\?.*activity_goods_id=\d+/);
});

test('three goods of the 3-for-¥10 zone cost ¥10 in the cart and at checkout', async ({
  page,
  request,
}) => {
  // issue 19 (freight): zone, brand chips, three adds, cart and checkout took 61–64 s on the
  // shared 2-core machine (every step passed), over the 60 s default
  test.setTimeout(120_000);
  const session = await register(request);
  await page.goto('/h5/');
  await page.evaluate(
    ([token, info]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', info);
    },
    [session.token, JSON.stringify(session.user_info)] as const,
  );
  await page.reload();
  // the app has booted and routed before the next hash change (a change mid-boot can be lost)
  await page.locator('[data-page]').first().waitFor();

  await open(page, 'pages/activityList/sysj/sysj');
  await expect(page.getByText(/任选3件共10元/)).toBeVisible();
  const brands = page.getByRole('group', { name: '品牌筛选' });
  await expect(brands.getByRole('button', { name: '全部' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // the chips are the brands of the list reply; picking one narrows the list and keeps them
  const chips = brands.getByRole('button');
  await expect(chips.nth(1)).toBeVisible();
  const chipCount = await chips.count();
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/api/activity/goods_activity_list') && r.url().includes('brand_id='),
  );
  await chips.nth(1).click();
  const body = (await (await narrowed).json()) as Envelope<{
    list: { brand_id: number }[];
    brands: { id: number }[];
  }>;
  const brandId = Number(new URL((await narrowed).url()).searchParams.get('brand_id'));
  expect(body.data.list.every((g) => g.brand_id === brandId)).toBe(true);
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(chips).toHaveCount(chipCount);
  await chips.first().click();

  const add = page.getByRole('button', { name: /^把.+加入购物车$/ });
  await expect(add.first()).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const added = page.waitForResponse((r) => r.url().includes('/api/cart/add_cart'));
    await add.nth(i).click();
    const body = (await (await added).json()) as Envelope<{ cart_count: number }>;
    expect(body.code).toBe(200);
    expect(body.data.cart_count).toBe(i + 1);
  }

  await open(page, 'pages/cart/cart');
  await expect(page.getByTestId('cart-total')).toContainText('¥10.00');

  // checkout charges the same: the server prices the group of three by threeForTenTotal
  await page.getByRole('button', { name: '结算(3)' }).click();
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(3);
  // goods at their own prices, minus the three-for-ten saving = ¥10 for the group
  const fen = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
  const goods = fen(
    await page.getByTestId('total-goods').getByRole('img').first().getAttribute('aria-label'),
  );
  await expect(page.getByTestId('total-three')).toHaveText(/^-¥\d+\.\d\d$/);
  expect(goods - fen(await page.getByTestId('total-three').textContent())).toBe(1000);
});

test('zero-price goods show the points they cost; the welfare group shows its QR code', async ({
  page,
}) => {
  await open(page, 'pages/activityList/goods/zero_list');
  const card = page.getByTestId('zone-goods').first();
  await expect(card.getByText(/^\d{1,3}(,\d{3})*积分$/)).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(
    /#\/pages\/subpack\/goods\/integral_detail\?.*activity_goods_id=\d+.*type=3/,
  );

  await open(page, 'pages/activityList/groupGift/group_gift');
  await expect(page.getByText('扫码加入福利群，每日领取专属优惠券与秒杀提醒')).toBeVisible();
  const qr = page.getByRole('img', { name: '福利群二维码' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
