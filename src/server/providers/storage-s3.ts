/**
 * Object storage on an S3-compatible store (AWS S3, Aliyun OSS, Tencent COS, MinIO) through
 * @aws-sdk/client-s3, behind the StorageProvider interface (storage.ts).
 *
 * - Public media go to `bucket` and are answered as `<publicBaseUrl>/<key>`: the base URL is a
 *   CDN (or the bucket's public endpoint) in front of that bucket. `keyOf` takes back only URLs
 *   under that base whose rest is a key this app makes.
 * - Private files (ID card photos) go to `privateBucket`, which must have no public read.
 *   `getPrivate` answers a presigned GET link valid PRIVATE_LINK_TTL_SECONDS; the authorised
 *   route hands it out as a no-store redirect. Presigning is local (no request to the store).
 * - Never overwrite: every PutObject carries `If-None-Match: *`, so a store that honours
 *   conditional writes (AWS S3 since 2024, MinIO, the test simulator) refuses a taken key with
 *   412. A store that ignores the header would overwrite; keys carry 128 random bits
 *   (upload.routes.ts), so a collision is not a practical risk there (docs/deploy.md).
 * - Checksums: the SDK's default CRC32 trailers (aws-chunked bodies) are turned off
 *   (`WHEN_REQUIRED`): OSS, COS and older MinIO refuse them; the body is signed by its SHA-256.
 */
import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  PRIVATE_LINK_TTL_SECONDS,
  StorageUnavailable,
  isSafeKey,
  privateUrlOf,
  type StorageProvider,
} from './storage';

export interface S3StorageSettings {
  /** the store's API endpoint, e.g. https://oss-cn-hangzhou.aliyuncs.com */
  endpoint: string;
  region: string;
  /** public media */
  bucket: string;
  /** private files (no public read) */
  privateBucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the URL public media are answered under (a CDN), without a trailing slash */
  publicBaseUrl: string;
  /** path-style addressing (MinIO); false = virtual-hosted (OSS requires it, COS and S3 default) */
  forcePathStyle: boolean;
}

/** How long one request to the store may take, ms (connect / whole request). */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

export function s3Storage(s: S3StorageSettings): StorageProvider {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // one retry of a failed request (network, 5xx, throttling); the user waits for it
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const base = s.publicBaseUrl.replace(/\/+$/, '');

  async function putNew(bucket: string, key: string, data: Buffer, mime: string, cache: string) {
    if (!isSafeKey(key)) throw new Error(`storage: unsafe key ${key}`);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: mime,
          CacheControl: cache,
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 412) throw new Error(`storage: key ${key} is taken`);
      const what = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      throw new StorageUnavailable(`storage: PutObject to ${bucket} failed (${what})`, status);
    }
  }

  return {
    name: 's3',
    async put(key, data, mime) {
      // names are random and never reused, so the CDN may keep them for a year
      await putNew(s.bucket, key, data, mime, 'public, max-age=31536000, immutable');
      return { url: `${base}/${key}` };
    },
    urlOf(key) {
      return `${base}/${key}`;
    },
    keyOf(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isSafeKey(key) ? key : null;
    },
    async putPrivate(key, data, mime) {
      await putNew(s.privateBucket, key, data, mime, 'private, no-store');
      return { url: privateUrlOf(key) };
    },
    async getPrivate(key) {
      if (!isSafeKey(key)) return null;
      // The route has found the upload's row, so the object exists; the link is signed locally.
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: s.privateBucket,
          Key: key,
          ResponseCacheControl: 'no-store',
        }),
        { expiresIn: PRIVATE_LINK_TTL_SECONDS },
      );
      return { kind: 'link', url };
    },
  };
}
