import { useQuery } from '@tanstack/react-query';
import type { ServiceAreaAnswer } from '../../../../shared/areas/area-answers';
import { apiGet } from '../../../lib/api';

const pathOf = (zip: string | undefined) =>
  zip === undefined ? 'service_area.php' : `service_area.php?zip=${zip}`;

/** Whether an area is set (no ZIP), or what a five-digit ZIP gets: covered, message, travel. */
export function useServiceArea(zip?: string, enabled = true) {
  return useQuery({
    queryKey: ['service-area', zip ?? ''] as const,
    queryFn: () => apiGet<ServiceAreaAnswer>(pathOf(zip)),
    staleTime: 30_000,
    enabled,
  });
}

/** The answer for a ZIP, once (the ZIP check's button). */
export const fetchServiceArea = (zip: string) => apiGet<ServiceAreaAnswer>(pathOf(zip));
