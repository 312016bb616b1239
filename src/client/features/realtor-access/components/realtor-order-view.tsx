import {
  type RealtorOrderView as View,
  realtorReportPath,
} from '../../../../shared/realtor-access/realtor-access';
import { formatDateTimeLong } from '../../../../shared/time';
import { ReportFileList } from '../../../components/report-file-list';
import { Link } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';

/**
 * The one order a realtor's link opens: when, where, and its published reports: a written report
 * has View report (the web report, in this session) beside Download PDF, as the client's has.
 */
export function RealtorOrderView({ view }: { view: View }) {
  const { timeZone } = siteConfig();
  return (
    <>
      <dl className="row mb-4">
        <dt className="col-sm-3">Inspection</dt>
        <dd className="col-sm-9">
          {formatDateTimeLong(view.startsAt, timeZone)}
          {view.cancelled && <span className="badge text-bg-secondary ms-2">Cancelled</span>}
        </dd>
        <dt className="col-sm-3">Property</dt>
        <dd className="col-sm-9">{view.address}</dd>
      </dl>
      <h2 className="h4" id="realtor-reports-heading">
        Reports
      </h2>
      {view.reports.length === 0 ? (
        <p>No report has been published for this inspection yet. Please check back later.</p>
      ) : (
        <ReportFileList
          reports={view.reports}
          labelledBy="realtor-reports-heading"
          downloadPath={realtorReportPath}
          open={(r) =>
            r.webVersion === null ? null : (
              <span className="d-flex flex-wrap gap-2">
                <Link className="btn btn-primary" to={`/reports/${view.orderId}`}>
                  View report<span className="visually-hidden"> (version {r.webVersion})</span>
                </Link>
                <a
                  className="btn btn-outline-primary"
                  href={realtorReportPath(r.id)}
                  download={r.filename}
                >
                  Download PDF<span className="visually-hidden"> {r.filename}</span>
                </a>
              </span>
            )
          }
        />
      )}
    </>
  );
}
