import { REPLY } from '../../../shared/constants';
import { HttpError } from '../../core/api/http';

/** True when the server refused the object (another user's, or none such): a "not found" screen. */
export function isRefused(error: unknown): boolean {
  return (
    error instanceof HttpError && (error.code === REPLY.FORBIDDEN || error.code === REPLY.INVALID)
  );
}
