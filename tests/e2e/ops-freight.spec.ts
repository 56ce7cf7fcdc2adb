/**
 * Freight templates per goods in the console (issue 23 gaps, part freight): the owner adds a
 * freight template on the settings screen and gives it to a goods in the goods editor; the demo
 * consumer's detail page (phone size, default address in 浙江省) quotes that template's fee, and
 * checkout charges the same. The goods and the settings are put back at the end (shared e2e
 * server).
 */
import { expect, test } from '@playwright/test';
import type { OpsGoodsDetail, OpsGoodsRow } from '../../src/shared/contract/ops-goods';
import type { OpsSettings } from '../../src/shared/contract/ops-settings';
import {
  AGREED,
  CONSOLE_VIEWPORT,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  call,
  login,
  openConsoleAs,
  opsCall,
  type Session,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(300_000);

/** The goods update body of a detail (seeded images are accepted as they are). */
const updateBody = (g: OpsGoodsDetail, freight_template: string | null) => ({
  id: g.id,
  title: g.title,
  category_id: g.category_id,
  brand_id: g.brand_id,
  seller_id: g.seller_id,
  images: g.images,
  detail_images: g.detail_images,
  description: g.description,
  spec_names: g.spec_names,
  skus: g.skus.map((k) => ({
    id: k.id,
    spec: k.spec,
    price: k.price,
    market_price: k.market_price,
  })),
  freight_template,
});

test('the owner creates a freight template and gives it to a goods; the consumer is quoted and charged its fee', async ({
  browser,
  page,
  request,
}) => {
  const owner = await openConsoleAs(page, request, 'owner', '/settings');
  const before = await opsCall<OpsSettings>(request, owner, 'GET', 'settings');
  const list = await opsCall<{ list: OpsGoodsRow[] }>(request, owner, 'GET', 'goods', {
    status: 1,
    limit: 50,
  });
  const row = list.list.find((g) => g.platform && g.stock > 5)!;
  expect(row, 'an on-sale platform goods with stock').toBeTruthy();
  const goods = await opsCall<OpsGoodsDetail>(request, owner, 'GET', 'goods/detail', {
    id: row.id,
  });
  const name = `大件E2E${process.pid % 1000}`;
  const n = before.settings.freight.templates.length;
  try {
    // ---- settings: a new template 大件E2E, ¥36.50, never free ----
    const card = page.getByTestId('settings-freight');
    await card.getByTestId('add-freight-template').click();
    const tpl = card.getByTestId(`freight-template-${n}`);
    await tpl.getByRole('textbox', { name: '模板名称' }).fill(name);
    await tpl.getByRole('spinbutton', { name: '运费（其他省份）' }).fill('36.5');
    await tpl.getByRole('spinbutton', { name: '包邮门槛（0 不包邮）' }).fill('0');
    // the default template cannot be removed
    await expect(card.getByTestId('remove-freight-template-0')).toBeDisabled();
    await card.getByTestId('save-freight').click();
    await expect(page.getByText('已保存，立即生效')).toBeVisible();
    const saved = await opsCall<OpsSettings>(request, owner, 'GET', 'settings');
    const created = saved.settings.freight.templates.find((x) => x.name === name)!;
    expect(created).toMatchObject({ default: { fee: 3650, free_threshold: 0 }, regions: [] });

    // ---- catalogue: the goods takes the template ----
    await page.goto(`/admin/#/catalogue/${goods.id}`);
    const select = page.getByTestId('goods-freight-template');
    await expect(select).toBeVisible({ timeout: 30_000 });
    await select.click();
    await page.locator('.ant-select-item-option', { hasText: name }).click();
    const updated = page.waitForResponse(
      (r) => r.url().includes('/api/ops/goods/update') && r.request().method() === 'POST',
    );
    await page.getByTestId('goods-save').click();
    const reply = (await (await updated).json()) as { code: number; data: OpsGoodsDetail };
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      freight_template: created.code,
      freight_template_name: name,
    });

    // ---- the consumer: the detail page quotes ¥36.50, checkout charges it ----
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
    await shop.goto(`/h5/#/pages/subpack/goods/detail?id=${goods.id}&goods_id=${goods.id}`);
    await expect(shop.getByTestId('detail-freight')).toContainText('¥36.50', { timeout: 30_000 });
    const preview = await call<{ freight: number }>(
      shop.request,
      'POST',
      'order/confirm_order',
      { goods_id: goods.id, sku_id: goods.skus[0]!.id, num: 1, coupon_user_id: 0 },
      session.token,
    );
    expect(preview.freight).toBe(3650);
    await phone.close();
  } finally {
    await opsCall(
      request,
      owner,
      'POST',
      'goods/update',
      updateBody(goods, goods.freight_template),
    );
    await opsCall(request, owner, 'POST', 'settings/update', {
      section: 'freight',
      value: before.settings.freight,
    });
  }
});
