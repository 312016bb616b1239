import { useRef, useState } from 'react';
import { draftPhotoPath } from '../../../../../shared/reports/report-api';
import {
  DRAFT_LIMITS,
  type Markup,
  type MarkupShape,
  type Photo,
} from '../../../../../shared/reports/report-draft';
import { MarkupLayer } from './markup-layer';
import { CompactTextField } from '../components/field-label';

// One photo on an item or finding: its preview with the mark-up over it, the caption, and the
// mark-up tools. A drag on the photo draws an arrow, a tap a circle; the buttons do it by keyboard.

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 1000) / 1000;

interface Props {
  orderId: number;
  photo: Photo;
  thumb: string | undefined;
  onChange: (fields: { caption?: string; markup?: Markup }) => void;
  onRemove: () => void;
}

export function PhotoCard({ orderId, photo, thumb, onChange, onRemove }: Props) {
  const [caption, setCaption] = useState(photo.caption);
  const start = useRef<{ x: number; y: number } | null>(null);
  const src = thumb ?? (photo.uploaded ? draftPhotoPath(orderId, photo.id) : undefined);
  const w = photo.width || 4;
  const h = photo.height || 3;
  const add = (shape: MarkupShape) =>
    photo.markup.length < DRAFT_LIMITS.markupShapes &&
    onChange({ markup: [...photo.markup, shape] });

  const at = (e: React.PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return {
      x: clamp((e.clientX - box.left) / box.width),
      y: clamp((e.clientY - box.top) / box.height),
    };
  };
  const up = (e: React.PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const to = at(e);
    const far = Math.hypot(to.x - from.x, to.y - from.y) > 0.04;
    add(
      far
        ? {
            kind: 'arrow',
            x1: round(from.x),
            y1: round(from.y),
            x2: round(to.x),
            y2: round(to.y),
            color: 'red',
          }
        : { kind: 'circle', cx: round(to.x), cy: round(to.y), r: 0.08, color: 'red' },
    );
  };

  const id = `photo-${photo.id}`;
  return (
    <figure className="report-photo card mb-2">
      <div
        className="report-photo-frame"
        style={{ aspectRatio: `${w} / ${h}` }}
        onPointerDown={(e) => (start.current = at(e))}
        onPointerUp={up}
      >
        {src ? (
          <img
            src={src}
            alt={caption || 'Photo without a caption'}
            width={w}
            height={h}
            draggable={false}
          />
        ) : (
          <span className="small p-2 d-block">Photo on another device, not sent yet.</span>
        )}
        <MarkupLayer markup={photo.markup} width={w} height={h} />
      </div>
      <figcaption className="card-body p-2">
        <CompactTextField
          id={`${id}-caption`}
          label="Caption"
          className="mb-2"
          value={caption}
          maxLength={DRAFT_LIMITS.caption}
          onChange={(e) => setCaption(e.target.value)}
          onBlur={() => caption !== photo.caption && onChange({ caption })}
        />
        <div className="d-flex flex-wrap gap-1" role="group" aria-label="Mark-up">
          <button
            type="button"
            className="btn btn-quiet btn-sm"
            onClick={() =>
              add({ kind: 'arrow', x1: 0.25, y1: 0.25, x2: 0.5, y2: 0.5, color: 'red' })
            }
          >
            Add arrow
          </button>
          <button
            type="button"
            className="btn btn-quiet btn-sm"
            onClick={() => add({ kind: 'circle', cx: 0.5, cy: 0.5, r: 0.15, color: 'red' })}
          >
            Add circle
          </button>
          <button
            type="button"
            className="btn btn-quiet btn-sm"
            disabled={photo.markup.length === 0}
            onClick={() => onChange({ markup: photo.markup.slice(0, -1) })}
          >
            Undo mark
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm ms-auto"
            onClick={onRemove}
          >
            Remove photo
          </button>
        </div>
      </figcaption>
    </figure>
  );
}
