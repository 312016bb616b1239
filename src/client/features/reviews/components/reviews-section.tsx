import { type Review, starGlyphs, starsLabel } from '../../../../shared/reviews/review';
import { useReviews } from '../api/use-reviews';

// The home page has room for a few; the newest come first.
const SHOWN_ON_HOME = 3;

function ReviewCard({ review }: { review: Review }) {
  return (
    // The figure inside the card, so its caption is the figure's own child (valid HTML).
    <div className="card home-card review-card">
      <figure className="card-body d-flex flex-column mb-0">
        <p className="review-stars mb-2">
          <span aria-hidden="true">{starGlyphs(review.stars)}</span>
          <span className="visually-hidden">{starsLabel(review.stars)}</span>
        </p>
        <blockquote className="mb-3 flex-grow-1">
          <p className="mb-0">{review.text}</p>
        </blockquote>
        <figcaption className="small text-body-secondary">
          <span className="fw-semibold text-body">{review.name}</span>
          {review.town && <>, {review.town}</>}
        </figcaption>
      </figure>
    </div>
  );
}

/** "What our clients say": the newest shown reviews; nothing at all when there are none. */
export function ReviewsSection() {
  const { data: reviews } = useReviews();
  if (!reviews || reviews.length === 0) return null;
  return (
    <section aria-labelledby="home-reviews" className="home-section">
      <h2 id="home-reviews">What our clients say</h2>
      <ul className="row g-3 list-unstyled">
        {reviews.slice(0, SHOWN_ON_HOME).map((review) => (
          <li key={review.id} className="col-md-4">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
