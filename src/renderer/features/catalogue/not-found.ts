import { isNotFound } from '../../core/data';

/**
 * The server answered that the object asked for does not exist (a 422 for an unknown seller or
 * brand or a missing id; also a 403 / 404 since issue 19): the screen shows "does not exist"
 * instead of offering a retry that cannot succeed. The rule itself is the kernel's
 * (core/data/not-found.ts `isNotFound`), shared with the order, goods and live screens.
 */
export function isInvalidReply(error: unknown): boolean {
  return isNotFound(error);
}
