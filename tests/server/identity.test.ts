import { Buffer } from 'node:buffer';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/server/lib/secret-box';
import {
  TEST_DATA_KEY,
  expectBadInputRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  REAL_NAME,
  aboutNow,
  freshIdCard,
  idCheckChar,
  upload,
  uploadPrivate,
  verifyIdentity,
} from './wallet-fixtures';

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

async function photos(as: Actor): Promise<{ front: string; back: string }> {
  const front = await uploadPrivate(t, as);
  const back = await uploadPrivate(t, as);
  return { front: front.data.url as string, back: back.data.url as string };
}

const checkIdCard = (as: Actor, body: Record<string, string>) =>
  t.call('POST', '/api/user/check_id_card', { as, body });

describe('get_id_card', () => {
  it('requires login and answers unverified for a new user', async () => {
    expect((await t.call('GET', '/api/user/get_id_card')).code).toBe(401);
    const u = await t.user();
    const res = await t.call('GET', '/api/user/get_id_card', { as: u });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ verified: false, name_masked: '', id_masked: '', verified_at: 0 });
  });
});

describe('check_id_card', () => {
  it('verifies once; answers only masked values; stores name and number encrypted', async () => {
    const u = await t.user();
    const id = freshIdCard();
    const { front, back } = await photos(u);
    const res = await checkIdCard(u, {
      name: REAL_NAME,
      id_card: id,
      front_image: front,
      back_image: back,
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toEqual({ verified: true });

    const info = await t.call('GET', '/api/user/get_id_card', { as: u });
    expect(info.data).toEqual({
      verified: true,
      name_masked: '张**',
      id_masked: `${id.slice(0, 4)}**********${id.slice(-4)}`,
      verified_at: aboutNow(t),
    });
    expect(JSON.stringify(info)).not.toContain(id);
    expect(JSON.stringify(info)).not.toContain(REAL_NAME);
    const me = await t.call('GET', '/api/user/get_user_info', { as: u });
    expect(me.data.real_name_verified).toBe(true);

    // At rest: the raw row holds neither the number nor the name, in any column.
    const raw = await sql<
      Record<string, unknown>
    >`select * from id_cards where user_id = ${u.id}`.execute(db());
    const text = JSON.stringify(raw.rows);
    expect(raw.rows).toHaveLength(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(id.slice(4, 14));
    expect(text).not.toContain(REAL_NAME);
    const row = raw.rows[0] as { name_enc: string; id_enc: string; id_hash: string };
    expect(row.id_enc).toMatch(/^v1:/);
    const box = createSecretBox(Buffer.from(TEST_DATA_KEY, 'base64'));
    expect(box.open(row.id_enc, 'id_cards.id_enc')).toBe(id);
    expect(box.open(row.name_enc, 'id_cards.name_enc')).toBe(REAL_NAME);
    expect(row.id_hash).toMatch(/^[0-9a-f]{64}$/);

    // Verification is final.
    const again = await photos(u);
    const before = await t.snapshot();
    const second = await checkIdCard(u, {
      name: '李四',
      id_card: freshIdCard(),
      front_image: again.front,
      back_image: again.back,
    });
    expect(second.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });

  it('one identity binds once: another account cannot verify the same number (nor its 15-digit form)', async () => {
    const a = await t.user();
    // the 18-digit form of a first-generation 15-digit number: '19' after the area code
    const id15 = '110105880307123';
    const full = `11010519880307123${idCheckChar('11010519880307123')}`;
    await verifyIdentity(t, a, REAL_NAME, full);
    const b = await t.user();
    const p = await photos(b);
    const before = await t.snapshot();
    for (const id of [full, id15]) {
      const res = await checkIdCard(b, {
        name: REAL_NAME,
        id_card: id,
        front_image: p.front,
        back_image: p.back,
      });
      expect(res.code, id).toBe(422);
      expect(res.message).toBeTruthy();
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('takes a lowercase x as X and a 15-digit number in its 18-digit form', async () => {
    // find a number whose check character is X
    let id = '';
    for (let n = 100; n < 999 && !id; n++) {
      const first17 = `31010519851212${n}`;
      if (idCheckChar(first17) === 'X') id = `${first17}X`;
    }
    expect(id).toHaveLength(18);
    const u = await t.user();
    const p = await photos(u);
    const res = await checkIdCard(u, {
      name: '欧阳娜娜',
      id_card: id.toLowerCase(),
      front_image: p.front,
      back_image: p.back,
    });
    expect(res.code, res.message).toBe(200);
    const info = await t.call('GET', '/api/user/get_id_card', { as: u });
    expect(info.data.id_masked).toBe(`3101**********${id.slice(-4)}`);
    expect(info.data.name_masked).toBe('欧***');

    const v = await t.user();
    const q = await photos(v);
    const ok15 = await checkIdCard(v, {
      name: '阿依古丽·买买提',
      id_card: '110105880307456',
      front_image: q.front,
      back_image: q.back,
    });
    expect(ok15.code, ok15.message).toBe(200);
    const info15 = await t.call('GET', '/api/user/get_id_card', { as: v });
    expect(info15.data.id_masked).toMatch(/^1101\*{10}\d{3}[\dX]$/);
  });

  it('refuses a wrong check character, an impossible birth date and a bad name', async () => {
    const u = await t.user();
    const p = await photos(u);
    const good = freshIdCard();
    const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const first17 = '11010520991301123'; // month 13
    const badDate = first17 + idCheckChar(first17);
    const future17 = '11010530000101123';
    const future = future17 + idCheckChar(future17);
    const before = await t.snapshot();
    for (const id_card of [
      wrongCheck,
      badDate,
      future,
      '11010519900307123',
      `${good} `.repeat(2),
    ]) {
      const res = await checkIdCard(u, {
        name: REAL_NAME,
        id_card,
        front_image: p.front,
        back_image: p.back,
      });
      expect(res.code, id_card).toBe(422);
      expect(res.message).toBeTruthy();
    }
    for (const name of ['张', 'Zhang San', '张三1', '·张三', '张三·', '张'.repeat(21)]) {
      const res = await checkIdCard(u, {
        name,
        id_card: good,
        front_image: p.front,
        back_image: p.back,
      });
      expect(res.code, name).toBe(422);
      expect(res.message).toContain('name');
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("accepts only the caller's own uploads as photos, and two different ones", async () => {
    const owner = await t.user();
    const other = await t.user();
    const mine = await photos(other);
    const theirs = await photos(owner);
    // a public upload of the caller's own is no ID photo: it would be served to anyone
    const ownPublic = (await upload(t, other)).data.url as string;
    const before = await t.snapshot();
    const cases: [string, string][] = [
      [theirs.front, mine.back],
      [mine.front, theirs.back],
      [ownPublic, mine.back],
      [mine.front, ownPublic],
      [`/uploads/${mine.front.slice('/api/upload/private/'.length)}`, mine.back],
      ['/api/upload/private/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png', mine.back],
      ['https://evil.example.com/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png', mine.back],
      ['/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png', mine.back],
      ['/media/gen/goods/1.svg', mine.back],
      [mine.front, mine.front],
    ];
    for (const [front_image, back_image] of cases) {
      const res = await checkIdCard(other, {
        name: REAL_NAME,
        id_card: freshIdCard(),
        front_image,
        back_image,
      });
      expect(res.code, `${front_image} ${back_image}`).toBe(422);
    }
    expect(await t.snapshot()).toBe(before);
    // the own photos on an absolute URL of the site do
    const ok = await checkIdCard(other, {
      name: REAL_NAME,
      id_card: freshIdCard(),
      front_image: `http://shop.example.com${mine.front}`,
      back_image: mine.back,
    });
    expect(ok.code, ok.message).toBe(200);
    const row = await db()
      .selectFrom('id_cards')
      .selectAll()
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.front_image).toBe(mine.front);
  });

  it('refuses bad input, database unchanged', async () => {
    const u = await t.user();
    const p = await photos(u);
    const n = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/check_id_card',
      valid: { name: REAL_NAME, id_card: freshIdCard(), front_image: p.front, back_image: p.back },
      as: u,
    });
    console.log(`bad input cases: check_id_card ${n}`);
    expect(n).toBeGreaterThan(30);
  });
});
