/**
 * The console's warehouse stock (issue 20, stock) at a desktop viewport: an `operations` operator
 * finds a SKU, books 20 in with the reason 采购入库 (purchase_in) in the move drawer; the SKU's stock
 * at that location rises by 20 on screen; the ledger, filtered through the URL, lists the move, and
 * the owner finds `catalogue.stock_in` in the audit log (the consumer side is tested on the server:
 * tests/server/ops-stock.test.ts).
 */
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEWPORT, openConsoleAs, opsCall } from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface Sku {
  sku_id: number;
  goods_id: number;
  title: string;
  stock: { location_id: number; quantity: number }[];
}

test('operations books stock in with a reason; the ledger and the audit log show it', async ({
  browser,
  page,
  request,
}) => {
  const op = await openConsoleAs(page, request, 'operations', '/stock');
  const { list: locations } = await opsCall<{ list: { id: number; name: string }[] }>(
    request,
    op,
    'GET',
    'stock/locations',
  );
  const location = locations[0]!;
  const { list } = await opsCall<{ list: Sku[] }>(request, op, 'GET', 'stock/skus', {
    page: 1,
    limit: 10,
  });
  const sku = list[0]!;
  const before = sku.stock.find((s) => s.location_id === location.id)?.quantity ?? 0;

  const qty = page.getByTestId(`qty-${sku.sku_id}-${location.id}`);
  await expect(qty).toHaveText(String(before));
  await page.getByTestId(`move-${sku.sku_id}`).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('move-sku')).toContainText(`SKU ${sku.sku_id}`);
  await drawer.getByRole('spinbutton').fill('20');
  const moved = page.waitForResponse((r) => r.url().includes('/api/ops/stock/move'));
  await drawer.locator('button[type=submit]').click();
  expect((await moved).status()).toBe(200);
  await expect(qty).toHaveText(String(before + 20));

  // the ledger, filtered to this SKU through the URL, lists the move with its reason
  await page.goto(`/admin/#/stock?sku_id=${sku.sku_id}`);
  const ledger = page.getByTestId('ledger-table');
  await expect(ledger.locator('tbody tr.ant-table-row').first()).toContainText('采购入库');

  // the owner finds it in the audit log
  const ownerCtx = await browser.newContext({ viewport: CONSOLE_VIEWPORT });
  const owner = await ownerCtx.newPage();
  await openConsoleAs(owner, request, 'owner', '/audit?action=catalogue.stock_in');
  await expect(
    owner.getByTestId('audit-table').locator('tbody tr.ant-table-row').first(),
  ).toContainText('catalogue.stock_in');
  await ownerCtx.close();
});
