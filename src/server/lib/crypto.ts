import {
  createHash,
  randomBytes,
  randomFillSync,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

/** Opaque bearer token: 32 random bytes (256 bits), base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** CSPRNG bytes drawn in 4 KiB refills, handed out once each (see `randomHex`). */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

/**
 * `bytes` random bytes as hex, for order and trade numbers (not for secrets: use `newToken`).
 * One `randomBytes` call per order number cost 3.3 % of the sustained checkout's thread (CPU
 * profile, issue 21); this draws from a pool refilled 4 KiB at a time, as nanoid does.
 */
export function randomHex(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 64)
    throw new RangeError(`randomHex(${bytes})`);
  if (poolAt + bytes > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const hex = pool.toString('hex', poolAt, poolAt + bytes);
  poolAt += bytes;
  return hex;
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** Six decimal digits from a CSPRNG. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scryptAsync(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Passwords and pay passwords: scrypt with a random salt, parameters stored with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const key = await scryptAsync(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  const expected = Buffer.from(hash, 'base64');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** Masks a mainland mobile number: 138****8000. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
