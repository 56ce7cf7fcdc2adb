/**
 * Real-name input rules (docs/api-wallet-account.md "Real name") that the shared rules do not
 * cover: the name, the ID number as typed, and comparing a typed value with a masked one.
 */

/** 2 to 20 CJK characters; the middle dot (·) of minority names is allowed inside (as the server). */
const REAL_NAME = /^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,18}[\u4e00-\u9fa5]$/;

export function isRealName(s: string): boolean {
  return REAL_NAME.test(s) && !s.includes('··');
}

/** Removes spaces and upper-cases a trailing x, so '11010519491231002x' passes isIdCard. */
export function normalizeIdCard(input: string): string {
  return input.replace(/\s/g, '').toUpperCase();
}

/**
 * True when `value` could be what `masked` hides: same length (in code points) and equal
 * wherever the mask shows a character. '13800138000' matches '138****8000', '张三' matches '张*'.
 */
export function matchesMask(value: string, masked: string): boolean {
  const v = [...value];
  const m = [...masked];
  if (v.length !== m.length || m.length === 0) return false;
  return m.every((c, i) => c === '*' || c === v[i]);
}
