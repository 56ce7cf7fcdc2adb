/** The users area's endpoints (issue 20, part users; contract src/shared/contract/ops-users.ts). */
import type { OPS_USERS } from '../../../../../shared/contract/ops-users';
import type { RestrictReason, UserRight } from '../../../../../shared/rules/ops-users';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const usersApi = {
  list: (query: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<typeof OPS_USERS.list>('GET', 'api/ops/users', query, { signal })),
  detail: (id: number, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_USERS.detail>(
        'GET',
        'api/ops/users/detail',
        { id },
        { signal },
      ),
    ),
  right: (input: { id: number; right: UserRight; granted: boolean }) =>
    unwrap(operatorHttp().call<typeof OPS_USERS.right>('POST', 'api/ops/users/right', input)),
  restrict: (input: { id: number; reason: RestrictReason; note: string }) =>
    unwrap(operatorHttp().call<typeof OPS_USERS.restrict>('POST', 'api/ops/users/restrict', input)),
  unrestrict: (input: { id: number; note: string }) =>
    unwrap(
      operatorHttp().call<typeof OPS_USERS.unrestrict>('POST', 'api/ops/users/unrestrict', input),
    ),
  revokeSessions: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_USERS.revokeSessions>(
        'POST',
        'api/ops/users/sessions/revoke',
        { id },
      ),
    ),
  anonymise: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_USERS.anonymise>('POST', 'api/ops/users/anonymise', { id }),
    ),
};
