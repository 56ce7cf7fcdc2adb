import { ApiError } from '../../core/data';

/**
 * The server answered 422 for the object asked for (an unknown seller or brand, a missing id):
 * the screen shows "does not exist" instead of offering a retry that cannot succeed.
 */
export function isInvalidReply(error: unknown): boolean {
  return ApiError.from(error).kind === 'invalid';
}
