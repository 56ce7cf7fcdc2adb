import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { writtenTags } from '../db/write-tags';
import { MAX_AGE_S, PublicCache } from './public-cache';

const k = new Kysely<any>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

function clock(start = 1000) {
  let now = start;
  return { now: () => now, set: (v: number) => (now = v) };
}

const fill = (value: unknown, expiresAt?: number) => () => Promise.resolve({ value, expiresAt });

describe('PublicCache', () => {
  it('serves a stored value until one of its tags is invalidated', async () => {
    const c = new PublicCache(clock().now);
    expect(await c.through('a', ['goods'], fill(1))).toBe(1);
    expect(await c.through('a', ['goods'], fill(2))).toBe(1);
    c.invalidate(['banners']);
    expect(await c.through('a', ['goods'], fill(3))).toBe(1);
    c.invalidate(['goods']);
    expect(await c.through('a', ['goods'], fill(4))).toBe(4);
    expect(c.stats()).toMatchObject({ hits: 2, misses: 2, entries: 1 });
  });

  it('does not store a fill that began before an invalidation of its tags', async () => {
    const c = new PublicCache(clock().now);
    let release!: () => void;
    const slow = c.through('a', ['goods'], async () => {
      await new Promise<void>((r) => (release = r));
      return { value: 'old' };
    });
    c.invalidate(['goods']);
    // a read after the write does not join the fill that began before it
    const after = c.through('a', ['goods'], fill('new'));
    release();
    expect(await slow).toBe('old');
    expect(await after).toBe('new');
    expect(await c.through('a', ['goods'], fill('x'))).toBe('new');
  });

  it('concurrent misses of one key share one fill', async () => {
    const c = new PublicCache(clock().now);
    let fills = 0;
    const f = async () => {
      fills += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { value: fills };
    };
    const all = await Promise.all([1, 2, 3].map(() => c.through('a', ['t'], f)));
    expect(all).toEqual([1, 1, 1]);
    expect(fills).toBe(1);
  });

  it('expires at expiresAt (server clock) and never after MAX_AGE_S', async () => {
    const t = clock(1000);
    const c = new PublicCache(t.now);
    await c.through('a', [], fill('a', 1010));
    await c.through('b', [], fill('b'));
    t.set(1009);
    expect(c.get('a')).toBe('a');
    t.set(1010);
    expect(c.get('a')).toBeUndefined();
    t.set(1000 + MAX_AGE_S - 1);
    expect(c.get('b')).toBe('b');
    t.set(1000 + MAX_AGE_S);
    expect(c.get('b')).toBeUndefined();
    // a clock moved back before the fill (tests do) does not serve it
    await c.through('d', [], fill('d', 2000));
    t.set(1000);
    expect(c.get('d')).toBeUndefined();
    t.set(1000 + MAX_AGE_S);
    // an answer already past its boundary is not stored
    await c.through('c', [], fill('c', 900));
    expect(c.get('c')).toBeUndefined();
  });

  it('is bounded by entries and by bytes, least recently used out first', async () => {
    const c = new PublicCache(clock().now, { entries: 3, bytes: 1000 });
    for (const key of ['a', 'b', 'c']) await c.through(key, [], fill(key));
    c.get('a'); // a is now the newest
    await c.through('d', [], fill('d'));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe('a');
    expect(c.stats().entries).toBe(3);
    await c.through('big', [], fill('x'.repeat(900)));
    expect(c.stats().bytes).toBeLessThanOrEqual(1000);
    expect(c.get('big')).toBe('x'.repeat(900));
    await c.through('huge', [], fill('x'.repeat(2000)));
    expect(c.get('huge')).toBeUndefined();
  });

  it('keeps the JSON of a stored answer and each encoding made once, counted in the byte bound', async () => {
    const c = new PublicCache(clock().now, { entries: 10, bytes: 1000 });
    const a = await c.answer('a', ['goods'], fill({ n: 1, s: '牛奶' }, 1030));
    expect(a.json).toBe(JSON.stringify({ n: 1, s: '牛奶' }));
    expect(a.expiresAt).toBe(1030);
    expect(await c.answer('a', ['goods'], fill({ n: 2 }))).toBe(a);
    const before = c.stats().bytes;
    let made = 0;
    const make = () => {
      made += 1;
      return Buffer.alloc(100);
    };
    expect(a.encoded('x', make)).toBe(a.encoded('x', make));
    expect(made).toBe(1);
    expect(c.stats().bytes).toBe(before + 100);
    // an encoding past the bound drops the least recently used entries
    await c.answer('b', [], fill('b'));
    c.get('a');
    a.encoded('big', () => Buffer.alloc(900));
    expect(c.get('b')).toBeUndefined();
    expect(c.stats().bytes).toBeLessThanOrEqual(1000);
    // a dropped answer's later encodings no longer count
    c.invalidate(['goods']);
    expect(c.get('a')).toBeUndefined();
    const empty = c.stats().bytes;
    a.encoded('late', () => Buffer.alloc(50));
    expect(c.stats().bytes).toBe(empty);
    // an answer not stored (its tag invalidated during the fill) still has its JSON
    let release!: () => void;
    const slow = c.answer('s', ['goods'], async () => {
      await new Promise<void>((r) => (release = r));
      return { value: [1] };
    });
    c.invalidate(['goods']);
    release();
    expect((await slow).json).toBe('[1]');
    expect(c.get('s')).toBeUndefined();
  });

  it('publishes local invalidations, not remote ones', () => {
    const c = new PublicCache(clock().now);
    const sent: string[][] = [];
    c.onInvalidate = (tags) => sent.push([...tags]);
    c.invalidate(['goods']);
    c.invalidate(['banners'], true);
    expect(sent).toEqual([['goods']]);
  });
});

describe('writtenTags', () => {
  it('names the tables a statement writes; reads name none', () => {
    expect(writtenTags(k.selectFrom('goods').selectAll().toOperationNode())).toEqual([]);
    expect(writtenTags(k.insertInto('banners').values({ id: 1 }).toOperationNode())).toEqual([
      'banners',
    ]);
    expect(
      writtenTags(k.updateTable('goods').set({ title: 'x' }).where('id', '=', 1).toOperationNode()),
    ).toEqual(['goods']);
    expect(writtenTags(k.updateTable('goods as g').set({ status: 0 }).toOperationNode())).toEqual([
      'goods',
    ]);
    expect(
      writtenTags(k.deleteFrom('activity_goods').where('id', '=', 1).toOperationNode()),
    ).toEqual(['activity_goods']);
    expect(
      writtenTags(sql`UPDATE "categories" SET hidden = 1 WHERE id = ${1}`.toOperationNode()),
    ).toEqual(['categories']);
    expect(writtenTags(sql`select 1`.toOperationNode())).toEqual([]);
  });

  it('a sales-only update of goods is the counter tag; with another column it is goods', () => {
    expect(
      writtenTags(
        k
          .updateTable('goods')
          .set({ sales: sql`sales + ${1}` })
          .where('id', '=', 1)
          .toOperationNode(),
      ),
    ).toEqual(['goods.sales']);
    expect(
      writtenTags(k.updateTable('goods').set({ sales: 1, price: 2 }).toOperationNode()),
    ).toEqual(['goods']);
    expect(writtenTags(k.updateTable('stock').set({ sales: 1 }).toOperationNode())).toEqual([
      'stock',
    ]);
  });

  it('sees writes inside a WITH', () => {
    const q = k
      .with('moved', (db) => db.updateTable('zones').set({ sort: 1 }).returning('id'))
      .selectFrom('moved')
      .selectAll();
    expect(writtenTags(q.toOperationNode())).toEqual(['zones']);
  });
});
