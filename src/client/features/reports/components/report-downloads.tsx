import { DownloadButton } from '../../../components/report-file-list';
import { Link } from '../../../lib/router';
import {
  formatFileSize,
  type MyReportsOrder,
  WAIT_MESSAGES,
} from '../../../../shared/reports/reports';

const REPORT_FILE = '/cms-admin/api/report_file.php';

/** One inspection's reports: a Download button each, or what to do first with its button. */
export function ReportDownloads({ order }: { order: MyReportsOrder }) {
  const waiting = order.waits.length > 0;
  return (
    <>
      {order.waits.map((wait) => (
        <div key={wait} className="alert alert-warning d-flex flex-wrap gap-2 align-items-center">
          <span className="me-auto">{WAIT_MESSAGES[wait]}</span>
          {wait === 'agreement' ? (
            <Link className="btn btn-primary btn-sm" to={`/user/inspections/${order.orderId}`}>
              Sign the agreement
            </Link>
          ) : (
            <Link className="btn btn-primary btn-sm" to="/user/payments">
              Pay now
            </Link>
          )}
        </div>
      ))}
      <ul className="list-group mb-3">
        {order.reports.map((r) => (
          <li key={r.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="me-auto text-break">
              {r.filename} <span className="text-muted">({formatFileSize(r.sizeBytes)})</span>
            </span>
            {waiting ? (
              <span className="text-muted small">Download available once done</span>
            ) : r.webVersion !== null ? (
              <>
                <Link className="btn btn-primary btn-sm" to={`/reports/${order.orderId}`}>
                  View report<span className="visually-hidden"> (version {r.webVersion})</span>
                </Link>
                <a
                  className="btn btn-outline-primary btn-sm"
                  href={`${REPORT_FILE}?id=${r.id}`}
                  download={r.filename}
                >
                  Download PDF<span className="visually-hidden"> {r.filename}</span>
                </a>
              </>
            ) : (
              <DownloadButton
                className="btn btn-outline-primary btn-sm"
                href={`${REPORT_FILE}?id=${r.id}`}
                filename={r.filename}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
