import { useQuery } from '@tanstack/react-query';
import {
  REINSPECTION_API,
  type ReinspectionBooking,
} from '../../../../shared/reports/reinspections';
import { apiGet } from '../../../lib/api';

// Book a reinspection: the order form opened from a repair request with ?reinspect=N&request=M.

const id = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The order to reinspect and the request it came from, when the address asks for one. */
export function reinspectionAsked(): { orderId: number; requestId: number | null } | undefined {
  if (typeof window === 'undefined') return undefined;
  const query = new URLSearchParams(window.location.search);
  const orderId = id(query.get('reinspect'));
  return orderId ? { orderId, requestId: id(query.get('request')) } : undefined;
}

/** The property and the service the form starts from (the client's own order only). */
export function useReinspectionBooking(orderId: number | undefined) {
  return useQuery({
    queryKey: ['booking', 'reinspection', orderId],
    queryFn: () => apiGet<ReinspectionBooking>(`${REINSPECTION_API.booking}?order=${orderId}`),
    enabled: orderId !== undefined,
    retry: false,
  });
}

/** Where Book a reinspection leads: the usual order form, in reinspection mode. */
export const reinspectionBookingPath = (orderId: number, requestId: number) =>
  `/home-inspection?reinspect=${orderId}&request=${requestId}`;
