/**
 * The in-process cache of `app_config` rows (issue 21: every order read three of them; the
 * sustained checkout spent a statement on each). One cache per opened database, installed as a
 * Kysely plugin by `openDatabase`, so it sees EVERY query that goes through that database and
 * its transactions:
 *
 * - any write to `app_config` (insert, update, delete, a raw statement naming it, a schema
 *   change) empties the cache, before the statement runs and again when it has run, so the next
 *   read through this process reads the database;
 * - a read that began before such a write does not store what it read (generation check);
 * - entries also expire after `CONFIG_TTL_MS` (1 s). That bounds what no query of this process
 *   can see: an edit made by another server process sharing the database or by hand in a SQL
 *   console, and a write inside a transaction that another connection read around before its
 *   commit (PostgreSQL). A second of staleness for those is the documented bound; the app's
 *   own writes show at once. (With REDIS_URL several processes share a database; they converge
 *   within the same second, which the settings app_config holds tolerate: payment window,
 *   freight rules, full-reduction tiers, texts.)
 *
 * Values are stored as the raw JSON text and parsed per read, so a caller that changes the
 * object it got cannot change what the next caller gets.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import type { QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** How long a cached app_config row may be served without a write seen in this process. */
export const CONFIG_TTL_MS = 1000;

const TABLE = 'app_config';

interface Entry {
  /** the row's JSON text, or null when the key has no row */
  value: string | null;
  at: number;
}

/** Whether a query can change app_config (cheap for the common select). */
function writesConfig(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'InsertQueryNode':
      return JSON.stringify(node.into ?? null).includes(`"${TABLE}"`);
    case 'UpdateQueryNode':
      return JSON.stringify([node.table ?? null, node.from ?? null]).includes(`"${TABLE}"`);
    case 'DeleteQueryNode':
      return JSON.stringify(node.from).includes(`"${TABLE}"`);
    case 'RawNode':
      return (
        !/^\s*(select|begin|commit|rollback|savepoint|release)\b/i.test(
          node.sqlFragments[0] ?? '',
        ) && node.sqlFragments.some((f) => f.includes(TABLE))
      );
    default:
      // schema changes, merges, anything else: assume it may
      return true;
  }
}

export class ConfigCache implements KyselyPlugin {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  #generation = 0;
  readonly #writes = new WeakSet<object>();

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  /** Reads one key through the cache; `load` reads the database on a miss. */
  async read(key: string, load: () => Promise<string | null>): Promise<string | null> {
    const hit = this.#entries.get(key);
    if (hit && this.#now() - hit.at < CONFIG_TTL_MS) return hit.value;
    const generation = this.#generation;
    const value = await load();
    // a write seen meanwhile may have changed what was read: do not keep it
    if (generation === this.#generation) this.#entries.set(key, { value, at: this.#now() });
    return value;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesConfig(args.node)) {
      this.#writes.add(args.queryId);
      this.invalidate();
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(args.queryId)) this.invalidate();
    return Promise.resolve(args.result);
  }
}
