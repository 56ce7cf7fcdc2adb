import { describe, expect, it } from 'vitest';
import { onlineOptions } from './pay-channels';

const sandbox = { name: 'sandbox', channels: ['cashier'] as const };
const wechatpay = { name: 'wechatpay', channels: ['h5', 'jsapi'] as const };
const alipay = { name: 'alipay', channels: ['h5'] as const };
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('onlineOptions', () => {
  it('inside WeChat: WeChat Pay JSAPI with an openid, never Alipay; the sandbox stays', () => {
    expect(onlineOptions([sandbox, wechatpay, alipay], WECHAT_UA, true)).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
      { provider: 'wechatpay', channel: 'jsapi' },
    ]);
  });

  it('inside WeChat without an openid: no WeChat Pay', () => {
    expect(onlineOptions([wechatpay, alipay], WECHAT_UA, false)).toEqual([]);
  });

  it('another browser: WeChat Pay H5 and Alipay, openid or not', () => {
    for (const openid of [true, false]) {
      expect(onlineOptions([wechatpay, alipay], SAFARI_UA, openid)).toEqual([
        { provider: 'wechatpay', channel: 'h5' },
        { provider: 'alipay', channel: 'h5' },
      ]);
    }
  });

  it('Alipay alone: its wap page outside WeChat, nothing inside', () => {
    expect(onlineOptions([alipay], SAFARI_UA, false)).toEqual([
      { provider: 'alipay', channel: 'h5' },
    ]);
    expect(onlineOptions([alipay], WECHAT_UA, true)).toEqual([]);
    expect(onlineOptions([alipay, sandbox], WECHAT_UA, false)).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
    ]);
  });

  it('only the configured providers, in their order', () => {
    expect(onlineOptions([sandbox], WECHAT_UA, true)).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
    ]);
    expect(onlineOptions([], SAFARI_UA, false)).toEqual([]);
  });
});
