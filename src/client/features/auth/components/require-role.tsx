import type { ReactNode } from 'react';
import { Navigate } from '../../../lib/router';
import { Spinner } from '../../../components/spinner';
import { isAdministrator, type SessionUser, useSession } from '../api/use-session';

/** Access rules: wait for the session, then show the page or go to /user/login. */
function RequireSession({
  allow,
  children,
}: {
  allow: (user: SessionUser | null) => boolean;
  children: ReactNode;
}) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label="Checking your sign-in..." />;
  if (!allow(user)) return <Navigate to="/user/login" replace />;
  return children;
}

export function RequireUser({ children }: { children: ReactNode }) {
  return <RequireSession allow={(user) => user !== null}>{children}</RequireSession>;
}

export function RequireAdministrator({ children }: { children: ReactNode }) {
  return <RequireSession allow={isAdministrator}>{children}</RequireSession>;
}
