/**
 * The console's home and content (issue 23, part content) at a desktop viewport: an
 * `operations` operator adds a banner (an uploaded image) and a hot search word; a consumer at
 * the phone size (390x844) sees the banner on the home page and the word on the search page;
 * the operator turns the customer-service chat off and the consumer's chat entry says it is
 * unavailable and offers the phone.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEWPORT, login, openConsoleAs, opsCall } from './helpers';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'review-photo.png');

test('operations adds a banner and a hot word, turns the service chat off; the consumer sees each', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const bannerTitle = `周末鲜果节${stamp}`;
  const word = `鲜果${stamp}`;
  const op = await openConsoleAs(page, request, 'operations', '/content/banners');

  // a banner with an uploaded image
  await page.getByTestId('banner-add').click();
  const drawer = page.getByRole('dialog');
  await page.getByTestId('banner-title').fill(bannerTitle);
  await drawer.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(drawer.locator('img')).toHaveCount(1);
  await page.getByTestId('banner-save').click();
  await expect(page.getByTestId('banner-title')).toHaveCount(0);
  await expect(page.getByText(bannerTitle, { exact: true })).toBeVisible();

  // a hot search word, last in the list
  await page.getByRole('tab', { name: '热搜与客服' }).click();
  await expect(page).toHaveURL(/#\/content\/search$/);
  await expect(page.getByTestId('hot-word-0')).toHaveValue(/.+/);
  const before = await page.locator('[data-testid^=hot-word-]').count();
  await page.getByTestId('hot-add').click();
  await page.getByTestId(`hot-word-${before}`).fill(word);
  await page.getByTestId('hot-save').click();
  // (the banner's "saved" toast may still be showing: the newest toast is the last)
  await expect(page.getByText('已保存').last()).toBeVisible();

  // the consumer at the phone size
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const shop = await phone.newPage();
  try {
    await shop.goto('/h5/#/pages/index/index');
    // (the looping carousel may also render an inert copy of a first or last slide)
    await expect(shop.locator(`.home__banners img[alt="${bannerTitle}"]`).first()).toBeAttached();
    await shop.goto('/h5/#/pages/subpack/search/search');
    await expect(shop.getByTestId('search-hot')).toContainText(word);

    // the service chat off: the consumer's chat says so and offers the phone
    await page.getByTestId('service-switch').click();
    await page.getByTestId('service-save').click();
    await expect(page.getByText('已保存').last()).toBeVisible();
    await login(shop, request);
    await shop.goto('/h5/#/pages/subpack2/chat/chat');
    const off = shop.getByTestId('chat-unavailable');
    await expect(off).toBeVisible();
    await expect(off.locator('a[href^="tel:"]')).toBeVisible();
  } finally {
    await phone.close();
    // the chat back on for the journeys after this one
    const s = await opsCall<{ on: boolean; phone: string }>(request, op, 'GET', 'content/service');
    await opsCall(request, op, 'POST', 'content/service/save', { on: true, phone: s.phone });
  }
});
