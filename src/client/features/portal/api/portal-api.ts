import { useQuery } from '@tanstack/react-query';
import type { InspectionDetail, InspectionList } from '../../../../shared/portal/inspection-view';
import { ApiError, apiGet } from '../../../lib/api';

export const inspectionsQueryKey = ['portal', 'inspections'] as const;

/** GET my_inspections.php: the signed-in customer's orders, already in list order. */
export function useMyInspections() {
  return useQuery({
    queryKey: inspectionsQueryKey,
    queryFn: () => apiGet<InspectionList>('my_inspections.php'),
    staleTime: 30_000,
  });
}

/** Not found is an answer, not a hiccup: it is not retried. */
const retryUnlessMissing = (count: number, error: unknown) =>
  !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2;

/** GET my_inspection.php?id=N; 404 for an order that is not this customer's. */
export function useMyInspection(id: number | undefined) {
  return useQuery({
    queryKey: [...inspectionsQueryKey, id],
    queryFn: () => apiGet<InspectionDetail>(`my_inspection.php?id=${id}`),
    enabled: id !== undefined,
    retry: retryUnlessMissing,
    staleTime: 30_000,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
