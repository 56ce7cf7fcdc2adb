/**
 * Customer chat with the service inbox (docs/api-chat.md): a consumer sends text in the h5
 * chat; the inbox (a second page, the kiosk app with the demo merchant, a chat agent) shows it
 * live; the merchant opens it (the consumer's message turns "read") and replies; the consumer
 * sees the reply live, and reading it turns the reply "read" on the inbox; away from the chat a
 * new reply badges the mine page's service entry, live. Then the complaint
 * form: validation keeps the text, a submit succeeds and the feedback is listed below.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type Envelope, freshMobile, open, smsCode } from './helpers';

const KIOSK = '/kiosk/#/';
const MERCHANT = { account: 'merchant', password: 'demo123456' };

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

async function consumerLogin(page: Page, request: APIRequestContext): Promise<string> {
  const session = await register(request, freshMobile());
  await page.goto('/h5/');
  await page.evaluate(
    ([token, info]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', info);
    },
    [session.token, JSON.stringify(session.user_info)] as const,
  );
  await page.reload();
  await page.locator('[data-page]').first().waitFor();
  return session.token;
}

test('a consumer chats with the service inbox live, with delivery and read state', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await consumerLogin(page, request);
  await open(page, 'pages/subpack2/chat/chat');
  await expect(page.getByText('您好，欢迎咨询')).toBeVisible();

  // the service inbox on a kiosk-sized screen
  const kioskContext = await browser.newContext({
    baseURL,
    viewport: { width: 1080, height: 1920 },
    locale: 'zh-CN',
  });
  const k = await kioskContext.newPage();
  await k.goto(`${KIOSK}pages/guishang/login/login`);
  await k.getByRole('textbox', { name: /账号/ }).fill(MERCHANT.account);
  await k.getByLabel('密码', { exact: true }).fill(MERCHANT.password);
  await k.getByRole('button', { name: '登录', exact: true }).click();
  await expect(k.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
  await k.goto(`${KIOSK}pages/guishang/service/inbox`);
  await expect(k.locator('[data-page="pages/guishang/service/inbox"]')).toBeVisible();
  await expect(k.getByTestId('inbox-list')).toBeVisible();
  await expect(k.getByTestId('kiosk-connection')).toHaveAttribute('data-state', 'online');

  // the consumer writes
  const question = `请问今天下单什么时候发货？${Date.now() % 10000}`;
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  const mine = page.getByTestId('chat-message').filter({ hasText: question });
  await expect(mine).toHaveAttribute('data-status', /sent|delivered/);
  await expect(page.getByTestId('chat-input')).toHaveValue('');

  // it arrives live on the inbox, on top, unread; the consumer sees it delivered
  const conv = k.getByTestId('inbox-conversation').filter({ hasText: question });
  await expect(conv).toBeVisible();
  await expect(k.getByTestId('inbox-conversation').first()).toContainText(question);
  await expect(conv.getByTestId('inbox-unread')).toHaveText('1');
  await expect(mine).toHaveAttribute('data-status', 'delivered');

  // opening it reads it: the badge goes, the consumer's tick turns "read" live
  await conv.click();
  const thread = k.getByTestId('inbox-thread');
  await expect(thread.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await expect(conv.getByTestId('inbox-unread')).toHaveCount(0);
  await expect(mine).toHaveAttribute('data-status', 'read');
  await expect(mine).toContainText('已读');

  // the merchant replies; the consumer sees it live and reads it; the inbox shows "read"
  const answer = '您好，16点前付款的订单当天发货。';
  await thread.getByTestId('chat-input').fill(answer);
  await thread.getByTestId('chat-send').click();
  const reply = thread.getByTestId('chat-message').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(reply).toHaveAttribute('data-status', 'read');

  // from a goods detail: the service entry opens the chat offering that goods's card
  await open(page, 'pages/subpack/goods/detail?goods_id=1');
  await page.getByTestId('detail-chat').click();
  await expect(page.locator('[data-page="pages/subpack2/chat/chat"]')).toBeVisible();
  const offer = page.getByTestId('chat-offer');
  await expect(offer).toBeVisible();
  const title = (await offer.locator('.chat-card__title').textContent()) ?? '';
  await offer.getByRole('button', { name: '发送给客服' }).click();
  await expect(offer).toHaveCount(0);
  const card = page.getByTestId('chat-message').filter({ hasText: title }).last();
  await expect(card.getByTestId('chat-card')).toBeVisible();
  await expect(card).toHaveAttribute('data-status', /sent|delivered|read/);
  // the open inbox thread shows the card live, and reading it marks it read
  await expect(thread.getByTestId('chat-card').filter({ hasText: title })).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'read');

  // a reload shows the same thread once (history), with the states kept
  await page.reload();
  await page.locator('[data-page="pages/subpack2/chat/chat"]').waitFor();
  await expect(page.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
  await expect(page.getByTestId('chat-message').filter({ hasText: question })).toHaveAttribute(
    'data-status',
    'read',
  );

  // away from the chat, a new reply shows as a badge on the mine page's service entry, live;
  // reading the chat clears it
  await open(page, 'pages/user/user');
  await expect(page.getByTestId('mine-chat')).toBeVisible();
  await expect(page.getByTestId('mine-chat-badge')).toHaveCount(0);
  await thread.getByTestId('chat-input').fill('还有其他问题吗？');
  await thread.getByTestId('chat-send').click();
  await expect(page.getByTestId('mine-chat-badge')).toContainText('1');
  await page.getByTestId('mine-chat').click();
  await expect(
    page.getByTestId('chat-message').filter({ hasText: '还有其他问题吗？' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('mine-chat')).toBeVisible();
  await expect(page.getByTestId('mine-chat-badge')).toHaveCount(0);
  await kioskContext.close();
});

test('a consumer submits a complaint and sees it listed with its status', async ({
  page,
  request,
}) => {
  await consumerLogin(page, request);
  await open(page, 'pages/subpack1/user/complaint');
  await expect(page.getByText('暂无反馈记录')).toBeVisible();

  // too short: refused on the screen, the text is kept
  await page.getByTestId('complaint-type-logistics').click();
  await page.getByTestId('complaint-content').fill('太慢了');
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByText('请至少输入10个字').first()).toBeVisible();
  await expect(page.getByTestId('complaint-content')).toHaveValue('太慢了');

  const text = '快递三天了还没有送到，希望尽快帮我查一下物流。';
  await page.getByTestId('complaint-content').fill(text);
  await page.getByTestId('complaint-phone').fill('12345');
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByTestId('complaint-phone').fill('13800138000');
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByText('提交成功，我们会尽快处理')).toBeVisible();
  await expect(page.getByTestId('complaint-content')).toHaveValue('');
  const item = page.getByTestId('complaint-item').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item).toContainText('物流配送');
  await expect(item).toContainText('已受理');
});

test('history scrolls back keeping the position; a failed send keeps its text and is retried', async ({
  page,
  request,
}) => {
  const token = await consumerLogin(page, request);
  for (let i = 1; i <= 30; i++) {
    const res = await request.post('/api/service/send', {
      form: { client_id: `e2e-scroll-${Date.now()}-${i}`, type: 'text', content: `历史消息 ${i}` },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as Envelope<unknown>).code).toBe(200);
  }
  await open(page, 'pages/subpack2/chat/chat');
  const messages = page.getByTestId('chat-message');
  await expect(messages).toHaveCount(20);
  await expect(messages.first()).toContainText('历史消息 11');
  await expect(messages.last()).toContainText('历史消息 30');
  // scrolled to the newest at first; scrolling to the top loads the older page
  const threadBox = page.getByTestId('chat-thread');
  await threadBox.evaluate((el) => (el.scrollTop = 0));
  await expect(messages).toHaveCount(30);
  await expect(page.getByText('没有更早的消息了')).toBeVisible();
  await expect(messages.first()).toContainText('历史消息 1');
  // the message that was at the top stays in view (the position is kept, not jumped to the top)
  await expect(messages.filter({ hasText: '历史消息 11' })).toBeInViewport();
  expect(await threadBox.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  // the network fails: the message stays with a retry button, then goes on retry
  await page.route(/\/api\/service\/send/, (route) => route.abort('failed'));
  await page.getByTestId('chat-input').fill('网络不好时发的消息');
  await page.getByTestId('chat-send').click();
  const failed = messages.filter({ hasText: '网络不好时发的消息' });
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed).toContainText('发送失败');
  await page.unroute(/\/api\/service\/send/);
  await failed.getByTestId('chat-retry').click();
  await expect(failed).toHaveAttribute('data-status', /sent|delivered|read/);
  await expect(messages.filter({ hasText: '网络不好时发的消息' })).toHaveCount(1);
  await page.reload();
  await page.locator('[data-page="pages/subpack2/chat/chat"]').waitFor();
  await expect(messages.filter({ hasText: '网络不好时发的消息' })).toHaveCount(1);
});
