/**
 * Factories and checks shared by the wallet, bank, identity, pay-password and upload tests
 * (issue 4): valid ID and card numbers, multipart bodies, a verified user with a pay password and
 * a card, credits through the test-only route, and the ledger invariant.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Actor, TestServer } from './harness';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/**
 * A JPEG's marker structure (SOI, JFIF APP0, a quantisation table, SOS with random scan data,
 * EOI): enough for the type check and the metadata stripper, which walks the segments.
 */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  Buffer.from([0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]),
  randomBytes(64).map((b) => (b === 0xff ? 0xfe : b)),
  Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
  randomBytes(64).map((b) => (b === 0xff ? 0xfe : b)),
  Buffer.from([0xff, 0xd9]),
]);
/** A WebP's chunk structure: RIFF header and one `VP8 ` chunk of random data. */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([4 + 8 + 64, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.from([64, 0, 0, 0]),
  randomBytes(64),
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The GB 11643 check character of 17 digits. */
export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (WEIGHTS[i] ?? 0), 0);
  return '10X98765432'[sum % 11] as string;
}

let idSeq = 0;
/** A valid 18-character ID number, unique within the run (born 1990-03-07, Beijing Chaoyang). */
export function freshIdCard(): string {
  idSeq += 1;
  const first17 = `110105${19900307}${String((process.pid + idSeq) % 1000).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

/** Appends the Luhn check digit. */
export function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // counting from the right of the finished number, the check digit is position 0
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

let cardSeq = 0;
/** A Luhn-valid 19-digit card number (ICBC-like prefix), unique within the run. */
export function freshCardNo(): string {
  cardSeq += 1;
  return luhnComplete(
    `622202${String(process.pid % 100000).padStart(5, '0')}${String(cardSeq).padStart(7, '0')}`,
  );
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----shoptest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/upload/image with `parts` (default: one PNG as `file`); the parsed envelope. */
export async function upload(
  t: TestServer,
  as: Actor | null,
  parts: Part[] = [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
  url = '/api/upload/image',
) {
  const { payload, contentType } = multipart(parts);
  const res = await t.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': contentType,
      ...(as ? { authorization: `Bearer ${as.token}` } : {}),
    },
    payload,
  });
  return {
    status: res.statusCode,
    ...res.json<{ code: number; message: string; data: any }>(),
  };
}

/** POST /api/upload/private_image (ID card photos): stored apart, readable by the owner only. */
export function uploadPrivate(
  t: TestServer,
  as: Actor | null,
  parts: Part[] = [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
) {
  return upload(t, as, parts, '/api/upload/private_image');
}

/** The newest SMS code sent to `mobile` (the outbox of the local SMS provider). */
export async function latestCode(t: TestServer, mobile: string): Promise<string> {
  const res = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
  const code = res.data.list[0]?.code as string | undefined;
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

/** Sends a `pay_password` code to the actor's mobile and answers it. */
export async function payPasswordCode(t: TestServer, actor: Actor): Promise<string> {
  const sent = await t.call('POST', '/api/mobile/send_verification_codes', {
    body: { mobile: actor.mobile as string, type: 'pay_password' },
  });
  expect(sent.code, sent.message).toBe(200);
  return latestCode(t, actor.mobile as string);
}

export const PAY_PASSWORD = '258369';

/** Sets the actor's first pay password through the SMS code. */
export async function setPayPassword(
  t: TestServer,
  actor: Actor,
  pwd = PAY_PASSWORD,
): Promise<void> {
  const code = await payPasswordCode(t, actor);
  const res = await t.call('POST', '/api/user/set_pay_password', {
    as: actor,
    body: { pay_password: pwd, code },
  });
  expect(res.code, res.message).toBe(200);
}

export const REAL_NAME = '张三丰';

/** Uploads two photos and verifies the actor's real name; answers the ID number used. */
export async function verifyIdentity(
  t: TestServer,
  actor: Actor,
  name = REAL_NAME,
  idCard = freshIdCard(),
): Promise<string> {
  const front = await uploadPrivate(t, actor);
  const back = await uploadPrivate(t, actor);
  expect(front.code, front.message).toBe(200);
  expect(back.code, back.message).toBe(200);
  const res = await t.call('POST', '/api/user/check_id_card', {
    as: actor,
    body: { name, id_card: idCard, front_image: front.data.url, back_image: back.data.url },
  });
  expect(res.code, res.message).toBe(200);
  return idCard;
}

/** Binds a fresh card for a verified actor; answers its id and number. */
export async function bindCard(
  t: TestServer,
  actor: Actor,
  name = REAL_NAME,
): Promise<{ id: number; cardNo: string }> {
  const cardNo = freshCardNo();
  const res = await t.call('POST', '/api/user/pay/bind_bank', {
    as: actor,
    body: { bank_code: 'ICBC', card_no: cardNo, holder_name: name },
  });
  expect(res.code, res.message).toBe(200);
  return { id: res.data.id as number, cardNo };
}

/** Moves an account through the test-only route (a ledger row like any other movement). */
export async function credit(
  t: TestServer,
  actor: Actor,
  account: 'integral' | 'reward_money' | 'balance',
  amount: number,
): Promise<number> {
  const res = await t.call('POST', '/__test/credit', {
    body: { mobile: actor.mobile as string, account, amount },
  });
  expect(res.code, res.message).toBe(200);
  return res.data.after as number;
}

/** A user with a verified real name, a pay password and a bound card. */
export async function walletUser(t: TestServer, opts: { reward?: number; integral?: number } = {}) {
  const actor = await t.user();
  await verifyIdentity(t, actor);
  await setPayPassword(t, actor);
  const card = await bindCard(t, actor);
  if (opts.reward) await credit(t, actor, 'reward_money', opts.reward);
  if (opts.integral) await credit(t, actor, 'integral', opts.integral);
  return { actor, card };
}

export async function accounts(t: TestServer, userId: number) {
  return t.app.database.db
    .selectFrom('users')
    .select(['integral', 'reward_money', 'balance'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * The ledger invariant: for every user and account, the sum of the ledger deltas equals the
 * account, every row's before + delta = after, and no account is negative.
 */
export async function expectLedgerMatchesBalances(t: TestServer): Promise<void> {
  const { db } = t.app.database;
  const sums = await db
    .selectFrom('wallet_ledger')
    .select(['user_id', 'account', sql<number>`sum(delta)`.as('total')])
    .groupBy(['user_id', 'account'])
    .execute();
  const byUser = new Map<string, number>();
  for (const s of sums) byUser.set(`${s.user_id}:${s.account}`, Number(s.total));
  const users = await db
    .selectFrom('users')
    .select(['id', 'integral', 'reward_money', 'balance'])
    .execute();
  for (const u of users) {
    for (const account of ['integral', 'reward_money', 'balance'] as const) {
      expect(u[account], `user ${u.id} ${account}`).toBeGreaterThanOrEqual(0);
      expect(byUser.get(`${u.id}:${account}`) ?? 0, `user ${u.id} ${account} ledger sum`).toBe(
        u[account],
      );
    }
  }
  const broken = await db
    .selectFrom('wallet_ledger')
    .select('id')
    .where(sql<boolean>`before_amount + delta <> after_amount`)
    .execute();
  expect(broken).toEqual([]);
}

/**
 * Matches a Unix time within the last few seconds of the server clock (a request may cross a
 * second boundary, so `t.clock.now()` after it can be one more than what it stored).
 */
export function aboutNow(t: TestServer, slackS = 5): number {
  const low = t.clock.now() - slackS;
  return {
    $$typeof: Symbol.for('jest.asymmetricMatcher'),
    asymmetricMatch: (v: unknown) => typeof v === 'number' && v >= low && v <= t.clock.now(),
    toString: () => 'aboutNow',
    toAsymmetricMatcher: () => `aboutNow(>= ${low})`,
  } as unknown as number;
}
