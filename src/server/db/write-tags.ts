/**
 * Which tables a statement writes, and a dialect wrapper that reports them when they are
 * written and again when they are committed (issue 21: the public cache's invalidation,
 * lib/public-cache.ts).
 *
 * The tags are the written tables' names. An update of a counter column alone (`goods.sales`,
 * bumped by every order) is the tag `table.column` instead, so the readers that show the
 * counter live can keep their entries.
 *
 * The wrapper sits in the driver, where transactions are visible: a write is reported before
 * it runs (a fill that reads meanwhile is never stored), and again once it is visible to every
 * other connection — after the statement for a write outside a transaction, after COMMIT for
 * one inside. That holds for every caller: requests, background jobs, the CLI. (It replaced a
 * per-request AsyncLocalStorage that only saw requests' writes and, on Node 20, put async hooks
 * on every promise of the process.)
 */
import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  ReferenceNode,
  TableNode,
  UpdateQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type OperationNode,
  type QueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type TransactionSettings,
  type WithNode,
} from 'kysely';

/**
 * Columns whose update alone is a counter, not a change of what the cached answers show
 * (other than the counter itself): such an update is tag `table.column`.
 */
const COUNTER_COLUMNS: Record<string, readonly string[]> = { goods: ['sales'] };

/** The tables (as tags) a statement writes; empty for reads. */
export function writtenTags(node: RootOperationNode | OperationNode): string[] {
  const tags = new Set<string>();
  collectWrites(node, tags);
  return [...tags];
}

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

function columnName(node: OperationNode): string | null {
  if (ColumnNode.is(node)) return node.column.name;
  if (ReferenceNode.is(node)) return columnName(node.column);
  return null;
}

/** Raw SQL that writes: the table after INSERT INTO / UPDATE / DELETE FROM. */
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function collectWrites(node: OperationNode, tags: Set<string>): void {
  const withNode = (node as { with?: WithNode }).with;
  for (const cte of withNode?.expressions ?? []) collectWrites(cte.expression, tags);
  if (InsertQueryNode.is(node)) {
    const t = tableName(node.into);
    if (t) tags.add(t);
  } else if (UpdateQueryNode.is(node)) {
    const t = tableName(node.table);
    if (!t) return;
    const counters = COUNTER_COLUMNS[t];
    const columns = (node.updates ?? []).map((u) => columnName(u.column));
    const only = columns.length === 1 ? columns[0] : null;
    tags.add(counters && only && counters.includes(only) ? `${t}.${only}` : t);
  } else if (DeleteQueryNode.is(node)) {
    for (const f of node.from.froms) {
      const t = tableName(f);
      if (t) tags.add(t);
    }
  } else if (RawNode.is(node)) {
    for (const m of node.sqlFragments.join(' ').matchAll(RAW_WRITE)) {
      if (m[1]) tags.add(m[1].toLowerCase());
    }
  }
}

/** Told the tags of every write: `committed` false before it runs, true once it is visible. */
export type WriteListener = (tags: readonly string[], committed: boolean) => void;

/** The tags of a compiled statement; the common select costs one comparison. */
function tagsOf(q: CompiledQuery): string[] | null {
  const node = q.query;
  if (node.kind === 'SelectQueryNode' && !(node as { with?: unknown }).with) return null;
  const tags = writtenTags(node);
  return tags.length > 0 ? tags : null;
}

class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  /** tags written in the open transaction, reported again at its commit */
  readonly pending = new Set<string>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly listeners: ReadonlySet<WriteListener>,
  ) {}

  emit(tags: readonly string[], committed: boolean): void {
    for (const l of this.listeners) l(tags, committed);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const tags = this.listeners.size > 0 ? tagsOf(compiledQuery) : null;
    if (!tags) return this.inner.executeQuery<R>(compiledQuery);
    this.emit(tags, false);
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } finally {
      // a failed statement may still have written part (PostgreSQL keeps nothing, SQLite may)
      if (this.inTransaction) for (const t of tags) this.pending.add(t);
      else this.emit(tags, true);
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

type Compile = QueryCompiler['compileQuery'];

class TrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly listeners: ReadonlySet<WriteListener>,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.listeners);
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const conn = c as TrackedConnection;
    await this.inner.beginTransaction(conn.inner, settings);
    conn.inTransaction = true;
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    const conn = c as TrackedConnection;
    try {
      await this.inner.commitTransaction(conn.inner);
    } finally {
      conn.inTransaction = false;
      if (conn.pending.size > 0) {
        const tags = [...conn.pending];
        conn.pending.clear();
        conn.emit(tags, true);
      }
    }
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    const conn = c as TrackedConnection;
    try {
      await this.inner.rollbackTransaction(conn.inner);
    } finally {
      // undone: what readers saw before the transaction is what they see now
      conn.inTransaction = false;
      conn.pending.clear();
    }
  }

  // savepoints go to the inner driver (both of ours have them); tags written after one that
  // is rolled back to stay pending: reporting them once more at commit is harmless
  savepoint(c: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    return this.#inner('savepoint')((c as TrackedConnection).inner, name, compile);
  }

  rollbackToSavepoint(c: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    return this.#inner('rollbackToSavepoint')((c as TrackedConnection).inner, name, compile);
  }

  releaseSavepoint(c: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    return this.#inner('releaseSavepoint')((c as TrackedConnection).inner, name, compile);
  }

  #inner(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const inner = this.inner;
    if (!inner[method]) throw new Error(`the database driver has no ${method}`);
    return (conn: DatabaseConnection, name: string, compile: Compile) =>
      inner[method]!(conn, name, compile);
  }

  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((c as TrackedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `inner` with every write reported to `listeners` (see the file comment). */
export class WriteTrackingDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly listeners: ReadonlySet<WriteListener>,
  ) {}

  createDriver(): Driver {
    return new TrackingDriver(this.inner.createDriver(), this.listeners);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
