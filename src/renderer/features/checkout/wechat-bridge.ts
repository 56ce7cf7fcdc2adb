/**
 * WeChat Pay inside WeChat's browser (JSAPI, issue 22): the page hands the parameters the server
 * signed (`/api/pay/pay` → `jsapi`) to `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`,
 * which shows WeChat's own payment sheet. The bridge exists only in WeChat's browser, and only
 * after its `WeixinJSBridgeReady` event. WeChat's answer says what the buyer did, not whether the
 * money arrived: the pay-success page asks the server, which learns it from WeChat's notify.
 */
import type { PayResult } from '../../../shared/contract';

export type JsapiParams = NonNullable<PayResult['jsapi']>;
export type JsapiOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

interface Bridge {
  invoke(name: string, params: JsapiParams, cb: (res: { err_msg?: string }) => void): void;
}

type BridgeWindow = Window & { WeixinJSBridge?: Bridge };

/** How long to wait for the bridge to announce itself before calling it unavailable, ms. */
export const BRIDGE_WAIT_MS = 5000;

function bridge(win: BridgeWindow): Promise<Bridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      win.document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve(null);
    }, BRIDGE_WAIT_MS);
    function ready() {
      clearTimeout(timer);
      resolve(win.WeixinJSBridge ?? null);
    }
    win.document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}

/** Opens WeChat's payment sheet; what the buyer did (`unavailable` outside WeChat). */
export async function payInWechat(
  params: JsapiParams,
  win: BridgeWindow = window,
): Promise<JsapiOutcome> {
  const b = await bridge(win);
  if (!b) return 'unavailable';
  return new Promise((resolve) => {
    b.invoke('getBrandWCPayRequest', params, (res) => {
      const msg = res.err_msg ?? '';
      if (msg === 'get_brand_wcpay_request:ok') resolve('ok');
      else if (msg === 'get_brand_wcpay_request:cancel') resolve('cancel');
      else resolve('fail');
    });
  });
}
