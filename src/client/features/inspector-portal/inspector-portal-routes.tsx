import { lazy } from 'react';
import type { SiteRoute } from '../../lib/router';
import { suspended } from '../../components/suspended';
import { RequireUser } from '../auth/components/require-role';

// /inspector loads on first visit; a signed-out visitor goes to sign in, and anyone signed in
// who is not an inspector is told so by the page (the server answers 403).
const InspectorPage = lazy(() =>
  import('./components/inspector-page').then((m) => ({ default: m.InspectorPage })),
);

// The report editor works offline too, so it asks no session first: the report's own call answers
// 401 (sign in) or 404, and without a connection the device's copy opens (decision 048).
const ReportEditorPage = lazy(() =>
  import('../reports/editor/components/report-editor-page').then((m) => ({
    default: m.ReportEditorPage,
  })),
);

export const inspectorPortalRoutes: SiteRoute[] = [
  {
    path: '/inspector',
    element: <RequireUser>{suspended(<InspectorPage />)}</RequireUser>,
    handle: { meta: { title: 'Inspector schedule' }, browserOnly: true },
  },
  {
    path: '/inspector/reports/:orderId',
    element: suspended(<ReportEditorPage />),
    handle: { meta: { title: 'Inspection report' }, browserOnly: true },
  },
];
