import { memo, useState } from 'react';
import type { Finding, Photo } from '../../../../../shared/reports/report-draft';
import type { ItemStatus, TemplateItem } from '../../../../../shared/reports/template';
import { AddPhoto } from '../photos/add-photo';
import { PhotoCard } from '../photos/photo-card';
import { CommentPicker } from './comment-picker';
import type { EditorActions } from './editor-actions';
import { FindingEditor } from './finding-editor';
import { StatusButtons } from './status-buttons';

interface Props {
  orderId: number;
  sectionKey: string;
  item: TemplateItem;
  status: ItemStatus | null;
  findings: Finding[];
  photos: Photo[];
  thumbs: Record<string, string>;
  actions: EditorActions;
}

/** One item of a section: status, findings (from the library or written), photos. */
const sameList = <T,>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Only the item touched re-renders: its findings and photos are compared one by one. */
const unchanged = (a: Props, b: Props) =>
  a.status === b.status &&
  a.item === b.item &&
  a.thumbs === b.thumbs &&
  a.actions === b.actions &&
  sameList(a.findings, b.findings) &&
  sameList(a.photos, b.photos);

export const ItemCard = memo(function ItemCard(props: Props) {
  const { orderId, sectionKey, item, actions, thumbs } = props;
  const ref = { sectionKey, itemKey: item.key };
  // A finding just added takes the focus (the picker it came from closes).
  const [fresh, setFresh] = useState<string | null>(null);
  const headingId = `item-${sectionKey}-${item.key}`;

  const photoList = (findingId: string | null, label: string) => (
    <div className="mb-2">
      {props.photos
        .filter((p) => p.findingId === findingId)
        .map((p) => (
          <PhotoCard
            key={p.id}
            orderId={orderId}
            photo={p}
            thumb={thumbs[p.id]}
            onChange={(fields) => actions.editPhoto(p, fields)}
            onRemove={() => actions.removePhoto(p)}
          />
        ))}
      <AddPhoto label={label} onPhoto={(photo) => actions.addPhoto(ref, findingId, photo)} />
    </div>
  );

  return (
    <article
      className="card mb-3 report-item"
      aria-labelledby={headingId}
      data-testid="report-item"
    >
      <div className="card-body p-3">
        <h3 id={headingId} className="h6 mb-2">
          {item.title}
        </h3>
        <StatusButtons
          title={item.title}
          sectionKey={sectionKey}
          status={props.status}
          onChange={(s) => actions.status(ref, s)}
        />
        {props.findings.map((f, i) => (
          <FindingEditor
            key={f.id}
            finding={f}
            number={i + 1}
            focus={f.id === fresh}
            itemTitle={item.title}
            photos={(label) => photoList(f.id, label)}
            onChange={(fields) => actions.editFinding(f, fields)}
            onRemove={() => actions.removeFinding(f)}
          />
        ))}
        <CommentPicker
          itemTitle={item.title}
          comments={item.comments}
          onPick={(c) => setFresh(actions.addFinding(ref, c))}
        />
        <div className="mt-2">{photoList(null, item.title)}</div>
      </div>
    </article>
  );
}, unchanged);
