import { usePageMeta } from '../../../app/page-meta';
import { useParams } from '../../../lib/router';
import { AgentInspectionPage } from './agent-inspection-page';
import { AgentPage } from './agent-page';

const LIST = { title: 'Your clients’ inspections' };
const ONE = { title: 'Inspection' };

/** /agent, or /agent/inspections/{id}; any other path under /agent reads as not found. */
export function AgentPortalPage() {
  const rest = useParams()['*'] ?? '';
  usePageMeta(rest === '' ? LIST : ONE);
  if (rest === '') return <AgentPage />;
  const id = /^inspections\/(\d{1,9})$/.exec(rest)?.[1];
  return <AgentInspectionPage id={id === undefined ? 0 : Number(id)} />;
}
