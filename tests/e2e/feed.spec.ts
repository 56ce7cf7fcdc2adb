/**
 * Neighbourhood feed (issue 10, docs/api-feed.md), against the real server: the demo consumer
 * posts a find with a photo (the first upload fails on the network and is retried from its
 * tile), likes it, comments on it, and finds it on their profile with the like counted.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { H5, open } from './helpers';

const DEMO = { mobile: '13800138000', password: 'demo123456', agreement_version: '2.1/3.0' };
const PHOTO = path.resolve('tests/e2e/fixtures/review-photo.png');
const FEED = 'pages/subpack1/trashy/togetherFind';

test('post a find with a photo, like it, comment on it, see it on the profile', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/login', { form: DEMO });
  const login = (await res.json()) as { data: { token: string; user_info: unknown } };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('userInfo', JSON.stringify(u));
    },
    [login.data.token, login.data.user_info],
  );

  await open(page, FEED);
  // the seeded neighbours' posts
  await expect(page.getByTestId('feed-post').first()).toBeVisible();

  // write: the first photo upload fails on the network, its tile offers a retry
  await page.getByTestId('feed-write').click();
  const text = `楼下水果店的橙子很甜 ${Date.now()}`;
  await page.locator('#feed-content').fill(text);
  let failOnce = true;
  await page.route('**/api/upload/image**', async (route) => {
    if (failOnce) {
      failOnce = false;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await page.getByTestId('feed-photo-input').setInputFiles(PHOTO);
  const tile = page.getByTestId('gallery-tile').first();
  await expect(tile).toHaveAttribute('data-state', 'failed');
  await tile.getByRole('button', { name: /重试|Retry/ }).click();
  await expect(tile).toHaveAttribute('data-state', 'done');
  await page.locator('#feed-place').fill('幸福路');
  await page.getByTestId('feed-submit').click();

  // the new post is first, with its photo and place
  const mine = page.getByTestId('feed-post').first();
  await expect(mine).toContainText(text);
  await expect(mine).toContainText('幸福路');
  await expect(mine.locator('.feed-photos img')).toHaveCount(1);

  // like it
  await mine.getByTestId('feed-like').click();
  await expect(mine.getByTestId('feed-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByTestId('feed-like-count')).toHaveText('1');

  // comment on it
  await mine.getByTestId('feed-comments-link').click();
  await expect(
    page.locator('[data-page="pages/subpack1/trashy/togetherFind-comment"]'),
  ).toBeVisible();
  await expect(page.getByTestId('feed-post')).toContainText(text);
  await page.getByTestId('feed-comment-input').locator('input').fill('我也去买了，确实甜');
  await page.getByTestId('feed-comment-send').click();
  await expect(page.getByTestId('feed-comment')).toHaveCount(1);
  await expect(page.getByTestId('feed-comment')).toContainText('我也去买了，确实甜');
  await expect(page.getByTestId('feed-comments-title')).toContainText('1');
  // the photo opens the previewer
  await page.locator('.feed-photos__item').first().click();
  await expect(
    page.locator('.adm-image-viewer-content, .adm-image-viewer-slides').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${H5}${FEED}`);
  await page.reload();
  await page.locator('[data-page]').first().waitFor();

  // back on the feed the counts hold; the author opens their profile
  const again = page.getByTestId('feed-post').first();
  await expect(again).toContainText(text);
  await expect(again.getByTestId('feed-comment-count')).toHaveText('1');
  await again.locator('.feed-card__author').click();
  await expect(page.locator('[data-page="pages/subpack1/trashy/userinfo"]')).toBeVisible();
  await expect(page.getByTestId('feed-profile')).toBeVisible();
  await expect(page.getByTestId('feed-post').first()).toContainText(text);
  // the seeded post of the demo user got likes too: at least this one's
  const likes = Number(await page.getByTestId('feed-profile-likes').textContent());
  expect(likes).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('feed-profile-posts')).toHaveText('2');

  // the author deletes it from the profile: gone from the list and the numbers
  await page.getByTestId('feed-post').first().getByTestId('feed-more').click();
  await page.getByText('删除', { exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('feed-post').filter({ hasText: text })).toHaveCount(0);
  await page.reload();
  await page.locator('[data-page]').first().waitFor();
  await expect(page.getByTestId('feed-profile-posts')).toHaveText('1');
});
