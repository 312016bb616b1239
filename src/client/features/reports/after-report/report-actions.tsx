import { createContext, type ReactNode, useContext } from 'react';
import type { SafetyReads } from '../../../../shared/reports/safety-reads';
import { RepairRequestProvider } from '../repair-request/repair-request-context';
import { useSafetyReads } from '../safety-reads/safety-reads-api';

// What follows the published report, around the web report: the repair request and the Safety
// confirmations; the report's own components only place FindingActions.

const Context = createContext<{ orderId: number; reads: SafetyReads | undefined } | undefined>(
  undefined,
);
export const useReportActions = () => useContext(Context);

export function ReportActions({
  orderId,
  repairs,
  children,
}: {
  orderId: number;
  /** False on a reinspection's report: it checks a request and starts none of its own. */
  repairs: boolean;
  children: ReactNode;
}) {
  const { data } = useSafetyReads(orderId);
  return (
    <Context.Provider value={{ orderId, reads: data }}>
      {repairs ? (
        <RepairRequestProvider orderId={orderId}>{children}</RepairRequestProvider>
      ) : (
        children
      )}
    </Context.Provider>
  );
}
