/**
 * Issue 19 (brief C): the one rule for a weak pay password, used by the server when the password
 * is set (wallet/pay-password.routes.ts refuses it with `payPasswordWeak`) and by the client at
 * the first entry of a new password (features/wallet/pay-pwd-flow.ts), so the user hears the
 * reason at step 1 instead of a bare refusal after confirming.
 *
 * Weak, as mainstream Chinese payment apps refuse: one digit six times (111111, 000000), or six
 * consecutive digits ascending or descending (123456, 654321, 987654).
 */

/** One digit six times, or six consecutive digits ascending or descending. */
export function isWeakPayPassword(p: string): boolean {
  if (!/^\d{6}$/.test(p)) return false;
  const d = [...p].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => x - (d[i] as number)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] as number);
}
