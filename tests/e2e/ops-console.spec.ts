/**
 * The operator console's foundation (issue 20) at a desktop viewport: the demo owner signs in at
 * /admin/ with the password and a TOTP code computed here from the printed demo secret (a wrong
 * code first: the form says so and keeps the code step), sees the menu of its role and finds its
 * own sign-in in the audit log (filtered through the URL). A customer-service operator's menu has
 * no Operators entry, and the route itself answers 403.
 *
 * A TOTP code is accepted once per 30-second step: only one journey here signs the owner in.
 */
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { serverNow } from './helpers';

test.use({
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

const ADMIN = '/admin/';
/** The demo owner and its TOTP secret, as `npm start` prints them. */
const OWNER = { username: 'admin', password: 'demo123456', name: '演示管理员' };
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The demo customer-service operator (no money: no TOTP step). */
const SERVICE = { username: 'service', password: 'demo123456' };

const totp = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});

/** A 6-digit code that none of the steps the server accepts (now ±1) produces. */
function wrongCode(now: number): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: now + d })));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto(ADMIN);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.locator('#ops-username').fill(user.username);
  await page.locator('#ops-password').fill(user.password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
}

test('the owner signs in with TOTP, sees its menu and its own sign-in in the audit log', async ({
  page,
  request,
}) => {
  await signIn(page, OWNER);
  await expect(page.getByTestId('totp-form')).toBeVisible();

  // a wrong code: the refusal shows inline, the code step and the typed code stay
  // codes are made for the server's clock, which other journeys on the shared server move forward
  const wrong = wrongCode((await serverNow(request)) * 1000);
  await page.locator('#ops-code').fill(wrong);
  const refused = page.waitForResponse((r) => r.url().includes('/api/ops/login/totp'));
  await page.getByTestId('totp-form').locator('button[type=submit]').click();
  expect((await refused).status()).not.toBe(200);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-error')).toContainText('验证码');
  await expect(page.locator('#ops-code')).toHaveValue(wrong);

  // the right code opens the console
  await page
    .locator('#ops-code')
    .fill(totp.generate({ timestamp: (await serverNow(request)) * 1000 }));
  await page.getByTestId('totp-form').locator('button[type=submit]').click();
  const menu = page.getByTestId('console-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    '首页',
    '数据看板',
    '商品管理',
    '类目·品牌·店铺',
    '仓库库存',
    '订单管理',
    '售后',
    '资金',
    '用户',
    '客服',
    // issue 23
    '营销活动',
    '优惠券与积分',
    '首页与内容',
    '内容审核',
    '商户与货柜',
    '业务设置',
    '统计报表',
    '审计日志',
    '操作员',
  ]);
  await expect(page.getByTestId('console-operator')).toContainText('所有者');
  expect(await page.evaluate(() => localStorage.getItem('opsToken'))).toBeTruthy();

  // the audit log, filtered to sign-ins through the URL, shows this one (the newest first)
  await menu.getByRole('menuitem', { name: '审计日志' }).click();
  await expect(page.getByTestId('console-breadcrumbs')).toContainText('审计日志');
  const table = page.getByTestId('audit-table');
  await expect(table.locator('tbody tr').first()).toContainText('ops.login');
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/ops/audit') && r.url().includes('action=ops.login'),
  );
  await page.goto(`${ADMIN}#/audit?action=ops.login`);
  expect((await filtered).status()).toBe(200);
  const first = table.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('登录');
  await expect(first).toContainText('ops.login');
  await expect(first).toContainText(OWNER.name);
  await expect(page.getByTestId('audit-filter-action')).toContainText('登录');

  // the language switch renders the same log in English
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByTestId('console-breadcrumbs')).toContainText('Audit log');
  await expect(first).toContainText('Signed in');

  // logout ends the session: back to the login, the token gone
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('opsToken'))).toBeNull();
});

test('a customer-service operator does not see Operators, and the route answers 403', async ({
  page,
}) => {
  await signIn(page, SERVICE);
  const menu = page.getByTestId('console-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['首页', '订单管理', '售后', '用户', '客服']);
  await expect(page.getByTestId('console-operator')).toContainText('客服');
  await page.goto(`${ADMIN}#/operators`);
  await expect(page.getByText('你的角色无权使用此功能')).toBeVisible();
});
