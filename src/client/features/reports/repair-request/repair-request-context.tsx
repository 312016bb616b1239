import { createContext, type ReactNode, useContext, useState } from 'react';
import type { RepairRequest } from '../../../../shared/reports/repair-requests';
import { useRepairRequestChanges, useRepairRequests } from './repair-request-api';

// The web report's repair request state, shared by the panel and each finding's button, so the
// report's own components only place them.

interface RepairRequestState {
  orderId: number;
  requests: RepairRequest[];
  canEdit: boolean;
  /** The draft the buttons add to (the first when none is chosen). */
  active: RepairRequest | undefined;
  choose: (id: number) => void;
  changes: ReturnType<typeof useRepairRequestChanges>;
}

const Context = createContext<RepairRequestState | undefined>(undefined);
export const useRepairRequest = () => useContext(Context);

export function RepairRequestProvider({
  orderId,
  children,
}: {
  orderId: number;
  children: ReactNode;
}) {
  const { data } = useRepairRequests(orderId);
  const changes = useRepairRequestChanges(orderId);
  const [chosen, choose] = useState<number>();
  const requests = data?.requests ?? [];
  const active = requests.find((r) => r.id === chosen) ?? requests[0];
  const value = data
    ? { orderId, requests, canEdit: data.canEdit, active, choose, changes }
    : undefined;
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
