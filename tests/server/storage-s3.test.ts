/**
 * issue 22: uploads on an S3-compatible store (providers/storage-s3.ts) against the local S3
 * simulator (sim/s3-sim.ts, which checks every request's SigV4 signature): public media under
 * the CDN base URL, ID card photos in the private bucket behind the authorised route's
 * short-lived signed link, and a store that refuses or is down answered clearly with nothing
 * recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_LINK_TTL_SECONDS } from '../../src/server/providers/storage';
import { s3Storage, type S3StorageSettings } from '../../src/server/providers/storage-s3';
import { startTestServer, type TestServer } from './harness';
import { startS3Sim, type S3Sim } from './sim/s3-sim';
import { JPEG, PNG, upload, uploadPrivate } from './wallet-fixtures';

const ACCESS_KEY = 'AKIDTESTSTORE0001';
const SECRET = 'test/secret+key/0123456789abcdefghij';

let sim: S3Sim;
let t: TestServer;
let settings: S3StorageSettings;

beforeAll(async () => {
  sim = await startS3Sim({
    region: 'cn-test-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    buckets: [
      { name: 'shop-media', publicRead: true },
      { name: 'shop-private', publicRead: false },
    ],
  });
  settings = {
    endpoint: sim.url,
    region: 'cn-test-1',
    bucket: 'shop-media',
    privateBucket: 'shop-private',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    // the simulator's public bucket stands where the CDN would
    publicBaseUrl: `${sim.url}/shop-media`,
    forcePathStyle: true,
  };
  t = await startTestServer({ storage: { provider: 's3', ...settings } });
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const db = () => t.app.database.db;
const KEY_PATH = /\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.(png|jpg)$/;

describe('public uploads on object storage', () => {
  it('land in the public bucket, answered under the CDN base URL, with their row', async () => {
    expect(t.app.storage.name).toBe('s3');
    const u = await t.user();
    const res = await upload(t, u);
    expect(res.code, res.message).toBe(200);
    const url = res.data.url as string;
    expect(url.startsWith(`${sim.url}/shop-media/`)).toBe(true);
    expect(url).toMatch(KEY_PATH);
    const key = url.slice(`${sim.url}/shop-media/`.length);
    const obj = sim.objects.get(`shop-media/${key}`);
    expect(obj?.data.equals(PNG)).toBe(true);
    expect(obj?.contentType).toBe('image/png');
    expect(obj?.cacheControl).toContain('immutable');
    // never overwrite: the write was conditional
    const put = sim.requests.findLast((r) => r.method === 'PUT');
    expect(put?.headers.get('if-none-match')).toBe('*');
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTESTSTORE0001\//,
    );

    const row = await db()
      .selectFrom('uploads')
      .selectAll()
      .where('path', '=', url)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: u.id, mime: 'image/png', size: PNG.length });

    // what a browser gets from the CDN (the public bucket read without a signature)
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // the user's own upload is accepted where an image URL is taken (avatar)
    const avatar = await t.call('POST', '/api/user/update_user_info', {
      as: u,
      body: { avatar: url },
    });
    expect(avatar.code, avatar.message).toBe(200);
  });

  it('urlOf and keyOf round-trip, and keyOf refuses every other URL', () => {
    const s = t.app.storage;
    const key = '2026/11/abcdefghijklmnopqrstuv.png';
    expect(s.keyOf(s.urlOf(key))).toBe(key);
    for (const other of [
      `/uploads/${key}`,
      `https://cdn.elsewhere.example/${key}`,
      `${sim.url}/shop-media-2/${key}`,
      `${sim.url}/shop-private/${key}`,
      `${sim.url}/shop-media/../shop-private/${key}`,
      `${sim.url}/shop-media/${key}?x=1`,
      `${sim.url}/shop-media/2026/11/short.png`,
      `${sim.url}/shop-media/${key.replace('.png', '.svg')}`,
    ]) {
      expect(s.keyOf(other), other).toBeNull();
    }
  });

  it('never overwrites: a taken key is refused by the store (If-None-Match: *)', async () => {
    const s = s3Storage(settings);
    const key = '2026/11/takenkeytakenkeytaken.png';
    await s.put(key, PNG, 'image/png');
    await expect(s.put(key, JPEG, 'image/jpeg')).rejects.toThrow(/taken/);
    expect(sim.objects.get(`shop-media/${key}`)?.data.equals(PNG)).toBe(true);
  });
});

describe('private uploads (ID card photos) on object storage', () => {
  it('live in the private bucket and reach their owner only through a signed link that expires', async () => {
    const u = await t.user();
    const res = await uploadPrivate(t, u, [
      { name: 'file', filename: 'id.jpg', contentType: 'image/jpeg', data: JPEG },
    ]);
    expect(res.code, res.message).toBe(200);
    const url = res.data.url as string;
    expect(url).toMatch(/^\/api\/upload\/private\//);
    const key = url.slice('/api/upload/private/'.length);
    expect(sim.objects.get(`shop-private/${key}`)?.data.equals(JPEG)).toBe(true);
    expect(sim.objects.has(`shop-media/${key}`)).toBe(false);

    // the private bucket has no public read
    const direct = await fetch(`${sim.url}/shop-private/${key}`);
    expect(direct.status).toBe(403);
    expect(await direct.text()).toContain('<Code>AccessDenied</Code>');

    // the owner: a no-store redirect to a presigned GET valid PRIVATE_LINK_TTL_SECONDS
    const owner = await t.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(owner.statusCode).toBe(302);
    expect(owner.headers['cache-control']).toBe('no-store');
    const link = owner.headers.location as string;
    expect(link.startsWith(`${sim.url}/shop-private/${key}?`)).toBe(true);
    const q = new URL(link).searchParams;
    expect(q.get('X-Amz-Expires')).toBe(String(PRIVATE_LINK_TTL_SECONDS));
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');

    const now = await fetch(link);
    expect(now.status).toBe(200);
    expect(now.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await now.arrayBuffer()).equals(JPEG)).toBe(true);

    // a changed link (another key under the same signature) is refused
    const forged = link.replace(key, key.replace(/^(\d{4})/, '1999'));
    const bad = await fetch(forged);
    expect(bad.status).toBe(403);
    expect(await bad.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    // the simulator's clock past the link's life: refused with AccessDenied
    sim.offsetS = PRIVATE_LINK_TTL_SECONDS + 1;
    try {
      const later = await fetch(link);
      expect(later.status).toBe(403);
      const xml = await later.text();
      expect(xml).toContain('<Code>AccessDenied</Code>');
      expect(xml).toContain('Request has expired');
    } finally {
      sim.offsetS = 0;
    }

    // another user, and nobody, get no link
    const other = await t.user();
    const refused = await t.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
    const anonymous = await t.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toBeUndefined();
  });
});

describe('a store that refuses or is down', () => {
  async function expectRefusedWithoutRow(storage: TestServer['app']['storage']) {
    const saved = t.app.storage;
    t.app.storage = storage;
    try {
      const u = await t.user();
      const before = await t.snapshot();
      for (const send of [upload, uploadPrivate]) {
        const res = await send(t, u);
        expect(res.status).toBe(200);
        expect(res.code).toBe(423);
        expect(res.message).toBe('图片上传失败，请稍后再试');
      }
      expect(await t.snapshot()).toBe(before);
    } finally {
      t.app.storage = saved;
    }
  }

  it('a wrong secret (SignatureDoesNotMatch): a clear refusal and no row', async () => {
    const n = sim.objects.size;
    await expectRefusedWithoutRow(s3Storage({ ...settings, secretAccessKey: 'wrong-secret' }));
    expect(sim.objects.size).toBe(n);
  });

  it('a store answering 500 on every try: a clear refusal and no row', async () => {
    sim.failNext = 4; // two uploads, two tries each
    try {
      await expectRefusedWithoutRow(t.app.storage);
    } finally {
      sim.failNext = 0;
    }
  });

  it('a store that is down: a clear refusal and no row', async () => {
    const gone = await startS3Sim({
      region: 'cn-test-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      buckets: [],
    });
    await gone.close();
    await expectRefusedWithoutRow(s3Storage({ ...settings, endpoint: gone.url }));
  });
});
