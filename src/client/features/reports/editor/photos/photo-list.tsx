import { memo } from 'react';
import type { Photo } from '../../../../../shared/reports/report-draft';
import type { EditorActions } from '../components/editor-actions';
import { AddPhoto } from './add-photo';
import { PhotoCard } from './photo-card';

export interface PhotoListProps {
  orderId: number;
  sectionKey: string;
  itemKey: string;
  /** The finding the photos belong to, or null for the item's own. */
  findingId: string | null;
  label: string;
  /** This item's photos (those of the finding are picked here). */
  photos: Photo[];
  thumbs: Record<string, string>;
  actions: EditorActions;
}

const same = (a: PhotoListProps, b: PhotoListProps) =>
  (Object.keys(a) as (keyof PhotoListProps)[]).every((k) =>
    k === 'photos'
      ? a.photos.length === b.photos.length && a.photos.every((p, i) => p === b.photos[i])
      : a[k] === b[k],
  );

/** The photos of an item or of one of its findings, then Add photo. */
export const PhotoList = memo(function PhotoList(props: PhotoListProps) {
  const { orderId, sectionKey, itemKey, findingId, actions, thumbs } = props;
  return (
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
      <AddPhoto
        label={props.label}
        onPhoto={(photo) => actions.addPhoto({ sectionKey, itemKey }, findingId, photo)}
      />
    </div>
  );
}, same);
