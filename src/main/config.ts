/**
 * The terminal's configuration: `terminal.json` in Electron's user data folder (server URL,
 * cabinet id, display, the admin exit PIN as an scrypt hash). Written by the first-run setup
 * screen; read at every start. A missing or damaged file sends the terminal to setup.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { displayChoiceSchema, serverUrlSchema, type SetupInput } from '../shared/terminal-bridge';

export const CONFIG_FILE = 'terminal.json';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
const pinHashSchema = z.string().regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);

export const terminalConfigSchema = z.object({
  version: z.literal(1),
  serverUrl: serverUrlSchema,
  cabinetId: z.number().int().positive(),
  display: displayChoiceSchema.default('auto'),
  pinHash: pinHashSchema,
});
export type TerminalConfig = z.infer<typeof terminalConfigSchema>;

export type LoadResult =
  | { status: 'ok'; config: TerminalConfig }
  | { status: 'missing' }
  | { status: 'invalid'; error: string };

export function configPath(userDataDir: string): string {
  return path.join(userDataDir, CONFIG_FILE);
}

function scryptAsync(pin: string, salt: Buffer, keylen: number, opts: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(pin, salt, SCRYPT.keylen, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')]
    .map(String)
    .join('$');
}

/** Constant-time comparison of a typed PIN with the stored hash; a malformed hash never matches. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 1 << 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length < 16 || expected.length > 64) return false;
  const actual = await scryptAsync(pin, salt, expected.length, {
    N,
    r,
    p,
    maxmem: 256 * N * r,
  });
  return timingSafeEqual(actual, expected);
}

export function loadTerminalConfig(
  file: string,
  fsApi: Pick<typeof fs, 'readFileSync'> = fs,
): LoadResult {
  let raw: string;
  try {
    raw = fsApi.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'invalid', error: (e as Error).message };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 'invalid', error: 'not JSON' };
  }
  const parsed = terminalConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 'invalid', error: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  return { status: 'ok', config: parsed.data };
}

/** The configuration a validated setup form produces (the PIN hashed). */
export async function configFromSetup(input: SetupInput): Promise<TerminalConfig> {
  return {
    version: 1,
    serverUrl: input.serverUrl,
    cabinetId: input.cabinetId,
    display: input.display,
    pinHash: await hashPin(input.pin),
  };
}

/** Writes the file atomically (temp file + rename), readable by the terminal's user only. */
export function saveTerminalConfig(
  file: string,
  config: TerminalConfig,
  fsApi: Pick<typeof fs, 'mkdirSync' | 'writeFileSync' | 'renameSync'> = fs,
): void {
  fsApi.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fsApi.writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  fsApi.renameSync(tmp, file);
}

/**
 * Admin exit attempts: five wrong PINs lock the exit for five minutes (a kiosk is in a public
 * place; the PIN is short).
 */
export class PinAttempts {
  private failures: number[] = [];
  private lockedUntil = 0;

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 5 * 60_000,
    private readonly lockMs = 5 * 60_000,
  ) {}

  /** seconds until the next attempt is allowed, 0 when allowed now */
  lockedFor(now: number): number {
    return now < this.lockedUntil ? Math.ceil((this.lockedUntil - now) / 1000) : 0;
  }

  fail(now: number): void {
    this.failures = this.failures.filter((t) => now - t < this.windowMs);
    this.failures.push(now);
    if (this.failures.length >= this.maxFailures) {
      this.lockedUntil = now + this.lockMs;
      this.failures = [];
    }
  }

  succeed(): void {
    this.failures = [];
  }
}
