import type {
  Facts,
  Finding,
  FindingFields,
  Markup,
  Photo,
} from '../../../../../shared/reports/report-draft';
import type { ItemStatus, TemplateComment } from '../../../../../shared/reports/template';
import type { ReportSession } from '../model/report-session';
import type { ProcessedPhoto } from '../photos/photo-process';

// Every edit the editor makes, as the changes the API takes (each with its own id and device time).

export interface ItemRef {
  sectionKey: string;
  itemKey: string;
}

export function editorActions(session: ReportSession) {
  const base = () => ({ id: crypto.randomUUID(), at: new Date().toISOString() });
  return {
    facts: (facts: Partial<Facts>) => session.change({ ...base(), type: 'facts', facts }),
    status: (item: ItemRef, status: ItemStatus | null) =>
      session.change({ ...base(), type: 'item', ...item, status }),
    /** Answers the new finding's id. */
    addFinding: (item: ItemRef, comment: TemplateComment | null) => {
      const findingId = crypto.randomUUID();
      session.change({
        ...base(),
        type: 'finding',
        findingId,
        ...item,
        fields: {
          commentKey: comment?.key ?? null,
          text: comment?.text ?? '',
          severity: comment?.severity ?? 'info',
          location: '',
        },
      });
      return findingId;
    },
    editFinding: (f: Finding, fields: Partial<FindingFields>) =>
      session.change({
        ...base(),
        type: 'finding',
        findingId: f.id,
        sectionKey: f.sectionKey,
        itemKey: f.itemKey,
        fields,
      }),
    removeFinding: (f: Finding) =>
      session.change({ ...base(), type: 'finding-remove', findingId: f.id }),
    addPhoto: (item: ItemRef, findingId: string | null, p: ProcessedPhoto) => {
      const id = crypto.randomUUID();
      const at = new Date().toISOString();
      const { width, height } = p;
      session.addPhoto(
        { id, ...item, findingId, caption: '', width, height, at },
        { id, orderId: session.orderId, blob: p.blob, thumb: p.thumb, width, height },
      );
    },
    editPhoto: (p: Photo, fields: { caption?: string; markup?: Markup }) =>
      session.change({
        ...base(),
        type: 'photo',
        photoId: p.id,
        sectionKey: p.sectionKey,
        itemKey: p.itemKey,
        fields,
      }),
    removePhoto: (p: Photo) => session.change({ ...base(), type: 'photo-remove', photoId: p.id }),
  };
}

export type EditorActions = ReturnType<typeof editorActions>;
