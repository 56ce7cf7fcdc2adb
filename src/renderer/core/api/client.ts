/** The configured wrappers; `bootstrap.ts` installs them once at start-up. */
import type { Http, MerchantHttp } from './http';

let consumer: Http | null = null;
let merchant: MerchantHttp | null = null;

export function installHttp(h: Http, m: MerchantHttp): void {
  consumer = h;
  merchant = m;
}

export function http(): Http {
  if (!consumer) throw new Error('http wrapper not installed');
  return consumer;
}

export function merchantHttp(): MerchantHttp {
  if (!merchant) throw new Error('merchant wrapper not installed');
  return merchant;
}
