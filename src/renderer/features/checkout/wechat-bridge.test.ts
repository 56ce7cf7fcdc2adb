// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_WAIT_MS, payInWechat, type JsapiParams } from './wechat-bridge';

const PARAMS: JsapiParams = {
  appId: 'wx8888888888888888',
  timeStamp: '1800000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};

type W = Parameters<typeof payInWechat>[1];

function fakeWindow(answer?: string) {
  const invoke = vi.fn(
    (_name: string, _p: JsapiParams, cb: (r: { err_msg?: string }) => void) =>
      answer !== undefined && cb({ err_msg: answer }),
  );
  const win = { document, WeixinJSBridge: answer === undefined ? undefined : { invoke } };
  return { win: win as unknown as W, invoke };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payInWechat', () => {
  it('hands the signed parameters to getBrandWCPayRequest and reads what the buyer did', async () => {
    const ok = fakeWindow('get_brand_wcpay_request:ok');
    await expect(payInWechat(PARAMS, ok.win)).resolves.toBe('ok');
    expect(ok.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PARAMS, expect.any(Function));
    await expect(
      payInWechat(PARAMS, fakeWindow('get_brand_wcpay_request:cancel').win),
    ).resolves.toBe('cancel');
    await expect(payInWechat(PARAMS, fakeWindow('get_brand_wcpay_request:fail').win)).resolves.toBe(
      'fail',
    );
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const { win, invoke } = fakeWindow();
    const outcome = payInWechat(PARAMS, win);
    (win as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (n: string, p: JsapiParams, cb: (r: { err_msg?: string }) => void) => {
        invoke(n, p, cb);
        cb({ err_msg: 'get_brand_wcpay_request:ok' });
      },
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(outcome).resolves.toBe('ok');
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('outside WeChat the bridge never comes: unavailable', async () => {
    vi.useFakeTimers();
    const outcome = payInWechat(PARAMS, fakeWindow().win);
    await vi.advanceTimersByTimeAsync(BRIDGE_WAIT_MS);
    await expect(outcome).resolves.toBe('unavailable');
  });
});
