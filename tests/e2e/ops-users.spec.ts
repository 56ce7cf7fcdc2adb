/**
 * The console's users area (issue 20, part users): a fresh consumer has the app open on a phone;
 * an owner finds them by mobile in /users, opens the detail and restricts the account with a
 * reason; the consumer's next action (the Mine tab) answers 237: the closed modal, then home.
 * The owner lifts the restriction and the Mine tab opens again; the audit log shows
 * `users.restrict` for the user.
 */
import { expect, test } from '@playwright/test';
import {
  CONSOLE_VIEWPORT,
  freshMobile,
  login,
  openConsoleAs,
  registerByApi,
  type Session,
} from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
// two apps, a phone and the console, on a shared e2e server
test.setTimeout(300_000);

test('an owner restricts a consumer found by mobile: the app shows the closed modal; lifted, it works again', async ({
  page,
  browser,
  request,
}) => {
  const mobile = freshMobile();
  const session = await registerByApi<Session & { user_id: number }>(request, mobile);

  // the consumer's app on a phone
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await login(phone, request, session);
  const mineTab = phone.locator('.ui-tabbar').getByRole('button', { name: /我的/ });
  const homeTab = phone.locator('.ui-tabbar').getByRole('button', { name: /首页/ });

  // the owner finds them by the last digits of the mobile, then opens the detail
  // (the search keeps its filters in the URL: a link with the last 8 digits opens it)
  await openConsoleAs(page, request, 'owner', `/users?mobile=${mobile.slice(-8)}`);
  await expect(page.getByTestId('users-filter-mobile')).toHaveValue(mobile.slice(-8));
  const table = page.getByTestId('users-table');
  await expect(table).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  await table.getByTestId(`users-open-${session.user_id}`).click();
  await expect(page.getByTestId('users-detail')).toContainText(mobile);
  await expect(page.getByTestId('users-status')).toHaveText('正常');

  // restrict with a reason and a note
  await page.getByTestId('users-restrict').click();
  const form = page.getByTestId('users-status-form');
  await form.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '欺诈 / 刷单' }).click();
  await page.getByTestId('users-note').fill('e2e 刷单核查');
  await page.getByTestId('users-status-ok').click();
  await expect(page.getByTestId('users-status')).toHaveText('已限制');
  await expect(page.getByTestId('users-restriction-reason')).toHaveText('欺诈 / 刷单');

  // the consumer's next action: the closed modal, then home
  await mineTab.click();
  const dialog = phone.getByRole('dialog');
  await expect(dialog).toContainText('账号已被限制使用');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(phone).toHaveURL(/#\/pages\/index\/index/);

  // lifted: the Mine tab opens again
  await page.getByTestId('users-lift').click();
  await page.getByTestId('users-status-ok').click();
  await expect(page.getByTestId('users-status')).toHaveText('正常');
  await homeTab.click();
  await mineTab.click();
  await expect(phone.locator('[data-page="pages/user/user"]')).toBeVisible();
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  await phoneContext.close();

  // the audit log shows the restriction
  const auditContext = await browser.newContext({ viewport: CONSOLE_VIEWPORT });
  const audit = await auditContext.newPage();
  await openConsoleAs(
    audit,
    request,
    'owner',
    `/audit?object_type=user&object_id=${session.user_id}`,
  );
  const rows = audit.getByTestId('audit-table');
  await expect(rows).toContainText('users.restrict');
  await expect(rows).toContainText('限制用户');
  await expect(rows).toContainText('users.unrestrict');
  await auditContext.close();
});
