import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Severity } from '../../../../shared/reports/template';
import type { WebReport } from '../../../../shared/reports/web-report';
import { useHydrated } from '../../../lib/use-hydrated';
import { FindingActions } from '../after-report/finding-actions';

// The web report as the server drew it stays plain HTML in the browser (decision 074): the page
// carries a small shell instead of the report's data a second time, React leaves the article's
// markup alone, and only what a reader acts on is drawn into it (each finding's actions, Print).

/** What the browser needs of a report the server rendered: where each finding's actions go. */
export interface WebReportShell {
  orderId: number;
  reinspection: boolean;
  findings: { id: string; severity: Severity; anchor: string }[];
}

export const shellKey = (orderId: number, version: number | 'latest') =>
  ['web-report-shell', orderId, version] as const;

/** The shell the server sends in place of the report (entry-server). */
export function reportShell(report: WebReport): WebReportShell {
  return {
    orderId: report.orderId,
    reinspection: Boolean(report.reinspectionOf),
    findings: report.sections.flatMap((s) =>
      s.items.flatMap((i) =>
        i.findings.map((f) => ({ id: f.id, severity: f.severity, anchor: f.anchor })),
      ),
    ),
  };
}

/**
 * The shell of the page being hydrated, taken once: a later visit of the page (in the browser,
 * without the server's HTML) loads and draws the report itself.
 */
export function useServerShell(key: ReturnType<typeof shellKey>): WebReportShell | undefined {
  const client = useQueryClient();
  const [shell] = useState(() => client.getQueryData<WebReportShell>(key));
  useEffect(() => {
    if (shell) client.removeQueries({ queryKey: key, exact: true });
    // The key's parts are what matters, not the array's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, shell, ...key]);
  return shell;
}

/** Kept the same object: React compares it by reference and never rewrites the markup. */
const SERVER_MARKUP = { __html: '' };

/** The server's article, hydrated without its content, and each finding's actions drawn in it. */
export const StaticReport = memo(function StaticReport({ shell }: { shell: WebReportShell }) {
  // After hydrating: a portal has no server HTML to hydrate.
  const hydrated = useHydrated();
  const places = useMemo(
    () => (hydrated ? shell.findings.map((f) => document.getElementById(f.anchor)) : []),
    [hydrated, shell],
  );
  useEffect(() => {
    const print = document.querySelector('.web-report [data-print]');
    const onPrint = () => window.print();
    print?.addEventListener('click', onPrint);
    return () => print?.removeEventListener('click', onPrint);
  }, []);
  return (
    <>
      <article
        className="web-report"
        aria-labelledby="report-title"
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
      />
      {shell.findings.map((f, i) => {
        const place = places[i];
        // Appended to the finding's own element: where the actions follow its text.
        return place && createPortal(<FindingActions finding={f} />, place, f.id);
      })}
    </>
  );
});
