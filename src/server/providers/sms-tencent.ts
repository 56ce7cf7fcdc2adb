/**
 * Tencent Cloud SMS (短信, API 2021-01-11 `SendSms`) through tencentcloud-sdk-nodejs-sms, which
 * signs each request with TC3-HMAC-SHA256. One approved template per message name
 * (SMS_TEMPLATES), its parameters in order (providers/sms.ts).
 *
 * Tencent answers failures two ways, both handled: a request-level error inside an HTTP 200
 * body (`Response.Error`, e.g. AuthFailure.SignatureFailure, InternalError.Timeout; the SDK
 * throws it with its `code`), and a per-number status (`SendStatusSet[].Code` other than "Ok",
 * e.g. LimitExceeded.PhoneNumberDailyLimit). Transient failures (network, timeout, HTTP 5xx,
 * InternalError.*, RequestLimitExceeded) are tried again, at most TRIES times in all with a
 * growing pause; anything else is refused at once. A retry re-sends the same code, so a message
 * that did arrive before a timeout only arrives twice with one code.
 *
 * `endpoint` is where requests go. The request is always signed for an `sms.*` host, as the
 * service name in the signature's scope is taken from the host's first label: an endpoint whose
 * host is not `sms.…` (a local simulator, a forwarding proxy) receives the request addressed to
 * sms.tencentcloudapi.com over a connection to the endpoint's own address.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsConfig } from '../config';
import { SmsRefused, type SmsProvider } from './sms';

const SmsClient = tencentcloud.sms.v20210111.Client;

/** Tries of one message in all (the first and two retries). */
export const TRIES = 3;

export interface TencentSmsOptions {
  /** pauses before the 2nd and 3rd try, ms */
  retryDelaysMs?: number[];
  /** how long one request may take, seconds */
  timeoutS?: number;
}

const DEFAULT_HOST = 'sms.tencentcloudapi.com';

/** Whether a failure may pass if tried again (see the module comment). */
export function transient(code: string | undefined, httpCode: number | undefined): boolean {
  if (httpCode !== undefined) return httpCode >= 500 || httpCode === 429;
  if (!code) return true; // the network: refused, reset, timed out
  return code.startsWith('InternalError') || code === 'RequestLimitExceeded';
}

/** An agent that opens every connection to `target` whatever the request's host. */
function agentTo(target: URL): http.Agent {
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  const host = target.hostname;
  if (target.protocol === 'https:') {
    const agent = new https.Agent({ keepAlive: true });
    const create = agent.createConnection.bind(agent);
    agent.createConnection = (opts, cb) => create({ ...opts, host, port, servername: host }, cb);
    return agent;
  }
  const agent = new http.Agent({ keepAlive: true });
  agent.createConnection = (opts, cb) => {
    const socket = net.connect({ ...(opts as net.NetConnectOpts), host, port });
    if (cb) socket.once('connect', () => cb(null, socket));
    return socket;
  };
  return agent;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tencentSms(cfg: TencentSmsConfig, opts: TencentSmsOptions = {}): SmsProvider {
  const delays = opts.retryDelaysMs ?? [500, 1500];
  const target = new URL(cfg.endpoint);
  const direct = target.hostname.startsWith('sms.');
  const client = new SmsClient({
    credential: { secretId: cfg.secretId, secretKey: cfg.secretKey },
    region: cfg.region,
    profile: {
      signMethod: 'TC3-HMAC-SHA256',
      httpProfile: {
        endpoint: direct ? target.host : DEFAULT_HOST,
        protocol: `${target.protocol}//`,
        reqMethod: 'POST',
        reqTimeout: opts.timeoutS ?? 5,
        ...(direct ? {} : { agent: agentTo(target) }),
      },
    },
  });

  /** One SendSms: null when accepted, else the failure and whether it may pass on a retry. */
  async function once(
    phone: string,
    templateId: string,
    params: string[],
  ): Promise<{ reason: string; retry: boolean } | null> {
    try {
      const res = await client.SendSms({
        PhoneNumberSet: [phone],
        SmsSdkAppId: cfg.sdkAppId,
        SignName: cfg.signName,
        TemplateId: templateId,
        TemplateParamSet: params,
      });
      const status = res.SendStatusSet?.find((s) => s.PhoneNumber === phone);
      if (!status)
        return { reason: `no status for the number (RequestId ${res.RequestId})`, retry: true };
      if (status.Code === 'Ok') return null;
      return {
        reason: `${status.Code}: ${status.Message ?? ''} (RequestId ${res.RequestId})`,
        retry: transient(status.Code, undefined),
      };
    } catch (err) {
      const e = err as { code?: string; httpCode?: number; message?: string; requestId?: string };
      return {
        reason: `${e.code ?? (e.httpCode ? `HTTP ${e.httpCode}` : 'network')}: ${e.message ?? ''}${e.requestId ? ` (RequestId ${e.requestId})` : ''}`,
        retry: transient(e.code, e.httpCode),
      };
    }
  }

  return {
    name: 'tencent',
    async send(_db, msg) {
      const phone = `+86${msg.mobile}`;
      const templateId = cfg.templates[msg.template];
      const reasons: string[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        if (i > 0) await sleep(delays[i - 1] ?? delays[delays.length - 1] ?? 0);
        const failure = await once(phone, templateId, msg.params);
        if (!failure) return;
        reasons.push(failure.reason);
        if (!failure.retry) break;
      }
      throw new SmsRefused(reasons.join('; '));
    },
  };
}
