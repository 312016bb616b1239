import type { MyReports } from '../../../../shared/reports/reports';
import { useApiQuery } from '../../../lib/record-query';

// Under 'portal', so a payment made on the portal's pages (which refreshes 'portal') refreshes it.
export const myReportsQueryKey = ['portal', 'reports'] as const;

/** GET my_reports.php: the customer's published reports by inspection, with what each waits for. */
export function useMyReports() {
  return useApiQuery<MyReports>(myReportsQueryKey, 'my_reports.php');
}
