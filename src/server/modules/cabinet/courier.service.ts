/**
 * The merchant's couriers (issue 18): create, list, edit, reset the password, disable / enable
 * (disabling or a new password ends the courier's sessions), and the courier's login on the
 * terminal (the same login route as the merchant: a courier's account logs the courier in).
 */
import type { MerchantUser } from '../../../shared/contract/types';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthMerchant } from '../../lib/auth';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/reply';
import { disconnectSessions } from '../../lib/sessions';
import { t, type Lang } from '../../messages';
import { createSession } from '../user/user.repository';
import { merchantUser } from './cabinet.repository';
import {
  accountTaken,
  courierOf,
  couriersOf,
  findCourierByAccount,
  insertCourier,
  markCourierSession,
  revokeCourierTokens,
  updateCourier,
} from './courier.repository';

/** The session user: the merchant, with the role and (for a courier) the courier's name. */
export async function sessionUser(
  db: Executor,
  merchant: { id: number; courierId: number | null },
): Promise<MerchantUser | null> {
  const user = await merchantUser(db, merchant.id);
  if (!user) return null;
  if (merchant.courierId === null) return { ...user, role: 'merchant', courier_id: null };
  const c = await courierOf(db, merchant.id, merchant.courierId);
  return { ...user, role: 'courier', courier_id: merchant.courierId, courier_name: c?.name ?? '' };
}

export async function courierList(app: AppContext, merchantId: number) {
  const rows = await couriersOf(app.database.db, merchantId);
  return {
    list: rows.map((r) => ({
      ...r,
      created_at: Number(r.created_at),
      open_orders: Number(r.open_orders),
    })),
  };
}

export async function addCourier(
  app: AppContext,
  merchantId: number,
  input: { account: string; name: string; mobile: string; password: string },
  lang: Lang,
) {
  const { db } = app.database;
  if (await accountTaken(db, input.account)) {
    throw invalid(`account: ${t(lang, 'cabinet.accountTaken')}`);
  }
  const password_hash = await hashPassword(input.password);
  try {
    const id = await insertCourier(db, {
      merchant_id: merchantId,
      account: input.account,
      name: input.name,
      mobile: input.mobile,
      password_hash,
      created_at: app.clock.now(),
    });
    return { id };
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(`account: ${t(lang, 'cabinet.accountTaken')}`);
    throw err;
  }
}

async function mustUpdate(
  app: AppContext,
  merchantId: number,
  id: number,
  set: Parameters<typeof updateCourier>[3],
  lang: Lang,
  endSessions: boolean,
) {
  const now = app.clock.now();
  const revoked = await app.database.db.transaction().execute(async (tx) => {
    if (!(await updateCourier(tx, merchantId, id, set))) {
      throw invalid(`id: ${t(lang, 'cabinet.courierNotFound')}`);
    }
    return endSessions ? revokeCourierTokens(tx, id, now) : [];
  });
  disconnectSessions(app, 'merchant', revoked);
  return { id };
}

export function editCourier(
  app: AppContext,
  merchantId: number,
  input: { id: number; name: string; mobile: string },
  lang: Lang,
) {
  return mustUpdate(
    app,
    merchantId,
    input.id,
    { name: input.name, mobile: input.mobile },
    lang,
    false,
  );
}

export async function resetCourierPassword(
  app: AppContext,
  merchantId: number,
  input: { id: number; password: string },
  lang: Lang,
) {
  const password_hash = await hashPassword(input.password);
  return mustUpdate(app, merchantId, input.id, { password_hash }, lang, true);
}

export function setCourierStatus(
  app: AppContext,
  merchantId: number,
  input: { id: number; status: number },
  lang: Lang,
) {
  return mustUpdate(app, merchantId, input.id, { status: input.status }, lang, input.status === 0);
}

/**
 * The courier of a login account with this password (active, of an active merchant), or null.
 * Called by the login route when the account is no merchant's.
 */
export async function courierLogin(
  app: AppContext,
  account: string,
  password: string,
  device: string,
  terminalId: string,
): Promise<{ token: string; merchant: AuthMerchant } | null> {
  const { db } = app.database;
  const c = await findCourierByAccount(db, account);
  if (!c) return null;
  if (!(await verifyPassword(password, c.password_hash)) || c.status !== 1) return null;
  const m = await db
    .selectFrom('merchants')
    .select(['id', 'status'])
    .where('id', '=', c.merchant_id)
    .executeTakeFirst();
  if (!m || m.status !== 0) return null;
  const token = await createSession(
    db,
    'merchant_tokens',
    m.id,
    device,
    app.clock.now(),
    terminalId,
  );
  await markCourierSession(db, sha256(token), c.id);
  return { token, merchant: { id: m.id, tokenId: 0, courierId: c.id } };
}
