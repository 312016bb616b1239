import { formatFileSize } from '../../../shared/reports/reports';
import type { AdminAction, AdminContext, AdminViewContext } from '../../admin/ui/admin-page';
import type { OrderSection } from '../../admin/ui/order-section';
import { formId, formValue, idFrom } from '../../admin/ui/admin-form';
import { AdminForm, FileField, HiddenField, SubmitButton } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';
import { MAX_REPORT_BYTES, orderReports, type Report } from '../report-upload.service';
import { publishReport, unpublishReport } from '../report-publish.service';
import { REPORT_UPLOAD_SCRIPT_PATH } from './report-upload-script';

const API = '/cms-admin/api';

function ReportRow({
  ctx,
  report,
  timeZone,
}: {
  ctx: AdminViewContext;
  report: Report;
  timeZone: string;
}) {
  const here = { ...ctx, url: ctx.link({ id: report.orderId }) };
  const published = report.publishedAt !== null;
  return (
    <tr>
      <td>
        <a href={`${API}/admin_report_file.php?id=${report.id}`}>{report.filename}</a>
      </td>
      <td>{formatFileSize(report.sizeBytes)}</td>
      <td className={WIDE_ONLY}>{formatWhen(report.uploadedAt, timeZone)}</td>
      <td>
        {published && report.publishedAt
          ? `Published ${formatWhen(report.publishedAt, timeZone)}`
          : 'Not published'}
      </td>
      <td>
        <AdminForm ctx={here} action={published ? 'report-unpublish' : 'report-publish'}>
          <HiddenField name="id" value={report.orderId} />
          <HiddenField name="report" value={report.id} />
          <button
            type="submit"
            className={`btn btn-sm ${published ? 'btn-outline-secondary' : 'btn-primary'}`}
            aria-label={`${published ? 'Unpublish' : 'Publish'} ${report.filename}`}
          >
            {published ? 'Unpublish' : 'Publish'}
          </button>
        </AdminForm>
      </td>
    </tr>
  );
}

/** The upload form: a plain multipart post, which the upload script sends with a progress bar. */
function UploadForm({ ctx, orderId }: { ctx: AdminViewContext; orderId: number }) {
  const action = `${API}/report_upload.php?order=${orderId}&_csrf=${encodeURIComponent(ctx.csrfToken)}`;
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-label="Upload a report"
      data-report-upload=""
      data-max-bytes={MAX_REPORT_BYTES}
    >
      <FileField
        id="report-file"
        name="report"
        label="PDF report"
        accept="application/pdf,.pdf"
        required
        help={`A PDF of at most ${MAX_REPORT_BYTES / (1024 * 1024)} MB. The customer sees it once you publish it.`}
      />
      <div className="admin-actions mb-2">
        <SubmitButton>Upload report</SubmitButton>
        <progress
          hidden
          max={100}
          value={0}
          aria-label="Upload progress"
          data-report-progress=""
          style={{ width: '12rem' }}
        />
      </div>
      <div role="status" aria-live="polite" data-report-status="" />
      <div role="alert" data-report-error="" />
      <script src={REPORT_UPLOAD_SCRIPT_PATH} defer />
    </form>
  );
}

/** The order's reports: Upload, Publish, Unpublish. */
export const reportsOrderSection: OrderSection = async (ctx, order, timeZone) => {
  const reports = await orderReports(ctx.db, order.id);
  return (
    <AdminSection headingId="order-reports" title="Reports" className="mb-4">
      <AdminTable
        caption="Reports of this order"
        headers={['File', 'Size', wide('Uploaded'), 'State', 'Action']}
        empty="No reports uploaded yet."
      >
        {reports.map((r) => (
          <ReportRow key={r.id} ctx={ctx} report={r} timeZone={timeZone} />
        ))}
      </AdminTable>
      <UploadForm ctx={ctx} orderId={order.id} />
    </AdminSection>
  );
};

function target(ctx: AdminContext, form: Record<string, string | string[]>) {
  return {
    orderId: formId(form, 'order'),
    reportId: idFrom(formValue(form, 'report'), 'report'),
    by: ctx.actor,
  };
}

export const reportsOrderActions: Record<string, AdminAction> = {
  async 'report-publish'(ctx, form) {
    const input = target(ctx, form);
    const done = await publishReport(ctx.db, ctx.app.env, input);
    ctx.app.mailer.wake();
    const realtor = done.realtorEmail ? ` and the realtor (${done.realtorEmail})` : '';
    const problem = done.realtorProblem
      ? ` The realtor was not e-mailed: ${done.realtorProblem.replace(/\.$/, '')}.`
      : '';
    return {
      flash: `Published ${done.filename}. The customer (${done.customerEmail})${realtor} was e-mailed a link.${problem}`,
      tone: problem ? 'warning' : 'success',
      to: { id: input.orderId },
    };
  },
  async 'report-unpublish'(ctx, form) {
    const input = target(ctx, form);
    const filename = await unpublishReport(ctx.db, input);
    return {
      flash: `Unpublished ${filename}: the customer and realtor no longer see it.`,
      to: { id: input.orderId },
    };
  },
};
