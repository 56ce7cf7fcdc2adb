/**
 * Queries built and compiled once (issue 21). Kysely builds a query's operation tree and
 * compiles it to SQL on every execution; on the sustained checkout (15 statements per order on
 * one Node thread) that was 18 % of the thread's time (CPU profile, BENCH_CK_PROFILE). A
 * statement written with `precompiled` is built once per dialect with a marker in place of each
 * argument, compiled once, and afterwards only its parameter list is filled in. Kysely offers
 * no such cache and `kysely-params`, which does, supports Kysely 0.24 only.
 *
 * The statement's shape must not depend on its arguments (the builder only ever sees markers):
 * every argument the builder reads must end up as a SQL parameter (one or several times),
 * which is checked when the statement is first compiled (an argument inlined or dropped
 * throws there). An argument meant as a list would be sent as one value: lists stay in Kysely.
 * Plugins see the query when it is compiled, not per execution, so statements that write `app_config` (whose
 * cache a plugin empties on each write, config-cache.ts) are refused.
 */
import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Executor } from './index';
import type { DB } from './schema';
import { writtenTags } from './write-tags';

/** An argument's stand-in while the statement is built. */
class Marker {
  constructor(readonly key: string) {}
}

/** Each parameter of the compiled statement: an argument (by key) or a value fixed in the query. */
type Slot = { arg: string } | { value: unknown };

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
}

export class Precompiled<A extends Record<string, unknown>, O> {
  readonly #build: (db: Kysely<DB>, args: A) => Compilable<O>;
  /** per dialect (a transaction shares its database's adapter) */
  readonly #compiled = new WeakMap<DialectAdapter, Compiled>();

  constructor(build: (db: Kysely<DB>, args: A) => Compilable<O>) {
    this.#build = build;
  }

  #compile(db: Executor): Compiled {
    const adapter = db.getExecutor().adapter;
    const hit = this.#compiled.get(adapter);
    if (hit) return hit;
    const used = new Set<string>();
    const markers = new Proxy({} as A, {
      get: (_target, key) => {
        used.add(String(key));
        return new Marker(String(key));
      },
    });
    const query = this.#build(db, markers).compile();
    if (writtenTags(query.query).includes('app_config')) {
      throw new Error('precompiled: a statement that writes app_config runs through Kysely');
    }
    const seen = new Set<string>();
    const slots: Slot[] = query.parameters.map((p) => {
      if (p instanceof Marker) {
        seen.add(p.key);
        return { arg: p.key };
      }
      return { value: p };
    });
    const lost = [...used].filter((k) => !seen.has(k));
    if (lost.length > 0) {
      throw new Error(`precompiled: ${lost.join(', ')} did not become a parameter of ${query.sql}`);
    }
    const compiled = { query, slots };
    this.#compiled.set(adapter, compiled);
    return compiled;
  }

  /**
   * Runs the statement with these arguments. An undefined argument throws: Kysely would leave
   * the column out of an insert (its default applies), which a compiled statement cannot.
   */
  async execute(db: Executor, args: A): Promise<QueryResult<O>> {
    const { query, slots } = this.#compile(db);
    const parameters = slots.map((s) => {
      if ('value' in s) return s.value;
      const v = args[s.arg];
      if (v === undefined) throw new Error(`precompiled: argument ${s.arg} is undefined`);
      return v;
    });
    return await db.executeQuery<O>({ ...query, parameters, queryId: createQueryId() });
  }

  async rows(db: Executor, args: A): Promise<O[]> {
    return (await this.execute(db, args)).rows;
  }

  async first(db: Executor, args: A): Promise<O | undefined> {
    return (await this.execute(db, args)).rows[0];
  }

  /** Rows changed by an update, insert or delete without `returning`. */
  async changed(db: Executor, args: A): Promise<number> {
    return Number((await this.execute(db, args)).numAffectedRows ?? 0n);
  }
}

/**
 * A statement compiled once: `build` receives the database and stand-ins for `A`'s arguments
 * (use each where its value goes, never in a condition of the builder code).
 */
export function precompiled<A extends Record<string, unknown>, O>(
  build: (db: Kysely<DB>, args: A) => Compilable<O>,
): Precompiled<A, O> {
  return new Precompiled(build);
}

/**
 * The stand-ins of `keys` as one object, for a statement that takes a whole row
 * (`.values(row(a, [...]))`): the builder must name each column, since the stand-ins object
 * itself has none.
 */
export function row<A extends Record<string, unknown>, K extends keyof A & string>(
  args: A,
  keys: readonly K[],
): Pick<A, K> {
  return Object.fromEntries(keys.map((k) => [k, args[k]])) as Pick<A, K>;
}
