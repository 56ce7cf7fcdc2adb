import { expect, type APIRequestContext, type Page } from '@playwright/test';

let seq = 0;
/** A mobile number unique to this run. */
export function freshMobile(): string {
  seq += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${seq % 100}`.padStart(2, '0');
  return `135${tail.slice(-8)}`;
}

/** Reads the newest SMS code for a mobile from the development outbox. */
export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/__dev/sms-outbox?mobile=${mobile}`);
      const body = (await res.json()) as { data: { list: { code: string | null }[] } };
      code = body.data.list[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

export async function fillLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByTestId('consent-check').check();
}

export const H5 = '/h5/#/';
export const DEMO_MOBILE = '13800138000';
export const DEMO_PASSWORD = 'demo123456';
/**
 * Issue 19 part E: register and login carry the agreement version the user accepted (the seeded
 * clauses: user agreement 2.1, privacy policy 3.0; /api/v3/config `agreement_version`).
 */
export const AGREED = { agreement_version: '2.1/3.0' } as const;
/** The demo user's pay password as the journeys set it (ensurePayPassword). */
export const PAY_PASSWORD = '258369';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Opens a route of the h5 app (or the kiosk) and waits for its screen. */
export async function open(page: Page, route: string, app: 'h5' | 'kiosk' = 'h5'): Promise<void> {
  await page.goto(app === 'h5' ? `${H5}${route}` : `/kiosk/#/${route}`);
  await expect(page.locator(`[data-page="${route.split('?')[0]}"]`)).toBeVisible();
}

/** Calls a consumer API route and expects code 200; answers `data`. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  apiPath: string,
  params: Record<string, string | number>,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await request.get(`/api/${apiPath}`, { params, headers })
      : await request.post(`/api/${apiPath}`, { form: params, headers });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${apiPath}: ${body.message}`).toBe(200);
  return body.data;
}

/** Sets the demo user's pay password through the SMS-code API (scene pay_password) once. */
export async function ensurePayPassword(request: APIRequestContext, token: string): Promise<void> {
  const info = await call<{ has_pay_password: boolean }>(
    request,
    'GET',
    'user/get_user_info',
    {},
    token,
  );
  if (info.has_pay_password) return;
  await call(request, 'POST', 'mobile/send_verification_codes', {
    mobile: DEMO_MOBILE,
    type: 'pay_password',
  });
  const code = await smsCode(request, DEMO_MOBILE);
  await call(request, 'POST', 'user/set_pay_password', { pay_password: PAY_PASSWORD, code }, token);
}

/** Presses the digits on the pay keypad, whatever order its keys are in. */
export async function keypad(page: Page, digits: string): Promise<void> {
  const pad = page.getByRole('group', { name: '数字键盘' }).last();
  for (const d of digits) await pad.getByRole('button', { name: d, exact: true }).click();
}

/** '¥12.30' for 1230 (the Price component's accessible text). */
export function yuan(fen: number): string {
  return `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

export interface Session {
  token: string;
  user_info: unknown;
}

/** Registers a new consumer through the API (SMS code from the dev outbox, consent given). */
export async function registerByApi<T extends Session = Session>(
  request: APIRequestContext,
  mobile: string = freshMobile(),
): Promise<T> {
  await call(request, 'POST', 'mobile/send_verification_codes', { mobile, type: 'register' });
  const code = await smsCode(request, mobile);
  return call<T>(request, 'POST', 'register', {
    mobile,
    code,
    password: 'pass1234',
    ...AGREED,
  });
}

/**
 * Logs the demo user (or the given session) in through the API and hands the session to the
 * app: the stores read it at start-up, so the page reloads and waits for the first screen (a
 * hash change made while the app still boots can be lost).
 */
export async function login(
  page: Page,
  request: APIRequestContext,
  session?: Session,
): Promise<{ token: string; info: unknown }> {
  const data =
    session ??
    (await call<Session>(request, 'POST', 'login', {
      mobile: DEMO_MOBILE,
      password: DEMO_PASSWORD,
      ...AGREED,
    }));
  await page.goto('/h5/');
  // the start route redirects to the home tab; wait for it so it cannot undo a later goto
  await page.waitForURL(/#\/pages\/index\/index/);
  await page.evaluate(
    ([token, info]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', info);
    },
    [data.token, JSON.stringify(data.user_info)] as const,
  );
  await page.reload();
  await page.locator('[data-page]').first().waitFor();
  await page.waitForURL(/#\/pages\/index\/index/);
  return { token: data.token, info: data.user_info };
}

/**
 * The e2e server's clock, Unix seconds (the test-only `/__test/clock` route): journeys move it
 * forward, so whatever depends on server time (countdowns, TOTP codes) is computed from it.
 */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.post('/__test/clock', { form: { advance: 0 } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Envelope<{ now: number }>).data.now;
}

/** An operator made by the e2e server for a console journey (issue 20). */
export interface OpsTestOperator {
  id: number;
  username: string;
  token: string;
}

/** The console at a desktop size (issue 20: operators work at 1280 px and up). */
export const CONSOLE_VIEWPORT = { width: 1440, height: 900 } as const;

/**
 * A new operator of `role` with a live session (the test-only `/__test/operator`; a TOTP code
 * counts once per 30 s step, so only ops-console.spec.ts signs in through the form), and the
 * console opened at `route` ('/orders?status=2') as that operator.
 */
export async function openConsoleAs(
  page: Page,
  request: APIRequestContext,
  role: 'owner' | 'operations' | 'finance' | 'service' | 'moderator',
  route = '/',
): Promise<OpsTestOperator> {
  const res = await request.post('/__test/operator', { form: { role } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as Envelope<OpsTestOperator>;
  expect(body.code, body.message).toBe(200);
  // once per tab: a logout in the journey stays a logout after the next navigation
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2eOpsToken') === token) return;
    sessionStorage.setItem('e2eOpsToken', token);
    localStorage.setItem('opsToken', token);
  }, body.data.token);
  await page.goto(`/admin/#${route}`);
  await expect(page.getByTestId('console-menu')).toBeVisible();
  return body.data;
}

/** Calls an operator route (`/api/ops/…`) as `op` and expects code 200; answers `data`. */
export async function opsCall<T>(
  request: APIRequestContext,
  op: { token: string },
  method: 'GET' | 'POST',
  apiPath: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const headers = { Authorization: `Bearer ${op.token}` };
  const res =
    method === 'GET'
      ? await request.get(`/api/ops/${apiPath}`, {
          params: params as Record<string, string | number>,
          headers,
        })
      : await request.post(`/api/ops/${apiPath}`, { data: params, headers });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${apiPath}: ${body.message}`).toBe(200);
  return body.data;
}
