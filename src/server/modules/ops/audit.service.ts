/**
 * The audit log's search for the console (issue 20): filters by operator, action, object, free
 * text and time; newest first; before/after parsed back to objects.
 */
import type { ListData } from '../../../shared/contract/envelope';
import type { AuditEntry } from '../../../shared/contract/ops';
import type { AppContext } from '../../context';
import { searchAudit, type AuditQuery } from './ops.repository';

function parsed(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function auditSearch(app: AppContext, q: AuditQuery): Promise<ListData<AuditEntry>> {
  const { rows, total } = await searchAudit(app.database.db, q);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: Number(r.at),
      operator_id: r.operator_id,
      operator_name: r.operator_name ?? '',
      ip: r.ip,
      action: r.action,
      object_type: r.object_type,
      object_id: r.object_id,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
