import type { Db } from '../db/database';
import { insertMissingServices, type NewService } from './services.repository';

// The price list for the site, the order form's pricing and the demo data.
export { listServices } from './services.repository';

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
