/**
 * Catalogue journeys (issue 3): the home flash-sale strip, search from the home entry with sort
 * and brand filter, the search history, the category ranking, a seller's home and a brand zone.
 * Expected data is read from the server API with `request`, never assumed from the seed.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface Goods {
  id: number;
  title: string;
  price: number;
  brand_id: number;
  seller_id: number;
}
interface Option {
  id: number;
  name: string;
  count: number;
}
interface SearchData {
  list: Goods[];
  total: number;
  filters: { categories: Option[]; brands: Option[] } | null;
}

const KEYWORD = '牛奶';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

const searchApi = (request: APIRequestContext, query: string) =>
  api<SearchData>(request, `/api/goods/search?keyword=${encodeURIComponent(KEYWORD)}&${query}`);

const onPage = (page: Page, path: string) => page.locator(`[data-page="${path}"]`);

/** Titles of the goods cards shown (their image alt is the goods title). */
async function cardTitles(cards: Locator): Promise<string[]> {
  return cards.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
}

/** Prices in fen of the goods cards shown, from the price's accessible label (¥12.30). */
async function cardPrices(cards: Locator): Promise<number[]> {
  const labels = await cards
    .locator('.ui-price__now')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Math.round(Number(l.replace(/[^\d.-]/g, '')) * 100));
}

test('home shows the flash-sale strip with a running countdown and its goods', async ({
  page,
  request,
}) => {
  const flash = await api<{ sessions: { title: string }[]; goods: Goods[] }>(
    request,
    '/api/activity/limited_sale_time',
  );
  expect(flash.sessions.length).toBeGreaterThan(0);
  await page.goto('/h5/#/pages/index/index');
  const strip = page.getByTestId('flash-sale');
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
  const timer = strip.getByRole('timer');
  await expect(timer).toBeVisible();
  const before = await timer.getAttribute('aria-label');
  await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 3000 }).not.toBe(before);
  await expect(strip.getByRole('link', { name: /更多/ })).toHaveAttribute(
    'href',
    /pages\/activityList\/flashSale\/index$/,
  );
  if (flash.goods.length > 0) {
    const first = strip.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /killdetail\?/);
    await expect(first.getByRole('img', { name: flash.goods[0]?.title })).toBeVisible();
  }
});

test('search from the home entry: results, price sort, brand filter, clear, reload keeps state', async ({
  page,
  request,
}) => {
  await page.goto('/h5/#/pages/index/index');
  await page.getByRole('search').click();
  await expect(onPage(page, 'pages/subpack/search/search')).toBeVisible();
  const input = page.getByRole('searchbox', { name: '搜索关键词' });
  await expect(input).toBeFocused();
  await input.fill(KEYWORD);
  await input.press('Enter');

  const list = onPage(page, 'pages/subpack/search/search-list');
  await expect(list).toBeVisible();
  await expect(page).toHaveURL(/search-list\?keyword=%E7%89%9B%E5%A5%B6$/);
  await expect(page.getByRole('searchbox', { name: '搜索关键词' })).toHaveValue(KEYWORD);
  const cards = list.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  const composite = await searchApi(request, 'page=1&limit=10');
  expect(composite.total).toBeGreaterThan(1);
  await expect(cards).toHaveCount(Math.min(10, composite.total));

  // Price ascending: the order the server gives, prices non-decreasing.
  const ascending = await searchApi(request, 'page=1&limit=10&sort=price_asc');
  await list.getByRole('button', { name: /价格/ }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => cardTitles(cards)).toEqual(ascending.list.map((g) => g.title));
  const prices = await cardPrices(cards);
  expect(prices.length).toBeGreaterThan(1);
  for (let i = 1; i < prices.length; i++) {
    expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1] ?? 0);
  }

  // Filter by a brand that narrows the result.
  const brands = composite.filters?.brands ?? [];
  const brand = brands.find((b) => b.count > 0 && b.count < composite.total) ?? brands[0];
  expect(brand).toBeDefined();
  if (!brand) return;
  await list.getByRole('button', { name: '筛选' }).click();
  const sheet = page.getByRole('dialog', { name: '筛选' });
  await expect(sheet).toBeVisible();
  await sheet
    .getByRole('region', { name: '品牌' })
    .getByRole('button', { name: `${brand.name}(${brand.count})` })
    .click();
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`brand_id=${brand.id}(&|$)`));
  const branded = await searchApi(request, `page=1&limit=10&sort=price_asc&brand_id=${brand.id}`);
  expect(branded.list.length).toBeGreaterThan(0);
  expect(branded.list.every((g) => g.brand_id === brand.id)).toBe(true);
  await expect.poll(() => cardTitles(cards)).toEqual(branded.list.map((g) => g.title));
  await expect(list.getByRole('button', { name: `移除筛选条件：${brand.name}` })).toBeVisible();

  // A reload keeps keyword, sort and filter.
  await page.reload();
  // the app has booted and routed before the next hash change (a change mid-boot can be lost)
  await page.locator('[data-page]').first().waitFor();
  await expect(list.getByRole('button', { name: /价格/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardTitles(cards)).toEqual(branded.list.map((g) => g.title));

  // Clear the filter: the whole keyword result again.
  await list.getByRole('button', { name: '清除筛选' }).click();
  await expect(page).not.toHaveURL(/brand_id=/);
  await expect.poll(() => cardTitles(cards)).toEqual(ascending.list.map((g) => g.title));

  // Back returns to the search screen.
  await list.getByRole('button', { name: '返回' }).click();
  await expect(onPage(page, 'pages/subpack/search/search')).toBeVisible();
});

test('a search with no result shows the empty state with a hint', async ({ page }) => {
  await page.goto('/h5/#/pages/subpack/search/search-list?keyword=zzqqxxnothing');
  const list = onPage(page, 'pages/subpack/search/search-list');
  await expect(list.getByText('没有找到相关商品')).toBeVisible();
  await expect(list.getByText('换个关键词试试吧')).toBeVisible();
});

test('the search history shows searched words, most recent first, and clears after a confirm', async ({
  page,
}) => {
  await page.goto('/h5/#/pages/subpack/search/search');
  const screen = onPage(page, 'pages/subpack/search/search');
  const input = screen.getByRole('searchbox', { name: '搜索关键词' });
  for (const word of ['酸奶', KEYWORD]) {
    await input.fill(word);
    await screen.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(onPage(page, 'pages/subpack/search/search-list')).toBeVisible();
    await page.goBack();
    await expect(screen).toBeVisible();
  }
  const history = screen.getByTestId('search-history');
  await expect(history.getByRole('button')).toHaveText([KEYWORD, '酸奶']);

  // A history word searches again.
  await history.getByRole('button', { name: '酸奶' }).click();
  await expect(page).toHaveURL(/keyword=%E9%85%B8%E5%A5%B6/);
  await page.goBack();
  await expect(history.getByRole('button')).toHaveText(['酸奶', KEYWORD]);

  await screen.getByRole('button', { name: '清空搜索历史' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(screen.getByTestId('search-history')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
});

test('the category ranking lists the best sellers with ranks, the first three marked', async ({
  page,
  request,
}) => {
  const tops = await api<{ list: { id: number }[] }>(request, '/api/goods/get_top_cat_list');
  const catId = tops.list[0]?.id;
  expect(catId).toBeDefined();
  const ranking = await api<{ list: Goods[] }>(
    request,
    `/api/goods/get_goods_top_list?cat_id=${catId}&limit=20`,
  );
  expect(ranking.list.length).toBeGreaterThan(3);

  await page.goto('/h5/#/pages/category/category');
  const screen = onPage(page, 'pages/category/category');
  await screen.getByRole('button', { name: '排行榜' }).click();
  const list = screen.getByTestId('ranking');
  await expect(list).toBeVisible();
  const ranks = list.getByTestId('rank');
  await expect(ranks).toHaveCount(ranking.list.length);
  await expect(ranks.first()).toHaveText(/^1第1名$/);
  for (const i of [0, 1, 2]) await expect(ranks.nth(i)).toHaveClass(/rank-list__no--top/);
  await expect(ranks.nth(3)).not.toHaveClass(/rank-list__no--top/);
  expect(await cardTitles(list.getByTestId('goods-card'))).toEqual(
    ranking.list.map((g) => g.title),
  );
});

test('a seller home from a goods card seller_id shows the seller and its goods', async ({
  page,
  request,
}) => {
  const goods = await api<{ list: Goods[] }>(request, '/api/goods/get_goods_list?page=1&limit=50');
  const sellerId = goods.list.find((g) => g.seller_id > 0)?.seller_id;
  expect(sellerId).toBeDefined();
  const seller = await api<{ name: string; goods_count: number; categories: Option[] }>(
    request,
    `/api/seller/index?seller_id=${sellerId}`,
  );

  for (const route of ['pages/subpack/merchant/merchant', 'pages/subpack/detail/detail']) {
    await page.goto(`/h5/#/${route}?seller_id=${sellerId}`);
    const screen = onPage(page, route);
    await expect(screen.getByRole('heading', { name: seller.name, level: 2 })).toBeVisible();
    await expect(screen.getByTestId('seller-goods-count')).toContainText(
      String(seller.goods_count),
    );
    await expect(screen.getByTestId('goods-card').first()).toBeVisible();
  }

  // A category chip lists that category's goods.
  const category = seller.categories[0];
  if (category) {
    const inCat = await api<{ list: Goods[] }>(
      request,
      `/api/seller/categoryGoodsList?seller_id=${sellerId}&cat_id=${category.id}&page=1&limit=10`,
    );
    const screen = onPage(page, 'pages/subpack/detail/detail');
    await screen.getByRole('button', { name: category.name, exact: true }).click();
    await expect(screen.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(() => cardTitles(screen.getByTestId('goods-card')))
      .toEqual(inCat.list.map((g) => g.title));
  }
});

test('a brand zone lists the brand and its goods, sortable', async ({ page, request }) => {
  const result = await searchApi(request, 'page=1&limit=10');
  const brand = result.filters?.brands[0];
  expect(brand).toBeDefined();
  if (!brand) return;
  const zone = await api<{ brand: { name: string }; list: Goods[]; total: number }>(
    request,
    `/api/zone/getZoneBrandGoodsList?brand_id=${brand.id}&page=1&limit=10&sort=price_desc`,
  );
  expect(zone.list.length).toBeGreaterThan(0);

  await page.goto(`/h5/#/pages/subpack/prefecture/brand?brand_id=${brand.id}`);
  const screen = onPage(page, 'pages/subpack/prefecture/brand');
  await expect(screen.getByRole('heading', { name: zone.brand.name, level: 2 })).toBeVisible();
  const cards = screen.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  // Price twice: descending.
  const price = screen.getByRole('button', { name: /价格/ });
  await price.click();
  await price.click();
  await expect.poll(() => cardTitles(cards)).toEqual(zone.list.map((g) => g.title));
});
