/**
 * Message centre (issue 9, docs/api-messages.md), against the real server.
 *
 * 1. A fresh user on the mine tab: a message sent server-side (`/__test/message`, the same
 *    `sendUserMessage` the ship / after-sale / group paths call) raises the unread badge on the
 *    mine tab and the mine page's message entry without a reload; a second one slides in as the
 *    push banner; tapping the banner opens it (read: the badge drops); the other one is opened
 *    from the message centre → its category list → the message, and the badge is gone.
 * 2. The agreement page shows the user agreement from `/api/notice_clause` and links to the
 *    privacy policy.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, smsCode } from './helpers';

const H5 = '/h5/#/';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function register(
  request: APIRequestContext,
): Promise<{ mobile: string; token: string; user_info: unknown }> {
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
  return { mobile, ...body.data };
}

/** Stores a session in the app as login does, and reloads so the stores read it. */
async function useSession(page: Page, token: string, info: unknown): Promise<void> {
  await page.goto('/h5/');
  await page.waitForURL(/#\/pages\/index\/index/);
  await page.evaluate(
    ([t, i]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', i);
    },
    [token, JSON.stringify(info)] as const,
  );
  await page.reload();
  await page.locator('[data-page]').first().waitFor();
  await page.waitForURL(/#\/pages\/index\/index/);
}

async function sendMessage(
  request: APIRequestContext,
  mobile: string,
  msg: { category: string; title: string; body: string; link?: string },
): Promise<number> {
  const res = await request.post('/__test/message', { form: { mobile, ...msg } });
  const body = (await res.json()) as Envelope<{ id: number }>;
  expect(body.code).toBe(200);
  return body.data.id;
}

test('a message arrives live, the badge counts it, reading it in the message centre clears it', async ({
  page,
  request,
}) => {
  const u = await register(request);
  await useSession(page, u.token, u.user_info);
  await page.goto(`${H5}pages/user/user`);
  await expect(page.locator('[data-page="pages/user/user"]')).toBeVisible();
  const mineTab = page.locator('.ui-tabbar').getByRole('button', { name: /我的/ });
  const entryBadge = page.getByTestId('mine-msg-badge');
  await expect(mineTab).toHaveText('我的');
  await expect(entryBadge).toHaveCount(0);

  // 1st message: the badges count it without a reload (socket event, or the connect catch-up)
  await sendMessage(request, u.mobile, {
    category: 'order',
    title: '您的订单已发货',
    body: '订单已由顺丰速运发出，运单号 SF1001',
  });
  await expect(mineTab).toContainText('(1)');
  await expect(entryBadge).toHaveText('1');

  // 2nd message: the socket is connected by now, so it slides in as the banner
  await sendMessage(request, u.mobile, {
    category: 'promo',
    title: '限时秒杀即将开始',
    body: '20点场爆款低至5折',
    link: 'pages/activityList/flashSale/index',
  });
  const banner = page.getByTestId('push-banner');
  await expect(banner).toHaveClass(/msg-banner--in/);
  await expect(banner).toContainText('限时秒杀即将开始');
  await expect(mineTab).toContainText('(2)');
  await expect(entryBadge).toHaveText('2');

  // tapping the banner opens the message: read, the badge drops
  await banner.getByRole('button', { name: /限时秒杀即将开始/ }).click();
  await expect(page.locator('[data-page="pages/news/show"]')).toBeVisible();
  await expect(page.getByTestId('msg-show')).toContainText('20点场爆款低至5折');
  await expect(page.getByRole('button', { name: '查看详情' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-page="pages/user/user"]')).toBeVisible();
  await expect(entryBadge).toHaveText('1');
  await expect(mineTab).toContainText('(1)');

  // the message centre: the order category has one unread; open it there
  await page.getByText('消息中心', { exact: true }).click();
  await expect(page.locator('[data-page="pages/subpack1/user/msg-center"]')).toBeVisible();
  await expect(page.getByTestId('msg-cat-unread-order')).toContainText('1');
  await expect(page.getByTestId('msg-cat-promo')).toContainText('限时秒杀即将开始');
  await page.getByTestId('msg-cat-order').click();
  await expect(page.locator('[data-page="pages/news/list"]')).toBeVisible();
  const item = page.getByTestId('msg-item').filter({ hasText: '您的订单已发货' });
  await expect(item).toHaveAttribute('data-unread', '1');
  await item.click();
  await expect(page.getByTestId('msg-show')).toContainText('SF1001');
  await page.goBack();
  await expect(page.getByTestId('msg-item').first()).toHaveAttribute('data-unread', '0');
  await page.goBack();
  await expect(page.locator('[data-page="pages/subpack1/user/msg-center"]')).toBeVisible();
  await expect(page.getByTestId('msg-cat-unread-order')).toHaveCount(0);
  await expect(page.getByTestId('msg-read-all')).toBeDisabled();
  await page.goBack();
  await expect(page.locator('[data-page="pages/user/user"]')).toBeVisible();
  await expect(entryBadge).toHaveCount(0);
  await expect(mineTab).toHaveText('我的');
});

test('the agreement page shows the user agreement and links to the privacy policy', async ({
  page,
}) => {
  await page.goto(`${H5}pages/subpack/agreement/agreement`);
  const clause = page.getByTestId('clause');
  await expect(clause.getByRole('heading', { name: '用户服务协议' })).toBeVisible();
  await expect(clause).toContainText('版本 2.1');
  await expect(clause.getByRole('heading', { name: '二、账号注册与使用' })).toBeVisible();
  await expect(clause.locator('.msg-rich__p').first()).toContainText('欢迎您使用本商城服务');
  await page.getByRole('link', { name: /隐私政策/ }).click();
  await expect(page.getByTestId('clause')).toHaveAttribute('data-type', 'privacy_policy');
  await expect(page.getByTestId('clause').getByRole('heading', { name: '隐私政策' })).toBeVisible();
});
