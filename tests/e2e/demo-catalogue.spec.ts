/**
 * Demo catalogue (issue 19): the home page's goods pictures, zone icons and banners are the
 * composed emoji pictures — they load (naturalWidth > 0) and none is an old numbered gradient.
 * Read-only: no state of other journeys is touched.
 */
import { expect, test, type Locator } from '@playwright/test';
import { open } from './helpers';

const COMPOSED_GOODS = /\/media\/gen\/goods\/[0-9a-f]{8}-[0-9A-Za-z]+(-[a-z][0-9a-f]+)?\.svg$/;
const OLD_GOODS = /\/media\/gen\/goods\/\d+(-\d+)?\.svg$/;

/** The images of `scope` that finished loading with a picture. */
async function loaded(images: Locator): Promise<{ src: string; ok: boolean }[]> {
  return images.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((i) => ({
      src: i.currentSrc || i.src,
      ok: i.complete && i.naturalWidth > 0,
    })),
  );
}

test('home shows composed goods pictures, zone icons and banners that load', async ({ page }) => {
  await open(page, 'pages/index/index');
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  await cards.first().scrollIntoViewIfNeeded();
  const goodsImages = cards.locator('img');
  await expect
    .poll(async () => (await loaded(goodsImages)).filter((i) => i.ok).length)
    .toBeGreaterThanOrEqual(2);
  const goods = await loaded(goodsImages);
  for (const img of goods.filter((i) => i.ok)) {
    expect(img.src).toMatch(COMPOSED_GOODS);
    expect(img.src).not.toMatch(OLD_GOODS);
  }

  // zones and banners: every picture under /media/gen/ on the page loads
  await page.evaluate(() => window.scrollTo(0, 0));
  const media = page.locator('img[src*="/media/gen/"]');
  await expect
    .poll(async () => (await loaded(media)).filter((i) => i.ok).length)
    .toBeGreaterThan(4);
  const all = await loaded(media);
  const zones = all.filter((i) => i.src.includes('/media/gen/zone/'));
  expect(zones.length).toBeGreaterThanOrEqual(5);
  await expect
    .poll(async () => (await loaded(media)).filter((i) => i.src.includes('/zone/') && !i.ok).length)
    .toBe(0);
  for (const img of all) expect(img.src).not.toMatch(/\/media\/gen\/(banner|zone)\/\d+\.svg$/);
});
