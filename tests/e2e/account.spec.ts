/**
 * Account screens (settings, profile, social binding, loans, agency): a fresh user, registered
 * through the API, changes the nickname, switches the language to English and back, binds
 * WeChat through the sandbox authorize page, applies for a loan and sees its progress; logged
 * out, the agency page shows the 'insufficient permission' modal and goes home.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { type Envelope, freshMobile, H5, open, smsCode } from './helpers';

async function register(request: APIRequestContext, mobile: string) {
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

test('a new user edits the profile, switches language, binds WeChat and applies for a loan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  const session = await register(request, mobile);
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

  // ---- Nickname: settings → profile → nickname ----
  await open(page, 'pages/subpack1/set/set');
  await page.getByText('个人资料').click();
  await expect(page.locator('[data-page="pages/subpack1/set/user-info"]')).toBeVisible();
  await page.getByText('昵称', { exact: true }).click();
  await expect(page.locator('[data-page="pages/subpack1/set/user-name"]')).toBeVisible();
  const nickname = `测试${mobile.slice(-4)}`;
  await page.getByLabel('昵称').fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称为 1～20 个字符')).toBeVisible();
  await page.getByLabel('昵称').fill(nickname);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-page="pages/subpack1/set/user-info"]')).toBeVisible();
  await expect(page.getByTestId('info-nickname')).toHaveText(nickname);

  // ---- Language: English and back ----
  await open(page, 'pages/subpack1/set/set');
  await page.getByText('语言', { exact: true }).click();
  // The sheet closes with an animation: pick the option of the sheet that is visible now.
  await page.getByText('English', { exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Clear cache')).toBeVisible();
  // English is a lazy chunk: a reload starts in English from the first render
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByText('Language', { exact: true }).click();
  await page.getByText('简体中文', { exact: true }).filter({ visible: true }).last().click();
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();

  // ---- WeChat: sandbox authorize page → thirdLogin → binding-wechat-success ----
  await open(page, 'pages/subpack1/set/binding-wechat');
  await expect(page.getByTestId('wechat-status')).toHaveAttribute('data-bound', 'false');
  await page.getByRole('button', { name: '立即绑定' }).click();
  await page.getByLabel(/微信昵称/).fill(`微信${mobile.slice(-4)}`);
  await page.getByRole('button', { name: /同意授权/ }).click();
  await expect(page.getByTestId('bind-result')).toHaveAttribute('data-state', 'done');
  await page.getByRole('button', { name: '返回' }).last().click();
  await expect(page.getByTestId('wechat-status')).toHaveAttribute('data-bound', 'true');
  await expect(page.getByText(`微信昵称：微信${mobile.slice(-4)}`)).toBeVisible();

  // ---- Loan: validation, then an application and its progress ----
  await open(page, 'pages/subpack1/loan/progress');
  await expect(page.getByText('暂无借款申请')).toBeVisible();
  await page.getByRole('button', { name: '去申请' }).click();
  await expect(page.locator('[data-page="pages/subpack1/loan/loan"]')).toBeVisible();
  await page.getByLabel('借款金额（元）').fill('500');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(/借款金额需在/)).toBeVisible();
  await expect(page.getByText('请选择借款期限')).toBeVisible();
  await page.getByLabel('借款金额（元）').fill('5000');
  await page.getByRole('option', { name: '12 个月' }).click();
  await page.getByLabel('借款用途').fill('装修房子');
  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('月收入（元）').fill('8000');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.locator('[data-page="pages/subpack1/loan/progress"]')).toBeVisible();
  await expect(page.getByTestId('loan-status')).toHaveText('已提交');
  await expect(page.getByTestId('loan-application')).toContainText('5000');
});

test('the agency page logged out shows the permission modal and goes home', async ({ page }) => {
  await open(page, 'pages/index/index');
  await page.goto(`${H5}pages/subpack/agency/agency`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('权限不足');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(page.locator('[data-page="pages/index/index"]')).toBeVisible();
});

test('a WeChat login without an account registers through exchange, then closes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  const res = await request.get('/api/v3/thirdPartyCheckRedirect?platform=wechat');
  const { authorize_url } = ((await res.json()) as Envelope<{ authorize_url: string }>).data;
  await page.goto(authorize_url);
  await page.getByLabel(/微信昵称/).fill(`新微信${mobile.slice(-4)}`);
  await page.getByRole('button', { name: /同意授权/ }).click();
  await expect(page.locator('[data-page="pages/subpack2/thirdLogin/exchange"]')).toBeVisible();

  // ---- exchange: new account with mobile, SMS code and password ----
  await page.getByRole('tab', { name: '注册新账号' }).click();
  await page.locator('#new-mobile').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).last().click();
  await page.locator('#new-code').fill(await smsCode(request, mobile));
  await page.locator('#new-password').fill('pass1234');
  // issue 19 part E: creating the account needs the (unticked) consent
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先阅读并同意' })).toBeVisible();
  await page.getByTestId('consent-check').check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  // login_success returns to the saved page, else the mine tab; the account took the WeChat name
  await expect(page.getByTestId('mine-nickname')).toHaveText(`新微信${mobile.slice(-4)}`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // ---- close the account: SMS code (scene cancel), the typed text, the last confirm ----
  expect((await request.post('/__test/clock', { form: { advance: 61 } })).ok()).toBeTruthy();
  await open(page, 'pages/subpack2/cancel/cancel');
  await expect(page.getByTestId('cancel-warning')).toBeVisible();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await smsCode(request, mobile));
  await page.getByLabel('请输入“确认注销”').fill('确认');
  await page.getByRole('button', { name: '注销账号' }).click();
  await expect(page.getByText('请准确输入“确认注销”')).toBeVisible();
  await page.getByLabel('请输入“确认注销”').fill('确认注销');
  await page.getByRole('button', { name: '注销账号' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('[data-page="pages/index/index"]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
