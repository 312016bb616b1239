import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CalendarLinkAnswer,
  type CalendarLinkRevoked,
  INSPECTOR_PORTAL_API as API,
  type InspectorSchedule,
} from '../../../../shared/inspector-portal/inspector-schedule';
import { ApiError, apiGet, apiPost } from '../../../lib/api';
import { serverWordsOr } from '../../../lib/refusal';

// /inspector's calls: the schedule (refetched now and then: bookings change under it) and the
// calendar link's create/replace and revoke.

const SCHEDULE = ['inspector-portal', 'schedule'] as const;

export function useInspectorSchedule() {
  return useQuery({
    queryKey: SCHEDULE,
    queryFn: () => apiGet<InspectorSchedule>(API.schedule),
    staleTime: 30_000,
    // A 401/403 is an answer, not a hiccup: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarLinkAnswer>(API.createLink, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE }),
  });
}

export function useRevokeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarLinkRevoked>(API.revokeLink, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE }),
  });
}

/** The server's words for a refusal, or a general one. */
export const refusalText = (error: unknown): string =>
  serverWordsOr(error, 'Something went wrong. Please reload the page and try again.');
