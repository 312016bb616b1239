import { useQuery } from '@tanstack/react-query';
import { REPORT_WRITING_API as API } from '../../../../shared/reports/report-api';
import type { WebReport } from '../../../../shared/reports/web-report';
import { ApiError, apiGet } from '../../../lib/api';

/** GET web_report.php: the latest published version (or `version`), behind the report gates
 * (not loaded when the server's HTML has the report: `enabled` false). */
export function useWebReport(orderId: number, version: number | undefined, enabled = true) {
  const query = version ? `&version=${version}` : '';
  return useQuery({
    // Its own first key: the server renders this query in the visitor's session (entry-server).
    queryKey: ['web-report', orderId, version ?? 'latest'],
    queryFn: () => apiGet<WebReport>(`${API.webReport}?order=${orderId}${query}`),
    enabled: enabled && orderId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
