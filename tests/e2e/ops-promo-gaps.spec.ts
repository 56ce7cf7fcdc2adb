/**
 * Issue 23 gaps (promotions, coupons, group gift) at the console's desktop size: an
 * `operations` operator issues a coupon to the users registered today (the segment's size is
 * shown before the confirmation) and a user registered today finds it in "my coupons"; the
 * operator edits the group-gift zone's notice and the consumer's zone shows it.
 */
import { expect, test } from '@playwright/test';
import type { OpsCoupon } from '../../src/shared/contract/ops-coupons';
import type { OpsGroupGift } from '../../src/shared/contract/ops-content';
import {
  CONSOLE_VIEWPORT,
  H5,
  login,
  openConsoleAs,
  opsCall,
  registerByApi,
  serverNow,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const CHINA = 8 * 3600;
/** `YYYY-MM-DDTHH:mm` China time of Unix seconds (the console's datetime-local inputs). */
const chinaLocal = (s: number) => new Date((s + CHINA) * 1000).toISOString().slice(0, 16);

test('an operator issues a coupon to the users registered today; a new user holds it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await registerByApi(request);
  const now = await serverNow(request);
  const op = await openConsoleAs(page, request, 'operations', '/coupons');
  const title = `今日注册券${Date.now() % 1_000_000}`;
  const coupon = await opsCall<OpsCoupon>(request, op, 'POST', 'coupons/create', {
    title,
    kind: 'amount',
    amount: 300,
    threshold: 0,
    start_at: now - 3600,
    end_at: now + 7 * 86400,
    total: 100_000,
    per_user_limit: 1,
    scope: 'all',
    scope_ids: [],
    in_centre: false,
  });

  await page.goto(`/admin/#/coupons?keyword=${encodeURIComponent(title)}`);
  await page.getByTestId(`coupon-issue-${coupon.id}`).click();
  const form = page.getByTestId('coupon-issue-form');
  await form.getByText('按人群').click();
  await page.getByTestId('coupon-segment').click();
  await page.locator('.ant-select-item-option', { hasText: '按注册时间' }).click();
  const dayStart = Math.floor((now + CHINA) / 86400) * 86400 - CHINA;
  await page.getByTestId('coupon-reg-from').fill(chinaLocal(dayStart));
  await page.getByTestId('coupon-reg-to').fill(chinaLocal(dayStart + 86400 - 60));
  const counted = page.waitForResponse((r) => r.url().includes('/api/ops/coupons/segment-count'));
  await page.getByTestId('coupon-issue-ok').click();
  const size = ((await (await counted).json()) as { data: { count: number } }).data.count;
  expect(size).toBeGreaterThanOrEqual(1);
  // the segment's size is shown before the operator confirms
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`${size} 位用户`);
  await page.getByTestId('coupon-segment-confirm').click();
  await expect(page.getByText(`已发放 ${size} 张`)).toBeVisible();
  await expect(page.getByTestId(`coupon-counts-${coupon.id}`)).toHaveText(`${size} / 0 / 100000`);

  // the new user finds it in "my coupons"
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const shop = await phone.newPage();
  await login(shop, shop.request, session);
  await shop.goto(`${H5}pages/subpack1/user/my-coupon`);
  await expect(shop.getByText(title)).toBeVisible();
  await phone.close();
});

test('the operator edits the group-gift notice; the consumer zone shows it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const op = await openConsoleAs(page, request, 'operations', '/content/groupGift');
  const was = await opsCall<OpsGroupGift>(request, op, 'GET', 'content/group-gift');
  const notice = `进群领券 ${Date.now() % 1_000_000}`;
  try {
    const box = page.getByTestId('group-notice');
    await expect(box).toBeVisible();
    await box.fill(notice);
    const saved = page.waitForResponse((r) => r.url().includes('/api/ops/content/group-gift/save'));
    await page.getByTestId('group-save').click();
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);
    await expect(page.getByText('已保存')).toBeVisible();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const shop = await phone.newPage();
    await shop.goto(`${H5}pages/activityList/groupGift/group_gift`);
    await expect(shop.getByText(notice)).toBeVisible();
    await phone.close();
  } finally {
    await opsCall(request, op, 'POST', 'content/group-gift/save', {
      qr: was.qr,
      notice: was.notice,
      coupon_ids: was.coupon_ids,
    });
  }
});
