/**
 * Issue 25 §7 (electron-http) in a real browser: what the request wrapper puts on the wire
 * (XMLHttpRequest in Chromium, not a test adapter). A fresh consumer logs in through the form:
 * the login is a form-encoded POST; the app's GETs carry `Content-Type: application/json` and
 * `Accept: application/json` and the server answers them; `api/getPhoneCId` is a GET with no
 * body answering cid, uid and all_data.
 *
 * (§2, the Electron home tab, is covered by src/main unit tests: this machine has no Electron
 * binary, so tests/e2e/electron-kiosk.spec.ts skips.)
 */
import { expect, test, type Request } from '@playwright/test';
import { freshMobile, H5, registerByApi } from './helpers';

const apiPath = (req: Request) => new URL(req.url()).pathname;

test('the login posts a form; GETs carry the JSON headers; getPhoneCId is a bodiless GET', async ({
  page,
  request,
}) => {
  // a fresh user (registerByApi sets the password 'pass1234')
  const mobile = freshMobile();
  await registerByApi(request, mobile);

  await page.goto(`${H5}pages/login/login`);
  await expect(page.locator('[data-page="pages/login/login"]')).toBeVisible();
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill('pass1234');
  await page.getByTestId('consent-check').check();

  const loginSent = page.waitForRequest((r) => apiPath(r) === '/api/login');
  const cidAnswered = page.waitForResponse((r) => apiPath(r.request()) === '/api/getPhoneCId');
  const numAnswered = page.waitForResponse((r) => apiPath(r.request()) === '/api/v3/getUserMsgNum');
  await page.getByRole('button', { name: '登录', exact: true }).click();

  // POST sends form-encoded data (the default JSON type is overridden), Accept stays JSON
  const login = await loginSent;
  expect(login.method()).toBe('POST');
  const loginHeaders = await login.allHeaders();
  expect(loginHeaders['content-type']).toBe('application/x-www-form-urlencoded');
  expect(loginHeaders.accept).toBe('application/json');
  expect(new URLSearchParams(login.postData() ?? '').get('mobile')).toBe(mobile);

  // getPhoneCId: GET, no body, the default JSON headers on the wire; the server answers it
  const cid = await cidAnswered;
  const cidReq = cid.request();
  expect(cidReq.method()).toBe('GET');
  expect(cidReq.postData()).toBeNull();
  const cidHeaders = await cidReq.allHeaders();
  expect(cidHeaders['content-type']).toBe('application/json');
  expect(cidHeaders.accept).toBe('application/json');
  const url = new URL(cidReq.url());
  expect([...url.searchParams.keys()].sort()).toEqual(['timestamp', 'token']);
  const body = (await cid.json()) as {
    code: number;
    data: { cid: string; uid: number; all_data: { ua?: string; lang?: string } };
  };
  expect(body.code).toBe(200);
  expect(body.data.cid).toMatch(/^h5-[0-9a-f]{32}$/);
  expect(body.data.uid).toBeGreaterThan(0);
  expect(body.data.all_data.ua).toMatch(/Mozilla/);

  // another GET with the JSON content type: answered as usual
  const num = await numAnswered;
  expect((await num.request().allHeaders())['content-type']).toBe('application/json');
  expect(((await num.json()) as { code: number }).code).toBe(200);
});
