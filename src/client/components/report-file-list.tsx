import type { ReactNode } from 'react';
import {
  type RealtorReportWait,
  realtorWaitText,
} from '../../shared/realtor-access/realtor-access';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** A report file's Download button, named for a screen reader by the file it saves. */
export function DownloadButton({
  className,
  href,
  filename,
}: {
  className: string;
  href: string;
  filename: string;
}) {
  return (
    <a className={className} href={href} download={filename} aria-label={`Download ${filename}`}>
      Download
    </a>
  );
}

interface ListedReport {
  id: number;
  filename: string;
  sizeBytes: number;
  /** Empty: it can be downloaded now. */
  waits: readonly RealtorReportWait[];
}

/**
 * The published reports of one inspection as a realtor sees them: name and size, then Download,
 * or what the report still waits for. `open` may offer more for a report ready now (View report);
 * where it gives null, Download stands alone.
 */
export function ReportFileList<R extends ListedReport>({
  reports,
  labelledBy,
  downloadPath,
  open,
}: {
  reports: readonly R[];
  labelledBy: string;
  downloadPath: (id: number) => string;
  open?: (report: R) => ReactNode;
}) {
  return (
    <ul className="list-group" aria-labelledby={labelledBy}>
      {reports.map((r) => (
        <li
          key={r.id}
          className="list-group-item d-flex flex-wrap gap-2 align-items-center justify-content-between"
        >
          <span className="text-break">
            {r.filename} <span className="text-body-secondary">({sizeText(r.sizeBytes)})</span>
          </span>
          {r.waits.length > 0 ? (
            <span className="text-body-secondary">{realtorWaitText(r.waits)}</span>
          ) : (
            (open?.(r) ?? (
              <DownloadButton
                className="btn btn-primary"
                href={downloadPath(r.id)}
                filename={r.filename}
              />
            ))
          )}
        </li>
      ))}
    </ul>
  );
}
