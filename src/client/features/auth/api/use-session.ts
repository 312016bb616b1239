import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ADMINISTRATOR_ROLE } from '../../../../shared/auth/roles';
import type { SessionAnswer } from '../../../../shared/auth/login';
import { apiGet } from '../../../lib/api';

/** The session answer, kept whole; signed in only when user_id is present. */
export interface SessionUser {
  user_id: number;
  first_name: string;
  last_name: string;
  roles: string[];
  email?: string;
}

export const sessionQueryKey = ['session'] as const;

async function loadSession(): Promise<SessionUser | null> {
  try {
    const body = await apiGet<SessionAnswer>('session.php');
    return body && body.user_id ? (body as SessionUser) : null;
  } catch {
    // A session load failure is treated as signed out, with no message: the public site still works.
    return null;
  }
}

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: loadSession, staleTime: 60_000 });
  return { user: query.data ?? null, isLoading: query.isPending };
}

export function isAdministrator(user: SessionUser | null): boolean {
  return !!user?.roles?.includes(ADMINISTRATOR_ROLE);
}

/**
 * Waits for the session call the SPA makes at start: it sets the XSRF-TOKEN cookie that every
 * later post sends back, so a post made before it answered would be refused.
 */
export function ensureSessionLoaded(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.ensureQueryData({ queryKey: sessionQueryKey, queryFn: loadSession });
}

/** After a sign-in: loads the session again and answers the freshly loaded user. */
export function useReloadSession() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: loadSession, staleTime: 0 }),
    [queryClient],
  );
}

/** A successful logout clears the user. */
export function useClearSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.setQueryData(sessionQueryKey, null), [queryClient]);
}
