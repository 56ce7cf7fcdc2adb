/**
 * Kuaidi100 (快递100) tracking push (订阅推送), behind the logistics interface:
 *
 * - subscribe: `POST {base}/poll` with the form `schema=json&param={company, number, key,
 *   parameters: {callbackurl, salt, resultv2: "1", phone}}`; the answer `{result, returnCode,
 *   message}` is accepted for returnCode 200 and 501 (already subscribed), refused for a
 *   waybill Kuaidi100 will not track (700/701/702), and an error otherwise (the job retries);
 * - push: Kuaidi100 posts the form `param` (JSON: `status` polling/shutdown/abort/updateall and
 *   `lastResult` {com, nu, state, ischeck, data: [{time, context}]}) and `sign` = upper-case
 *   hex MD5 of `param` followed by the salt we gave; the answer is JSON `{result, returnCode,
 *   message}` (a failure makes Kuaidi100 push again later).
 *
 * Kuaidi100's times are China time `yyyy-MM-dd HH:mm:ss`; stored as Unix seconds.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import type { LogisticsProvider, ParcelRef, ParcelTrace, SubscribeResult } from './logistics';

/** The shop's carrier codes (shared/carriers.ts) as Kuaidi100 names them. */
export const KUAIDI100_COMPANY: Record<string, string> = {
  sf: 'shunfeng',
  zto: 'zhongtong',
  yto: 'yuantong',
  yunda: 'yunda',
  sto: 'shentong',
  ems: 'ems',
  jd: 'jd',
};
const OUR_CODE = Object.fromEntries(Object.entries(KUAIDI100_COMPANY).map(([a, b]) => [b, a]));

export interface Kuaidi100Config {
  /** the 授权key */
  key: string;
  /** our secret that Kuaidi100 signs pushes with (we send it with each subscription) */
  salt: string;
  /** the full URL Kuaidi100 pushes to */
  callbackUrl: string;
  /** https://poll.kuaidi100.com unless a simulator stands in */
  baseUrl: string;
  timeoutMs?: number;
}

export class LogisticsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogisticsProviderError';
  }
}

/** Upper-case hex MD5, Kuaidi100's signature. */
export const kuaidi100Sign = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** `2026-11-28 10:00:00` China time → Unix seconds; NaN when malformed. */
export function chinaTimeToUnix(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return NaN;
  const n = m.slice(1).map(Number);
  return Date.UTC(n[0] ?? 0, (n[1] ?? 1) - 1, n[2], (n[3] ?? 0) - 8, n[4], n[5]) / 1000;
}

const REFUSED = new Set(['700', '701', '702']);

export function kuaidi100Logistics(cfg: Kuaidi100Config, http?: AxiosInstance): LogisticsProvider {
  const client =
    http ??
    axios.create({
      baseURL: cfg.baseUrl,
      timeout: cfg.timeoutMs ?? 5000,
      validateStatus: () => true,
    });

  return {
    name: 'kuaidi100',
    tracks: (company) => company in KUAIDI100_COMPANY,
    async subscribe(p: ParcelRef): Promise<SubscribeResult> {
      const company = KUAIDI100_COMPANY[p.company];
      if (!company) return 'refused';
      const param = JSON.stringify({
        company,
        number: p.number,
        key: cfg.key,
        parameters: {
          callbackurl: cfg.callbackUrl,
          salt: cfg.salt,
          resultv2: '1',
          ...(p.phoneTail ? { phone: p.phoneTail } : {}),
        },
      });
      let data: { result?: unknown; returnCode?: unknown };
      try {
        const res = await client.post('/poll', new URLSearchParams({ schema: 'json', param }), {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        if (res.status !== 200) throw new LogisticsProviderError(`Kuaidi100 HTTP ${res.status}`);
        data = (typeof res.data === 'string' ? JSON.parse(res.data) : res.data) as typeof data;
      } catch (err) {
        if (err instanceof LogisticsProviderError) throw err;
        throw new LogisticsProviderError(`Kuaidi100 subscribe: ${(err as Error).name}`);
      }
      const code =
        typeof data.returnCode === 'string' || typeof data.returnCode === 'number'
          ? String(data.returnCode)
          : '';
      if (code === '200' || code === '501') return 'accepted';
      if (REFUSED.has(code)) return 'refused';
      throw new LogisticsProviderError(`Kuaidi100 subscribe: returnCode ${code}`);
    },
    verifyPush(fields): ParcelTrace | null {
      const param = typeof fields.param === 'string' ? fields.param : '';
      const sign = typeof fields.sign === 'string' ? fields.sign : '';
      const want = Buffer.from(kuaidi100Sign(param + cfg.salt));
      const got = Buffer.from(sign.toUpperCase());
      if (!param || want.length !== got.length || !timingSafeEqual(want, got)) return null;
      let v: {
        status?: unknown;
        lastResult?: {
          com?: unknown;
          nu?: unknown;
          state?: unknown;
          ischeck?: unknown;
          data?: unknown;
        };
      };
      try {
        v = JSON.parse(param) as typeof v;
      } catch {
        return null;
      }
      const r = v.lastResult;
      const company = typeof r?.com === 'string' ? OUR_CODE[r.com] : undefined;
      if (!r || !company || typeof r.nu !== 'string' || !Array.isArray(r.data)) return null;
      const events: ParcelTrace['events'] = [];
      for (const e of r.data as { time?: unknown; context?: unknown }[]) {
        const time = chinaTimeToUnix(typeof e.time === 'string' ? e.time : '');
        if (!Number.isFinite(time) || typeof e.context !== 'string') return null;
        events.push({ time, text: e.context.slice(0, 300) });
      }
      events.sort((a, b) => b.time - a.time);
      return {
        company,
        number: r.nu,
        state: typeof r.state === 'string' ? r.state.slice(0, 8) : '',
        signed: r.ischeck === '1',
        aborted: v.status === 'abort',
        events,
      };
    },
    pushAnswer(ok) {
      return {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(
          ok
            ? { result: true, returnCode: '200', message: '成功' }
            : { result: false, returnCode: '500', message: '失败' },
        ),
      };
    },
  };
}
