import type { WebFinding } from '../../../../shared/reports/web-report';
import { AddToRepairRequest } from '../repair-request/add-to-repair-request';
import { SafetyReadConfirm } from '../safety-reads/safety-read-confirm';
import { useReportActions } from './report-actions';

/** Under a finding of the web report: "I have read this" (Safety), Add to repair request. */
export function FindingActions({ finding }: { finding: Pick<WebFinding, 'id' | 'severity'> }) {
  const actions = useReportActions();
  return (
    <>
      {finding.severity === 'safety' && actions?.reads && (
        <SafetyReadConfirm orderId={actions.orderId} findingId={finding.id} reads={actions.reads} />
      )}
      <AddToRepairRequest finding={finding} />
    </>
  );
}
