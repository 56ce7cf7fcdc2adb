/**
 * Encryption at rest for identity and bank card numbers (ARCHITECTURE.md "Tokens"; issue 4):
 * AES-256-GCM with a 32-byte data key. Sealed values are text in a versioned format
 *
 *   v1:<iv>:<tag>:<data>        (each part base64; iv 12 random bytes, tag 16 bytes)
 *
 * so a later key or algorithm can be introduced as `v2:` while `v1:` values stay readable.
 * An optional context (e.g. `bank_cards.card_enc`) is bound as additional authenticated data:
 * a value copied into another column does not open there.
 *
 * The key comes from DATA_KEY (base64 of 32 bytes) or, when that is absent, from
 * `<DATA_DIR>/data.key`, generated (mode 0600) on first start and reused: right for the embedded
 * single-process SQLite default. With DATABASE_URL in production every process must share one
 * key, so DATA_KEY is then required. Losing the key loses the encrypted columns: back it up
 * with the database.
 *
 * `digest` is a keyed hash (HMAC-SHA256 with a pepper derived from the key) for lookups of
 * equal values (one identity binds once, one card binds once) without storing them plainly or
 * making them guessable from the database alone (an ID number has little entropy).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** encrypts `plain`; a fresh random IV every call */
  seal(plain: string, context?: string): string;
  /** decrypts a sealed value; throws on a wrong key, context, tampering or an unknown format */
  open(sealed: string, context?: string): string;
  /** keyed hash of `value` for `purpose` (hex, 64 characters) */
  digest(value: string, purpose: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`data key must be ${KEY_BYTES} bytes`);
  const pepper = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'shop pepper v1', 32));
  return {
    seal(plain, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      const b64 = (b: Buffer): string => b.toString('base64');
      return `${VERSION}:${b64(iv)}:${b64(tag)}:${b64(data)}`;
    },
    open(sealed, context = '') {
      const parts = sealed.split(':');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('secret-box: unknown format');
      const [, ivB64, tagB64, dataB64] = parts as [string, string, string, string];
      const iv = Buffer.from(ivB64, 'base64');
      const tag = Buffer.from(tagB64, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new Error('secret-box: malformed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(Buffer.from(dataB64, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
    digest(value, purpose) {
      return createHmac('sha256', pepper).update(`${purpose}\0${value}`).digest('hex');
    },
  };
}

function decodeKey(b64: string, where: string): Buffer {
  const key = Buffer.from(b64.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${where} must be the base64 of ${KEY_BYTES} random bytes`);
  }
  return key;
}

/**
 * The data key: DATA_KEY when set, else `<dataDir>/data.key` (created once with mode 0600; a
 * second process starting at the same moment reads the first one's file).
 */
export function loadDataKey(opts: {
  dataKey: string | undefined;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: string;
}): Buffer {
  if (opts.dataKey) return decodeKey(opts.dataKey, 'DATA_KEY');
  if (opts.databaseUrl && opts.env === 'production') {
    throw new Error(
      'DATA_KEY is required with DATABASE_URL in production: every server process must use the same data key',
    );
  }
  const file = path.join(opts.dataDir, 'data.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    // Written aside, then linked into place: the link is atomic and fails when another process
    // got there first, so nobody reads a half-written key or overwrites one in use.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return decodeKey(fs.readFileSync(file, 'utf8'), file);
}
