import type { Service } from '../../shared/services/service';
import { publicCacheFor } from '../cache/cache.service';
import type { Db } from '../db/database';
import { insertMissingServices, listServices, type NewService } from './services.repository';

// The price list for the site, the order form's pricing and the demo data.
export { listServices };

/**
 * Every service, kept by this process under the `services` version (an edit anywhere moves it;
 * seen here within the versions' check, at once after this process's own): an order is priced
 * from it with no statement, as from the kept settings (decision 098). Shared: read, never changed.
 */
export const keptServices = (db: Db): Promise<readonly Service[]> =>
  publicCacheFor(db).value('services', 'all-services', () => listServices(db));

/** The demo price list of a new site; a service whose slug exists is left as it is. */
export async function addMissingServices(
  db: Db,
  services: Omit<NewService, 'sortOrder'>[],
  now: string,
): Promise<void> {
  await insertMissingServices(
    db,
    services.map((s, i) => ({ ...s, sortOrder: i })),
    now,
  );
}
