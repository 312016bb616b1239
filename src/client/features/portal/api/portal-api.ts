import type { InspectionDetail, InspectionList } from '../../../../shared/portal/inspection-view';
import { useApiQuery, useRecordQuery } from '../../../lib/record-query';

export const inspectionsQueryKey = ['portal', 'inspections'] as const;

/** GET my_inspections.php: the signed-in customer's orders, already in list order. */
export function useMyInspections() {
  return useApiQuery<InspectionList>(inspectionsQueryKey, 'my_inspections.php', {
    staleTime: 30_000,
  });
}

/** GET my_inspection.php?id=N; 404 for an order that is not this customer's. */
export function useMyInspection(id: number | undefined) {
  return useRecordQuery<InspectionDetail>([...inspectionsQueryKey, id], 'my_inspection.php', id, {
    staleTime: 30_000,
  });
}
