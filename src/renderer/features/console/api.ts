/** The operator API's endpoints (issue 20; contract src/shared/contract/ops.ts). */
import type { OPS } from '../../../shared/contract/ops';
import type { OPS_DASH } from '../../../shared/contract/ops-dash'; // issue 20 (dash)
import type { OpsRole } from '../../../shared/rules/ops-permissions';
import { operatorHttp } from '../../core/api/operator';
import { unwrap } from '../../core/data';

export const opsApi = {
  login: (username: string, password: string) =>
    unwrap(operatorHttp().call<typeof OPS.login>('POST', 'api/ops/login', { username, password })),
  loginTotp: (challenge: string, code: string) =>
    unwrap(
      operatorHttp().call<typeof OPS.loginTotp>('POST', 'api/ops/login/totp', { challenge, code }),
    ),
  logout: () => unwrap(operatorHttp().call<typeof OPS.logout>('POST', 'api/ops/logout', {})),
  me: (signal?: AbortSignal) =>
    unwrap(operatorHttp().call<typeof OPS.me>('GET', 'api/ops/me', {}, { signal })),
  totpSetup: () =>
    unwrap(operatorHttp().call<typeof OPS.totpSetup>('POST', 'api/ops/totp/setup', {})),
  totpEnable: (code: string) =>
    unwrap(operatorHttp().call<typeof OPS.totpEnable>('POST', 'api/ops/totp/enable', { code })),
  audit: (query: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<typeof OPS.audit>('GET', 'api/ops/audit', query, { signal })),
  operators: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS.operators>(
        'GET',
        'api/ops/operators',
        { page: 1, limit: 100 },
        { signal },
      ),
    ),
  createOperator: (input: { username: string; name: string; role: OpsRole }) =>
    unwrap(operatorHttp().call<typeof OPS.operatorCreate>('POST', 'api/ops/operators', input)),
  updateOperator: (input: { id: number; role?: OpsRole; disabled?: boolean }) =>
    unwrap(
      operatorHttp().call<typeof OPS.operatorUpdate>('POST', 'api/ops/operators/update', input),
    ),
  // issue 20 (dash): the owner resets another operator's password and/or TOTP
  resetOperator: (input: { id: number; password?: boolean; totp?: boolean }) =>
    unwrap(
      operatorHttp().call<typeof OPS_DASH.operatorReset>('POST', 'api/ops/operators/reset', input),
    ),
};
