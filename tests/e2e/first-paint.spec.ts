/**
 * Issue 21: the h5 home paints its first view from the HTML (the shell and its banner, before
 * any of the app's code runs), the app takes over the home data the boot script started (one
 * request each, no second), nothing shifts, and what the browser fetches until the network is
 * idle is the figure `npm test` checks from the build manifest (bench/budget.json).
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

test('home paints its title bar, banner and tab bar from the HTML before the app runs', async ({
  page,
}) => {
  await page.route('**/h5/assets/*.js', (route) => route.abort());
  await page.goto('/h5/#/pages/index/index');
  const shell = page.locator('#shell');
  await expect(shell.locator('.home__brand')).toHaveText('商城');
  await expect(shell.locator('.adm-tab-bar-item-active')).toHaveText('首页');
  // the first banner, started by the boot script at high priority
  const banner = shell.locator('.home__banner img');
  await expect(banner).toHaveAttribute('src', /\/media\//);
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await banner.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
});

test('the app takes over the started home data: one request each, no layout shift', async ({
  page,
}) => {
  const calls = new Map<string, number>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/'))
      calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/h5/#/pages/index/index');
  await expect(
    page.locator('[data-page="pages/index/index"] .home__banner img').first(),
  ).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(calls.get('/api/index')).toBe(1);
  expect(calls.get('/api/getBannerList')).toBe(1);
  expect(calls.get('/api/v3/activity/banner')).toBe(1);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.01);
});

test('everything home fetches until idle is the figure npm test checks', async ({ page }) => {
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!/\/h5\/assets\/.+\.(js|css)$/.test(url.pathname)) return;
    const body = await res.body().catch(() => null);
    if (body) sizes.set(url.pathname, zlib.gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/h5/#/pages/index/index');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  // the app's work after the first render, then the network idle
  await page.waitForTimeout(3500);
  await page.waitForLoadState('networkidle');
  const budget = JSON.parse(fs.readFileSync('bench/budget.json', 'utf8')) as Record<
    string,
    { app: string; page: string; untilIdle: string[] }
  >;
  const spec = budget['h5-home-until-idle']!;
  const { untilIdle } = await import('../../scripts/first-load.mjs');
  const figure = untilIdle(spec.app, spec.page, spec.untilIdle);
  const fetched = [...sizes.keys()].map((p) => p.replace(/^\/h5\//, '')).sort();
  expect(fetched).toEqual([...figure.list].sort());
  expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(figure.bytes);
});
