import { useMyReports } from '../api/use-my-reports';
import { ReportDownloads } from './report-downloads';

/** The order page's published reports, with why a download waits. */
export function OrderReportsPanel({ orderId }: { orderId: number }) {
  const { data, isError } = useMyReports();
  const order = data?.orders.find((o) => o.orderId === orderId);
  return (
    <section aria-labelledby="order-reports-heading" className="mb-4">
      <h2 id="order-reports-heading" className="h4">
        Reports
      </h2>
      {isError && (
        <p className="alert alert-danger" role="alert">
          The reports could not be loaded. Please reload the page.
        </p>
      )}
      {data && !order && <p>No report yet. We e-mail you as soon as it is ready.</p>}
      {order && <ReportDownloads order={order} />}
    </section>
  );
}
