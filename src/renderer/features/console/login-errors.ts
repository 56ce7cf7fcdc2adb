/**
 * What the login form says about a refused attempt (issue 20): the server's words for a wrong
 * password or code (422), the minutes left of a lock (423 with `locked_until`), and whether the
 * TOTP challenge is gone (401: back to the password). Pure, tested beside.
 */
import type { ApiError } from '../../core/data';
import { OperatorHttpError } from '../../core/api/http';

export interface LoginFailure {
  /** 'locked': show the minutes left; 'challenge': the code step is over, back to the password */
  kind: 'wrong' | 'locked' | 'challenge' | 'other';
  message: string;
  minutes?: number;
}

function lockedUntil(error: ApiError): number | null {
  const cause = error.cause;
  const data = cause instanceof OperatorHttpError ? cause.data : null;
  const v = (data as { locked_until?: unknown } | null)?.locked_until;
  return typeof v === 'number' && v > 0 ? v : null;
}

/**
 * A refusal as the form shows it: the server's words without the field prefix of a 422
 * (`code: wrong or used code` → `wrong or used code`); the form shows it under its own field.
 */
export function loginFailure(
  error: ApiError,
  nowSeconds: number,
  step: 'password' | 'totp',
): LoginFailure {
  if (error.kind === 'locked') {
    const until = lockedUntil(error);
    if (until !== null) {
      return {
        kind: 'locked',
        message: error.text,
        minutes: Math.max(1, Math.ceil((until - nowSeconds) / 60)),
      };
    }
    return { kind: 'other', message: error.text };
  }
  if (error.kind === 'auth' && step === 'totp') return { kind: 'challenge', message: error.text };
  if (error.kind === 'invalid' || error.kind === 'auth')
    return { kind: 'wrong', message: error.text };
  return { kind: 'other', message: error.text };
}
