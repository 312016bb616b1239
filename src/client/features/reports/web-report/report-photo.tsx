import type { WebPhoto } from '../../../../shared/reports/web-report';

/** How wide a photo shows: half the column on a phone, at most 16rem (12rem in the summary). */
const SIZES = {
  section: '(min-width: 36rem) 16rem, 50vw',
  summary: '(min-width: 36rem) 12rem, 50vw',
} as const;

/**
 * A published photo: the small web copy in the page (the srcset offers the full one to a wide,
 * dense screen), lazy, its space reserved by width and height, its caption as its text; a tap
 * opens the full copy.
 */
export function ReportPhoto(props: {
  photo: WebPhoto;
  fallback: string;
  place?: keyof typeof SIZES;
}) {
  const { photo, fallback, place = 'section' } = props;
  const shown = photo.web ?? photo;
  return (
    <figure className="web-report-photo">
      <a href={photo.url} className="d-block">
        <img
          src={shown.url}
          srcSet={photo.web && `${photo.web.url} ${photo.web.width}w, ${photo.url} ${photo.width}w`}
          sizes={photo.web && SIZES[place]}
          alt={photo.caption || fallback}
          width={shown.width}
          height={shown.height}
          loading="lazy"
          decoding="async"
        />
      </a>
      {photo.caption && (
        <figcaption className="small text-body-secondary">{photo.caption}</figcaption>
      )}
    </figure>
  );
}
