import { ApiError } from '../../core/data';

/** True when the server refused the object (another user's, or none such): a "not found" screen. */
export function isRefused(error: unknown): boolean {
  const kind = ApiError.from(error).kind;
  return kind === 'forbidden' || kind === 'invalid';
}
