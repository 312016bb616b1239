import type { Change } from '../../../../../shared/reports/report-changes';
import type { ChangeBatchAnswer } from '../../../../../shared/reports/report-changes';
import { apiPath, REPORT_WRITING_API as API } from '../../../../../shared/reports/report-api';
import type { Draft, EditorReport, Photo } from '../../../../../shared/reports/report-draft';
import type { PhotoAnswer } from '../../../../../shared/reports/report-photos';
import { apiFetch, apiPost } from '../../../../lib/api';
import {
  dropSentPhotoFile,
  enqueueAll,
  type OutboxEntry,
  pending,
  photosOf,
  readPhoto,
  saveReportCopy,
  type StoredPhoto,
} from '../offline/device-store';
import { DeviceWrites } from '../offline/device-writes';
import { SyncQueue, type SyncState } from '../offline/sync-queue';
import { applyChange, applyLocalPhoto, type LocalPhoto } from './apply-change';

// One report open in the editor: the server's copy, this device's waiting changes laid over it,
// the photos kept on the device, and the queue that sends the changes (decision 048).

type Body = Change | LocalPhoto;
type Entry = OutboxEntry<Body>;

/** What the editor draws; the same object until the report, the draft or a preview changes. */
export interface SessionContent {
  report: EditorReport;
  draft: Draft;
  /** Previews of the photos on this device, by photo id (data: addresses). */
  thumbs: Record<string, string>;
}

export interface SessionView extends SessionContent {
  sync: SyncState;
}

/** Runs `work` when the browser is idle (within a second), off the task of a tap. */
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(work, { timeout: 1000 })
    : setTimeout(work, 50);

const overlay = (draft: Draft, entries: Entry[]) =>
  entries.reduce(
    (d, e) =>
      e.kind === 'photo'
        ? applyLocalPhoto(d, e.body as LocalPhoto)
        : applyChange(d, e.body as Change),
    draft,
  );

export class ReportSession {
  private base: EditorReport;
  private waiting: Entry[];
  private thumbs: Record<string, string>;
  private listeners = new Set<() => void>();
  private view: SessionView;
  private content: SessionContent;
  /** The device copy's next write, when one is waiting for an idle moment. */
  private copyWrite: Promise<void> | undefined;
  readonly queue: SyncQueue<Body>;
  /** Changes shown but not yet on the device: written after the tap's frame, then sent. */
  private readonly writes = new DeviceWrites<{ entry: Entry; photo?: StoredPhoto }>(
    async (batch) => {
      const seqs = await enqueueAll(batch);
      batch.forEach(({ entry }, i) => (entry.seq = seqs[i]));
      void this.queue.flush();
    },
  );

  constructor(report: EditorReport, waiting: Entry[], photos: StoredPhoto[]) {
    this.base = report;
    this.waiting = waiting;
    this.thumbs = Object.fromEntries(photos.map((p) => [p.id, p.thumb]));
    this.queue = new SyncQueue<Body>(report.orderId, (run) => this.send(run));
    this.content = { report, draft: overlay(report.draft, waiting), thumbs: this.thumbs };
    this.view = this.compute(this.content.draft);
    this.queue.subscribe(() => this.syncChanged());
  }

  /** Opens the report: the device's copy and queue, then the server's fresh copy when it answers. */
  static async open(report: EditorReport): Promise<ReportSession> {
    const [waiting, photos] = await Promise.all([
      pending<Body>(report.orderId),
      photosOf(report.orderId),
    ]);
    await saveReportCopy(report.orderId, report);
    return new ReportSession(report, waiting, photos);
  }

  get orderId(): number {
    return this.base.orderId;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = () => this.view;

  /** The view without the sync state: a sync step (sending, sent) leaves it the same object. */
  getContent = () => this.content;

  private compute(draft = overlay(this.base.draft, this.waiting)): SessionView {
    const c = this.content;
    if (c.report !== this.base || c.draft !== draft || c.thumbs !== this.thumbs)
      this.content = { report: this.base, draft, thumbs: this.thumbs };
    return { ...this.content, sync: { ...this.queue.state, waiting: this.waiting.length } };
  }

  /**
   * Keeps the device's copy of the report: once per idle moment however many answers came (the
   * whole report is cloned for IndexedDB on the main thread, too long for the task of a tap).
   * Answers when it is written: the queue drops sent changes only after that.
   */
  private saveCopy(): Promise<void> {
    this.copyWrite ??= new Promise<void>((resolve) =>
      whenIdle(() => {
        this.copyWrite = undefined;
        void saveReportCopy(this.base.orderId, this.base).then(resolve, () => resolve());
      }),
    );
    return this.copyWrite;
  }

  /** `draft`: the new draft when known (a local edit laid on the last one), else laid afresh. */
  private update(draft?: Draft) {
    this.view = this.compute(draft);
    for (const l of this.listeners) l();
  }

  /** The queue's state changed: the draft stays the same object, so nothing else re-renders. */
  private syncChanged() {
    this.update(this.view.draft);
  }

  /** A change: shown at once, kept on the device once the tap's frame is painted, then sent. */
  change(change: Change): void {
    const entry: Entry = { orderId: this.base.orderId, kind: 'change', body: change, attempts: 0 };
    this.waiting = [...this.waiting, entry];
    this.update(applyChange(this.view.draft, change));
    this.writes.add({ entry });
  }

  /** A processed photo: shown at once from the device, kept there, then sent. */
  addPhoto(photo: LocalPhoto, stored: StoredPhoto): void {
    const entry: Entry = {
      orderId: this.base.orderId,
      kind: 'photo',
      body: photo,
      photoId: photo.id,
      attempts: 0,
    };
    this.waiting = [...this.waiting, entry];
    this.thumbs = { ...this.thumbs, [photo.id]: stored.thumb };
    this.update(applyLocalPhoto(this.view.draft, photo));
    this.writes.add({ entry, photo: stored });
  }

  /** Writes what waits for its frame to the device now (the page is being hidden). */
  writeNow(): Promise<void> {
    return this.writes.flush();
  }

  /** Everything made so far: written to the device, then sent (before a publish check). */
  async sendAll(): Promise<void> {
    await this.writes.flush();
    await this.queue.flush();
  }

  /** The server has a newer copy (publish, another device): it replaces the base. */
  replaceReport(report: EditorReport): void {
    this.base = report;
    void this.saveCopy();
    this.update();
  }

  private accepted(run: Entry[], draft: Draft | undefined, photo?: Photo): Promise<void> {
    const sent = new Set(run.map(entryId));
    this.waiting = this.waiting.filter((e) => !sent.has(entryId(e)));
    let next = draft ?? this.base.draft;
    if (photo) next = { ...next, photos: [...next.photos.filter((p) => p.id !== photo.id), photo] };
    this.base = { ...this.base, draft: next, started: true };
    this.update();
    return this.saveCopy();
  }

  private async send(run: Entry[]): Promise<void> {
    const first = run[0]!;
    if (first.kind === 'photo') {
      const answer = await uploadPhoto(this.base.orderId, first.body as LocalPhoto);
      await this.accepted(run, undefined, answer.photo);
      await dropSentPhotoFile(answer.photo.id);
      return;
    }
    const answer = await apiPost<ChangeBatchAnswer>(API.changes, {
      orderId: this.base.orderId,
      templateVersionId: this.base.template.versionId,
      changes: run.map((e) => e.body as Change),
    });
    const refused = answer.results.find((r) => r.outcome === 'refused');
    if (refused) this.queue.report(refused.message ?? 'The server refused a change.');
    this.base = { ...this.base, progress: answer.progress };
    await this.accepted(run, answer.draft);
  }
}

const entryId = (e: Entry) => (e.kind === 'photo' ? `photo:${e.photoId}` : (e.body as Change).id);

async function uploadPhoto(orderId: number, p: LocalPhoto): Promise<PhotoAnswer> {
  const stored = await readPhoto(p.id);
  if (!stored) throw new Error('The photo is no longer on this device.');
  const form = new FormData();
  form.set('photo_id', p.id);
  form.set('section_key', p.sectionKey);
  form.set('item_key', p.itemKey);
  form.set('at', p.at);
  form.set('caption', p.caption);
  form.set('finding_id', p.findingId ?? '');
  form.set('photo', stored.blob, `${p.id}.jpg`);
  const response = await apiFetch(`${apiPath(API.photo)}?order=${orderId}`, {
    method: 'POST',
    body: form,
  });
  return (await response.json()) as PhotoAnswer;
}
