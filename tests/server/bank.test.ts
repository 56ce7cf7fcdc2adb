import { Buffer } from 'node:buffer';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/server/lib/secret-box';
import { settleWithdrawal } from '../../src/server/modules/wallet/withdrawal.service';
import { BANK_CARDS_MAX } from '../../src/shared/contract';
import {
  TEST_DATA_KEY,
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  PAY_PASSWORD,
  REAL_NAME,
  bindCard,
  expectLedgerMatchesBalances,
  freshCardNo,
  luhnComplete,
  setPayPassword,
  verifyIdentity,
  walletUser,
  aboutNow,
} from './wallet-fixtures';

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterEach(async () => {
  await expectLedgerMatchesBalances(t);
});

afterAll(async () => {
  await t?.close();
});

const bind = (as: Actor, body: Record<string, string>) =>
  t.call('POST', '/api/user/pay/bind_bank', { as, body });

describe('GET /api/bank_list', () => {
  it('is public and lists the eight banks with logos', async () => {
    const res = await t.call('GET', '/api/bank_list');
    expect(res.code).toBe(200);
    expect(res.data.list.map((b: { code: string }) => b.code)).toEqual([
      'ICBC',
      'CCB',
      'ABC',
      'BOC',
      'CMB',
      'BOCOM',
      'PSBC',
      'CITIC',
    ]);
    expect(res.data.list[0]).toEqual({
      code: 'ICBC',
      name: '工商银行',
      logo: '/media/gen/bank/ICBC.svg',
    });
    const logo = await t.inject({ method: 'GET', url: res.data.list[4].logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('bind_bank', () => {
  it('needs a verified real name, and the holder must be that name', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const first = await bind(u, {
      bank_code: 'ICBC',
      card_no: freshCardNo(),
      holder_name: REAL_NAME,
    });
    expect(first.code).toBe(422);
    expect(first.message).toBeTruthy();
    expect(await t.snapshot()).toBe(before);

    await verifyIdentity(t, u);
    const other = await bind(u, { bank_code: 'ICBC', card_no: freshCardNo(), holder_name: '李四' });
    expect(other.code).toBe(422);
    expect(other.message).toMatch(/持卡人/);
    const ok = await bind(u, { bank_code: 'CMB', card_no: freshCardNo(), holder_name: REAL_NAME });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.id).toBeGreaterThan(0);
  });

  it('stores the number encrypted and answers it masked', async () => {
    const u = await t.user();
    await verifyIdentity(t, u);
    const cardNo = freshCardNo();
    // spaces as typed in groups of four are removed
    const spaced = cardNo.replace(/(\d{4})(?=\d)/g, '$1 ');
    const res = await bind(u, { bank_code: 'ICBC', card_no: spaced, holder_name: REAL_NAME });
    expect(res.code, res.message).toBe(200);

    const list = await t.call('GET', '/api/user/pay/bank_list', { as: u });
    expect(list.code).toBe(200);
    expect(list.data.list).toEqual([
      {
        id: res.data.id,
        bank_code: 'ICBC',
        bank_name: '工商银行',
        bank_logo: '/media/gen/bank/ICBC.svg',
        card_no: `**** **** **** ${cardNo.slice(-4)}`,
        card_last4: cardNo.slice(-4),
        holder_name: '张**',
        created_at: aboutNow(t),
      },
    ]);
    const info = await t.call('GET', '/api/user/pay/bank_info', {
      as: u,
      query: { id: res.data.id },
    });
    expect(info.data).toEqual(list.data.list[0]);
    expect(JSON.stringify([list, info])).not.toContain(cardNo.slice(0, 12));

    const raw = await sql<
      Record<string, unknown>
    >`select * from bank_cards where id = ${res.data.id}`.execute(db());
    const text = JSON.stringify(raw.rows);
    expect(text).not.toContain(cardNo);
    expect(text).not.toContain(cardNo.slice(0, 12));
    const row = raw.rows[0] as { card_enc: string; card_hash: string };
    expect(row.card_enc).toMatch(/^v1:/);
    const box = createSecretBox(Buffer.from(TEST_DATA_KEY, 'base64'));
    expect(box.open(row.card_enc, 'bank_cards.card_enc')).toBe(cardNo);
  });

  it('refuses a Luhn failure, an unknown bank, a card bound already (by anyone)', async () => {
    const u = await t.user();
    await verifyIdentity(t, u);
    const v = await t.user();
    await verifyIdentity(t, v);
    const cardNo = freshCardNo();
    expect(
      (await bind(u, { bank_code: 'ICBC', card_no: cardNo, holder_name: REAL_NAME })).code,
    ).toBe(200);
    const before = await t.snapshot();
    const lastWrong = cardNo.slice(0, -1) + String((Number(cardNo.slice(-1)) + 1) % 10);
    for (const [body, field] of [
      [{ bank_code: 'ICBC', card_no: lastWrong, holder_name: REAL_NAME }, 'card_no'],
      [{ bank_code: 'ICBC', card_no: '6222 0212 3456 789', holder_name: REAL_NAME }, 'card_no'],
      [
        { bank_code: 'ICBC', card_no: luhnComplete('12345678901'), holder_name: REAL_NAME },
        'card_no',
      ],
      [{ bank_code: 'HSBC', card_no: freshCardNo(), holder_name: REAL_NAME }, ''],
      [{ bank_code: 'icbc', card_no: freshCardNo(), holder_name: REAL_NAME }, 'bank_code'],
    ] as const) {
      const res = await bind(u, body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      if (field) expect(res.message).toContain(field);
    }
    // the same card again, by the owner or by another verified user with the same name
    expect(
      (await bind(u, { bank_code: 'ICBC', card_no: cardNo, holder_name: REAL_NAME })).code,
    ).toBe(422);
    expect(
      (await bind(v, { bank_code: 'CCB', card_no: cardNo, holder_name: REAL_NAME })).code,
    ).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });

  it(`allows at most ${BANK_CARDS_MAX} cards (423 then), counting active cards only`, async () => {
    const u = await t.user();
    await verifyIdentity(t, u);
    await setPayPassword(t, u);
    const ids: number[] = [];
    for (let i = 0; i < BANK_CARDS_MAX; i++) ids.push((await bindCard(t, u)).id);
    const sixth = await bind(u, {
      bank_code: 'ICBC',
      card_no: freshCardNo(),
      holder_name: REAL_NAME,
    });
    expect(sixth.code).toBe(423);
    expect(sixth.message).toContain(String(BANK_CARDS_MAX));
    const unbind = await t.call('POST', '/api/user/pay/unbind_bank', {
      as: u,
      body: { id: ids[0] as number, pay_password: PAY_PASSWORD },
    });
    expect(unbind.code).toBe(200);
    expect(
      (await bind(u, { bank_code: 'ICBC', card_no: freshCardNo(), holder_name: REAL_NAME })).code,
    ).toBe(200);
  });

  it('two binds of one card at once: exactly one succeeds', async () => {
    const u = await t.user();
    await verifyIdentity(t, u);
    const cardNo = freshCardNo();
    const results = await Promise.all(
      ['ICBC', 'CCB'].map((bank_code) =>
        bind(u, { bank_code, card_no: cardNo, holder_name: REAL_NAME }),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([200, 422]);
    const rows = await db()
      .selectFrom('bank_cards')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('bank_info and unbind_bank', () => {
  it("refuse another user's card (403) and unknown ids (422), database unchanged", async () => {
    const { actor: owner, card } = await walletUser(t);
    const other = await t.user();
    await setPayPassword(t, other);
    await expectOtherUserRefused(t, {
      method: 'GET',
      url: '/api/user/pay/bank_info',
      input: { id: card.id },
      other,
    });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/user/pay/unbind_bank',
      input: { id: card.id, pay_password: PAY_PASSWORD },
      other,
    });
    const forbidden = await t.call('GET', '/api/user/pay/bank_info', {
      as: other,
      query: { id: card.id },
    });
    expect(forbidden.code).toBe(403);
    const unknown = await t.call('GET', '/api/user/pay/bank_info', {
      as: owner,
      query: { id: 999999 },
    });
    expect(unknown.code).toBe(422);
    expect((await t.call('GET', '/api/user/pay/bank_list', { as: other })).data.list).toEqual([]);
  });

  it('unbinding needs the pay password (wrong tries counted) and keeps the row (status 0)', async () => {
    const { actor, card } = await walletUser(t);
    const wrong = await t.call('POST', '/api/user/pay/unbind_bank', {
      as: actor,
      body: { id: card.id, pay_password: '147036' },
    });
    expect(wrong.code).toBe(422);
    const fails = await db()
      .selectFrom('users')
      .select('pay_pwd_fail_count')
      .where('id', '=', actor.id)
      .executeTakeFirstOrThrow();
    expect(fails.pay_pwd_fail_count).toBe(1);
    const ok = await t.call('POST', '/api/user/pay/unbind_bank', {
      as: actor,
      body: { id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(ok.code).toBe(200);
    expect(ok.data).toBeNull();
    const row = await db()
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
    expect(row.unbound_at).toEqual(aboutNow(t));
    expect((await t.call('GET', '/api/user/pay/bank_list', { as: actor })).data.list).toEqual([]);
    expect(
      (await t.call('GET', '/api/user/pay/bank_info', { as: actor, query: { id: card.id } })).code,
    ).toBe(422);
    const again = await t.call('POST', '/api/user/pay/unbind_bank', {
      as: actor,
      body: { id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(again.code).toBe(422);
    // the card can be bound again after unbinding
    const rebind = await bind(actor, {
      bank_code: 'ICBC',
      card_no: card.cardNo,
      holder_name: REAL_NAME,
    });
    expect(rebind.code, rebind.message).toBe(200);
  });

  it('a card with a pending withdrawal cannot be unbound until it is settled', async () => {
    const { actor, card } = await walletUser(t, { reward: 5000 });
    const w = await t.call('POST', '/api/user/pay/extract_amount', {
      as: actor,
      body: { amount: 2000, bank_card_id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(w.code, w.message).toBe(200);
    const before = await t.snapshot();
    const refused = await t.call('POST', '/api/user/pay/unbind_bank', {
      as: actor,
      body: { id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(refused.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
    expect(await settleWithdrawal(db(), w.data.withdrawal_id, 'paid', '', t.clock.now())).toBe(
      true,
    );
    const ok = await t.call('POST', '/api/user/pay/unbind_bank', {
      as: actor,
      body: { id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(ok.code).toBe(200);
    // the record still names the bank and the masked card
    const rec = await t.call('GET', '/api/user/pay/withdrawal_record', { as: actor });
    expect(rec.data.list[0]).toMatchObject({
      bank_name: '工商银行',
      card_no: `**** **** **** ${card.cardNo.slice(-4)}`,
      status: 'paid',
    });
  });
});

describe('bank routes', () => {
  it('require login', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/pay/bank_list'],
      ['GET', '/api/user/pay/bank_info?id=1'],
      ['POST', '/api/user/pay/bind_bank'],
      ['POST', '/api/user/pay/unbind_bank'],
    ] as const) {
      expect((await t.call(method, url)).code, url).toBe(401);
    }
  });

  it('refuse bad input, database unchanged', async () => {
    const { actor, card } = await walletUser(t);
    const a = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/pay/bind_bank',
      // a card bound already: the valid input itself is refused too, so nothing changes
      valid: { bank_code: 'ICBC', card_no: card.cardNo, holder_name: REAL_NAME },
      as: actor,
    });
    const b = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/pay/bank_info',
      valid: { id: card.id },
      as: actor,
    });
    const c = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/pay/unbind_bank',
      valid: { id: card.id, pay_password: PAY_PASSWORD },
      as: actor,
    });
    console.log(`bad input cases: bind_bank ${a}, bank_info ${b}, unbind_bank ${c}`);
  });
});
