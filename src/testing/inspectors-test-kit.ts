import type { FastifyInstance } from 'fastify';
import { INSPECTOR_ROLE } from '../shared/auth/roles';
import { findInspectorOfUser } from '../server/inspectors/inspectors.service';
import { getSiteSettings } from '../server/settings/settings.service';
import { utcToWallClock } from '../server/slots/slots-admin-schedule';
import type { AdminSuite } from './admin-testing';

// Helpers for the inspector tests: inspectors and their slots made through the admin pages.

export const USERS_URL = '/cms-admin/manage-users.php';
export const SLOTS_URL = '/cms-admin/manage-inspection-slots.php';

/** The message of the flash cookie a redirect-after-post sets. */
export function flashOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const raw = res.cookies.find((c) => c.name === 'admin_flash')?.value;
  return (
    raw && (JSON.parse(Buffer.from(raw, 'base64url').toString()) as { message: string }).message
  );
}

/** Adds an inspector in Users (role and profile); answers the inspector's id. */
export async function addInspector(
  s: AdminSuite,
  p: { email: string; firstName: string; lastName: string; shown?: boolean; bio?: string },
): Promise<number> {
  const res = await s.post(USERS_URL, {
    action: 'create',
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: '(412) 555-0111',
    roles: [INSPECTOR_ROLE],
    licenceNumber: `PA-${p.lastName.toUpperCase()}`,
    bio: p.bio ?? `${p.firstName} inspects homes.`,
    ...(p.shown === false ? {} : { shown: '1' }),
  });
  if (res.statusCode !== 303) throw new Error(`adding ${p.email}: ${res.statusCode} ${res.body}`);
  const user = await s.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', p.email)
    .executeTakeFirstOrThrow();
  const inspector = await findInspectorOfUser(s.app.db, user.id);
  if (!inspector) throw new Error(`no profile for ${p.email}`);
  return inspector.id;
}

/** The business-zone date and time of an instant `hours` ahead, rounded to the hour. */
export async function wallClockIn(app: FastifyInstance, hours: number) {
  const { timeZone } = await getSiteSettings(app.db, app.env);
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return { ...utcToWallClock(at.toISOString(), timeZone), iso: at.toISOString() };
}

/** Creates a slot in the Slots admin for the inspector ('' : the business). */
export function postSlot(
  s: AdminSuite,
  when: { date: string; time: string },
  inspector: number | '',
) {
  return s.post(SLOTS_URL, {
    action: 'create',
    date: when.date,
    time: when.time,
    title: 'Home inspection',
    inspector: String(inspector),
  });
}

/** A multipart body with one file part, as a browser's form sends it. */
export function multipartFile(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----inspectorPhotoTest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The smallest valid PNG (1×1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
