/**
 * What the kiosk journeys share: the demo merchant, the merchant API called with a bearer token
 * (HTTP 200 expected, its `data` answered), and logging a merchant in through the kiosk's login
 * screen.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const MERCHANT = { account: 'merchant', password: 'demo123456' };
export const KIOSK = '/kiosk/#/';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A merchant API call (`/api/admin/<path>`) that must succeed; its data. */
export async function merchantApi<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res =
    method === 'GET'
      ? await request.get(`/api/admin/${path}`, { params, headers })
      : await request.post(`/api/admin/${path}`, { form: params, headers });
  const body = (await res.json()) as Envelope<T>;
  expect(res.status(), `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** A merchant session token (no terminal binding). */
export async function merchantToken(
  request: APIRequestContext,
  who: { account: string; password: string } = MERCHANT,
): Promise<string> {
  const res = await request.post('/api/admin/login', { form: { ...who, device_name: 'e2e' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<{ token: string }>).data.token;
}

/** Logs the demo merchant in on the kiosk's login screen; waits for the cabinet home. */
export async function kioskLogin(page: Page): Promise<void> {
  await page.goto(`${KIOSK}pages/guishang/login/login`);
  await page.getByRole('textbox', { name: /账号/ }).fill(MERCHANT.account);
  await page.getByLabel('密码', { exact: true }).fill(MERCHANT.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('[data-page="pages/guishang/index/index"]')).toBeVisible();
}
