import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configFromSetup,
  configPath,
  hashPin,
  loadTerminalConfig,
  PinAttempts,
  saveTerminalConfig,
  verifyPin,
} from './config';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-config-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('PIN hashing', () => {
  it('stores an scrypt hash with a random salt, never the PIN', async () => {
    const a = await hashPin('4321');
    const b = await hashPin('4321');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toContain('4321');
    expect(a).not.toBe(b);
    expect(await verifyPin('4321', a)).toBe(true);
    expect(await verifyPin('4322', a)).toBe(false);
    expect(await verifyPin('', a)).toBe(false);
  });

  it('never matches a malformed or hostile hash', async () => {
    expect(await verifyPin('1234', '')).toBe(false);
    expect(await verifyPin('1234', 'plain$1234')).toBe(false);
    expect(await verifyPin('1234', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(
      false,
    );
    expect(await verifyPin('1234', 'scrypt$16384$8$1$c2FsdA==$c2hvcnQ=')).toBe(false);
  });
});

describe('terminal.json', () => {
  it('is missing before setup and round-trips after it, readable by the owner only', async () => {
    const dir = tempDir();
    const file = configPath(dir);
    expect(loadTerminalConfig(file)).toEqual({ status: 'missing' });
    const config = await configFromSetup({
      serverUrl: 'https://shop.example.com',
      cabinetId: 7,
      display: 'auto',
      pin: '135790',
    });
    saveTerminalConfig(file, config);
    const loaded = loadTerminalConfig(file);
    expect(loaded).toEqual({ status: 'ok', config });
    expect(fs.readFileSync(file, 'utf8')).not.toContain('135790');
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['terminal.json']);
  });

  it('reports a damaged file as invalid (the terminal goes back to setup)', async () => {
    const dir = tempDir();
    const file = configPath(dir);
    fs.writeFileSync(file, '{not json');
    expect(loadTerminalConfig(file)).toMatchObject({ status: 'invalid', error: 'not JSON' });
    const good = await configFromSetup({
      serverUrl: 'http://10.0.0.2:8080/',
      cabinetId: 1,
      display: 2,
      pin: '1234',
    });
    expect(good.serverUrl).toBe('http://10.0.0.2:8080/');
    for (const bad of [
      { ...good, serverUrl: 'ftp://x' },
      { ...good, serverUrl: 'https://user:pw@x.example' },
      { ...good, cabinetId: 0 },
      { ...good, pinHash: '1234' },
      { ...good, version: 2 },
    ]) {
      fs.writeFileSync(file, JSON.stringify(bad));
      expect(loadTerminalConfig(file).status, JSON.stringify(bad)).toBe('invalid');
    }
    fs.writeFileSync(file, JSON.stringify(good));
    const ok = loadTerminalConfig(file);
    expect(ok.status === 'ok' && ok.config.serverUrl).toBe('http://10.0.0.2:8080');
  });
});

describe('PinAttempts', () => {
  it('locks the exit for five minutes after five wrong PINs', () => {
    const a = new PinAttempts();
    for (let i = 0; i < 4; i++) a.fail(i * 1000);
    expect(a.lockedFor(4000)).toBe(0);
    a.fail(4000);
    expect(a.lockedFor(4000)).toBe(300);
    expect(a.lockedFor(4000 + 299_500)).toBe(1);
    expect(a.lockedFor(4000 + 300_000)).toBe(0);
  });

  it('counts only recent failures and resets on success', () => {
    const a = new PinAttempts(3, 10_000, 60_000);
    a.fail(0);
    a.fail(1000);
    a.succeed();
    a.fail(2000);
    expect(a.lockedFor(2000)).toBe(0);
    a.fail(20_000);
    a.fail(21_000);
    expect(a.lockedFor(21_000)).toBe(0);
    a.fail(22_000);
    expect(a.lockedFor(22_000)).toBe(60);
  });
});
