import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** SPEC §3: the session answer, kept whole; signed in only when user_id is present. */
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
    const body = await apiGet<Partial<SessionUser>>('session.php');
    return body && body.user_id ? (body as SessionUser) : null;
  } catch {
    // SPEC §8: a session load failure is treated as signed out, with no message.
    return null;
  }
}

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: loadSession, staleTime: 60_000 });
  return { user: query.data ?? null, isLoading: query.isPending };
}

export function isAdministrator(user: SessionUser | null): boolean {
  return !!user?.roles?.includes('administrator');
}
