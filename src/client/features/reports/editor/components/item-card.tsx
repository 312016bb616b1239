import { memo, useCallback, useState } from 'react';
import type {
  ItemStatus,
  TemplateComment,
  TemplateItem,
} from '../../../../../shared/reports/template';
import { itemSlice, sameItemSlice } from '../model/draft-slices';
import type { ReportSession } from '../model/report-session';
import { useSessionSlice } from '../model/use-report-session';
import { PhotoList } from '../photos/photo-list';
import { CommentPicker } from './comment-picker';
import type { EditorActions } from './editor-actions';
import { ItemFindings } from './item-findings';
import { StatusButtons } from './status-buttons';

interface Props {
  session: ReportSession;
  orderId: number;
  sectionKey: string;
  item: TemplateItem;
  actions: EditorActions;
}

/**
 * One item of a section: status, findings (from the library or written), photos. It follows its
 * own slice of the draft, so a tap on another item (or the facts) does not draw it again.
 */
export const ItemCard = memo(function ItemCard(props: Props) {
  const { session, orderId, sectionKey, item, actions } = props;
  const { status, findings, photos, thumbs } = useSessionSlice(
    session,
    `${sectionKey}/${item.key}`,
    (c) => itemSlice(c.draft, c.thumbs, sectionKey, item.key),
    sameItemSlice,
  );
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
          status={status}
          onChange={onStatus}
        />
        <ItemFindings {...place} findings={findings} fresh={fresh} itemTitle={item.title} />
        <CommentPicker itemTitle={item.title} comments={item.comments} onPick={onPick} />
        <div className="mt-2">
          <PhotoList {...place} findingId={null} label={item.title} />
        </div>
      </div>
    </article>
  );
});
