/**
 * The console's moderation area (issue 23, moderation): a moderator turns live-room
 * auto-approval off in Moderation → Settings; a consumer with the live right applies for a live
 * room on a phone (390x844) and sees it waiting for review; the room appears in the moderator's
 * open queue without a reload (`ops:changed` topic `moderation`, issue 23); the moderator rejects it in the
 * console with a reason and a note; the manager refreshes the review screen and sees it
 * rejected with that reason. Auto-approval is restored for the other journeys.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CONSOLE_VIEWPORT,
  H5,
  login,
  openConsoleAs,
  opsCall,
  registerByApi,
  type Session,
} from './helpers';

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'review-photo.png');

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(300_000);

interface Settings {
  live_auto_approve: boolean;
  local_auto_approve: boolean;
  banned_words: { live: string[]; feed: string[]; reviews: string[] };
}

test('a moderator rejects a live room with a reason; its manager sees the rejection and the reason', async ({
  page,
  browser,
  request,
}) => {
  // the moderator turns live-room auto-approval off in the console
  const moderator = await openConsoleAs(page, request, 'moderator', '/moderation/settings');
  const before = await opsCall<Settings>(request, moderator, 'GET', 'moderation/settings');
  const liveAuto = page.getByTestId('mod-live-auto');
  await expect(liveAuto).toHaveAttribute('aria-checked', String(before.live_auto_approve));
  if (before.live_auto_approve) await liveAuto.click();
  await page.getByTestId('mod-settings-save').click();
  await expect(page.getByText('审核设置已保存')).toBeVisible();
  await expect(liveAuto).toHaveAttribute('aria-checked', 'false');

  try {
    // the moderator opens the waiting queue before the room exists; a marker on the window
    // tells that the page is never reloaded
    await page.getByTestId('mod-tab-live').click();
    await expect(page).toHaveURL(/#\/moderation\/live/);
    const table = page.getByTestId('mod-live-table');
    await expect(table).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    // a consumer with the live right (granted by an owner) applies for a room on a phone
    const session = await registerByApi<Session & { user_id: number }>(request);
    const owner = await (async () => {
      const res = await request.post('/__test/operator', { form: { role: 'owner' } });
      return ((await res.json()) as { data: { token: string } }).data;
    })();
    await opsCall(request, owner, 'POST', 'users/right', {
      id: session.user_id,
      right: 'live_manager',
      granted: true,
    });
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const phone = await phoneContext.newPage();
    await login(phone, request, session);
    const title = `审核直播 ${Date.now() % 100000}`;
    await phone.goto(`${H5}pages/live/add`);
    await expect(phone.locator('[data-page="pages/live/add"]')).toBeVisible();
    await phone.getByLabel('直播标题').fill(title);
    await phone.getByTestId('live-cover-input').setInputFiles(PHOTO);
    await expect(phone.getByText('已上传')).toBeVisible();
    await phone.getByLabel('直播简介').fill('等待平台审核的直播间');
    await phone.getByTestId('live-time').click();
    await phone.locator('.adm-picker').getByText('确定').click();
    await phone.getByRole('button', { name: '提交审核' }).click();
    await expect(phone.locator('[data-page="pages/live/shen"]')).toBeVisible();
    await expect(phone.getByTestId('live-shen')).toHaveAttribute('data-review-status', '0');

    // it arrives in the moderator's open queue live, without a reload
    const row = table.locator('tr', { hasText: title });
    await expect(row).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
    ).toBe(true);

    // the moderator rejects it with a reason and a note
    // (antd spaces two-character button labels: found by test id)
    await row.locator('[data-testid^="mod-live-reject-"]').click();
    await page.getByTestId('mod-reason-form').locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '低俗或不适宜内容' }).click();
    await page.getByTestId('mod-reason-note').fill('封面与直播内容不符');
    await page.getByTestId('mod-reason-ok').click();
    // it leaves the waiting queue; under "rejected" it shows the reason
    await expect(table.locator('tr', { hasText: title })).toHaveCount(0);
    await page.getByTestId('mod-live-filters').getByText('已驳回').click();
    await expect(page).toHaveURL(/filter=rejected/);
    await expect(table.locator('tr', { hasText: title })).toContainText(
      '低俗或不适宜内容：封面与直播内容不符',
    );

    // the manager refreshes the review screen: rejected, with the reason in their language
    await phone.reload();
    await expect(phone.getByTestId('live-shen')).toHaveAttribute('data-review-status', '2');
    await expect(phone.getByRole('alert')).toContainText('低俗或不适宜内容：封面与直播内容不符');
    await phoneContext.close();

    // the audit log has the decision
    const audit = await opsCall<{ list: { action: string; object_type: string }[] }>(
      request,
      owner,
      'GET',
      'audit',
      { action: 'moderation.live_reject', page: 1, limit: 5 },
    );
    expect(audit.list.some((a) => a.object_type === 'live_room')).toBe(true);
  } finally {
    await opsCall(request, moderator, 'POST', 'moderation/settings/save', { ...before });
  }
});
