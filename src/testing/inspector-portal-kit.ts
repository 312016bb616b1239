import { ADMINISTRATOR_ROLE, INSPECTOR_ROLE } from '../shared/auth/roles';
import { INSPECTOR_PORTAL_API } from '../shared/inspector-portal/inspector-schedule';
import { publicDataChanged } from '../server/cache/cache.service';
import type { Db } from '../server/db/database';
import { findInspectorOfUser } from '../server/inspectors/inspectors.service';
import { createUser } from '../server/users/users-admin.service';
import { validSubmission } from './order-test-kit';
import { API, type PortalWorld, portalWorld } from './portal-test-kit';
import { createAgent } from './test-agent';

// Helpers for the inspector portal tests (not a test file): inspectors made by the Users admin's
// service, their slots written here with Kysely (quicker than the slots admin's forms, with the
// inspector set), and orders booked through the real order API, as customers book them.

export const PORTAL_API = Object.fromEntries(
  Object.entries(INSPECTOR_PORTAL_API).map(([k, v]) => [k, `${API}/${v}`]),
) as Record<keyof typeof INSPECTOR_PORTAL_API, string>;

/** A user with the inspector role and a profile, made by the Users admin's service. */
export async function makeInspector(
  db: Db,
  email: string,
  name: { first: string; last: string },
): Promise<{ userId: number; inspectorId: number }> {
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('roles', 'like', `%"${ADMINISTRATOR_ROLE}"%`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const admin = { id, at: new Date() };
  const userId = await createUser(db, admin, {
    email,
    firstName: name.first,
    lastName: name.last,
    phone: '(412) 555-0199',
    roles: [INSPECTOR_ROLE],
  });
  const inspector = await findInspectorOfUser(db, userId);
  if (!inspector) throw new Error('the Users admin made no inspector profile');
  return { userId, inspectorId: inspector.id };
}

let spread = 0;
/** A slot of the inspector `hours` from now (a fraction apart, so no two tests share a start). */
export async function inspectorSlot(db: Db, inspectorId: number, hours: number): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('slots')
    .values({
      starts_at: new Date(now + (hours + ++spread / 1000) * 3_600_000).toISOString(),
      title: 'Morning',
      inspector_id: inspectorId,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Written behind the slots service's back: tell the cached slot lists, as the service does.
  await publicDataChanged(db, db, 'slots');
  return row.id;
}

/** Text a calendar must escape: commas, semicolons, a backslash and a line break. */
export const TRICKY_REALTOR = {
  realtorAccess: 'yes',
  realtorFirstName: 'Robin',
  realtorLastName: 'Agent',
  realtorEmail: 'robin.agent@example.test',
  realtorPhone: '412-555-0111',
  realtorCompany: 'Keys; Locks, and Doors\\Co',
} as const;

/** A valid pay-later submission for the slot with some checkout fields changed. */
export async function bookingSubmission(
  db: Db,
  slotId: number,
  email: string,
  checkout: Record<string, unknown> = {},
) {
  const submission = await validSubmission(db, slotId, email);
  return { ...submission, checkout: { ...submission.checkout, ...checkout } };
}

/** A pay-later order for `email` on the slot, through the order API; answers its id. */
export async function bookSlot(
  w: PortalWorld,
  slotId: number,
  email: string,
  checkout: Record<string, unknown> = {},
): Promise<number> {
  const agent = createAgent(w.t.app);
  await agent.get(`${API}/session.php`);
  const res = await agent.post(
    `${API}/inspection_orders.php`,
    await bookingSubmission(w.t.app.db, slotId, email, checkout),
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
  return res.json<{ id: number }>().id;
}

export { portalWorld, type PortalWorld };
