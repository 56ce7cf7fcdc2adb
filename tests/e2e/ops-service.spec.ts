/**
 * Customer service in the operator console (issue 20, part `service`) at the console's size: a
 * consumer (a phone-sized context) writes to the platform's 客服 and files a complaint; a
 * `service` operator sees the message arrive live in the inbox, answers it and replies to the
 * complaint; the consumer sees the answer in the chat and the reply on the complaint; an owner
 * finds `service.complaint_reply` in the audit log.
 */
import { expect, test } from '@playwright/test';
import type { ListData } from '../../src/shared/contract/envelope';
import type { OpsComplaint } from '../../src/shared/contract/ops-service';
import { CONSOLE_VIEWPORT, login, open, openConsoleAs, opsCall, registerByApi } from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('an operator answers a consumer live and replies to a complaint', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 100000;
  const op = await openConsoleAs(page, request, 'service', '/service');
  await expect(page.getByTestId('service-conversations')).toBeVisible();

  // the consumer, on a phone
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const c = await phone.newPage();
  const session = await registerByApi(request);
  await login(c, request, session);
  await open(c, 'pages/subpack2/chat/chat');
  const question = `我的订单还没发货，麻烦看一下 ${stamp}`;
  await c.getByTestId('chat-input').fill(question);
  await c.getByTestId('chat-send').click();
  await expect(c.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  // it arrives live in the console's inbox (no reload), unread
  const conv = page.getByTestId('service-conversation-item').filter({ hasText: question });
  await expect(conv).toBeVisible();
  await conv.click();
  const thread = page.getByTestId('service-messages');
  await expect(thread.getByTestId('service-message').filter({ hasText: question })).toBeVisible();

  // the operator answers; the consumer sees it in the chat, from the platform's service
  const answer = `您好，已为您催促仓库，今天发出 ${stamp}`;
  await page.getByTestId('service-composer').fill(answer);
  await page.getByTestId('service-send').click();
  await expect(thread.locator('[data-sender="service"]').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByTestId('service-composer')).toHaveValue('');
  await expect(c.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();

  // the consumer files a complaint
  await open(c, 'pages/subpack1/user/complaint');
  const text = `收到的商品外包装破损，希望给个说法 ${stamp}`;
  await c.getByTestId('complaint-type-goods').click();
  await c.getByTestId('complaint-content').fill(text);
  await c.getByTestId('complaint-submit').click();
  const item = c.getByTestId('complaint-item').filter({ hasText: text });
  await expect(item).toBeVisible();

  // the operator's queue (new ones) shows it; the drawer shows the text, the reply goes out
  await page.getByTestId('service-tabs').getByRole('tab', { name: '投诉建议' }).click();
  await expect(page).toHaveURL(/#\/service\/complaints/);
  await page.getByTestId('complaint-filter-q').fill(String(stamp));
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.getByTestId('complaint-table').locator('tr').filter({ hasText: text });
  await expect(row).toBeVisible();
  await row.getByTestId('complaint-open').click();
  const drawer = page.getByTestId('complaint-drawer');
  await expect(drawer.getByTestId('complaint-content')).toHaveText(text);
  // an empty reply is refused on the form
  await drawer.getByRole('button', { name: '提交回复' }).click();
  await expect(drawer.getByText('请输入回复内容')).toBeVisible();
  const reply = `非常抱歉，已为您安排换货 ${stamp}`;
  await drawer.getByRole('textbox').fill(reply);
  await drawer.getByRole('button', { name: '提交回复' }).click();
  await expect(drawer.getByTestId('complaint-reply')).toHaveText(reply);
  await expect(row).toContainText('已回复');

  // the consumer sees the reply
  await c.reload();
  await expect(item).toContainText(reply);
  await expect(item).toContainText('已回复');

  // the audit log shows the reply, to an owner
  // the search also matches mobiles: pick this journey's complaint by its text
  const found = await opsCall<ListData<OpsComplaint>>(request, op, 'GET', 'service/complaints', {
    q: text,
  });
  const id = found.list.find((x) => x.content === text)?.id;
  expect(id).toBeTruthy();
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: CONSOLE_VIEWPORT,
    locale: 'zh-CN',
  });
  const o = await ownerContext.newPage();
  await openConsoleAs(o, request, 'owner', `/audit?object_type=complaint&object_id=${id}`);
  const audit = o.getByTestId('audit-table');
  await expect(audit.getByText('service.complaint_reply')).toBeVisible();
  await expect(audit).toContainText('回复投诉');
  await ownerContext.close();
  await phone.close();
});
