/**
 * The audit log's before/after of an object as rows a person reads: one row per top-level field
 * of either side, its value before and after as compact JSON, and whether it changed. Fields in
 * the order of `before`, then the ones only `after` has.
 */
export interface DiffRow {
  field: string;
  /** undefined: the side does not have the field (or the side is null) */
  before?: string;
  after?: string;
  changed: boolean;
}

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const b = before && field in before ? show(before[field]) : undefined;
    const a = after && field in after ? show(after[field]) : undefined;
    const row: DiffRow = { field, changed: b !== a };
    if (b !== undefined) row.before = b;
    if (a !== undefined) row.after = a;
    return row;
  });
}

/** Pretty JSON of one side ('' for none). */
export function prettyJson(v: Record<string, unknown> | null): string {
  return v === null ? '' : JSON.stringify(v, null, 2);
}
