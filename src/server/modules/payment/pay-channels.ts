/**
 * Which online ways to pay the cashier offers where the page runs (issue 22). Inside WeChat's
 * browser (its User-Agent contains `MicroMessenger`) WeChat Pay works only as JSAPI (and needs
 * the buyer's openid from a WeChat social binding) and Alipay's page is blocked; in any other
 * browser WeChat Pay is its H5 page and Alipay its wap page. The sandbox cashier works anywhere.
 */
import type { PayChannel } from '../../providers/payment';

export interface OnlineOption {
  provider: string;
  channel: PayChannel;
}

export const inWechat = (userAgent: string) => /MicroMessenger/i.test(userAgent);

/** The options, in the order PAYMENT_PROVIDERS names the providers. */
export function onlineOptions(
  providers: readonly { name: string; channels: readonly PayChannel[] }[],
  userAgent: string,
  hasOpenid: boolean,
): OnlineOption[] {
  const wechat = inWechat(userAgent);
  const out: OnlineOption[] = [];
  for (const p of providers) {
    let channel: PayChannel | undefined;
    if (p.channels.includes('cashier')) channel = 'cashier';
    else if (p.name === 'wechatpay') {
      if (wechat) channel = hasOpenid && p.channels.includes('jsapi') ? 'jsapi' : undefined;
      else channel = p.channels.includes('h5') ? 'h5' : undefined;
    } else if (!wechat && p.channels.includes('h5')) channel = 'h5';
    if (channel) out.push({ provider: p.name, channel });
  }
  return out;
}
