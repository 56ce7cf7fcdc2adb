import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, loadDataKey } from './secret-box';

const dirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips text in the versioned v1 format with a fresh IV each time', () => {
    const plain = '6222021234567890128 张三丰';
    const a = box.seal(plain);
    const b = box.seal(plain);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('6222021234567890128');
    expect(box.open(a)).toBe(plain);
    expect(box.open(b)).toBe(plain);
    const [, iv, tag] = a.split(':') as [string, string, string, string];
    expect(Buffer.from(iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag, 'base64')).toHaveLength(16);
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses another key, another context, tampering and unknown formats', () => {
    const sealed = box.seal('110105199003071234', 'id_cards.id_enc');
    expect(box.open(sealed, 'id_cards.id_enc')).toBe('110105199003071234');
    expect(() => box.open(sealed)).toThrow();
    expect(() => box.open(sealed, 'bank_cards.card_enc')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'id_cards.id_enc')).toThrow();
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3] as string, 'base64');
    data[0] = (data[0] as number) ^ 1;
    parts[3] = data.toString('base64');
    expect(() => box.open(parts.join(':'), 'id_cards.id_enc')).toThrow();
    expect(() => box.open(`v2:${sealed.slice(3)}`, 'id_cards.id_enc')).toThrow(/format/);
    expect(() => box.open('plain text')).toThrow(/format/);
    expect(() => box.open('v1:AA==:AA==:AA==')).toThrow(/malformed/);
  });

  it('digest is keyed, deterministic and separated by purpose', () => {
    const key = randomBytes(32);
    const one = createSecretBox(key);
    const same = createSecretBox(Buffer.from(key));
    const other = createSecretBox(randomBytes(32));
    expect(one.digest('x', 'id')).toMatch(/^[0-9a-f]{64}$/);
    expect(one.digest('x', 'id')).toBe(same.digest('x', 'id'));
    expect(one.digest('x', 'id')).not.toBe(one.digest('x', 'card'));
    expect(one.digest('x', 'id')).not.toBe(other.digest('x', 'id'));
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('loadDataKey', () => {
  it('uses DATA_KEY when set (base64 of 32 bytes) and refuses a wrong length', () => {
    const key = randomBytes(32);
    const dir = tmpDir();
    expect(loadDataKey({ dataKey: key.toString('base64'), dataDir: dir }).equals(key)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'data.key'))).toBe(false);
    expect(() =>
      loadDataKey({ dataKey: randomBytes(20).toString('base64'), dataDir: dir }),
    ).toThrow(/DATA_KEY/);
  });

  it('generates <dataDir>/data.key once (mode 0600) and reuses it', () => {
    const dir = path.join(tmpDir(), 'nested');
    const first = loadDataKey({ dataKey: undefined, dataDir: dir });
    const file = path.join(dir, 'data.key');
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = loadDataKey({ dataKey: undefined, dataDir: dir });
    expect(again.equals(first)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['data.key']);
    // what one start sealed, the next start opens
    const sealed = createSecretBox(first).seal('secret');
    expect(createSecretBox(again).open(sealed)).toBe('secret');
  });

  it('requires DATA_KEY with DATABASE_URL in production (processes must share the key)', () => {
    const dir = tmpDir();
    expect(() =>
      loadDataKey({
        dataKey: undefined,
        dataDir: dir,
        databaseUrl: 'postgres://x/y',
        env: 'production',
      }),
    ).toThrow(/DATA_KEY is required/);
    expect(
      loadDataKey({ dataKey: undefined, dataDir: dir, databaseUrl: 'postgres://x/y', env: 'test' }),
    ).toHaveLength(32);
  });
});
