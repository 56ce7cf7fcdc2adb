/**
 * Real-name verification (docs/api-wallet-account.md "Decisions"): name 2–20 CJK characters
 * (· inside allowed), ID number by format and GB 11643 check character, two photos that are the
 * caller's own private uploads. Name and number are stored encrypted (secret box), answered only masked
 * (`3301**********1234`, `张*`); `id_hash` (keyed hash of the number) makes one identity bind to
 * one account.
 *
 * Decisions beyond the contract:
 * - A 15-digit (first-generation) number is converted to its 18-digit form before hashing and
 *   storing, so the same person cannot verify twice with both forms.
 * - The birth date inside the number must be a real date between 1900-01-01 and today.
 * - Verification is final: a verified account cannot verify again (a change of identity goes
 *   through customer service). The check against the public-security database (二要素核验) is a
 *   provider that plugs in here later; today the checks above are all there is.
 */
import { isDate } from '../../../shared/rules/validate';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/** The 18-character form of a format-valid ID number (15 digits get `19` and a check char). */
export function normaliseIdCard(id: string): string {
  const s = id.trim().toUpperCase();
  if (s.length !== 15) return s;
  const first17 = `${s.slice(0, 6)}19${s.slice(6)}`;
  let sum = 0;
  ID_WEIGHTS.forEach((w, i) => {
    sum += Number(first17[i]) * w;
  });
  return first17 + ID_CHECK[sum % 11];
}

/** The birth date of an 18-character number is a real date from 1900 up to `today`. */
export function hasPlausibleBirthDate(id18: string, today: string): boolean {
  const date = `${id18.slice(6, 10)}-${id18.slice(10, 12)}-${id18.slice(12, 14)}`;
  return isDate(date) && date >= '1900-01-01' && date <= today;
}

/** `3301**********1234`: first four and last four kept. */
export function maskIdCard(id: string): string {
  return id.length > 8
    ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`
    : '*'.repeat(id.length);
}

/** `张*`, `张**`, `买买提*****`: the first character kept. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

export const ID_NAME_CONTEXT = 'id_cards.name_enc';
export const ID_NUMBER_CONTEXT = 'id_cards.id_enc';
export const ID_HASH_PURPOSE = 'id_card';

export function findIdCard(db: Executor, userId: number) {
  return db.selectFrom('id_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether an account already verified identity `idHash` (keyed hash of the 18-digit number). */
export async function idHashTaken(db: Executor, idHash: string): Promise<boolean> {
  const taken = await db
    .selectFrom('id_cards')
    .select('user_id')
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return Boolean(taken);
}

/**
 * Records the user's verified identity (encrypted, masked beside) and marks the account
 * verified. A concurrent verification of this account or this identity: the unique index
 * decides, and the loser answers why.
 */
export async function recordIdCard(
  app: AppContext,
  lang: Lang,
  userId: number,
  v: { name: string; id18: string; idHash: string; front: string; back: string; now: number },
): Promise<void> {
  const { db } = app.database;
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('id_cards')
        .values({
          user_id: userId,
          name_enc: app.secrets.seal(v.name, ID_NAME_CONTEXT),
          id_enc: app.secrets.seal(v.id18, ID_NUMBER_CONTEXT),
          id_hash: v.idHash,
          name_masked: maskName(v.name),
          id_masked: maskIdCard(v.id18),
          front_image: v.front,
          back_image: v.back,
          verified_at: v.now,
          created_at: v.now,
        })
        .execute();
      await tx
        .updateTable('users')
        .set({ real_name_verified: 1 })
        .where('id', '=', userId)
        .execute();
    });
  } catch (err) {
    // A concurrent verification of this account or this identity: the unique index decides.
    if (isUniqueViolation(err)) {
      throw invalid(t(lang, (await findIdCard(db, userId)) ? 'realNameDone' : 'idCardTaken'));
    }
    throw err;
  }
}
