import { useQuery } from '@tanstack/react-query';
import type { Service } from '../../../../shared/services/service';
import { apiGet } from '../../../lib/api';

/** GET services.php: the priced services the order form offers. */
export function useServices() {
  return useQuery({
    queryKey: ['services'],
    queryFn: () => apiGet<Service[]>('services.php'),
    staleTime: 60_000,
  });
}
