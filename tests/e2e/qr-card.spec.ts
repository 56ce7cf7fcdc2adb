/**
 * Issue 25 §2 and §8 (qr-save): `set/user-ewm` is a QR card — a fresh user sees the QR code of
 * their invitation link and saves the whole card as one PNG (a download in a browser that can
 * download; on iOS, the phone viewport's own user agent, the picture is shown to be long-pressed).
 * Second screen: the download page saves its QR code the same way.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { call, login, open, registerByApi } from './helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const CARD = 'pages/subpack1/set/user-ewm';

async function pngOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

test.describe('in a browser that downloads (Android)', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('the QR card shows the QR of the invitation link and saves the card as one PNG', async ({
    page,
    request,
  }) => {
    const session = await registerByApi(request);
    const invite = await call<{ invite_code: string; invite_url: string }>(
      request,
      'GET',
      'user/get_invite_code',
      {},
      session.token,
    );
    await login(page, request, session);
    await open(page, CARD);

    const qr = page.getByRole('img', { name: '邀请二维码' });
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg')).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(qr).toHaveAttribute('data-qr-text', new URL(invite.invite_url, origin).href);
    await expect(page.getByTestId('invite-code')).toHaveText(invite.invite_code);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '保存二维码' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invite-${invite.invite_code}.png`);
    const png = await pngOf(download);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // one card picture (600 x 860), not the bare QR code
    expect(png.readUInt32BE(16)).toBe(600);
    expect(png.readUInt32BE(20)).toBe(860);
    await expect(page.getByText('二维码名片已保存')).toBeVisible();
  });

  test('the download page saves its QR code as a PNG', async ({ page }) => {
    await open(page, 'pages/subpack1/download/index');
    await expect(page.getByRole('img', { name: '下载页二维码' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '保存二维码' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('download-qr.png');
    expect((await pngOf(download)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await expect(page.getByText('二维码已保存')).toBeVisible();
  });
});

test('on iOS the QR card is shown as a picture to press and hold', async ({ page, request }) => {
  const session = await registerByApi(request);
  await login(page, request, session);
  await open(page, CARD);
  await expect(page.getByRole('img', { name: '邀请二维码' })).toBeVisible();

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: '保存二维码' }).click();
  const picture = page.getByRole('img', { name: '二维码名片图片' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(
    page.getByRole('status').filter({ hasText: '长按下方图片保存到相册' }),
  ).toBeVisible();
  expect(downloads).toBe(0);
});
