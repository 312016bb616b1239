import { lazy } from 'react';
import type { SiteRoute } from '../../lib/router';
import { suspended } from '../../components/suspended';
import { RequireUser } from '../auth/components/require-role';

// /agent loads on first visit; a signed-out visitor goes to sign in, and anyone signed in whose
// e-mail is no agent's is told so by the page (the server answers 403).
const AgentPage = lazy(() =>
  import('./components/agent-page').then((m) => ({ default: m.AgentPage })),
);
const AgentInspectionPage = lazy(() =>
  import('./components/agent-inspection-page').then((m) => ({
    default: m.AgentInspectionPage,
  })),
);

export const agentPortalRoutes: SiteRoute[] = [
  {
    path: '/agent',
    element: <RequireUser>{suspended(<AgentPage />)}</RequireUser>,
    handle: { meta: { title: 'Your clients’ inspections' }, browserOnly: true },
  },
  {
    path: '/agent/inspections/:id',
    element: <RequireUser>{suspended(<AgentInspectionPage />)}</RequireUser>,
    handle: { meta: { title: 'Inspection' }, browserOnly: true },
  },
];
