import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_DAILY_LIMIT } from '../../src/server/modules/wallet/wallet.constants';
import { UPLOAD_MAX_BYTES } from '../../src/shared/contract';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';
import { JPEG, PNG, WEBP, upload } from './wallet-fixtures';

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
