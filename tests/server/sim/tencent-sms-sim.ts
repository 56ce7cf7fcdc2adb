/**
 * A local Tencent Cloud SMS simulator for the tests (plain node:http on port 0): the API 3.0
 * `SendSms` action (version 2021-01-11), its TC3-HMAC-SHA256 signature checked the way Tencent's
 * "Signature v3" page describes it (canonical request, string to sign, the derived key
 * "TC3"+SecretKey → date → service → "tc3_request"), written from that description: the SDK's
 * own signer is the other side.
 *
 * Like the real service it answers HTTP 200 for handled requests, errors inside the body
 * (`Response.Error`: AuthFailure.SecretIdNotFound, AuthFailure.SignatureFailure,
 * AuthFailure.SignatureExpire, InvalidParameterValue.*, or an error a test queues), and a
 * `SendStatusSet` with one status per number ("Ok" or a per-number code a test sets).
 * Knobs: `errors` (the next requests' error codes), `failNumbers` (per-number codes), `delayMs`
 * (answer late: a timeout), `offsetS` (the clock).
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * The canonical request: method, URI, query, the signed headers as `name:value\n` (both lower
 * case, trimmed), the signed header names, and the hex SHA-256 of the payload.
 */
export function tc3CanonicalRequest(c: {
  method: string;
  path: string;
  query: string;
  headers: Map<string, string>;
  signedHeaders: string[];
  payload: Buffer | string;
}): string {
  return [
    c.method,
    c.path,
    c.query,
    c.signedHeaders.map((h) => `${h}:${(c.headers.get(h) ?? '').trim().toLowerCase()}\n`).join(''),
    c.signedHeaders.join(';'),
    sha256Hex(c.payload),
  ].join('\n');
}

/** `TC3-HMAC-SHA256\n<timestamp>\n<date>/<service>/tc3_request\n<hex sha256 of the canonical request>` */
export function tc3StringToSign(timestamp: number, service: string, canonical: string): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  return [
    'TC3-HMAC-SHA256',
    String(timestamp),
    `${date}/${service}/tc3_request`,
    sha256Hex(canonical),
  ].join('\n');
}

export function tc3SigningKey(secretKey: string, date: string, service: string): Buffer {
  return hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
}

export function tc3Signature(key: Buffer, toSign: string): string {
  return createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
}

export interface SentSms {
  phone: string;
  templateId: string;
  params: string[];
  signName: string;
  sdkAppId: string;
}

export interface TencentSmsSim {
  url: string;
  /** messages accepted, in order */
  sent: SentSms[];
  /** requests received (accepted or not) */
  requests: number;
  /** the next requests answer these request-level error codes, one each */
  errors: string[];
  /** per-number status codes other than "Ok" (`+86…` → code) */
  failNumbers: Map<string, string>;
  /** answer this late, ms */
  delayMs: number;
  offsetS: number;
  close(): Promise<void>;
}

export interface TencentSmsSimOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** template ids the account has approved */
  templateIds: string[];
}

class TcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startTencentSmsSim(opts: TencentSmsSimOptions): Promise<TencentSmsSim> {
  const sim: TencentSmsSim = {
    url: '',
    sent: [],
    requests: 0,
    errors: [],
    failNumbers: new Map(),
    delayMs: 0,
    offsetS: 0,
    close: async () => {},
  };
  const now = () => Math.floor(Date.now() / 1000) + sim.offsetS;

  function verify(req: http.IncomingMessage, body: Buffer): void {
    const headers = new Map<string, string>();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
    }
    const auth = headers.get('authorization') ?? '';
    const m =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) throw new TcError('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, secretId, date, service, signedList, given] = m as unknown as string[];
    if (secretId !== opts.secretId) {
      throw new TcError('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    }
    const timestamp = Number(headers.get('x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(now() - timestamp) > 300) {
      throw new TcError('AuthFailure.SignatureExpire', 'Signature expired.');
    }
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || service !== 'sms') {
      throw new TcError('AuthFailure.InvalidAuthorization', 'The credential scope is wrong.');
    }
    const signed = (signedList as string).split(';');
    if (!signed.includes('content-type') || !signed.includes('host')) {
      throw new TcError(
        'AuthFailure.InvalidAuthorization',
        'content-type and host must be signed.',
      );
    }
    // the Host as sent, without a port (what a client signs)
    headers.set('host', (headers.get('host') ?? '').replace(/:\d+$/, ''));
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const canonical = tc3CanonicalRequest({
      method: req.method ?? 'POST',
      path: q < 0 ? raw : raw.slice(0, q),
      query: q < 0 ? '' : raw.slice(q + 1),
      headers,
      signedHeaders: signed,
      payload: body,
    });
    const expected = tc3Signature(
      tc3SigningKey(opts.secretKey, date, 'sms'),
      tc3StringToSign(timestamp, 'sms', canonical),
    );
    if (expected !== given) {
      throw new TcError(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    }
    if (headers.get('x-tc-action') !== 'SendSms' || headers.get('x-tc-version') !== '2021-01-11') {
      throw new TcError(
        'InvalidAction',
        'The action or version is not supported by this simulator.',
      );
    }
    if (!headers.get('x-tc-region')) {
      throw new TcError('MissingParameter', 'The request is missing the X-TC-Region header.');
    }
  }

  function sendSms(body: Buffer): object {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new TcError('InvalidParameter', 'The request body is not JSON.');
    }
    const phones = input.PhoneNumberSet;
    const params = input.TemplateParamSet ?? [];
    if (!Array.isArray(phones) || phones.length < 1 || phones.length > 200) {
      throw new TcError('MissingParameter', 'PhoneNumberSet must hold 1 to 200 numbers.');
    }
    if (!Array.isArray(params) || params.some((p) => typeof p !== 'string')) {
      throw new TcError(
        'InvalidParameterValue.TemplateParameterFormatError',
        'TemplateParamSet must be strings.',
      );
    }
    if (input.SmsSdkAppId !== opts.sdkAppId) {
      throw new TcError('FailedOperation.SmsSdkAppIdVerifyFail', 'SdkAppId verify fail.');
    }
    if (input.SignName !== opts.signName) {
      throw new TcError(
        'FailedOperation.SignatureIncorrectOrUnapproved',
        'The signature is incorrect or unapproved.',
      );
    }
    if (typeof input.TemplateId !== 'string' || !opts.templateIds.includes(input.TemplateId)) {
      throw new TcError(
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'The template is incorrect or unapproved.',
      );
    }
    const queued = sim.errors.shift();
    if (queued) throw new TcError(queued, `simulated ${queued}`);
    const statuses = (phones as unknown[]).map((p) => {
      const phone = String(p);
      const code =
        sim.failNumbers.get(phone) ??
        (/^\+86\d{11}$/.test(phone) ? 'Ok' : 'InvalidParameterValue.IncorrectPhoneNumber');
      if (code === 'Ok') {
        sim.sent.push({
          phone,
          templateId: input.TemplateId as string,
          params: params as string[],
          signName: opts.signName,
          sdkAppId: opts.sdkAppId,
        });
      }
      return {
        SerialNo: code === 'Ok' ? randomUUID() : '',
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code: code,
        Message: code === 'Ok' ? 'send success' : `simulated ${code}`,
        IsoCode: 'CN',
      };
    });
    return { SendStatusSet: statuses };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      sim.requests += 1;
      const body = Buffer.concat(chunks);
      const RequestId = randomUUID();
      let response: object;
      try {
        if (req.method !== 'POST') throw new TcError('UnsupportedOperation', 'POST only.');
        verify(req, body);
        response = { ...sendSms(body), RequestId };
      } catch (err) {
        const e = err instanceof TcError ? err : new TcError('InternalError', String(err));
        response = { Error: { Code: e.code, Message: e.message }, RequestId };
      }
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Response: response }));
      };
      if (sim.delayMs > 0) setTimeout(answer, sim.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sim.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sim;
}
