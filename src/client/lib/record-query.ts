import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './api';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Not found is an answer, not a hiccup: it is not retried. */
const retryUnlessMissing = (count: number, error: unknown) =>
  !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2;

/** One of the customer's records by id (`<path>?id=N`), waiting until the id is known. */
export function useRecordQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  id: number | undefined,
  options: { staleTime?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: () => apiGet<T>(`${path}?id=${id}`),
    enabled: id !== undefined,
    retry: retryUnlessMissing,
    ...options,
  });
}
