import { useQuery } from '@tanstack/react-query';
import type { PublicInspector } from '../../../../shared/inspectors/inspector';
import { apiGet } from '../../../lib/api';

/** The inspectors customers may choose (none: the site offers no choice). */
export function useInspectors() {
  return useQuery({
    queryKey: ['inspectors'],
    queryFn: () => apiGet<PublicInspector[]>('inspectors.php'),
    staleTime: 60_000,
  });
}
