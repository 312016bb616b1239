import { memo, useEffect, useRef, useState } from 'react';
import { REPORT_WRITING_API as API } from '../../../../../shared/reports/report-api';
import {
  PUBLISH_STEP_LABELS,
  type PublishCheck,
  type PublishJob,
} from '../../../../../shared/reports/report-publishing';
import type { EditorReport } from '../../../../../shared/reports/report-draft';
import { SEVERITY_LABELS } from '../../../../../shared/reports/template';
import { ApiError, apiGet, apiPost } from '../../../../lib/api';
import { serverWords } from '../../../../lib/refusal';
import type { ReportSession } from '../model/report-session';
import { useSessionReport } from '../model/use-report-session';

// Publish report: first what is incomplete and a confirmation, then the job's progress (shown
// only when it takes longer than a second), then where the published report is.

type Stage =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'confirm'; check: PublishCheck }
  | { name: 'running'; job: PublishJob; shown: boolean }
  | { name: 'done'; job: PublishJob }
  | { name: 'failed'; message: string };

const errorText = (error: unknown) =>
  (error instanceof ApiError && error.status === 0
    ? 'No connection: publishing needs one. Your work stays saved on this device.'
    : serverWords(error)) || 'Publishing did not start. Please try again.';

/** Drawn again only when the server's copy changes (a publish), not on every edit. */
export const PublishPanel = memo(function PublishPanel({ session }: { session: ReportSession }) {
  const report = useSessionReport(session);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const orderId = report.orderId;

  const check = async () => {
    setStage({ name: 'checking' });
    try {
      await session.sendAll();
      const answer = await apiGet<PublishCheck>(`${API.publishCheck}?order=${orderId}`);
      setStage({ name: 'confirm', check: answer });
    } catch (error) {
      setStage({ name: 'failed', message: errorText(error) });
    }
  };

  const publish = async () => {
    try {
      const job = await apiPost<PublishJob>(API.publish, { orderId, confirm: true });
      setStage({ name: 'running', job, shown: false });
    } catch (error) {
      setStage({ name: 'failed', message: errorText(error) });
    }
  };

  usePollJob(stage, setStage, session);
  useEffect(() => headingRef.current?.focus(), [stage.name]);

  const running = stage.name === 'running';
  return (
    <section aria-labelledby="publish-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="publish-heading" ref={headingRef} tabIndex={-1} className="h5">
          Publish
        </h2>
        {report.published && (
          <p className="small">
            Published version {report.published.version}. Publishing again makes version{' '}
            {report.published.version + 1}; customers then see the new one.
          </p>
        )}
        {stage.name === 'confirm' ? (
          <ConfirmList
            check={stage.check}
            onConfirm={() => void publish()}
            onCancel={() => setStage({ name: 'idle' })}
          />
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={stage.name === 'checking' || running}
            onClick={() => void check()}
          >
            Publish report
          </button>
        )}
        <div role="status" aria-live="polite" className="mt-2">
          {running && stage.shown && (
            <>
              <p className="mb-1">{PUBLISH_STEP_LABELS[stage.job.step]}…</p>
              <progress
                className="w-100"
                max={100}
                value={stage.job.percent}
                aria-label="Publishing progress"
              />
            </>
          )}
          {stage.name === 'done' && (
            <p className="alert alert-success mb-0">
              Published version {stage.job.version}. The client and the realtor have been e-mailed.
            </p>
          )}
        </div>
        {stage.name === 'failed' && (
          <p className="alert alert-danger mt-2 mb-0" role="alert">
            {stage.message}
          </p>
        )}
      </div>
    </section>
  );
});

function ConfirmList(props: { check: PublishCheck; onConfirm: () => void; onCancel: () => void }) {
  const { check } = props;
  return (
    <div data-testid="publish-confirm">
      {check.complete ? (
        <p>Nothing is incomplete. Publish version {check.nextVersion}?</p>
      ) : (
        <>
          <p className="fw-semibold mb-1">Not complete yet:</p>
          <ul className="small">
            {check.itemsWithoutStatus.length > 0 && (
              <li>
                {check.itemsWithoutStatus.length} items without a status
                {check.itemsWithoutStatus.length <= 8 &&
                  `: ${check.itemsWithoutStatus.map((i) => `${i.section}, ${i.title}`).join('; ')}`}
              </li>
            )}
            {check.findingsWithoutPhoto.map((f) => (
              <li key={f.findingId}>
                {SEVERITY_LABELS[f.severity]} finding without a photo: {f.text.slice(0, 80)}
              </li>
            ))}
            {check.photosWaiting > 0 && (
              <li>{check.photosWaiting} photos not received yet (left out)</li>
            )}
          </ul>
          <p>Publish version {check.nextVersion} anyway?</p>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={props.onConfirm}>
          Confirm and publish
        </button>
        <button type="button" className="btn btn-quiet" onClick={props.onCancel}>
          Keep editing
        </button>
      </div>
    </div>
  );
}

/** Asks the job's progress every second; the bar shows once a second has gone by. */
function usePollJob(stage: Stage, setStage: (s: Stage) => void, session: ReportSession) {
  const jobId = stage.name === 'running' ? stage.job.jobId : undefined;
  useEffect(() => {
    if (jobId === undefined) return;
    let shown = false;
    let live = true;
    const reveal = setTimeout(() => (shown = true), 1000);
    const tick = async () => {
      if (!live) return;
      try {
        const job = await apiGet<PublishJob>(`${API.publishJob}?job=${jobId}`);
        if (!live) return;
        if (job.step === 'done') {
          setStage({ name: 'done', job });
          session.replaceReport(await apiGet<EditorReport>(`${API.editor}?order=${job.orderId}`));
          return;
        }
        if (job.step === 'failed') {
          setStage({ name: 'failed', message: job.message ?? 'Publishing failed.' });
          return;
        }
        setStage({ name: 'running', job, shown });
      } catch {
        // A lost answer: ask again on the next tick.
      }
      timer = setTimeout(() => void tick(), 1000);
    };
    let timer = setTimeout(() => void tick(), 300);
    return () => {
      live = false;
      clearTimeout(reveal);
      clearTimeout(timer);
    };
  }, [jobId, setStage, session]);
}
