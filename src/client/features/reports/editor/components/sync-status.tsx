import type { ReportSession } from '../model/report-session';
import { useSessionSync } from '../model/use-report-session';

// The one line that always says where the work is: on this device, or on the server. It follows
// the sync state itself, so a step of the queue draws this line alone, not the editor.
export function SyncStatus({ session }: { session: ReportSession }) {
  const sync = useSessionSync(session);
  const synced = sync.waiting === 0;
  return (
    <div className={`report-sync small ${synced ? 'report-sync-done' : 'report-sync-waiting'}`}>
      <p role="status" aria-live="polite" className="mb-0 fw-semibold" data-testid="sync-status">
        {synced
          ? 'All changes synced'
          : `Saved on this device (${sync.waiting} ${sync.waiting === 1 ? 'change' : 'changes'} waiting)`}
      </p>
      {!synced && sync.problem && <p className="mb-0">{sync.problem} Sending again shortly.</p>}
      {sync.refused && (
        <p className="mb-0 text-danger" role="alert">
          {sync.refused}
        </p>
      )}
    </div>
  );
}
