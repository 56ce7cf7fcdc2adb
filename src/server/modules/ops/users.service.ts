/**
 * The operator console's users area (issue 20, part users; docs/operators.md "Users"): search
 * and read consumer accounts; grant or take a seller-side right (the consumer app reads them at
 * its next `/api/user/get_seller_access`); restrict an account (status 0 → 1: every logged-in
 * consumer request of it answers 237, lib/route.ts) and lift it; revoke all its sessions; and
 * anonymise an account its owner cancelled with the SMS check (account module: status 2,
 * profile already anonymised) — the ID card, bank card numbers, addresses, push devices go,
 * orders and ledgers stay. Each write: conditional update + audit row in one transaction, then
 * `notifyOps('users')`.
 */
import type { ListData } from '../../../shared/contract/envelope';
import type {
  OpsCancellationState,
  OpsUserDetail,
  OpsUserRow,
  OpsUsersQuery,
} from '../../../shared/contract/ops-users';
import { EVENTS, userRoom } from '../../../shared/realtime';
import {
  USER_RIGHTS,
  USER_STATUS,
  maskMobile,
  userStatusName,
  type RestrictReason,
  type UserRight,
} from '../../../shared/rules/ops-users';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notifyOps } from '../../lib/ops-events';
import { ReplyError, invalid } from '../../lib/reply';
import { disconnectSessions, revokeSessionRows } from '../../lib/sessions';
import { REPLY } from '../../../shared/constants';
import { t, type Lang } from '../../messages';
import {
  ANONYMISED_HASH_PREFIX,
  countOf,
  deleteRight,
  devicesOf,
  findUser,
  idCardOf,
  insertRight,
  lastAuditOf,
  lastOrders,
  markAnonymised,
  rightsOf,
  scrubPersonalData,
  searchUsers,
  sessionsOf,
  setStatus,
  type OpsUserDbRow,
} from './users.repository';

const OBJECT = 'user';
const ORDERS_SHOWN = 20;
const SESSIONS_SHOWN = 50;

const knownRights = (rights: string[] | undefined): UserRight[] =>
  (rights ?? []).filter((r): r is UserRight => (USER_RIGHTS as readonly string[]).includes(r));

function cancellationOf(row: OpsUserDbRow): OpsCancellationState {
  if (row.status !== USER_STATUS.cancelled) return 'none';
  return row.password_hash.startsWith(ANONYMISED_HASH_PREFIX) ? 'anonymised' : 'verified';
}

/** A refusal of a write in the wrong state: 422 with `data.reason`. */
const refused = (message: string, reason: string): ReplyError =>
  new ReplyError(REPLY.INVALID, message, { reason });

export async function opsUserList(
  app: AppContext,
  q: OpsUsersQuery,
): Promise<ListData<OpsUserRow>> {
  const db = app.database.db;
  const { rows, total } = await searchUsers(db, q);
  const rights = await rightsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      mobile_masked: maskMobile(r.mobile),
      nickname: r.nickname,
      avatar: r.avatar,
      status: userStatusName(r.status),
      rights: knownRights(rights.get(r.id)),
      real_name_verified: r.real_name_verified === 1,
      created_at: Number(r.created_at),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

function parsedObject(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One account as the detail screen shows it; the full mobile only for `fullMobile`. */
export async function opsUserDetail(
  app: AppContext,
  lang: Lang,
  id: number,
  fullMobile: boolean,
  db: Executor = app.database.db,
): Promise<OpsUserDetail> {
  const row = await findUser(db, id);
  if (!row) throw invalid(`id: ${t(lang, 'opsUsers.notFound')}`);
  const [rights, orders, sessions, devices, idCard, addresses, cards, restriction] =
    await Promise.all([
      rightsOf(db, [id]),
      lastOrders(db, id, ORDERS_SHOWN),
      sessionsOf(db, id, SESSIONS_SHOWN),
      devicesOf(db, id),
      idCardOf(db, id),
      countOf(db, 'user_addresses', id),
      countOf(db, 'bank_cards', id, true),
      row.status === USER_STATUS.restricted
        ? lastAuditOf(db, id, 'users.restrict')
        : Promise.resolve(undefined),
    ]);
  const masked = maskMobile(row.mobile);
  const after = parsedObject(restriction?.after_json ?? null);
  return {
    id: row.id,
    mobile: fullMobile ? row.mobile : masked,
    mobile_masked: masked,
    nickname: row.nickname,
    avatar: row.avatar,
    status: userStatusName(row.status),
    created_at: Number(row.created_at),
    invite_code: row.invite_code,
    inviter_id: row.inviter_id,
    real_name: {
      verified: row.real_name_verified === 1,
      name_masked: idCard?.name_masked ?? '',
      id_masked: idCard?.id_masked ?? '',
      verified_at: idCard ? Number(idCard.verified_at) : null,
    },
    restriction:
      row.status === USER_STATUS.restricted
        ? {
            reason: typeof after.reason === 'string' ? after.reason : '',
            note: typeof after.note === 'string' ? after.note : '',
            at: Number(restriction?.at ?? 0),
            operator_name: restriction?.operator_name ?? '',
          }
        : null,
    cancellation: cancellationOf(row),
    wallet: {
      integral: Number(row.integral),
      reward_money: Number(row.reward_money),
      balance: Number(row.balance),
    },
    rights: knownRights(rights.get(id)),
    orders: {
      total: orders.total,
      list: orders.rows.map((o) => ({
        id: o.id,
        order_sn: o.order_sn,
        status: o.status,
        pay_amount: Number(o.pay_amount),
        created_at: Number(o.created_at),
      })),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      created_at: Number(s.created_at),
      last_used_at: Number(s.last_used_at),
      revoked_at: s.revoked_at === null ? null : Number(s.revoked_at),
    })),
    devices: devices.map((d) => ({
      id: d.id,
      cid: d.cid.length > 8 ? `${d.cid.slice(0, 4)}…${d.cid.slice(-4)}` : '****',
      platform: d.platform,
      created_at: Number(d.created_at),
      updated_at: Number(d.updated_at),
    })),
    addresses,
    bank_cards: cards,
  };
}

/** Runs a write in a transaction that first finds the user (422 naming `id` when none). */
async function write<T>(
  app: AppContext,
  lang: Lang,
  id: number,
  fn: (tx: Executor, user: OpsUserDbRow) => Promise<T>,
): Promise<T> {
  return app.database.db.transaction().execute(async (tx) => {
    const user = await findUser(tx, id);
    if (!user) throw invalid(`id: ${t(lang, 'opsUsers.notFound')}`);
    return fn(tx, user);
  });
}

export async function opsUserRight(
  app: AppContext,
  lang: Lang,
  input: { id: number; right: UserRight; granted: boolean },
  actor: AuditActor,
): Promise<OpsUserDetail> {
  await write(app, lang, input.id, async (tx, user) => {
    if (user.status === USER_STATUS.cancelled) {
      throw refused(t(lang, 'opsUsers.cancelled'), 'cancelled');
    }
    const changed = input.granted
      ? await insertRight(tx, input.id, input.right, actor.at)
      : await deleteRight(tx, input.id, input.right);
    if (!changed) throw refused(t(lang, 'opsUsers.rightUnchanged'), 'unchanged');
    await recordAudit(tx, actor, {
      action: input.granted ? 'users.right_grant' : 'users.right_revoke',
      object_type: OBJECT,
      object_id: input.id,
      before: { right: input.right, granted: !input.granted },
      after: { right: input.right, granted: input.granted },
    });
  });
  notifyOps(app, 'users', input.id);
  return opsUserDetail(app, lang, input.id, true);
}

export async function opsUserRestrict(
  app: AppContext,
  lang: Lang,
  input: { id: number; reason: RestrictReason; note: string },
  actor: AuditActor,
): Promise<OpsUserDetail> {
  await write(app, lang, input.id, async (tx, user) => {
    if (!(await setStatus(tx, input.id, USER_STATUS.active, USER_STATUS.restricted))) {
      throw refused(t(lang, 'opsUsers.notActive'), userStatusName(user.status));
    }
    await recordAudit(tx, actor, {
      action: 'users.restrict',
      object_type: OBJECT,
      object_id: input.id,
      before: { status: 'active' },
      after: { status: 'restricted', reason: input.reason, note: input.note },
    });
  });
  notifyOps(app, 'users', input.id);
  return opsUserDetail(app, lang, input.id, true);
}

export async function opsUserUnrestrict(
  app: AppContext,
  lang: Lang,
  input: { id: number; note: string },
  actor: AuditActor,
): Promise<OpsUserDetail> {
  await write(app, lang, input.id, async (tx, user) => {
    if (!(await setStatus(tx, input.id, USER_STATUS.restricted, USER_STATUS.active))) {
      throw refused(t(lang, 'opsUsers.notRestricted'), userStatusName(user.status));
    }
    await recordAudit(tx, actor, {
      action: 'users.unrestrict',
      object_type: OBJECT,
      object_id: input.id,
      before: { status: 'restricted' },
      after: { status: 'active', note: input.note },
    });
  });
  notifyOps(app, 'users', input.id);
  return opsUserDetail(app, lang, input.id, true);
}

/** Ends every live session of the user (its app goes to login at its next request). */
export async function opsUserRevokeSessions(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<OpsUserDetail> {
  const revoked = await write(app, lang, input.id, async (tx) => {
    const ids = await revokeSessionRows(tx, 'user', { ownerId: input.id }, actor.at);
    await recordAudit(tx, actor, {
      action: 'users.sessions_revoke',
      object_type: OBJECT,
      object_id: input.id,
      before: { live_sessions: ids.length },
      after: { live_sessions: 0, revoked: ids },
    });
    return ids;
  });
  if (revoked.length > 0) {
    app.io?.to(userRoom(input.id)).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
    disconnectSessions(app, 'user', revoked);
  }
  notifyOps(app, 'users', input.id);
  return opsUserDetail(app, lang, input.id, true);
}

/**
 * Finishes the anonymisation of an account whose owner cancelled it (status 2: the SMS-verified
 * cancellation of the account module, which already replaced mobile, nickname, avatar and
 * password): removes the ID card, addresses, push devices, social bindings, rights and the bank
 * card numbers, and revokes any session left. Refused for any other account, and once done.
 */
export async function opsUserAnonymise(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<OpsUserDetail> {
  const revoked = await write(app, lang, input.id, async (tx, user) => {
    if (user.status !== USER_STATUS.cancelled) {
      throw refused(t(lang, 'opsUsers.noVerifiedCancellation'), 'no_verified_cancellation');
    }
    const [idCard, addresses, devices, cards] = await Promise.all([
      idCardOf(tx, input.id),
      countOf(tx, 'user_addresses', input.id),
      devicesOf(tx, input.id),
      countOf(tx, 'bank_cards', input.id),
    ]);
    if (!(await markAnonymised(tx, input.id, actor.at))) {
      throw refused(t(lang, 'opsUsers.alreadyAnonymised'), 'already_anonymised');
    }
    await scrubPersonalData(tx, input.id, actor.at);
    const ids = await revokeSessionRows(tx, 'user', { ownerId: input.id }, actor.at);
    await recordAudit(tx, actor, {
      action: 'users.anonymise',
      object_type: OBJECT,
      object_id: input.id,
      before: {
        cancellation: 'verified',
        id_card: idCard !== undefined,
        addresses,
        push_devices: devices.length,
        bank_cards: cards,
      },
      after: { cancellation: 'anonymised', id_card: false, addresses: 0, push_devices: 0 },
    });
    return ids;
  });
  disconnectSessions(app, 'user', revoked);
  notifyOps(app, 'users', input.id);
  return opsUserDetail(app, lang, input.id, true);
}
