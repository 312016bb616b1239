import type { SyncState } from '../offline/sync-queue';

// The one line that always says where the work is: on this device, or on the server.
export function SyncStatus({ sync }: { sync: SyncState }) {
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
