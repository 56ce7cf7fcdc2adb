/**
 * A local S3 simulator for the tests (plain node:http on port 0): path-style buckets, objects in
 * memory, PUT / GET / HEAD of objects, and AWS Signature Version 4 checked the way S3 documents
 * it ("Authenticating Requests (AWS Signature Version 4)"): the canonical request, the string to
 * sign and the derived signing key, for both the Authorization header and the presigned query
 * (X-Amz-*). Written from the protocol description, not from the SDK: the SDK is the other side.
 *
 * Errors answer S3's XML body (<Error><Code>…</Code><Message>…</Message></Error>): AccessDenied
 * (anonymous request on a private bucket, an expired presigned link), SignatureDoesNotMatch,
 * InvalidAccessKeyId, RequestTimeTooSkewed, XAmzContentSHA256Mismatch, NoSuchBucket, NoSuchKey,
 * PreconditionFailed (If-None-Match: * on a taken key), and InternalError by a knob.
 * The simulator's clock is the wall clock plus `offsetS`, which a test moves (no sleeping).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** URI-encode as SigV4 says: every byte but A-Z a-z 0-9 - _ . ~ as %XY (upper hex); `/` kept in paths. */
export function uriEncode(s: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The canonical query string of a raw query (without `?`), leaving out `skip` parameters. */
export function canonicalQuery(rawQuery: string, skip: string[] = []): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const k = decode(eq < 0 ? pair : pair.slice(0, eq));
      const v = eq < 0 ? '' : decode(pair.slice(eq + 1));
      return [uriEncode(k, false), uriEncode(v, false)] as const;
    })
    .filter(([k]) => !skip.includes(k))
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Header values by lower-case name: trimmed, inner runs of spaces made one, repeats joined by `,`. */
export function headerValues(rawHeaders: string[]): Map<string, string> {
  const map = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    const value = (rawHeaders[i + 1] as string).trim().replace(/\s+/g, ' ');
    map.set(name, [...(map.get(name) ?? []), value]);
  }
  return new Map([...map].map(([k, v]) => [k, v.join(',')]));
}

export interface CanonicalInput {
  method: string;
  /** the request path as sent (percent-encoded) */
  path: string;
  rawQuery: string;
  headers: Map<string, string>;
  signedHeaders: string[];
  payloadHash: string;
  /** query parameters left out (the presigned signature itself) */
  skipQuery?: string[];
}

/** The canonical request (S3: the path is the object key URI-encoded once, `/` kept). */
export function canonicalRequest(c: CanonicalInput): string {
  return [
    c.method,
    uriEncode(decode(c.path), true),
    canonicalQuery(c.rawQuery, c.skipQuery),
    c.signedHeaders.map((h) => `${h}:${c.headers.get(h) ?? ''}\n`).join(''),
    c.signedHeaders.join(';'),
    c.payloadHash,
  ].join('\n');
}

export function stringToSign(amzDate: string, scope: string, canonical: string): string {
  return ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request") */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

export function signature(key: Buffer, toSign: string): string {
  return createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: number;
}

export interface S3SimOptions {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** buckets; a public one may be read without a signature (the CDN's origin) */
  buckets: { name: string; publicRead: boolean }[];
}

export interface S3Sim {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `bucket/key` → object */
  objects: Map<string, StoredObject>;
  /** every request's method, path and headers, in order (tests check what the client sent) */
  requests: { method: string; path: string; headers: Map<string, string> }[];
  /** seconds added to the wall clock */
  offsetS: number;
  /** the next `n` object requests answer 500 InternalError */
  failNext: number;
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/** `20130524T000000Z` → Unix seconds, or NaN. */
function amzDateSeconds(s: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) return NaN;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, se = 0] = m.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, se) / 1000;
}

interface Verified {
  anonymous: boolean;
}

export async function startS3Sim(opts: S3SimOptions): Promise<S3Sim> {
  const sim: S3Sim = {
    url: '',
    objects: new Map(),
    requests: [],
    offsetS: 0,
    failNext: 0,
    close: async () => {},
  };
  const buckets = new Map(opts.buckets.map((b) => [b.name, b]));
  const now = () => Math.floor(Date.now() / 1000) + sim.offsetS;

  /** Checks the request's signature (header or presigned form); throws S3Error. */
  function verify(
    method: string,
    path: string,
    rawQuery: string,
    headers: Map<string, string>,
    body: Buffer,
  ): Verified {
    const auth = headers.get('authorization');
    const query = new URLSearchParams(rawQuery);
    const presigned = query.has('X-Amz-Signature');
    if (!auth && !presigned) return { anonymous: true };

    let credential: string;
    let signed: string[];
    let given: string;
    let amzDate: string;
    let payloadHash: string;
    if (auth) {
      const m =
        /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
          auth,
        );
      if (!m)
        throw new S3Error(
          400,
          'AuthorizationHeaderMalformed',
          'The authorization header is malformed',
        );
      [, credential, , given] = m as unknown as [string, string, string, string];
      signed = (m[2] as string).split(';');
      amzDate = headers.get('x-amz-date') ?? '';
      payloadHash = headers.get('x-amz-content-sha256') ?? '';
      if (!payloadHash)
        throw new S3Error(
          400,
          'InvalidRequest',
          'Missing required header for this request: x-amz-content-sha256',
        );
      if (payloadHash.startsWith('STREAMING-'))
        throw new S3Error(501, 'NotImplemented', 'aws-chunked bodies are not simulated');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
        throw new S3Error(
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        );
      }
      const t = amzDateSeconds(amzDate);
      if (!Number.isFinite(t) || Math.abs(now() - t) > 15 * 60) {
        throw new S3Error(
          403,
          'RequestTimeTooSkewed',
          'The difference between the request time and the current time is too large.',
        );
      }
    } else {
      if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
        throw new S3Error(
          400,
          'AuthorizationQueryParametersError',
          'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
        );
      }
      credential = query.get('X-Amz-Credential') ?? '';
      signed = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
      given = query.get('X-Amz-Signature') ?? '';
      amzDate = query.get('X-Amz-Date') ?? '';
      payloadHash = 'UNSIGNED-PAYLOAD';
      const expires = Number(query.get('X-Amz-Expires'));
      const t = amzDateSeconds(amzDate);
      if (!Number.isInteger(expires) || expires < 1 || expires > 604800 || !Number.isFinite(t)) {
        throw new S3Error(
          400,
          'AuthorizationQueryParametersError',
          'X-Amz-Expires must be between 1 and 604800 seconds',
        );
      }
      if (now() > t + expires) throw new S3Error(403, 'AccessDenied', 'Request has expired');
    }
    const [keyId, date, region, service, term] = credential.split('/');
    if (keyId !== opts.accessKeyId) {
      throw new S3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    if (
      date !== amzDate.slice(0, 8) ||
      region !== opts.region ||
      service !== 's3' ||
      term !== 'aws4_request'
    ) {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The credential scope ${credential} is wrong for this request`,
      );
    }
    const sorted = [...signed].sort();
    if (!signed.includes('host') || signed.join(';') !== sorted.join(';')) {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        'SignedHeaders must be sorted and include host',
      );
    }
    for (const h of headers.keys()) {
      if (h.startsWith('x-amz-') && !signed.includes(h) && auth) {
        throw new S3Error(
          403,
          'AccessDenied',
          `There were headers present in the request which were not signed: ${h}`,
        );
      }
    }
    const canonical = canonicalRequest({
      method,
      path,
      rawQuery,
      headers,
      signedHeaders: signed,
      payloadHash,
      skipQuery: presigned ? ['X-Amz-Signature'] : [],
    });
    const scope = `${date}/${region}/s3/aws4_request`;
    const expected = signature(
      signingKey(opts.secretAccessKey, date, region, 's3'),
      stringToSign(amzDate, scope, canonical),
    );
    if (expected !== given) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    }
    return { anonymous: false };
  }

  function handle(
    req: http.IncomingMessage,
    body: Buffer,
  ): { status: number; headers: Record<string, string>; body?: Buffer | string } {
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    const rawQuery = q < 0 ? '' : rawUrl.slice(q + 1);
    const headers = headerValues(req.rawHeaders);
    sim.requests.push({ method, path, headers });

    const auth = verify(method, path, rawQuery, headers, body);
    const [, bucketName = '', ...rest] = path.split('/');
    const key = decode(rest.join('/'));
    const bucket = buckets.get(decode(bucketName));
    if (!bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (auth.anonymous && (!bucket.publicRead || method === 'PUT')) {
      throw new S3Error(403, 'AccessDenied', 'Access Denied');
    }
    if (!key) throw new S3Error(501, 'NotImplemented', 'bucket operations are not simulated');
    if (sim.failNext > 0) {
      sim.failNext -= 1;
      throw new S3Error(
        500,
        'InternalError',
        'We encountered an internal error. Please try again.',
      );
    }
    const id = `${bucket.name}/${key}`;
    if (method === 'PUT') {
      if (headers.get('if-none-match') === '*' && sim.objects.has(id)) {
        throw new S3Error(
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      sim.objects.set(id, {
        data: body,
        contentType: headers.get('content-type') ?? 'binary/octet-stream',
        cacheControl: headers.get('cache-control'),
        etag,
        lastModified: now(),
      });
      return { status: 200, headers: { etag } };
    }
    if (method === 'GET' || method === 'HEAD') {
      const obj = sim.objects.get(id);
      if (!obj) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      const query = new URLSearchParams(rawQuery);
      const out: Record<string, string> = {
        'content-type': obj.contentType,
        'content-length': String(obj.data.length),
        etag: obj.etag,
        'last-modified': new Date(obj.lastModified * 1000).toUTCString(),
      };
      const cache = query.get('response-cache-control') ?? obj.cacheControl;
      if (cache) out['cache-control'] = cache;
      return { status: 200, headers: out, body: method === 'GET' ? obj.data : undefined };
    }
    throw new S3Error(
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
    );
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const requestId = randomBytes(8).toString('hex').toUpperCase();
      let out: ReturnType<typeof handle>;
      try {
        out = handle(req, Buffer.concat(chunks));
      } catch (err) {
        const e = err instanceof S3Error ? err : new S3Error(500, 'InternalError', String(err));
        const xml =
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message><RequestId>${requestId}</RequestId></Error>`;
        out = {
          status: e.status,
          headers: { 'content-type': 'application/xml' },
          body: req.method === 'HEAD' ? undefined : xml,
        };
      }
      res.writeHead(out.status, { ...out.headers, 'x-amz-request-id': requestId });
      res.end(out.body);
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
