import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { REPORT_WRITING_API as API } from '../../../../../shared/reports/report-api';
import type { EditorReport } from '../../../../../shared/reports/report-draft';
import { ApiError, apiGet } from '../../../../lib/api';
import { readReportCopy } from '../offline/device-store';
import { type SessionContent, ReportSession, type SessionView } from './report-session';

export type LoadState =
  | { state: 'loading' }
  | { state: 'ready'; session: ReportSession; offline: boolean }
  | { state: 'not-found' }
  | { state: 'signed-out' }
  | { state: 'offline-unknown' }
  | { state: 'error' };

/** The server's copy when it answers; the device's last copy when there is no connection. */
async function load(orderId: number): Promise<LoadState> {
  try {
    const report = await apiGet<EditorReport>(`${API.editor}?order=${orderId}`);
    return { state: 'ready', session: await ReportSession.open(report), offline: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' };
    if (error instanceof ApiError && error.status === 401) return { state: 'signed-out' };
    if (error instanceof ApiError && error.status > 0 && error.status < 500)
      return { state: 'error' };
    const copy = await readReportCopy<EditorReport>(orderId).catch(() => undefined);
    if (!copy) return { state: 'offline-unknown' };
    return { state: 'ready', session: await ReportSession.open(copy), offline: true };
  }
}

/**
 * A change waits for the tap's frame before it is written to the device (decision 082): a page
 * hidden meanwhile (the phone locked, the tab closed or switched) writes it at once instead.
 */
function writeWhenHidden(session: ReportSession): () => void {
  const write = () => {
    if (document.visibilityState === 'hidden') void session.writeNow();
  };
  document.addEventListener('visibilitychange', write);
  window.addEventListener('pagehide', write);
  return () => {
    document.removeEventListener('visibilitychange', write);
    window.removeEventListener('pagehide', write);
  };
}

export function useReportSession(orderId: number): LoadState {
  const [state, setState] = useState<LoadState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void load(orderId).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [orderId]);
  const session = state.state === 'ready' ? state.session : undefined;
  useEffect(() => session?.queue.start(), [session]);
  useEffect(() => (session ? writeWhenHidden(session) : undefined), [session]);
  return state;
}

/**
 * One part's slice of the session's content (`key` names it): the same value until `same` says it
 * changed, so a part is drawn again only for its own edits, not for every tap on the report.
 */
export function useSessionSlice<T>(
  session: ReportSession,
  key: string,
  select: (content: SessionContent) => T,
  same: (a: T, b: T) => boolean,
): T {
  const last = useRef<{ content: SessionContent; key: string; value: T } | null>(null);
  const get = () => {
    const content = session.getContent();
    const prev = last.current;
    if (prev?.content === content && prev.key === key) return prev.value;
    const next = select(content);
    const value = prev?.key === key && same(prev.value, next) ? prev.value : next;
    last.current = { content, key, value };
    return value;
  };
  return useSyncExternalStore(session.subscribe, get, get);
}

/** The sync state alone, for the status line. */
export function useSessionSync(session: ReportSession): SessionView['sync'] {
  const sync = () => session.getView().sync;
  return useSyncExternalStore(session.subscribe, sync, sync);
}

/** The report alone (not the draft or the sync state): a part using it is drawn again only when
 * the server's copy changes. */
export function useSessionReport(session: ReportSession): SessionView['report'] {
  const report = () => session.getView().report;
  return useSyncExternalStore(session.subscribe, report, report);
}
