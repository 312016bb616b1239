import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from './api';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Not found is an answer, not a hiccup: it is not retried. */
const retryUnlessMissing = (count: number, error: unknown) =>
  !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2;

/** A GET of the API, cached under `queryKey`: the one way the client's hooks read. */
export function useApiQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  options: Pick<UseQueryOptions<T>, 'enabled' | 'retry' | 'staleTime'> = {},
) {
  return useQuery({ queryKey, queryFn: () => apiGet<T>(path), ...options });
}

/** One of the customer's records by id (`<path>?id=N`), waiting until the id is known. */
export function useRecordQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  id: number | undefined,
  options: { staleTime?: number } = {},
) {
  return useApiQuery<T>(queryKey, `${path}?id=${id}`, {
    enabled: id !== undefined,
    retry: retryUnlessMissing,
    ...options,
  });
}
