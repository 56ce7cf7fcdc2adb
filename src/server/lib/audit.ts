/**
 * The audit log (issue 20, docs/operators.md "Audit log"): every operator write records who,
 * when, from where, what, and the object before and after — in the SAME transaction as the
 * change, so a change without its row (or a row without its change) cannot exist. Append-only:
 * this module has no update or delete, and the database refuses both (a trigger, migration
 * 2026-11-30T12-operators). Actions are codes (shared/rules/ops-permissions.ts
 * OPS_AUDIT_ACTIONS), rendered by the console in the reader's language.
 */
import type { Executor } from '../db';

/** Who acts, from where, when: the operator route's context (lib/ops-route.ts). */
export interface AuditActor {
  /** null: nobody logged in (a failed login of an unknown name) */
  operatorId: number | null;
  ip: string;
  /** Unix seconds */
  at: number;
}

export interface AuditRecord {
  action: string;
  object_type: string;
  object_id: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const json = (v: Record<string, unknown> | null | undefined): string | null =>
  v == null ? null : JSON.stringify(v);

/** Appends one row; `ex` is the transaction of the change it records. */
export async function recordAudit(ex: Executor, ctx: AuditActor, rec: AuditRecord): Promise<void> {
  await ex
    .insertInto('audit_log')
    .values({
      at: ctx.at,
      operator_id: ctx.operatorId,
      ip: ctx.ip.slice(0, 64),
      action: rec.action,
      object_type: rec.object_type,
      object_id: String(rec.object_id).slice(0, 64),
      before_json: json(rec.before),
      after_json: json(rec.after),
    })
    .execute();
}
