import { useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../shared/reviews/review';
import { apiGet } from '../../../lib/api';

export const reviewsQueryKey = ['reviews', 'shown'] as const;

/** GET reviews.php: the reviews an administrator chose to show, newest first. */
export function useReviews() {
  return useQuery({
    queryKey: reviewsQueryKey,
    queryFn: () => apiGet<Review[]>('reviews.php'),
    staleTime: 60_000,
  });
}
