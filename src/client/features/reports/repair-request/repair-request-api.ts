import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REPAIR_REQUEST_API as API,
  type RepairItemSave,
  type RepairRequest,
  type RepairRequests,
  type RepairShareAnswer,
} from '../../../../shared/reports/repair-requests';
import { ApiError, apiPost } from '../../../lib/api';
import { useApiQuery } from '../../../lib/record-query';

// The web report's repair request calls; each change answers the whole request, kept in the cache.

const key = (orderId: number) => ['reports', 'repair-requests', orderId];

export const useRepairRequests = (orderId: number) =>
  useApiQuery<RepairRequests>(key(orderId), `${API.list}?order=${orderId}`, { retry: false });

export function useRepairRequestChanges(orderId: number) {
  const client = useQueryClient();
  const keep = (request: RepairRequest) =>
    client.setQueryData<RepairRequests>(key(orderId), (old) =>
      old
        ? {
            ...old,
            requests: old.requests.some((r) => r.id === request.id)
              ? old.requests.map((r) => (r.id === request.id ? request : r))
              : [...old.requests, request],
          }
        : old,
    );
  return {
    create: useMutation({
      mutationFn: (name: string) => apiPost<RepairRequest>(API.list, { orderId, name }),
      onSuccess: keep,
    }),
    save: useMutation({
      mutationFn: (body: RepairItemSave) => apiPost<RepairRequest>(API.item, body),
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: (body: { requestId: number; findingId: string }) =>
        apiPost<RepairRequest>(API.itemRemove, body),
      onSuccess: keep,
    }),
    share: useMutation({
      mutationFn: (requestId: number) => apiPost<RepairShareAnswer>(API.share, { requestId }),
      onSuccess: (answer) => keep(answer.request),
    }),
    revoke: useMutation({
      mutationFn: (linkId: number) => apiPost<RepairRequest>(API.revoke, { linkId }),
      onSuccess: keep,
    }),
  };
}

export const repairPdfPath = (requestId: number) =>
  `/cms-admin/api/${API.pdf}?request=${requestId}`;

/** The server's words for a refusal (a field's first), or a general one. */
export function refusal(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) {
    const body = error.json<{ error?: string; fields?: Record<string, string> }>();
    const field = body?.fields && Object.values(body.fields)[0];
    if (field ?? body?.error) return field ?? body?.error;
  }
  return 'That did not work. Please try again.';
}
