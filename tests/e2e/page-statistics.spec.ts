/**
 * Page statistics (spec section 4, issue 25): the start page's view is posted, every later page
 * view is posted once with the page it came from (none merged into the next), and hiding the app
 * posts one more record for the page being left.
 */
import { expect, test, type Request } from '@playwright/test';
import { H5 } from './helpers';

interface Posted {
  url: string;
  p_url: string;
  url_params: string;
}

function recordOf(req: Request): Posted {
  const form = new URLSearchParams(req.postData() ?? '');
  return {
    url: form.get('url') ?? '',
    p_url: form.get('p_url') ?? '',
    url_params: form.get('url_params') ?? '',
  };
}

test('every page view is posted once, the start page included; hiding posts the page left', async ({
  page,
}) => {
  const posted: Posted[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/statistics') {
      posted.push(recordOf(req));
    }
  });

  await page.goto(`${H5}pages/index/index`);
  await expect(page.locator('[data-page="pages/index/index"]')).toBeVisible();
  await page.evaluate(() => (location.hash = '#/pages/cart/cart'));
  await expect(page.locator('[data-page="pages/cart/cart"]')).toBeVisible();
  await page.evaluate(() => (location.hash = '#/pages/category/category?id=2'));
  await expect(page.locator('[data-page="pages/category/category"]')).toBeVisible();
  await expect.poll(() => posted.length).toBe(3);

  // quick page changes between two ticks (their screens are loaded now, so each shows at once):
  // cart, then category as soon as the cart is on screen — each is its own record
  await page.evaluate(async () => {
    const shown = (route: string) =>
      new Promise<void>((done) => {
        const check = () =>
          document.querySelector(`[data-page="${route}"]`) ? done() : requestAnimationFrame(check);
        check();
      });
    location.hash = '#/pages/cart/cart';
    await shown('pages/cart/cart');
    location.hash = '#/pages/category/category?id=3';
    await shown('pages/category/category');
  });

  await expect
    .poll(() => posted.map((r) => r.url))
    .toEqual([
      'pages/index/index',
      'pages/cart/cart',
      'pages/category/category',
      'pages/cart/cart',
      'pages/category/category',
    ]);
  expect(posted.map((r) => r.p_url)).toEqual([
    '',
    'pages/index/index',
    'pages/cart/cart',
    'pages/category/category',
    'pages/cart/cart',
  ]);
  expect(posted.map((r) => r.url_params)).toEqual(['', '', 'id=2', '', 'id=3']);

  // the app goes to the background: one more record for the page being left, and only one
  const hiddenPost = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/statistics');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(recordOf(await hiddenPost)).toMatchObject({ url: 'pages/category/category' });
  expect(posted).toHaveLength(6);
});
