import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { toIso } from '../db/values';
import { INSPECTOR_ROLE } from '../../shared/auth/roles';
import type { Inspector } from '../../shared/inspectors/inspector';
import { insertedId } from '../db/inserts';

// The only writer of the inspectors table. Name, e-mail and phone are read from the user.

function withUser(db: Db) {
  return db
    .selectFrom('inspectors')
    .innerJoin('users', 'users.id', 'inspectors.user_id')
    .select([
      'inspectors.id',
      'inspectors.user_id',
      'inspectors.bio',
      'inspectors.licence_number',
      'inspectors.shown',
      'inspectors.photo_type',
      'inspectors.photo_updated_at',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.roles',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withUser>['executeTakeFirstOrThrow']>>;

const toInspector = (r: Row): Inspector => ({
  id: r.id,
  userId: r.user_id,
  name: `${r.first_name} ${r.last_name}`.trim() || r.email,
  email: r.email,
  phone: r.phone,
  bio: r.bio,
  licenceNumber: r.licence_number,
  shown: Number(r.shown) === 1,
  active: (JSON.parse(r.roles) as string[]).includes(INSPECTOR_ROLE),
  // The version in the URL lets browsers cache a photo until it changes.
  photoUrl: r.photo_type
    ? `/inspectors/${r.id}/photo?v=${r.photo_updated_at ? new Date(toIso(r.photo_updated_at)).getTime() : 0}`
    : null,
});

export async function findInspector(db: Db, id: number): Promise<Inspector | undefined> {
  return firstRow(withUser(db).where('inspectors.id', '=', id), toInspector);
}

export async function findInspectorOfUser(db: Db, userId: number): Promise<Inspector | undefined> {
  return firstRow(withUser(db).where('inspectors.user_id', '=', userId), toInspector);
}

/** Every inspector profile, by name. */
export async function listInspectors(db: Db): Promise<Inspector[]> {
  return (
    await withUser(db)
      .orderBy('users.first_name')
      .orderBy('users.last_name')
      .orderBy('inspectors.id')
      .execute()
  ).map(toInspector);
}

/** Creates the profile of a user if missing; answers its id. */
export async function ensureInspectorProfile(db: Db, userId: number, now: string): Promise<number> {
  const existing = await db
    .selectFrom('inspectors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.id;
  return insertedId(
    db.insertInto('inspectors').values({ user_id: userId, created_at: now, updated_at: now }),
  );
}

export interface InspectorProfileChange {
  bio: string;
  licenceNumber: string;
  shown: boolean;
}

export async function updateInspectorProfile(
  db: Db,
  id: number,
  change: InspectorProfileChange,
  now: string,
): Promise<void> {
  await db
    .updateTable('inspectors')
    .set({
      bio: change.bio,
      licence_number: change.licenceNumber,
      shown: change.shown ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Stores (or with null, removes) the photo: its type and the base64 of its bytes. */
export async function setInspectorPhoto(
  db: Db,
  id: number,
  photo: { type: string; base64: string } | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('inspectors')
    .set({
      photo_type: photo?.type ?? null,
      photo_data: photo?.base64 ?? null,
      photo_updated_at: photo ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The photo's type and base64 bytes, with whether the inspector is on the site. */
export async function findInspectorPhoto(db: Db, id: number) {
  const row = await db
    .selectFrom('inspectors')
    .innerJoin('users', 'users.id', 'inspectors.user_id')
    .select([
      'inspectors.photo_type',
      'inspectors.photo_data',
      'inspectors.photo_updated_at',
      'inspectors.shown',
      'users.roles',
    ])
    .where('inspectors.id', '=', id)
    .executeTakeFirst();
  if (!row?.photo_type || !row.photo_data) return undefined;
  return {
    type: row.photo_type,
    base64: row.photo_data,
    updatedAt: row.photo_updated_at ? toIso(row.photo_updated_at) : null,
    onSite: Number(row.shown) === 1 && (JSON.parse(row.roles) as string[]).includes(INSPECTOR_ROLE),
  };
}
