import type { Db } from '../db/database';
import type { Inspector, PublicInspector } from '../../shared/inspectors/inspector';
import {
  MAX_PHOTO_BYTES,
  PHOTO_MISSING,
  PHOTO_TOO_LARGE,
  PHOTO_TYPE_REFUSED,
  photoTypeOf,
} from '../../shared/inspectors/inspector-rules';
import { auditTrail } from '../audit/audit.service';
import { INSPECTOR_ROLE } from '../../shared/auth/roles';
import { ensureStaffUser } from '../users/users.service';
import { publicDataChanged } from '../cache/cache.service';
import { changePublicData } from '../cache/public-change';
import { badRequest, notFound } from '../errors';
import type { Actor } from '../admin/actor';
import {
  ensureInspectorProfile,
  findInspector,
  findInspectorOfUser,
  findInspectorPhoto,
  type InspectorProfileChange,
  listInspectors,
  setInspectorPhoto,
  updateInspectorProfile,
} from './inspectors.repository';

// What other features may ask of inspectors.
export type { InspectorProfileChange } from './inspectors.repository';
export {
  ensureInspectorProfile,
  findInspector,
  findInspectorOfUser,
  listInspectors,
} from './inspectors.repository';

export const INSPECTOR_NOT_FOUND = 'That inspector does not exist.';

const auditInspector = auditTrail('inspector');

/** The signed-in user's inspector profile while they hold the inspector role. */
export async function activeInspectorOfUser(
  db: Db,
  userId: number,
): Promise<Inspector | undefined> {
  const inspector = await findInspectorOfUser(db, userId);
  return inspector?.active ? inspector : undefined;
}

/** Inspectors who still hold the role (the Slots admin's choice). */
export async function listActiveInspectors(db: Db): Promise<Inspector[]> {
  return (await listInspectors(db)).filter((i) => i.active);
}

const toPublic = (i: Inspector): PublicInspector => ({
  id: i.id,
  name: i.name,
  bio: i.bio,
  licenceNumber: i.licenceNumber,
  photoUrl: i.photoUrl,
});

/** The inspectors customers may choose: shown on the site and still holding the role. */
export async function listChoosableInspectors(db: Db): Promise<PublicInspector[]> {
  return (await listInspectors(db)).filter((i) => i.shown && i.active).map(toPublic);
}

/**
 * Creates or changes the profile of a user (the Users admin, in its transaction). Public lists
 * show shown inspectors, so their kept copies are dropped.
 */
export async function saveInspectorProfile(
  db: Db,
  trx: Db,
  by: Actor,
  userId: number,
  change: InspectorProfileChange,
): Promise<number> {
  const at = by.at.toISOString();
  const before = await findInspectorOfUser(trx, userId);
  const id = before?.id ?? (await ensureInspectorProfile(trx, userId, at));
  await updateInspectorProfile(trx, id, change, at);
  await auditInspector(trx, by.id, before ? 'update' : 'create', id, {
    userId,
    ...change,
    ...(before && before.shown !== change.shown ? { previouslyShown: before.shown } : {}),
  });
  await publicDataChanged(db, trx, 'slots');
  return id;
}

/** Stores an uploaded photo after checking its size and its real type (its first bytes). */
export async function storeInspectorPhoto(
  db: Db,
  by: Actor,
  inspectorId: number,
  bytes: Buffer | undefined,
): Promise<void> {
  if (!(await findInspector(db, inspectorId))) throw notFound(INSPECTOR_NOT_FOUND);
  if (!bytes || bytes.length === 0) throw badRequest(PHOTO_MISSING);
  if (bytes.length > MAX_PHOTO_BYTES) throw badRequest(PHOTO_TOO_LARGE);
  const type = photoTypeOf(bytes);
  if (!type) throw badRequest(PHOTO_TYPE_REFUSED);
  await changePublicData(db, ['slots'], async (trx) => {
    await setInspectorPhoto(
      trx,
      inspectorId,
      { type, base64: bytes.toString('base64') },
      by.at.toISOString(),
    );
    await auditInspector(trx, by.id, 'photo', inspectorId, { type, bytes: bytes.length });
  });
}

export async function removeInspectorPhoto(db: Db, by: Actor, inspectorId: number): Promise<void> {
  if (!(await findInspector(db, inspectorId))) throw notFound(INSPECTOR_NOT_FOUND);
  await changePublicData(db, ['slots'], async (trx) => {
    await setInspectorPhoto(trx, inspectorId, null, by.at.toISOString());
    await auditInspector(trx, by.id, 'photo-remove', inspectorId, {});
  });
}

/** The demo inspectors of a new site (accounts with the role, and their profiles); their ids. */
export async function addDemoInspectors(
  db: Db,
  demo: readonly {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    bio: string;
    licenceNumber: string;
  }[],
  now: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const d of demo) {
    const userId = await ensureStaffUser(
      db,
      {
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        phone: d.phone,
        roles: [INSPECTOR_ROLE],
      },
      now,
    );
    const id = await ensureInspectorProfile(db, userId, now);
    await updateInspectorProfile(
      db,
      id,
      { bio: d.bio, licenceNumber: d.licenceNumber, shown: true },
      now,
    );
    ids.push(id);
  }
  return ids;
}

/** The photo the site may show: only of an inspector shown on the site and still active. */
export async function publicInspectorPhoto(db: Db, inspectorId: number) {
  const photo = await findInspectorPhoto(db, inspectorId);
  return photo?.onSite ? photo : undefined;
}
