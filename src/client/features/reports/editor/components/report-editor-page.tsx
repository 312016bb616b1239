import { REPORT_WRITING_MESSAGES } from '../../../../../shared/reports/report-api';
import { Spinner } from '../../../../components/spinner';
import { Navigate, useParams } from '../../../../lib/router';
import { useReportSession } from '../model/use-report-session';
import { useOfflineShell } from '../offline/register-worker';
import { ReportEditor } from './report-editor';
import '../report-editor.css';
import '../../severity.css';

/** /inspector/reports/{orderId}: the report editor, working with or without a connection. */
export function ReportEditorPage() {
  const orderId = Number(useParams().orderId);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const state = useReportSession(valid ? orderId : 0);
  useOfflineShell();
  if (!valid || state.state === 'not-found')
    return (
      <div className="alert alert-warning" role="alert">
        {REPORT_WRITING_MESSAGES.notFound}
      </div>
    );
  if (state.state === 'loading') return <Spinner label="Opening the report..." />;
  if (state.state === 'signed-out') return <Navigate to="/user/login" replace />;
  if (state.state === 'offline-unknown')
    return (
      <div className="alert alert-warning" role="alert">
        No connection, and this report has not been opened on this device before. Open it once with
        a connection to work on it offline.
      </div>
    );
  if (state.state === 'error')
    return (
      <div className="alert alert-danger" role="alert">
        The report could not be opened. Please reload the page to try again.
      </div>
    );
  return <ReportEditor session={state.session} offline={state.offline} />;
}
