import { useEffect, useRef } from 'react';
import { useAgreement } from '../../agreements/api/agreement-api';
import { useMyReports } from '../api/use-my-reports';
import { ReportDownloads } from './report-downloads';

/** The order page's published reports, with why a download waits. */
export function OrderReportsPanel({ orderId }: { orderId: number }) {
  const { data, isError, refetch } = useMyReports();
  useRefetchWhenSigned(orderId, refetch);
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

/** Signing on this page (the agreement panel's query) lifts a wait: the list is asked again. */
function useRefetchWhenSigned(orderId: number, refetch: () => Promise<unknown>) {
  const state = useAgreement(orderId).data?.state;
  const before = useRef(state);
  useEffect(() => {
    if (before.current === 'unsigned' && state === 'signed') void refetch();
    before.current = state;
  }, [state, refetch]);
}
