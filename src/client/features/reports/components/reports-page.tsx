import { Spinner } from '../../../components/spinner';
import { siteConfig } from '../../../lib/site-config';
import { formatDateTimeLong } from '../../../../shared/time';
import { useMyReports } from '../api/use-my-reports';
import { ReportDownloads } from './report-downloads';

/** /user/reports: the customer's published reports, by inspection. */
export function ReportsPage() {
  const { data, isPending, isError } = useMyReports();
  const { timeZone } = siteConfig();
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading" className="mb-3">
        Reports
      </h1>
      {isPending && <Spinner />}
      {isError && (
        <p className="alert alert-danger" role="alert">
          Your reports could not be loaded. Please reload the page.
        </p>
      )}
      {data?.orders.length === 0 && (
        <p>No reports yet. We e-mail you as soon as your inspection report is ready.</p>
      )}
      {data?.orders.map((order) => (
        <section
          key={order.orderId}
          aria-labelledby={`inspection-${order.orderId}`}
          className="mb-4"
        >
          <h2 id={`inspection-${order.orderId}`} className="h5">
            {formatDateTimeLong(order.inspectionAt, timeZone)}: {order.address}
          </h2>
          <ReportDownloads order={order} />
        </section>
      ))}
    </section>
  );
}
