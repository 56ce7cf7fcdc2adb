/**
 * WeChat Pay H5 end to end (issue 22): a shop server of its own, configured with WeChat Pay
 * whose API is the local simulator (tests/server/sim/wechatpay-sim.ts: request signatures
 * checked, answers and notifies signed and encrypted as WeChat Pay does). The buyer picks 微信支付
 * on the cashier, lands on the simulator's page where WeChat's would be, pays; the simulator
 * posts the notify to the shop and sends the buyer back to the shop's pay-success page, which
 * shows the payment confirmed; the order is paid through `wechatpay`. Then the buyer asks for
 * the money back: the platform approves the refund-only request (arbitrating, the seller having
 * left it unanswered), the refund goes to WeChat Pay with its out_refund_no, and WeChat Pay's
 * refund notify ends it.
 *
 * WeChat sends the buyer back to the https origin registered for H5 (WECHATPAY_NOTIFY_BASE):
 * the browser's request for it is answered here with a redirect to this server (the fragment,
 * the app's route, stays).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call, type Envelope, H5, login, opsCall } from './helpers';
import { AFTERSALE_SELLER_ANSWER_S } from '../../src/shared/constants';
import {
  SIM_APIV3_KEY,
  SIM_APPID,
  SIM_MCHID,
  SIM_PUBLIC_KEY_ID,
  SIM_SERIAL,
  WechatpaySim,
} from '../server/sim/wechatpay-sim';
import { AlipaySim, SIM_APP_ID } from '../server/sim/alipay-sim';

// beside the journeys' own server (E2E_PORT, shards on the next ports)
const PORT = Number(process.env.E2E_PORT ?? 8181) + 100;
const LOCAL = `http://127.0.0.1:${PORT}`;
const PUBLIC = 'https://shop.example.com';
const DIR = path.join('.tmp', `e2e-wxpay-${process.pid}`);

let sim: WechatpaySim;
let alipay: AlipaySim;
let server: ChildProcess | null = null;

test.use({ baseURL: LOCAL });

async function ready(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the WeChat Pay journey's server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  sim = await new WechatpaySim().start();
  // WeChat Pay posts its notify to the public notify URL: here, to this server
  sim.deliver = async (url, n) => {
    await fetch(`${LOCAL}${new URL(url).pathname}`, {
      method: 'POST',
      headers: n.headers,
      body: n.body,
    });
  };
  alipay = await new AlipaySim().start();
  alipay.deliver = async (url, body) => {
    const res = await fetch(`${LOCAL}${new URL(url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    });
    return { status: res.status, body: await res.text() };
  };
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  const alipayKey = path.join(DIR, 'alipay_app_key.pem');
  const alipayPublic = path.join(DIR, 'alipay_public.pem');
  fs.writeFileSync(alipayKey, alipay.appPrivatePem());
  fs.writeFileSync(alipayPublic, alipay.alipayPublicPem());
  const privateKey = path.join(DIR, 'apiclient_key.pem');
  const publicKey = path.join(DIR, 'pub_key.pem');
  fs.writeFileSync(privateKey, sim.merchantPrivatePem());
  fs.writeFileSync(publicKey, sim.platformPublicPem());
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(DIR, 'data'),
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDERS: 'sandbox,wechatpay,alipay',
      ALIPAY_APP_ID: SIM_APP_ID,
      ALIPAY_PRIVATE_KEY_FILE: alipayKey,
      ALIPAY_PUBLIC_KEY_FILE: alipayPublic,
      ALIPAY_NOTIFY_BASE: PUBLIC,
      ALIPAY_GATEWAY: alipay.gateway,
      WECHATPAY_MCHID: SIM_MCHID,
      WECHATPAY_APPID: SIM_APPID,
      WECHATPAY_SERIAL: SIM_SERIAL,
      WECHATPAY_PRIVATE_KEY_FILE: privateKey,
      WECHATPAY_APIV3_KEY: SIM_APIV3_KEY,
      WECHATPAY_PUBLIC_KEY_FILE: publicKey,
      WECHATPAY_PUBLIC_KEY_ID: SIM_PUBLIC_KEY_ID,
      WECHATPAY_NOTIFY_BASE: PUBLIC,
      WECHATPAY_BASE_URL: sim.base,
    },
  });
  await ready(`${LOCAL}/api/v3/kf`, 60_000);
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await sim?.stop();
  await alipay?.stop();
  fs.rmSync(DIR, { recursive: true, force: true });
});

interface GoodsItem {
  id: number;
}
interface SkuItem {
  id: number;
  price: number;
  stock: number;
}

/** The providers send the buyer back to the registered https origin: that is this server. */
async function returnToThisServer(page: Page): Promise<void> {
  await page.route(`${PUBLIC}/**`, (route) =>
    route.fulfill({
      status: 302,
      headers: { location: LOCAL + new URL(route.request().url()).pathname },
    }),
  );
}

/** Buys one in-stock SKU now and opens the cashier; the order's id. */
async function buyNow(page: Page, request: APIRequestContext): Promise<number> {
  const goods = (
    await call<{ list: GoodsItem[] }>(request, 'GET', 'goods/get_goods_list', {
      page: 1,
      limit: 20,
    })
  ).list;
  let target: { goods: number; sku: SkuItem } | null = null;
  for (const g of goods) {
    const skus = (
      await call<{ list: SkuItem[] }>(request, 'GET', 'goods/sku_list', { goods_id: g.id })
    ).list;
    const s = skus.find((k) => k.stock >= 2 && k.price <= 50_000);
    if (s) {
      target = { goods: g.id, sku: s };
      break;
    }
  }
  expect(target, 'an in-stock SKU in the seed').not.toBeNull();
  await page.goto(
    `${H5}pages/subpack/order/confirmationOrder?goods_id=${target!.goods}&sku_id=${target!.sku.id}&num=1`,
  );
  await page.getByTestId('submit-order').click();
  await expect(page.locator('[data-page="pages/subpack/money/pay"]')).toBeVisible();
  const orderId = Number(
    new URL(page.url().replace('#/', '')).searchParams.get('order_ids')?.split('.')[0],
  );

  return orderId;
}

test('a buyer pays with WeChat Pay H5 at the simulator, lands on a confirmed payment, and is refunded through an after-sale', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await login(page, request);
  await returnToThisServer(page);

  const orderId = await buyNow(page, request);

  // the cashier offers WeChat Pay (this browser is not WeChat: its H5 page) beside the sandbox
  const wechat = page.getByTestId('pay-method-wechatpay');
  await expect(wechat).toContainText('微信支付');
  await expect(wechat).toContainText('跳转到微信完成支付');
  await expect(page.getByTestId('pay-method-online')).toBeVisible();
  await wechat.click();
  await expect(wechat).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('pay-submit').click();

  // WeChat Pay's page (the simulator's), then back on the shop
  await expect(page).toHaveURL(new RegExp(`^${sim.base}/h5pay`));
  await expect(page.getByRole('heading', { name: /微信支付/ })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
  await expect(page.getByTestId('pay-success')).toBeVisible();

  const order = await call<{ status: number; pay_method: string; trade_no: string }>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderId },
    token,
  );
  expect(order.status).toBe(1);
  expect(order.pay_method).toBe('online');
  // WeChat Pay has the trade, paid once
  const trade = sim.trades.get(order.trade_no);
  expect(trade?.state).toBe('SUCCESS');

  // ---- the money back: refund-only, decided by the platform, refunded by WeChat Pay ----
  const applied = await call<{ id: number }>(
    request,
    'POST',
    'after_sales/apply',
    { order_id: orderId, type: 'refund', reason: '不想要了', amount: trade!.total },
    token,
  );
  // the seller leaves it unanswered: the platform may decide
  const clock = await request.post('/__test/clock', {
    form: { advance: AFTERSALE_SELLER_ANSWER_S + 60 },
  });
  expect(((await clock.json()) as Envelope<unknown>).code).toBe(200);
  const opRes = await request.post('/__test/operator', { form: { role: 'owner' } });
  const op = ((await opRes.json()) as Envelope<{ token: string }>).data;
  const approved = await opsCall<{ refund: { status: string; amount: number } | null }>(
    request,
    op,
    'POST',
    'aftersales/approve',
    { id: applied.id },
  );
  expect(approved.refund).toMatchObject({ amount: trade!.total });
  // back to real time: WeChat Pay's notify is refused when its timestamp is 5 minutes off
  await request.post('/__test/clock', { form: { reset: 'true' } });
  // submitted to WeChat Pay after the commit, with the refund number the retries reuse
  await expect
    .poll(() => [...sim.refunds.values()].filter((r) => r.out_trade_no === order.trade_no).length)
    .toBe(1);
  const refund = [...sim.refunds.values()].find((r) => r.out_trade_no === order.trade_no)!;
  expect(refund.refund).toBe(trade!.total);
  // WeChat Pay finishes it and says so
  await sim.deliver!(
    `${PUBLIC}/api/pay/refund-notify/wechatpay`,
    sim.finishRefund(refund.out_refund_no),
  );
  const detail = await opsCall<{ refund: { status: string; provider_ref: string } | null }>(
    request,
    op,
    'GET',
    'aftersales/detail',
    { id: applied.id },
  );
  expect(detail.refund).toMatchObject({ status: 'done', provider_ref: refund.refund_id });

  // the buyer sees the request refunded
  await page.goto(`${H5}pages/subpack/order/orderStatus?order_id=${orderId}`);
  await expect(page.getByText(/退款成功|已退款/).first()).toBeVisible();
});

test('a buyer pays with Alipay at the simulator (its wap page) and lands on a confirmed payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await login(page, request);
  await returnToThisServer(page);
  const orderId = await buyNow(page, request);
  const ali = page.getByTestId('pay-method-alipay');
  await expect(ali).toContainText('支付宝');
  await expect(ali).toContainText('跳转到支付宝完成支付');
  await ali.click();
  await page.getByTestId('pay-submit').click();

  // Alipay's wap page (the simulator's), reached by the signed gateway link
  await expect(page).toHaveURL(new RegExp(`^${alipay.base}/gateway`));
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page.locator('[data-page="pages/subpack/money/paySuccess"]')).toBeVisible();
  await expect(page.getByTestId('pay-success')).toBeVisible();
  // the shop acknowledged Alipay's signed notify the way Alipay wants it
  expect(alipay.answers.at(-1)).toEqual({ status: 200, body: 'success' });
  const order = await call<{ status: number; trade_no: string }>(
    request,
    'GET',
    'user/order_info',
    { order_id: orderId },
    token,
  );
  expect(order.status).toBe(1);
  expect(alipay.trades.get(order.trade_no)?.status).toBe('TRADE_SUCCESS');
});
