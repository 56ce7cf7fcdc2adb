/**
 * The home tab's own gestures (core/ui PullRefresh and Carousel, which replaced antd-mobile's for
 * the first-load budget): a real touch pull from the top reloads every home block once, a
 * sideways swipe on the banners does not, the banners advance by themselves, and a toast (the
 * lazily loaded feedback chunk) still shows. Touches go through Chromium's input pipeline (CDP
 * Input.dispatchTouchEvent), as a phone's would.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { H5 } from './helpers';

async function drag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 12,
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from.x, y: from.y }],
  });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [
        {
          x: from.x + ((to.x - from.x) * i) / steps,
          y: from.y + ((to.y - from.y) * i) / steps,
        },
      ],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two animation frames of the page: what was started by an input event has been laid out. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

/** The pull-to-refresh head's text: empty unless the head is open (PullRefresh.tsx). */
const pullHead = (page: Page) => page.locator('.ui-pull__text').first();

/** Counts the home's data requests (the recommended goods' first page stands for them all). */
function countHomeLoads(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/goods/recommend_goods_list')) n += 1;
  });
  return () => n;
}

test('pull to refresh on home reloads it once; a sideways swipe on the banners does not', async ({
  page,
}) => {
  const loads = countHomeLoads(page);
  await page.goto(`${H5}pages/index/index`);
  await expect(page.getByRole('region', { name: /轮播|banner/i })).toBeVisible();
  await expect.poll(loads).toBe(1);
  const cdp = await page.context().newCDPSession(page);

  // sideways on the banner strip: a swipe, never a pull
  const banners = await page.getByRole('region', { name: /轮播|banner/i }).boundingBox();
  if (!banners) throw new Error('no banner box');
  const y = banners.y + banners.height / 2;
  await drag(cdp, { x: banners.x + banners.width - 20, y }, { x: banners.x + 20, y: y + 30 });
  // a pull would have opened the head and asked for the page at the release (touchEnd): after
  // two frames past it, the head is still shut and no request went out
  await frames(page);
  await expect(pullHead(page)).toBeEmpty();
  expect(loads()).toBe(1);

  // down from the top: the head says release, then refreshing, and the page reloads once
  await drag(cdp, { x: 190, y: 200 }, { x: 190, y: 600 }, 20);
  await expect.poll(loads).toBe(2);
  await expect(page.locator('.ui-pull').first()).toHaveAttribute('data-status', /complete|pulling/);
  // the head has closed again (the whole refresh is over): still one reload
  await expect(pullHead(page)).toBeEmpty();
  await frames(page);
  expect(loads()).toBe(2);
});

test('the home banners advance by themselves', async ({ page }) => {
  await page.goto(`${H5}pages/index/index`);
  const carousel = page.getByRole('region', { name: /轮播|banner/i });
  await expect(carousel).toBeVisible();
  const track = carousel.locator('.ui-carousel__track');
  const slides = await carousel.getByRole('group').count();
  test.skip(slides < 2, 'one banner: nothing to advance');
  const start = await track.evaluate((el) => el.scrollLeft);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 8000 }).not.toBe(start);
});

test('a toast from the lazily loaded feedback chunk shows over the page', async ({ page }) => {
  await page.goto(`${H5}pages/login/register`);
  await page.locator('[data-page]').first().waitFor();
  // asking for a code with a wrong number is refused with a toast
  await page.getByLabel('手机号').fill('123');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText('手机号');
});

test('home loads without its blocks pushing the goods list around (layout shift < 0.1)', async ({
  page,
}) => {
  // Collect layout shifts from before the app's first script runs (buffered entries included).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${H5}pages/index/index`);
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  // what can still shift the layout: the images in view and the fonts, then a layout pass
  await page.waitForFunction(() =>
    [...document.images]
      .filter((i) => i.getBoundingClientRect().top < window.innerHeight)
      .every((i) => i.complete),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await frames(page);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.1);
});
