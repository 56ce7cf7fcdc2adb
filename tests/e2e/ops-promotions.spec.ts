/**
 * The console's promotions (issue 23) at a desktop viewport: an `operations` operator pauses the
 * seeded running flash-sale session (its slot is then free; a new session over it is refused
 * while it runs, with the reason shown), creates a flash-sale session running now with two goods
 * at activity prices through the goods picker; a fresh consumer at the phone size sees both in
 * the flash-sale zone of the h5 app at those prices and buys one: the confirmation and the order
 * carry the activity price. Afterwards the new session is ended and the seeded one resumed, so
 * later journeys see the seed as it was.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSOLE_VIEWPORT,
  call,
  login,
  openConsoleAs,
  opsCall,
  registerByApi,
  serverNow,
  yuan,
  type OpsTestOperator,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface PromoSku {
  goods_id: number;
  sku_id: number;
  title: string;
  price: number;
  stock: number;
}
interface FlashPage {
  sessions: { activity_id: number; status: string }[];
}

/** SKUs in the seeded flash-sale sessions (they may not join an overlapping session). */
async function flashSkus(request: APIRequestContext, op: OpsTestOperator): Promise<Set<number>> {
  const list = await opsCall<{ list: { id: number }[] }>(request, op, 'GET', 'promo/activities', {
    type: 1,
    limit: 100,
  });
  const skus = new Set<number>();
  for (const a of list.list) {
    const d = await opsCall<{ goods: { sku_id: number }[] }>(request, op, 'GET', 'promo/activity', {
      id: a.id,
    });
    for (const g of d.goods) skus.add(g.sku_id);
  }
  return skus;
}

async function confirmDialog(page: Page): Promise<void> {
  await page.getByTestId('promo-confirm-ok').click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
}

test('an operator creates a flash-sale session with two goods; a consumer sees both and buys one at the activity price', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const op = await openConsoleAs(page, request, 'operations', '/promotions?type=1&state=running');
  const flash = await call<FlashPage>(request, 'GET', 'activity/limited_sale_time', {});
  const seeded = flash.sessions.find((s) => s.status === 'ongoing');
  expect(seeded).toBeDefined();
  const seededId = seeded!.activity_id;

  // the two goods: the picker's first page, outside the seeded sessions, in stock
  const taken = await flashSkus(request, op);
  const firstPage = await opsCall<{ list: PromoSku[] }>(request, op, 'GET', 'promo/skus', {
    page: 1,
    limit: 8,
  });
  // (the picker shows the same first page: newest goods first, 8 a page)
  // two different goods (a card shows the goods' title)
  const goodsSeen = new Set<number>();
  const picked = firstPage.list
    .filter((s) => !taken.has(s.sku_id) && s.stock > 2)
    .filter((s) => !goodsSeen.has(s.goods_id) && goodsSeen.add(s.goods_id))
    .slice(0, 2);
  expect(picked).toHaveLength(2);
  const priceOf = (s: PromoSku) => Math.max(1, Math.floor(s.price / 2));

  // the list filtered by zone and state (from the URL): the running seeded session
  const table = page.getByTestId('promo-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table.getByTestId('promo-state')).toHaveText('进行中');

  // a new session now is refused while the seeded one runs: the reason is shown
  await page.getByTestId('promo-new').click();
  await expect(page.getByTestId('promo-form')).toBeVisible();
  await page.getByTestId('promo-title-input').fill('运营午间秒杀');
  await page.getByTestId('promo-add-goods').click();
  const picker = page.getByTestId('promo-picker-table');
  for (const s of picked) await picker.getByTestId(`promo-pick-${s.sku_id}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('promo-goods').locator('tbody tr.ant-table-row')).toHaveCount(2);
  for (const s of picked) {
    await page.getByTestId(`promo-price-${s.sku_id}`).fill(yuan(priceOf(s)).slice(1));
    await page.getByTestId(`promo-cap-${s.sku_id}`).fill('2');
  }
  await page.getByTestId('promo-save').click();
  await expect(page.getByTestId('promo-form-error')).toContainText('秒杀场次的时间不能重叠');

  // pause the seeded session from the list (confirmed), then create again
  await page.goBack();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId(`promo-pause-${seededId}`).click();
  await confirmDialog(page);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(0);
  await page.goForward();
  // the form starts over on a new visit
  await page.getByTestId('promo-title-input').fill('运营午间秒杀');
  await page.getByTestId('promo-add-goods').click();
  for (const s of picked) await picker.getByTestId(`promo-pick-${s.sku_id}`).click();
  await page.keyboard.press('Escape');
  for (const s of picked) {
    await page.getByTestId(`promo-price-${s.sku_id}`).fill(yuan(priceOf(s)).slice(1));
  }
  // one hour from now: the seeded next session starts two hours after the server did
  const end = await page.evaluate(
    (at) => {
      const d = new Date(at * 1000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    },
    (await serverNow(request)) + 3600,
  );
  await page.getByLabel('end 1').fill(end);
  const created = page.waitForResponse(
    (r) => r.url().includes('/api/ops/promo/create') && r.request().method() === 'POST',
  );
  await page.getByTestId('promo-save').click();
  const reply = (await (await created).json()) as {
    code: number;
    message: string;
    data: { list: { id: number }[] };
  };
  expect(reply.code, reply.message).toBe(200);
  const activityId = reply.data.list[0]!.id;
  await expect(page).toHaveURL(new RegExp(`#/promotions/${activityId}$`));
  await expect(page.getByTestId('promo-detail-state')).toHaveText('进行中');

  // the consumer at the phone size: both goods in the flash-sale zone at the activity prices
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const shop = await phone.newPage();
  const session = await registerByApi(shop.request);
  await login(shop, shop.request, session);
  await call(
    shop.request,
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
    session.token,
  );
  await shop.goto('/h5/#/pages/activityList/flashSale/index');
  const cards = shop.getByTestId('zone-goods');
  await expect(cards).toHaveCount(2);
  for (const s of picked) {
    const card = cards.filter({ hasText: s.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: yuan(priceOf(s)) })).toBeVisible();
  }

  // buys the first one: the confirmation shows the activity price, so does the order
  const first = picked[0]!;
  await cards.filter({ hasText: first.title }).getByRole('button', { name: /^抢购/ }).click();
  await expect(shop).toHaveURL(/#\/pages\/subpack\/flashSale\/killdetail\?.*activity_goods_id=\d+/);
  await shop.getByTestId('promo-buy').click();
  await expect(shop.getByTestId('sku-popup')).toBeVisible();
  await shop.locator('.sku-popup__foot').getByRole('button', { name: '确定' }).click();
  await expect(shop.locator('[data-page="pages/subpack/order/confirmationOrder"]')).toBeVisible();
  const line = shop.getByTestId('checkout-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('img', { name: yuan(priceOf(first)) })).toBeVisible();
  const agId = Number(new URL(shop.url().replace('#/', '')).searchParams.get('activity_goods_id'));
  const preview = await call<{ goods_amount: number; pay_amount: number; freight: number }>(
    shop.request,
    'POST',
    'order/activity_goods_confirm_order',
    { activity_goods_id: agId, num: 1 },
    session.token,
  );
  expect(preview.goods_amount).toBe(priceOf(first));
  await expect(shop.getByTestId('total-pay').getByRole('img').first()).toHaveAttribute(
    'aria-label',
    yuan(preview.pay_amount),
  );
  await shop.getByTestId('submit-order').click();
  await expect(shop.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  const orderId = Number(
    (new URL(shop.url().replace('#/', '')).searchParams.get('order_ids') ?? '').split('.')[0],
  );
  const order = await call<{ lines: { price: number; sku_id: number }[]; goods_amount: number }>(
    shop.request,
    'GET',
    'user/order_info',
    { order_id: orderId },
    session.token,
  );
  expect(order.lines.map((g) => [g.sku_id, g.price])).toEqual([[first.sku_id, priceOf(first)]]);
  expect(order.goods_amount).toBe(priceOf(first));
  await phone.close();

  // the console shows the sale; the session ends (confirmed) and the seeded one resumes
  await page.reload();
  const soldRow = page
    .getByTestId('promo-goods')
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: first.title });
  // (a reload on the shared machine can take a while)
  await expect(soldRow).toHaveCount(1, { timeout: 30_000 });
  // sold: its price and points are locked, it cannot be removed
  await expect(soldRow.getByTestId(`promo-price-${first.sku_id}`)).toBeDisabled();
  await page.getByTestId('promo-end').click();
  await confirmDialog(page);
  await expect(page.getByTestId('promo-detail-state')).toHaveText('已结束');
  const resumed = await opsCall<{ state: string }>(request, op, 'POST', 'promo/resume', {
    id: seededId,
  });
  expect(resumed.state).toBe('running');
});
