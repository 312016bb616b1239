import { memo, useCallback, useState } from 'react';
import type { Finding, Photo } from '../../../../../shared/reports/report-draft';
import type {
  ItemStatus,
  TemplateComment,
  TemplateItem,
} from '../../../../../shared/reports/template';
import { PhotoList } from '../photos/photo-list';
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
export const sameList = <T,>(a: T[], b: T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Only the item touched re-renders: its findings and photos are compared one by one. */
const unchanged = (a: Props, b: Props) =>
  a.status === b.status &&
  a.item === b.item &&
  a.thumbs === b.thumbs &&
  a.actions === b.actions &&
  sameList(a.findings, b.findings) &&
  sameList(a.photos, b.photos);

export const ItemCard = memo(function ItemCard(props: Props) {
  const { orderId, sectionKey, item, actions, thumbs, photos } = props;
  // A finding just added takes the focus (the picker it came from closes).
  const [fresh, setFresh] = useState<string | null>(null);
  const headingId = `item-${sectionKey}-${item.key}`;
  const place = { orderId, sectionKey, itemKey: item.key, photos, thumbs, actions };
  const onStatus = useCallback(
    (s: ItemStatus | null) => actions.status({ sectionKey, itemKey: item.key }, s),
    [actions, sectionKey, item.key],
  );
  const onPick = useCallback(
    (c: TemplateComment | null) =>
      setFresh(actions.addFinding({ sectionKey, itemKey: item.key }, c)),
    [actions, sectionKey, item.key],
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
          onChange={onStatus}
        />
        {props.findings.map((f, i) => (
          <FindingEditor
            key={f.id}
            {...place}
            finding={f}
            number={i + 1}
            focus={f.id === fresh}
            itemTitle={item.title}
          />
        ))}
        <CommentPicker itemTitle={item.title} comments={item.comments} onPick={onPick} />
        <div className="mt-2">
          <PhotoList {...place} findingId={null} label={item.title} />
        </div>
      </div>
    </article>
  );
}, unchanged);
