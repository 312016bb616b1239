import { useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../shared/pages/page';
import { apiGet } from '../../../lib/api';

export const pageQueryKey = (slug: string) => ['pages', 'slug', slug] as const;

/**
 * A content page by slug. Cached in session storage by the query persister and always refreshed
 * in the background (stale-while-revalidate: instant, then fresh).
 */
export function usePage(slug: string) {
  return useQuery({
    queryKey: pageQueryKey(slug),
    queryFn: () => apiGet<Page>(`pages.php?slug=${encodeURIComponent(slug)}`),
    staleTime: 0,
  });
}
