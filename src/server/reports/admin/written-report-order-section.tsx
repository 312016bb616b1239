import { progressText } from '../../../shared/reports/report-draft';
import { AdminSection } from '../../admin/ui/form-layout';
import type { OrderSection } from '../../admin/ui/order-section';
import { reportProgressOf } from '../writing/drafts.service';

/** The written report on the admin order page: its progress and the editor. */
export const writtenReportOrderSection: OrderSection = async (ctx, order) => {
  const progress = (await reportProgressOf(ctx.db, [order.id])).get(order.id);
  return (
    <AdminSection headingId="order-written-report" title="Written report" className="mb-4">
      <p>
        {progress ? progressText(progress) : 'Not started'}.{' '}
        <a href={`/inspector/reports/${order.id}`} target="_top">
          Open the report editor
        </a>
      </p>
    </AdminSection>
  );
};
