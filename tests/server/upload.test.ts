import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';
import { UPLOAD_MAX_BYTES } from '../../src/shared/contract';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import { JPEG, PNG, WEBP, upload, uploadPrivate } from './wallet-fixtures';

const UPLOAD_DAILY_LIMIT = DEFAULT_SETTINGS.upload.daily_count;

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const uploadsRows = () => db().selectFrom('uploads').selectAll().orderBy('id').execute();

describe('POST /api/upload/image', () => {
  it('stores PNG, JPEG and WebP by their bytes under DATA_DIR/uploads/yyyy/mm and serves them', async () => {
    const u = await t.user();
    const now = new Date((t.clock.now() + 8 * 3600) * 1000).toISOString();
    const yyyymm = `${now.slice(0, 4)}/${now.slice(5, 7)}`;
    for (const [data, ext, mime] of [
      [PNG, 'png', 'image/png'],
      [JPEG, 'jpg', 'image/jpeg'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      // the client's name and type are ignored: the bytes decide
      const res = await upload(t, u, [
        { name: 'file', filename: 'photo.bin', contentType: 'application/octet-stream', data },
      ]);
      expect(res.code, res.message).toBe(200);
      const url = res.data.url as string;
      expect(url).toMatch(new RegExp(`^/uploads/${yyyymm}/[A-Za-z0-9_-]{22}\\.${ext}$`));
      const file = path.join(t.config.dataDir, url);
      expect(fs.readFileSync(file).equals(data)).toBe(true);
      const row = await db()
        .selectFrom('uploads')
        .selectAll()
        .where('path', '=', url)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: u.id, mime, size: data.length });

      const served = await t.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
    const names = (await uploadsRows()).map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses other types, an empty or missing file, a wrong field, a non-multipart body', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const cases = [
      [{ name: 'file', filename: 'x.png', contentType: 'image/png', data: gif }],
      [
        {
          name: 'file',
          filename: 'x.png',
          contentType: 'image/png',
          data: '<svg onload="alert(1)"></svg>',
        },
      ],
      [
        {
          name: 'file',
          filename: 'x.jpg',
          contentType: 'image/jpeg',
          data: '<html><script>alert(1)</script>',
        },
      ],
      [{ name: 'file', filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) }],
      [{ name: 'file', filename: 'x.png', contentType: 'image/png', data: PNG.subarray(0, 8) }],
      [{ name: 'image', filename: 'x.png', contentType: 'image/png', data: PNG }],
      [{ name: 'note', data: 'hello' }],
      [],
    ];
    for (const parts of cases) {
      const res = await upload(t, u, parts);
      expect(res.status).toBe(200);
      expect(res.code, JSON.stringify(parts.map((p) => p.name))).toBe(422);
      expect(res.message).toBeTruthy();
    }
    const form = await t.call('POST', '/api/upload/image', { as: u, body: { file: 'abc' } });
    expect(form.code).toBe(422);
    expect(form.message).toContain('file');
    expect(await t.snapshot()).toBe(before);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(true);
  });

  it('takes form fields beside the file (the client may send its token) and one file only', async () => {
    const u = await t.user();
    const res = await upload(t, u, [
      { name: 'token', data: u.token },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
      { name: 'file', filename: 'b.png', contentType: 'image/png', data: JPEG },
    ]);
    expect(res.code, res.message).toBe(200);
    expect(res.data.url).toMatch(/\.png$/);
    const rows = await db()
      .selectFrom('uploads')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a file over 5 MB', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(t, u, [
      { name: 'file', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(res.code).toBe(422);
    expect(res.message).toMatch(/5MB/);
    expect(await t.snapshot()).toBe(before);
    const exact = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const ok = await upload(t, u, [
      { name: 'file', filename: 'max.png', contentType: 'image/png', data: exact },
    ]);
    expect(ok.code, ok.message).toBe(200);
  });

  it('requires login', async () => {
    const before = await t.snapshot();
    const res = await upload(t, null);
    expect(res.code).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it(`allows ${UPLOAD_DAILY_LIMIT} uploads a day per user`, async () => {
    const u = await t.user();
    const now = t.clock.now();
    await db()
      .insertInto('uploads')
      .values(
        Array.from({ length: UPLOAD_DAILY_LIMIT }, (_, i) => ({
          user_id: u.id,
          path: `/uploads/fake/${u.id}-${i}.png`,
          mime: 'image/png',
          size: 1,
          created_at: now,
        })),
      )
      .execute();
    const res = await upload(t, u);
    expect(res.code).toBe(423);
    t.clock.advance(86400);
    expect((await upload(t, u)).code).toBe(200);
  });
});

describe('update_user_info', () => {
  it('sets the nickname and the avatar from an own upload; refuses another user upload', async () => {
    const u = await t.user();
    const other = await t.user();
    const mine = await upload(t, u);
    const theirs = await upload(t, other);
    const res = await t.call('POST', '/api/user/update_user_info', {
      as: u,
      body: { nickname: '  小明  ', avatar: mine.data.url },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.nickname).toBe('小明');
    expect(res.data.avatar).toBe(mine.data.url);
    expect(res.data.user_id).toBe(u.id);

    const before = await t.snapshot();
    for (const avatar of [
      theirs.data.url,
      'https://evil.example.com/x.png',
      '/media/gen/avatar/1.svg',
    ]) {
      const bad = await t.call('POST', '/api/user/update_user_info', { as: u, body: { avatar } });
      expect(bad.code, avatar).toBe(422);
      expect(bad.message).toContain('avatar');
    }
    for (const nickname of ['<b>x</b>', 'a\u0000b', 'x'.repeat(21)]) {
      const bad = await t.call('POST', '/api/user/update_user_info', { as: u, body: { nickname } });
      expect(bad.code, nickname).toBe(422);
    }
    expect(await t.snapshot()).toBe(before);

    // the current avatar unchanged is fine; nickname only
    const same = await t.call('POST', '/api/user/update_user_info', {
      as: u,
      body: { nickname: '小红', avatar: mine.data.url },
    });
    expect(same.code).toBe(200);
    expect(same.data.nickname).toBe('小红');
    expect(
      (await t.call('POST', '/api/user/update_user_info', { body: { nickname: 'x' } })).code,
    ).toBe(401);
  });

  it('refuses bad input, database unchanged', async () => {
    const u = await t.user();
    const n = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/update_user_info',
      valid: { nickname: '小明', avatar: '/uploads/2026/01/notmineAAAAAAAAAAAAAA.png' },
      optional: ['nickname', 'avatar'],
      as: u,
    });
    console.log(`bad input cases: update_user_info ${n}`);
  });
});

describe('private uploads (ID card photos)', () => {
  it('stores apart from public media and serves the owner only, never cached, never by /uploads/', async () => {
    const owner = await t.user();
    const other = await t.user();
    const res = await uploadPrivate(t, owner);
    expect(res.code, res.message).toBe(200);
    const url = res.data.url as string;
    expect(url).toMatch(/^\/api\/upload\/private\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.png$/);
    const key = url.slice('/api/upload/private/'.length);
    // on disk under DATA_DIR/private, not under the public root
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', key))).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);
    const row = await db()
      .selectFrom('uploads')
      .selectAll()
      .where('path', '=', url)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);

    const mine = await t.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('image/png');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(PNG)).toBe(true);

    for (const headers of [{ authorization: `Bearer ${other.token}` }, {}]) {
      const refused = await t.inject({ method: 'GET', url, headers });
      expect(refused.statusCode, JSON.stringify(headers)).not.toBe(200);
      expect([401, 404]).toContain(refused.statusCode);
      expect(refused.rawPayload.includes(PNG)).toBe(false);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    for (const publicUrl of [
      `/uploads/${key}`,
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
    ]) {
      const pub = await t.inject({ method: 'GET', url: publicUrl });
      expect(pub.statusCode, publicUrl).toBe(404);
      expect(pub.rawPayload.includes(PNG)).toBe(false);
    }
    // nothing but a stored key: traversal and odd names are 404s
    for (const bad of ['../shop.sqlite', '2026/01/..%2f..%2fshop.sqlite', 'x', '']) {
      const r = await t.inject({
        method: 'GET',
        url: `/api/upload/private/${bad}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(r.statusCode, bad).toBe(404);
    }
  });

  it('a private upload is not a public image: avatar and complaint photos refuse it', async () => {
    const u = await t.user();
    const priv = await uploadPrivate(t, u);
    const before = await t.snapshot();
    const bad = await t.call('POST', '/api/user/update_user_info', {
      as: u,
      body: { avatar: priv.data.url },
    });
    expect(bad.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });

  it('requires login and counts against the daily limit like public uploads', async () => {
    const before = await t.snapshot();
    expect((await uploadPrivate(t, null)).code).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

/* ---- Metadata stripping ---- */

const GPS_MARKER = 'GPSLatitude-31.2304N-121.4737E';

function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

function webpChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

async function storedBytes(u: Actor, data: Buffer, priv = false): Promise<Buffer> {
  const parts = [{ name: 'file', filename: 'x.bin', contentType: 'image/jpeg', data }];
  const res = priv ? await uploadPrivate(t, u, parts) : await upload(t, u, parts);
  expect(res.code, res.message).toBe(200);
  const url = res.data.url as string;
  const row = await db()
    .selectFrom('uploads')
    .selectAll()
    .where('path', '=', url)
    .executeTakeFirstOrThrow();
  const file = priv
    ? path.join(t.config.dataDir, 'private', url.slice('/api/upload/private/'.length))
    : path.join(t.config.dataDir, url);
  const stored = fs.readFileSync(file);
  expect(row.size).toBe(stored.length);
  return stored;
}

describe('uploaded images lose their metadata', () => {
  it('JPEG: Exif (GPS), XMP, comments and other APPn go; JFIF, ICC and the image data stay', async () => {
    const u = await t.user();
    const soi = Buffer.from([0xff, 0xd8]);
    const app0 = JPEG.subarray(2, 20);
    const exif = jpegSegment(
      0xe1,
      Buffer.concat([Buffer.from('Exif\0\0MM\0*'), Buffer.from(GPS_MARKER), Buffer.alloc(40)]),
    );
    const xmp = jpegSegment(
      0xe1,
      Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${GPS_MARKER}</x:xmpmeta>`),
    );
    const icc = jpegSegment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0'), Buffer.alloc(20)]));
    const iptc = jpegSegment(0xed, Buffer.from(`Photoshop 3.0\0${GPS_MARKER}`));
    const com = jpegSegment(0xfe, Buffer.from(`comment ${GPS_MARKER}`));
    const imageData = JPEG.subarray(20); // DQT, SOS, scan data, EOI
    const withMeta = Buffer.concat([soi, app0, exif, xmp, icc, iptc, com, imageData]);
    for (const priv of [false, true]) {
      const stored = await storedBytes(u, withMeta, priv);
      expect(stored.includes('Exif')).toBe(false);
      expect(stored.includes(GPS_MARKER)).toBe(false);
      expect(stored.includes('ns.adobe.com')).toBe(false);
      expect(stored.includes('Photoshop')).toBe(false);
      expect(stored.subarray(0, 2).equals(soi)).toBe(true);
      expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
      expect(stored.equals(Buffer.concat([soi, app0, icc, imageData]))).toBe(true);
    }
  });

  it('PNG: tEXt, zTXt, iTXt, eXIf and tIME chunks go; the kept chunks are byte for byte with their CRCs', async () => {
    const u = await t.user();
    const sig = PNG.subarray(0, 8);
    const ihdr = PNG.subarray(8, 33);
    const rest = PNG.subarray(33); // IDAT, IEND
    const meta = [
      pngChunk('tEXt', Buffer.from(`Comment\0${GPS_MARKER}`)),
      pngChunk('zTXt', Buffer.from(`Comment\0\0${GPS_MARKER}`)),
      pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${GPS_MARKER}`)),
      pngChunk('eXIf', Buffer.concat([Buffer.from('MM\0*'), Buffer.from(GPS_MARKER)])),
      pngChunk('tIME', Buffer.from([0x07, 0xea, 1, 2, 3, 4, 5])),
    ];
    const withMeta = Buffer.concat([sig, ihdr, ...meta, rest]);
    const stored = await storedBytes(u, withMeta);
    expect(stored.includes(GPS_MARKER)).toBe(false);
    for (const type of ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']) {
      expect(stored.includes(type), type).toBe(false);
    }
    expect(stored.equals(PNG)).toBe(true);
    // every kept chunk's CRC still matches
    let at = 8;
    while (at < stored.length) {
      const len = stored.readUInt32BE(at);
      const crc = stored.readUInt32BE(at + 8 + len);
      expect(zlib.crc32(stored.subarray(at + 4, at + 8 + len))).toBe(crc);
      at += 12 + len;
    }
    expect(at).toBe(stored.length);
  });

  it('WebP: EXIF and XMP chunks go, the VP8X flags and the RIFF size are fixed', async () => {
    const u = await t.user();
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x08 | 0x04 | 0x20; // EXIF, XMP and ICC flags
    const iccp = webpChunk('ICCP', Buffer.alloc(12, 1));
    const vp8 = WEBP.subarray(12);
    const exif = webpChunk('EXIF', Buffer.concat([Buffer.from('MM\0*'), Buffer.from(GPS_MARKER)]));
    const xmp = webpChunk('XMP ', Buffer.from(`<x:xmpmeta>${GPS_MARKER}1</x:xmpmeta>`));
    const body = Buffer.concat([
      Buffer.from('WEBP'),
      webpChunk('VP8X', vp8x),
      iccp,
      vp8,
      exif,
      xmp,
    ]);
    const riff = Buffer.alloc(8);
    riff.write('RIFF', 0, 'latin1');
    riff.writeUInt32LE(body.length, 4);
    const stored = await storedBytes(u, Buffer.concat([riff, body]));
    expect(stored.includes(GPS_MARKER)).toBe(false);
    expect(stored.includes('EXIF')).toBe(false);
    expect(stored.includes('XMP ')).toBe(false);
    expect(stored.readUInt32LE(4)).toBe(stored.length - 8);
    const keptVp8x = Buffer.from(vp8x);
    keptVp8x[0] = 0x20; // only ICC left
    expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(
      stored
        .subarray(8)
        .equals(Buffer.concat([Buffer.from('WEBP'), webpChunk('VP8X', keptVp8x), iccp, vp8])),
    ).toBe(true);
  });

  it('refuses an image whose structure cannot be walked (metadata could hide in it)', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const truncated = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00]),
      Buffer.from('Exif\0\0'),
      Buffer.alloc(20),
    ]);
    const res = await upload(t, u, [
      { name: 'file', filename: 'x.jpg', contentType: 'image/jpeg', data: truncated },
    ]);
    expect(res.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });
});
