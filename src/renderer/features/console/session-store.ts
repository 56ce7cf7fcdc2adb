/**
 * The operator's session in the console (issue 20): the bearer token (localStorage `opsToken`),
 * the operator it belongs to (`/api/ops/me`) and what follows from it: whether the console may
 * open, or the operator must first enrol a TOTP authenticator (a role that moves money).
 * MobX; no React. The endpoints come in as `SessionApi`, so the store is tested without HTTP.
 */
import { configure, makeAutoObservable, runInAction } from 'mobx';
import type { Operator, OpsSession } from '../../../shared/contract/ops';
import type { OpsPermission } from '../../../shared/rules/ops-permissions';

configure({ enforceActions: 'observed' });

export const OPS_TOKEN_KEY = 'opsToken';

/** What the store needs of the operator API. */
export interface SessionApi {
  me(signal?: AbortSignal): Promise<Operator>;
  logout(): Promise<unknown>;
}

/** Where the token is kept (localStorage in the browser). */
export interface TokenStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * 'checking': a stored token is being checked (`me`); 'anonymous': no session (the login);
 * 'ready': logged in, `operator` known; 'offline': the check got no answer (the token is kept,
 * the console offers a retry).
 */
export type SessionStatus = 'checking' | 'anonymous' | 'ready' | 'offline';

export class ConsoleSession {
  token: string | null;
  operator: Operator | null = null;
  status: SessionStatus;
  /** Unix seconds the session ends (from the login answer; unknown after a reload) */
  expiresAt: number | null = null;

  constructor(
    private readonly api: SessionApi,
    private readonly storage: TokenStorage,
  ) {
    this.token = storage.get(OPS_TOKEN_KEY);
    this.status = this.token ? 'checking' : 'anonymous';
    makeAutoObservable<ConsoleSession, 'api' | 'storage'>(this, { api: false, storage: false });
  }

  /** The operator must enrol TOTP before the console opens (owner, finance without it). */
  get needsEnrolment(): boolean {
    return Boolean(this.operator && this.operator.totp_required && !this.operator.totp_enabled);
  }

  /** Whether the operator's role may do `permission` (the server's list, `operator.permissions`). */
  can(permission: OpsPermission): boolean {
    return this.operator?.permissions.includes(permission) ?? false;
  }

  /**
   * Checks a stored token once at start: the operator on success; a refused token ends the
   * session (the wrapper's 401 also calls `clear`). Any other failure (offline, a 5xx) keeps the
   * token: status 'offline', and the console offers a retry.
   */
  async restore(signal?: AbortSignal): Promise<void> {
    if (!this.token) {
      this.clear();
      return;
    }
    runInAction(() => (this.status = 'checking'));
    try {
      const operator = await this.api.me(signal);
      runInAction(() => {
        this.operator = operator;
        this.status = 'ready';
      });
    } catch (err) {
      const kind = (err as { kind?: string }).kind;
      if (kind === 'cancelled') return;
      if (kind === 'auth') this.clear();
      else runInAction(() => (this.status = 'offline'));
    }
  }

  /** A login answered `status: 'ok'`: keep the token, the console opens (or asks to enrol). */
  start(session: OpsSession): void {
    this.token = session.token;
    this.expiresAt = session.expires_at;
    this.operator = session.operator;
    this.status = 'ready';
    this.storage.set(OPS_TOKEN_KEY, session.token);
  }

  /** The operator changed (TOTP enabled). */
  setOperator(operator: Operator): void {
    this.operator = operator;
  }

  /** Forgets the session (logout, a refused token). */
  clear(): void {
    this.token = null;
    this.operator = null;
    this.expiresAt = null;
    this.status = 'anonymous';
    this.storage.remove(OPS_TOKEN_KEY);
  }

  /** Ends the session on the server (best effort) and here. */
  async logout(): Promise<void> {
    try {
      if (this.token) await this.api.logout();
    } catch {
      // the session ends here whatever the server answered (an expired token answers 401)
    } finally {
      this.clear();
    }
  }
}
