import { describe, expect, it, vi } from 'vitest';
import type { Operator } from '../../../shared/contract/ops';
import { permissionsOf } from '../../../shared/rules/ops-permissions';
import { ApiError } from '../../core/data/api-error';
import { ConsoleSession, OPS_TOKEN_KEY, type SessionApi, type TokenStorage } from './session-store';

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    get: (k) => data[k] ?? null,
    set: (k, v) => {
      data[k] = v;
    },
    remove: (k) => {
      delete data[k];
    },
  };
}

function operator(role: Operator['role'], over: Partial<Operator> = {}): Operator {
  return {
    id: 1,
    username: 'admin',
    name: 'Admin',
    role,
    permissions: permissionsOf(role),
    totp_enabled: true,
    totp_required: role === 'owner' || role === 'finance',
    created_at: 1_700_000_000,
    ...over,
  };
}

function api(me: () => Promise<Operator>): SessionApi & { logout: ReturnType<typeof vi.fn> } {
  return { me: vi.fn(me), logout: vi.fn(() => Promise.resolve(null)) };
}

describe('console session (issue 20)', () => {
  it('starts anonymous without a stored token, checking with one', () => {
    expect(
      new ConsoleSession(
        api(() => Promise.reject(new Error())),
        memoryStorage(),
      ).status,
    ).toBe('anonymous');
    const s = new ConsoleSession(
      api(() => Promise.reject(new Error())),
      memoryStorage({ [OPS_TOKEN_KEY]: 't' }),
    );
    expect(s.status).toBe('checking');
    expect(s.token).toBe('t');
  });

  it('a login keeps the token in localStorage opsToken and opens the console', () => {
    const storage = memoryStorage();
    const s = new ConsoleSession(
      api(() => Promise.reject(new Error())),
      storage,
    );
    s.start({ status: 'ok', token: 'tok', expires_at: 99, operator: operator('owner') });
    expect(storage.data[OPS_TOKEN_KEY]).toBe('tok');
    expect(s.status).toBe('ready');
    expect(s.needsEnrolment).toBe(false);
    expect(s.can('operators.manage')).toBe(true);
  });

  it('asks a money role without TOTP to enrol, and not after it is enabled', () => {
    const s = new ConsoleSession(
      api(() => Promise.reject(new Error())),
      memoryStorage(),
    );
    s.start({
      status: 'ok',
      token: 'tok',
      expires_at: 99,
      operator: operator('finance', { totp_enabled: false }),
    });
    expect(s.needsEnrolment).toBe(true);
    s.setOperator(operator('finance'));
    expect(s.needsEnrolment).toBe(false);
    // a role that does not move money is never asked
    s.setOperator(operator('service', { totp_enabled: false }));
    expect(s.needsEnrolment).toBe(false);
    expect(s.can('operators.manage')).toBe(false);
  });

  it('restores a stored token through `me`', async () => {
    const s = new ConsoleSession(
      api(() => Promise.resolve(operator('service'))),
      memoryStorage({ [OPS_TOKEN_KEY]: 't' }),
    );
    await s.restore();
    expect(s.status).toBe('ready');
    expect(s.operator?.role).toBe('service');
  });

  it('forgets a refused token, keeps one the server could not check (offline)', async () => {
    const refused = memoryStorage({ [OPS_TOKEN_KEY]: 't' });
    const s1 = new ConsoleSession(
      api(() => Promise.reject(new ApiError({ code: 401, message: 'expired' }))),
      refused,
    );
    await s1.restore();
    expect(s1.status).toBe('anonymous');
    expect(refused.data[OPS_TOKEN_KEY]).toBeUndefined();

    const offline = memoryStorage({ [OPS_TOKEN_KEY]: 't' });
    const s2 = new ConsoleSession(
      api(() => Promise.reject(new ApiError({ code: 0, message: 'Network Error' }))),
      offline,
    );
    await s2.restore();
    expect(s2.status).toBe('offline');
    expect(offline.data[OPS_TOKEN_KEY]).toBe('t');
  });

  it('logout ends the session on the server and here, even when the server refuses', async () => {
    const storage = memoryStorage();
    const a = api(() => Promise.reject(new Error()));
    a.logout.mockRejectedValueOnce(new ApiError({ code: 401, message: 'expired' }));
    const s = new ConsoleSession(a, storage);
    s.start({ status: 'ok', token: 'tok', expires_at: 99, operator: operator('owner') });
    await s.logout();
    expect(a.logout).toHaveBeenCalledOnce();
    expect(s.status).toBe('anonymous');
    expect(s.operator).toBeNull();
    expect(storage.data[OPS_TOKEN_KEY]).toBeUndefined();
  });
});
