import { useQuery } from '@tanstack/react-query';
import type { MyReports } from '../../../../shared/reports/reports';
import { apiGet } from '../../../lib/api';

// Under 'portal', so a payment made on the portal's pages (which refreshes 'portal') refreshes it.
export const myReportsQueryKey = ['portal', 'reports'] as const;

/** GET my_reports.php: the customer's published reports by inspection, with what each waits for. */
export function useMyReports() {
  return useQuery({
    queryKey: myReportsQueryKey,
    queryFn: () => apiGet<MyReports>('my_reports.php'),
  });
}
