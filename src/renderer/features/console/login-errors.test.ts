import { describe, expect, it } from 'vitest';
import { OperatorHttpError } from '../../core/api/http';
import { ApiError } from '../../core/data/api-error';
import { loginFailure } from './login-errors';

const refused = (code: number, message: string, data: unknown = null) =>
  ApiError.from(new OperatorHttpError(message, code, data, false));

describe('login failures (issue 20)', () => {
  it('a wrong password or code is the server’s words', () => {
    expect(loginFailure(refused(422, 'wrong password'), 0, 'password')).toEqual({
      kind: 'wrong',
      message: 'wrong password',
    });
    expect(loginFailure(refused(422, 'wrong code'), 0, 'totp').kind).toBe('wrong');
    // without the field prefix of a 422
    expect(loginFailure(refused(422, 'code: wrong or used code'), 0, 'totp').message).toBe(
      'wrong or used code',
    );
  });

  it('a lock says the minutes left (rounded up, at least 1)', () => {
    const now = 1_000_000;
    expect(
      loginFailure(refused(423, 'locked', { locked_until: now + 601 }), now, 'password'),
    ).toEqual({ kind: 'locked', message: 'locked', minutes: 11 });
    expect(
      loginFailure(refused(423, 'locked', { locked_until: now + 5 }), now, 'totp').minutes,
    ).toBe(1);
    // a rate limit without a lock time: the server's message
    expect(loginFailure(refused(423, 'too many requests'), now, 'password').kind).toBe('other');
  });

  it('a refused challenge sends back to the password step', () => {
    expect(loginFailure(refused(401, 'challenge expired'), 0, 'totp').kind).toBe('challenge');
    expect(loginFailure(refused(401, 'no'), 0, 'password').kind).toBe('wrong');
  });
});
