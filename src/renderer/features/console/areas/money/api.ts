/** The money area's endpoints (issue 20, money; contract src/shared/contract/ops-money.ts). */
import type { OPS_MONEY } from '../../../../../shared/contract/ops-money';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Query = Record<string, string | number>;

export const moneyApi = {
  withdrawals: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.withdrawals>('GET', 'api/ops/withdrawals', query, {
        signal,
      }),
    ),
  approve: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.withdrawalApprove>(
        'POST',
        'api/ops/withdrawals/approve',
        { id },
      ),
    ),
  paid: (input: { id: number; reference: string }) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.withdrawalPaid>(
        'POST',
        'api/ops/withdrawals/paid',
        input,
      ),
    ),
  /** issue 22: pays an approved withdrawal out through the payout provider */
  payout: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.withdrawalPayout>('POST', 'api/ops/withdrawals/payout', {
        id,
      }),
    ),
  refuse: (input: { id: number; reason: string }) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.withdrawalRefuse>(
        'POST',
        'api/ops/withdrawals/refuse',
        input,
      ),
    ),
  trades: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.trades>('GET', 'api/ops/trades', query, { signal }),
    ),
  ledgerUser: (query: { q: string; by: 'mobile' | 'id' }, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.ledgerUser>('GET', 'api/ops/ledger/user', query, {
        signal,
      }),
    ),
  paymentChecks: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.paymentChecks>('GET', 'api/ops/payment-checks', query, {
        signal,
      }),
    ),
  runReconcile: () =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.paymentChecksRun>(
        'POST',
        'api/ops/payment-checks/run',
        {},
      ),
    ),
  ledger: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_MONEY.ledger>('GET', 'api/ops/ledger', query, { signal }),
    ),
};
