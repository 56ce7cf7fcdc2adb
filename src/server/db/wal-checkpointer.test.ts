import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SQLITE_AUTOCHECKPOINT_PAGES,
  WalCheckpointer,
  type CheckpointResult,
  type WalCheckpointerOptions,
} from './wal-checkpointer';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

function open(opts: WalCheckpointerOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-ck-'));
  const file = path.join(dir, 'db.sqlite');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('create table t (id integer primary key, v text not null)');
  const events: CheckpointResult[] = [];
  const waiters: { test: (e: CheckpointResult) => boolean; resolve: () => void }[] = [];
  const ck = new WalCheckpointer(db, {
    thresholdBytes: 64 * 1024,
    pollMs: 10,
    ...opts,
    onCheckpoint: (e) => {
      events.push(e);
      for (const w of waiters.filter((x) => x.test(e))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    },
  });
  cleanup.push(async () => {
    await ck.stop();
    if (db.open) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const insert = db.prepare('insert into t (v) values (?)');
  const write = (rows: number) =>
    db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run('x'.repeat(500));
    })();
  const seen = (test: (e: CheckpointResult) => boolean) =>
    events.some(test)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ test, resolve }));
  /** frames in the WAL now (a PASSIVE checkpoint that copies nothing new reports them) */
  const frames = () => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
  return { db, file, ck, write, seen, events, frames };
}

/** Writes in small transactions, yielding, until `done` resolves. */
async function writeUntil(write: (rows: number) => void, done: Promise<void>) {
  let over = false;
  void done.then(() => (over = true));
  while (!over) {
    write(20);
    await new Promise((r) => setImmediate(r));
  }
}

describe('WalCheckpointer', () => {
  it('takes checkpoints away from the serving connection', () => {
    const { db, ck } = open();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(Number(db.pragma('journal_size_limit', { simple: true }))).toBeGreaterThan(0);
    // nothing written yet: no worker
    expect(ck.running).toBe(false);
  });

  it('checkpoints on its worker once the WAL passes the threshold, and the WAL restarts', async () => {
    const { db, ck, write, seen, frames } = open();
    const finished = seen((e) => e.finish === true);
    await writeUntil(write, finished);
    expect(ck.running).toBe(true);
    const before = frames();
    write(1);
    // the write after the serving thread copied the last frames starts the WAL again
    expect(frames()).toBeLessThan(before);
    const count = (db.prepare('select count(*) as n from t').get() as { n: number }).n;
    expect(count).toBeGreaterThan(100);
  });

  it('copies the last frames only between transactions (through `exclusive`)', async () => {
    let exclusive = 0;
    const { write, seen } = open({
      exclusive: (fn) => {
        exclusive += 1;
        fn();
        return Promise.resolve();
      },
    });
    await writeUntil(
      write,
      seen((e) => e.finish === true),
    );
    expect(exclusive).toBeGreaterThan(0);
  });

  it('keeps every committed row through stop and close; the last close removes the WAL', async () => {
    const { db, file, ck, write, seen } = open();
    await writeUntil(
      write,
      seen((e) => e.checkpointed > 0),
    );
    const rows = (db.prepare('select count(*) as n from t').get() as { n: number }).n;
    await ck.stop();
    expect(ck.running).toBe(false);
    db.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = new SQLite(file);
    expect((again.prepare('select count(*) as n from t').get() as { n: number }).n).toBe(rows);
    again.close();
  });

  it('gives SQLite its automatic checkpoints back when the worker fails', async () => {
    let failed: unknown = null;
    let resolve: () => void = () => undefined;
    const fellBack = new Promise<void>((r) => (resolve = r));
    const { db, write } = open({
      driverPath: path.join(os.tmpdir(), 'no-such-driver.js'),
      onFallback: (err) => {
        failed = err;
        resolve();
      },
    });
    await writeUntil(write, fellBack);
    expect(failed).toBeTruthy();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(SQLITE_AUTOCHECKPOINT_PAGES);
  });
});
