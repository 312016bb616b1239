import type { WebPhoto } from '../../../../shared/reports/web-report';

/** A published photo: lazy, its space reserved by width and height, its caption as its text. */
export function ReportPhoto({ photo, fallback }: { photo: WebPhoto; fallback: string }) {
  return (
    <figure className="web-report-photo">
      <img
        src={photo.url}
        alt={photo.caption || fallback}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
      />
      {photo.caption && (
        <figcaption className="small text-body-secondary">{photo.caption}</figcaption>
      )}
    </figure>
  );
}
