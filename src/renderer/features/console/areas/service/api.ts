/** The customer service area's API calls (issue 20; contract shared/contract/ops-service.ts). */
import type { OPS_SERVICE } from '../../../../../shared/contract/ops-service';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Query = Record<string, string | number>;

export const serviceApi = {
  conversations: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_SERVICE.conversations>(
        'GET',
        'api/ops/service/conversations',
        query,
        { signal },
      ),
    ),
  messages: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_SERVICE.messages>('GET', 'api/ops/service/messages', query, {
        signal,
      }),
    ),
  send: (input: { conversation_id: number; client_id: string; content: string }) =>
    unwrap(operatorHttp().call<typeof OPS_SERVICE.send>('POST', 'api/ops/service/send', input)),
  read: (input: { conversation_id: number; up_to_id: number }) =>
    unwrap(operatorHttp().call<typeof OPS_SERVICE.read>('POST', 'api/ops/service/read', input)),
  complaints: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_SERVICE.complaints>(
        'GET',
        'api/ops/service/complaints',
        query,
        { signal },
      ),
    ),
  complaint: (id: number, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_SERVICE.complaint>(
        'GET',
        'api/ops/service/complaint',
        { id },
        { signal },
      ),
    ),
  reply: (input: { id: number; reply: string }) =>
    unwrap(
      operatorHttp().call<typeof OPS_SERVICE.complaintReply>(
        'POST',
        'api/ops/service/complaint/reply',
        input,
      ),
    ),
  close: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_SERVICE.complaintClose>(
        'POST',
        'api/ops/service/complaint/close',
        { id },
      ),
    ),
};

/** A client id for one send (8–64 of `[A-Za-z0-9_-]`): a retry of the same send stores once. */
export function newClientId(): string {
  return `ops${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
