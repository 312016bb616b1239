import { useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../shared/pages/page';
import { ApiError, apiGet } from '../../../lib/api';

export const pageQueryKey = (slug: string) => ['pages', 'slug', slug] as const;

/** The page, or null when there is none (deleted or unpublished: the API answers 404). */
async function fetchPage(slug: string): Promise<Page | null> {
  try {
    return await apiGet<Page>(`pages.php?slug=${encodeURIComponent(slug)}`);
  } catch (error) {
    // An answer, not a failure: the server renders the not-found page, and the browser agrees.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A content page by slug (null: no such page). Cached in session storage by the query persister
 * and always refreshed in the background (stale-while-revalidate: instant, then fresh).
 */
export function usePage(slug: string) {
  return useQuery({ queryKey: pageQueryKey(slug), queryFn: () => fetchPage(slug), staleTime: 0 });
}
