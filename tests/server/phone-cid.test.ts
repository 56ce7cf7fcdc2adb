// issue 25 §7 (electron-http): `GET api/getPhoneCId` takes no payload and answers cid, uid and
// all_data (spec section 7); the device is derived from the session and the request's headers.
// Also: the client's default `Content-Type: application/json` on a GET without a body is
// harmless to the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Actor, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) test';
const h5 = { 'x-client': 'h5', 'user-agent': UA, 'accept-language': 'en' };

const phoneCid = (as: Actor | null, headers: Record<string, string> = h5) =>
  t.call('GET', '/api/getPhoneCId', { as, headers });
const devicesOf = (userId: number) =>
  db().selectFrom('push_devices').selectAll().where('user_id', '=', userId).execute();

describe('GET api/getPhoneCId', () => {
  it('answers {cid, uid, all_data} for the session and registers it once', async () => {
    const u = await t.user();
    const res = await phoneCid(u);
    expect(res.code, res.message).toBe(200);
    expect(res.data).toEqual({
      cid: expect.stringMatching(/^h5-[0-9a-f]{32}$/),
      uid: u.id,
      all_data: { ua: UA, lang: 'en' },
    });
    // the cid reveals nothing of the token
    expect(res.data.cid).not.toContain(u.token.slice(0, 8));
    t.clock.advance(60);
    const again = await phoneCid(u, { ...h5, 'accept-language': 'zh-CN' });
    expect(again.data.cid).toBe(res.data.cid);
    const rows = await devicesOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cid: res.data.cid, platform: 'h5' });
    expect(JSON.parse(rows[0]!.all_data)).toEqual({ ua: UA, lang: 'zh-CN' });
    expect(Number(rows[0]!.updated_at)).toBe(t.clock.now());
  });

  it('one device per session: another login or another user gets another cid', async () => {
    const u = await t.user();
    const v = await t.user();
    const first = (await phoneCid(u)).data.cid;
    const second = (await phoneCid(await t.relogin(u))).data.cid;
    const other = await phoneCid(v);
    expect(new Set([first, second, other.data.cid]).size).toBe(3);
    expect(other.data.uid).toBe(v.id);
    expect((await devicesOf(u.id)).map((r) => r.cid).sort()).toEqual([first, second].sort());
  });

  it('ignores a payload: the old cid/platform/all_data fields change nothing', async () => {
    const u = await t.user();
    const plain = (await phoneCid(u)).data;
    const res = await t.call('GET', '/api/getPhoneCId', {
      as: u,
      headers: h5,
      query: { cid: 'h5-evil', platform: 'android', all_data: '{"x":1}' },
    });
    expect(res.data).toEqual(plain);
    const evil = await db()
      .selectFrom('push_devices')
      .selectAll()
      .where('cid', '=', 'h5-evil')
      .execute();
    expect(evil).toEqual([]);
  });

  it('takes the token from the query too (the consumer wrapper adds it there), platform from X-Client', async () => {
    const u = await t.user();
    const res = await t.call('GET', '/api/getPhoneCId', {
      query: { token: u.token },
      headers: { 'x-client': 'android', 'user-agent': 'app/1.0' },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toEqual({
      cid: expect.stringMatching(/^android-[0-9a-f]{32}$/),
      uid: u.id,
      all_data: { ua: 'app/1.0' },
    });
    // an unknown marker (the kiosk's, or none) is the h5 client
    const kiosk = await phoneCid(u, { 'x-client': 'kiosk' });
    expect(kiosk.data.cid).toMatch(/^h5-/);
  });

  it('needs a login, and is a GET only', async () => {
    const u = await t.user();
    expect((await phoneCid(null)).code).toBe(401);
    const post = await t.call('POST', '/api/getPhoneCId', {
      as: u,
      body: { cid: 'h5-abc', platform: 'h5' },
    });
    expect(post.status).toBe(404);
    expect(await devicesOf(u.id)).toEqual([]);
  });
});

describe("the client's default JSON content type on a GET without a body", () => {
  it('changes nothing: public, login-required and this route answer as without it', async () => {
    const u = await t.user();
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    for (const [url, as] of [
      ['/api/v3/config', null],
      ['/api/v3/getUserMsgNum', u],
      ['/api/getPhoneCId', u],
    ] as const) {
      const plain = await t.call('GET', url, { as });
      const withType = await t.call('GET', url, { as, headers: json });
      expect(withType.status, url).toBe(200);
      expect(withType.code, `${url} ${withType.message}`).toBe(plain.code);
      expect(withType.data, url).toEqual(plain.data);
    }
  });
});
