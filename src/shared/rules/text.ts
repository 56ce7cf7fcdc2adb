/**
 * What counts as text in any input field (ARCHITECTURE.md "Request and response conventions").
 *
 * - Everywhere: no lone UTF-16 surrogate (it cannot be stored as UTF-8; PostgreSQL refuses it
 *   and SQLite stores broken bytes) and no control character but TAB, LF and CR — C0 (U+0000–
 *   U+001F), DEL (U+007F) and C1 (U+0080–U+009F). The server checks every string of every
 *   request (lib/route.ts `assertCleanText`).
 * - Single-line fields (nickname, names, mobile, address lines, titles) refuse TAB, LF and CR as
 *   well: their schemas use `singleLine()` (contract/schemas.ts). Every other text field (reviews,
 *   complaints, remarks, chat messages, feed posts) may hold line breaks and tabs.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- the point of the pattern
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/** Holds a lone surrogate or a control character other than TAB, LF, CR. */
export function hasForbiddenText(s: string): boolean {
  return LONE_SURROGATE.test(s) || CONTROL.test(s);
}

/** Text fit for a single-line field: clean, and no TAB, LF, CR or line/paragraph separator. */
export function isSingleLineText(s: string): boolean {
  return !hasForbiddenText(s) && !LINE_BREAK_OR_TAB.test(s);
}

/**
 * The path (`a.b.0`) of the first string in `value` that fails `hasForbiddenText`, looking into
 * arrays and objects (keys are checked too); null when all is clean.
 */
export function firstForbiddenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenText(value) ? path || 'input' : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [k, v] of entries) {
    // a bad key is reported by its parent: the message must not carry the bad text itself
    if (hasForbiddenText(k)) return path || 'input';
    const at = path ? `${path}.${k}` : k;
    const bad = firstForbiddenText(v, at, depth + 1);
    if (bad !== null) return bad;
  }
  return null;
}
