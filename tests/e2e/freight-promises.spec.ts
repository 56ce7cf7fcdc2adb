/**
 * Issue 19, the shop charges the shipping it promises (docs/api-orders.md "Freight"), each
 * journey as a fresh consumer at the phone viewport:
 * - 9.9包邮: the zone says 全国包邮, the activity detail quotes 包邮, the confirmation charges no
 *   freight (was ¥8 on the detail and ¥17.90 for a ¥9.90 item);
 * - an activity goods whose shop price reaches ¥99 but whose activity price does not: the
 *   detail quotes the same ¥8 the confirmation charges (was 包邮 on the detail);
 * - 十元三件 across two shops: the zone's rule text, then the bundle ships free (was ¥8 per shop);
 * - the confirmation's shop groups show goods, 满减 share, three-for-ten saving, coupon share and
 *   freight, so each subtotal adds up.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { activityDetailRoute } from '../../src/shared/rules/activity-route';
import { call, type Envelope, H5, login, open, registerByApi, yuan } from './helpers';

interface ActivityGoods {
  id: number;
  activity_id: number;
  type: number;
  goods_id: number;
  sku_id: number;
  price: number;
  original_price: number;
  stock: number;
  sold_out: boolean;
  seller_id: number;
  brand_id: number;
  goods_subregion: number;
  limit_per_user: number;
}
interface ActivityGoodsDetail extends ActivityGoods {
  activity: { state: string };
  gate: string;
}
interface PreviewGroup {
  seller_id: number;
  goods_amount: number;
  full_cut: number;
  three_for_ten_saving: number;
  coupon_discount: number;
  freight: number;
  pay_amount: number;
}
interface Preview {
  groups: PreviewGroup[];
  freight: number;
  pay_amount: number;
}
interface CartList {
  groups: { lines: { id: number; sku_id: number }[] }[];
}
interface GoodsItem {
  id: number;
  seller_id: number;
}

/** A fresh consumer, logged in in the page; answers the token. */
async function freshUser(page: Page, request: APIRequestContext): Promise<string> {
  return (await login(page, request, await registerByApi(request))).token;
}

/** Running, in-stock activity goods of a type, as the user sees them. */
async function runningGoods(
  request: APIRequestContext,
  token: string,
  type: number,
): Promise<ActivityGoodsDetail[]> {
  const list = await call<{ list: ActivityGoods[] }>(
    request,
    'GET',
    'activity/goods_activity_list',
    {
      type,
      page: 1,
      limit: 50,
    },
  );
  const out: ActivityGoodsDetail[] = [];
  for (const item of list.list) {
    if (item.sold_out || item.stock < 5) continue;
    const d = await call<ActivityGoodsDetail>(
      request,
      'GET',
      'activity/goods_activity_info',
      { activity_goods_id: item.id },
      token,
    );
    if (d.activity.state === 'running' && d.gate === 'ok') out.push(d);
  }
  return out;
}

/** The value of the detail page's freight row once the quote (with the activity) is in. */
async function detailFreight(page: Page, d: ActivityGoodsDetail) {
  const quoted = page.waitForResponse(
    (r) =>
      r.url().includes('/api/goods/get_freight') &&
      r.url().includes(`activity_goods_id=${d.id}`) &&
      r.status() === 200,
  );
  await page.goto(`${H5}${activityDetailRoute(d)}`);
  const body = (await (await quoted).json()) as Envelope<{ freight: number }>;
  return { value: page.getByTestId('detail-freight').locator('.detail-row__value'), body };
}

/** Buy → the picker's confirm → the activity confirmation. */
async function buyFromDetail(page: Page, d: ActivityGoodsDetail): Promise<void> {
  await page.getByTestId('promo-buy').click();
  await expect(page.getByTestId('sku-popup')).toBeVisible();
  await page.locator('.sku-popup__foot').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`activity_goods_id=${d.id}&num=1`));
}

const priceIn = (scope: Page | Locator, testId: string) =>
  scope.getByTestId(testId).getByRole('img').first();

test('9.9包邮: the zone promises 全国包邮, the detail quotes 包邮 and checkout charges no freight', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await freshUser(page, request);
  await open(page, 'pages/activityList/specialAreaFour/specialAreaFour');
  await expect(page.getByText(/全国包邮/)).toBeVisible();
  await expect(page.getByTestId('zone-goods').first()).toContainText('包邮');

  const [d] = await runningGoods(request, token, 50);
  expect(d, 'a running 9.9包邮 goods').toBeTruthy();
  const { value, body } = await detailFreight(page, d!);
  expect(body.data.freight).toBe(0);
  await expect(value).toHaveText(/^免运费/);
  await expect(page.getByText('全国包邮', { exact: true })).toBeVisible();

  await buyFromDetail(page, d!);
  await expect(page.getByTestId('group-freight')).toHaveText('包邮');
  await expect(page.getByTestId('total-freight')).toHaveText('包邮');
  await expect(priceIn(page, 'total-pay')).toHaveAttribute('aria-label', yuan(d!.price));
});

test('an activity goods: the detail quotes the freight the confirmation charges (activity price)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await freshUser(page, request);
  // shop price ≥ ¥99 (the shop price alone ships free), activity price < ¥99 (it does not)
  let d: ActivityGoodsDetail | undefined;
  for (const type of [18, 19, 1]) {
    d = (await runningGoods(request, token, type)).find(
      (g) => g.original_price >= 9900 && g.price < 9900,
    );
    if (d) break;
  }
  expect(d, 'a running activity goods under ¥99 whose shop price is ¥99 or more').toBeTruthy();
  const { value, body } = await detailFreight(page, d!);
  expect(body.data.freight).toBe(800);
  await expect(value).toHaveText(/^¥8\.00/);

  await buyFromDetail(page, d!);
  const preview = await call<Preview>(
    request,
    'POST',
    'order/activity_goods_confirm_order',
    { activity_goods_id: d!.id, num: 1 },
    token,
  );
  expect(preview.freight).toBe(body.data.freight);
  await expect(priceIn(page, 'group-freight')).toHaveAttribute('aria-label', yuan(800));
  await expect(priceIn(page, 'total-pay')).toHaveAttribute('aria-label', yuan(preview.pay_amount));
});

test('十元三件 across two shops: the rule text, then the bundle ships free and each shop shows its saving', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await freshUser(page, request);
  await open(page, 'pages/activityList/sysj/sysj');
  await expect(page.getByText(/按价格从高到低每3件凑成一组/)).toBeVisible();
  await expect(page.getByText(/凑满3件即全部包邮/)).toBeVisible();

  const list = (
    await call<{ list: ActivityGoods[] }>(request, 'GET', 'activity/goods_activity_list', {
      type: 17,
      page: 1,
      limit: 50,
    })
  ).list.filter((g) => !g.sold_out && g.stock >= 5);
  const a = list[0]!;
  const b = list.find((g) => g.seller_id !== a.seller_id)!;
  expect(b, 'three-for-ten goods of two sellers').toBeTruthy();
  await call(
    request,
    'POST',
    'cart/add_cart',
    { goods_id: a.goods_id, sku_id: a.sku_id, num: 1 },
    token,
  );
  await call(
    request,
    'POST',
    'cart/add_cart',
    { goods_id: b.goods_id, sku_id: b.sku_id, num: 2 },
    token,
  );
  await call(request, 'POST', 'cart/check_cart', { ids: 'all', is_check: 1 }, token);

  await open(page, 'pages/cart/cart');
  await page.getByRole('button', { name: /^结算\(3\)/ }).click();
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  const groups = page.getByTestId('checkout-group');
  await expect(groups).toHaveCount(2);
  for (const g of await groups.all()) {
    await expect(g.getByTestId('group-freight')).toHaveText('包邮');
    await expect(g.getByTestId('group-three')).toBeVisible();
  }
  await expect(page.getByTestId('total-freight')).toHaveText('包邮');
  await expect(priceIn(page, 'total-pay')).toHaveAttribute('aria-label', yuan(1000));
});

test('each shop group on the confirmation shows its discount shares, so its subtotal adds up', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await freshUser(page, request);
  // two shops' ordinary goods, together over the ¥199 full-reduction tier
  const list = (
    await call<{ list: GoodsItem[] }>(request, 'GET', 'goods/get_goods_list', {
      page: 1,
      limit: 50,
    })
  ).list;
  const picked: { goods_id: number; sku_id: number; seller: number }[] = [];
  for (const goods of list) {
    const seller = goods.seller_id;
    if (picked.some((p) => p.seller === seller)) continue;
    const skus = (
      await call<{ list: { id: number; price: number; stock: number }[] }>(
        request,
        'GET',
        'goods/sku_list',
        { goods_id: goods.id },
      )
    ).list;
    const sku = skus.find((s) => s.stock >= 5 && s.price >= 10000 && s.price <= 40000);
    if (!sku) continue;
    picked.push({ goods_id: goods.id, sku_id: sku.id, seller });
    if (picked.length === 2) break;
  }
  expect(picked, 'goods of two shops').toHaveLength(2);
  for (const p of picked) {
    await call(
      request,
      'POST',
      'cart/add_cart',
      { goods_id: p.goods_id, sku_id: p.sku_id, num: 1 },
      token,
    );
  }
  await call(request, 'POST', 'cart/check_cart', { ids: 'all', is_check: 1 }, token);
  const cart = await call<CartList>(request, 'GET', 'cart/cart_list', {}, token);
  const cartIds = cart.groups.flatMap((g) => g.lines.map((l) => l.id));

  await open(page, 'pages/cart/cart');
  await page.getByRole('button', { name: /^结算\(2\)/ }).click();
  await expect(page.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  const preview = await call<Preview>(
    request,
    'POST',
    'order/confirm_order',
    { cart_ids: cartIds.join(',') },
    token,
  );
  expect(preview.groups.every((g) => g.full_cut > 0)).toBe(true);
  const groups = page.getByTestId('checkout-group');
  await expect(groups).toHaveCount(2);
  for (const pg of preview.groups) {
    const g = page.locator(`[data-testid="checkout-group"][data-seller-id="${pg.seller_id}"]`);
    await expect(priceIn(g, 'group-goods')).toHaveAttribute('aria-label', yuan(pg.goods_amount));
    await expect(g.getByTestId('group-full-cut')).toHaveText(`-${yuan(pg.full_cut)}`);
    if (pg.coupon_discount > 0) {
      await expect(g.getByTestId('group-coupon')).toHaveText(`-${yuan(pg.coupon_discount)}`);
    } else {
      await expect(g.getByTestId('group-coupon')).toHaveCount(0);
    }
    await expect(g.getByTestId('group-three')).toHaveCount(0);
    await expect(priceIn(g, 'group-subtotal')).toHaveAttribute('aria-label', yuan(pg.pay_amount));
    expect(
      pg.goods_amount - pg.full_cut - pg.three_for_ten_saving - pg.coupon_discount + pg.freight,
    ).toBe(pg.pay_amount);
  }
  await expect(page.getByTestId('group-share-note').first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('confirmation-groups.png'),
    fullPage: true,
  });
});
